import { z } from 'zod'
import { COMMENT_VISIBILITIES, MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, MAX_COMMENT_FILES, MAX_MAINTENANCE_FILES, maintenanceMessages } from '@common/maintenance'
import { centsSchema } from '~/utils/money-schema'
import { checkbox, dateInput, optionalText } from '~/utils/schema'
import { PLACE_PATTERN } from './maintenance-paths'

// The drawers' and intents' names and the paths live in maintenance-paths.ts (no zod: list pages import them).
export * from './maintenance-paths'

/** A native multi-file input's files (an empty input posts one empty file): at most `max`. */
const fileList = (max: number, message: string) =>
  z
    .array(z.instanceof(File))
    .optional()
    .default([])
    .transform((list) => list.filter((file) => file.size > 0))
    .refine((list) => list.length <= max, { error: message })
const files = fileList(MAX_MAINTENANCE_FILES, maintenanceMessages.tooManyFiles)

/** The 'Maintenance request' drawer: the tenant's report or the landlord's new request (the landlord also assigns). */
export const MaintenanceRequestSchema = z.object({
  place: z.string({ error: maintenanceMessages.leaseOrPropertyRequired }).regex(PLACE_PATTERN, { error: maintenanceMessages.leaseOrPropertyRequired }),
  title: z.string({ error: maintenanceMessages.titleRequired }).trim().min(1, { error: maintenanceMessages.titleRequired }).max(200, { error: 'Use at most 200 characters.' }),
  description: z
    .string({ error: maintenanceMessages.descriptionRequired })
    .trim()
    .min(1, { error: maintenanceMessages.descriptionRequired })
    .max(5000, { error: 'Use at most 5,000 characters.' }),
  category: z.enum(MAINTENANCE_CATEGORIES, { error: maintenanceMessages.categoryRequired }),
  priority: z.enum(MAINTENANCE_PRIORITIES).optional().default('normal'),
  permissionToEnter: checkbox(),
  preferredTimes: optionalText(500),
  files,
  assignee: z.string().regex(/^\d+$/).optional(),
  assigneeName: optionalText(200),
  dueDate: dateInput(),
})

export const MaintenanceCommentSchema = z.object({
  body: z.string({ error: maintenanceMessages.commentRequired }).trim().min(1, { error: maintenanceMessages.commentRequired }).max(10_000, { error: 'Use at most 10,000 characters.' }),
  visibility: z.enum(COMMENT_VISIBILITIES).optional().default('shared'),
  files: fileList(MAX_COMMENT_FILES, maintenanceMessages.tooManyCommentFiles),
})

/** Close with a cost (dollars in the form, cents on the server) and its receipt, both optional. */
export const MaintenanceCloseSchema = z.object({
  cost: centsSchema(),
  receipt: fileList(1, 'Attach one receipt.'),
})

export const MaintenanceStatusSchema = z.object({ status: z.enum(MAINTENANCE_STATUSES) })

export const MaintenanceAssignSchema = z.object({
  assignee: z.string().regex(/^\d+$/).optional(),
  assigneeName: optionalText(200),
  dueDate: dateInput(),
  priority: z.enum(MAINTENANCE_PRIORITIES),
})

export const MaintenanceFileSchema = z.object({ files })

export const VendorCommentSchema = z.object({
  body: z.string({ error: maintenanceMessages.commentRequired }).trim().min(1, { error: maintenanceMessages.commentRequired }).max(10_000, { error: 'Use at most 10,000 characters.' }),
  photo: fileList(1, 'Attach one photo or PDF.'),
})
