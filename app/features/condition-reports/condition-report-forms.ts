import { z } from 'zod'
import { CONDITION_RATINGS, CONDITION_REPORT_TYPES, conditionReportMessages, MAX_CONDITION_NOTES, MAX_CONDITION_PHOTOS_PER_ITEM } from '@common/condition-reports'
import { securityDepositMessages } from '@common/security-deposits'
import { DeductionSchema } from '~/features/security-deposits/security-deposit-forms'
import { optionalText } from '~/utils/schema'

/**
 * The condition-report drawers and intents (product-spec §2 dialogs and drawers: 'Condition
 * report action', 'user action', 'config', 'lease picker').
 */
/** The lease tab's new-report drawer: the type (and for a move-out, the move-in it starts from). */
export const CONDITION_REPORT_CONFIG_DRAWER = 'condition-report-config'
/** The property and unit tabs' new-report drawer: first the lease, then the type. */
export const LEASE_PICKER_DRAWER = 'lease-picker'
/** The landlord's confirmations on a report: request it from the tenants, or complete it (`action=`). */
export const CONDITION_REPORT_ACTION_DRAWER = 'condition-report-action'
/** The tenant's signature. */
export const USER_ACTION_DRAWER = 'user-action'

export const CONDITION_REPORT_CREATE_INTENT = 'condition-report-create'
export const CONDITION_REPORT_ROOM_INTENT = 'condition-report-room'
export const CONDITION_REPORT_REQUEST_INTENT = 'condition-report-request'
export const CONDITION_REPORT_COMPLETE_INTENT = 'condition-report-complete'
export const CONDITION_REPORT_TENANT_ROOM_INTENT = 'condition-report-tenant-room'
export const CONDITION_REPORT_SIGN_INTENT = 'condition-report-sign'
/** The landlord makes a signing link for a tenant without an account (ADR 031); its reply carries the URL. */
export const CONDITION_REPORT_LINK_INTENT = 'condition-report-link'
/** The landlord e-mails a tenant without an account a new signing link (the request e-mailed the first); success redirects with a toast. */
export const CONDITION_REPORT_LINK_SEND_INTENT = 'condition-report-link-send'
/** A signing link's page: a tenant's notes and photo of one item (one form per item; its reply is `…:<item id>`), and its signature. */
export const CONDITION_LINK_NOTES_INTENT = 'condition-link-notes'
export const linkNotesIntentFor = (itemId: string) => `${CONDITION_LINK_NOTES_INTENT}:${itemId}`
export const CONDITION_LINK_SIGN_INTENT = 'condition-link-sign'
/** A move-out's item that got worse becomes a security-deposit deduction (one form per item; its reply is `…:<item id>`). */
export const CONDITION_REPORT_DEDUCT_INTENT = 'condition-report-deduct'
export const deductIntentFor = (itemId: string) => `${CONDITION_REPORT_DEDUCT_INTENT}:${itemId}`

export const CONDITION_PHOTO_ACCEPT = '.jpg,.jpeg,.png'

const photos = z
  .array(z.instanceof(File))
  .optional()
  .default([])
  .transform((list) => list.filter((file) => file.size > 0))
  .refine((list) => list.length <= MAX_CONDITION_PHOTOS_PER_ITEM, { error: conditionReportMessages.tooManyPhotos })

const notes = optionalText(MAX_CONDITION_NOTES)

export const ConditionReportCreateSchema = z.object({
  lease: z.string({ error: conditionReportMessages.leaseRequired }).regex(/^\d+$/, { error: conditionReportMessages.leaseRequired }),
  type: z.enum(CONDITION_REPORT_TYPES, { error: conditionReportMessages.typeRequired }),
  basedOn: z.string().regex(/^\d+$/).optional(),
})

/** One room of the landlord's report: each item's rating, notes and new photos; `next` saves and opens another room. */
export const ConditionRoomSchema = z.object({
  room: z.string(),
  next: z.string().optional(),
  items: z
    .array(z.object({ id: z.string(), rating: z.enum(CONDITION_RATINGS).optional(), notes, photos }))
    .optional()
    .default([]),
})

/** One room as a tenant fills it in: its own note and new photos per item. */
export const TenantRoomSchema = z.object({
  room: z.string(),
  next: z.string().optional(),
  items: z
    .array(z.object({ id: z.string(), notes, photos }))
    .optional()
    .default([]),
})

/** One item's note and photo through a signing link (one photo per save, like a vendor's link). */
export const LinkNotesSchema = z.object({
  item: z.string({ error: conditionReportMessages.itemRequired }).min(1).max(100),
  notes,
  photo: z
    .instanceof(File)
    .optional()
    .transform((file) => (file && file.size > 0 ? file : undefined)),
})

export const ConditionSignSchema = z.object({
  name: z.string({ error: conditionReportMessages.nameRequired }).trim().min(1, { error: conditionReportMessages.nameRequired }).max(100, { error: 'Use at most 100 characters.' }),
  agree: z.boolean({ error: conditionReportMessages.agreeRequired }).refine((value) => value, { error: conditionReportMessages.agreeRequired }),
})

/** A deduction from an item that got worse: dollars in the form, cents to the API; the description is prefilled and editable. */
export const ConditionDeductionSchema = z.object({
  item: z.string({ error: conditionReportMessages.itemRequired }).min(1).max(100),
  amount: DeductionSchema.shape.amount,
  description: z
    .string({ error: securityDepositMessages.deductionDescriptionRequired })
    .trim()
    .min(1, { error: securityDepositMessages.deductionDescriptionRequired })
    .max(1000, { error: 'Use at most 1,000 characters.' }),
})
