import { z } from 'zod'
import { CONDITION_RATINGS, CONDITION_REPORT_TYPES, conditionReportMessages, MAX_CONDITION_NOTES, MAX_CONDITION_PHOTOS_PER_ITEM } from '@common/condition-reports'
import { securityDepositMessages } from '@common/security-deposits'
import { DeductionSchema } from '~/features/security-deposits/security-deposit-forms'
import { optionalText } from '~/utils/schema'

export * from './condition-report-names'

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
