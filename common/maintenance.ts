/**
 * The maintenance requests vocabulary (product-spec §1 maintenance requests, §2 maintenance
 * routes and the 'Maintenance request' drawer, §3 notifications): categories, priorities,
 * statuses and the transitions between them, labels and messages. Used by the API
 * (validation, the status log) and the web app (forms, lists, badges) alike.
 */

import type { ExpenseCategory, TaxCategory } from './expenses'

export const MAINTENANCE_CATEGORIES = ['plumbing', 'electrical', 'appliance', 'heating-cooling', 'pest', 'structural', 'exterior', 'other'] as const
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number]
export const maintenanceCategoryLabel: Record<MaintenanceCategory, string> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  appliance: 'Appliance',
  'heating-cooling': 'Heating/cooling',
  pest: 'Pest',
  structural: 'Structural',
  exterior: 'Exterior',
  other: 'Other',
}

export const MAINTENANCE_PRIORITIES = ['low', 'normal', 'high', 'emergency'] as const
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number]
export const maintenancePriorityLabel: Record<MaintenancePriority, string> = { low: 'Low', normal: 'Normal', high: 'High', emergency: 'Emergency' }
/** The order the 'Priority' sort follows (ascending: the most urgent first); the server stores it as `priorityRank`. */
export const MAINTENANCE_PRIORITY_RANK: Record<MaintenancePriority, number> = { emergency: 1, high: 2, normal: 3, low: 4 }
export const maintenancePriorityColor: Record<MaintenancePriority, 'green' | 'red' | 'amber' | 'blue' | 'gray'> = { low: 'gray', normal: 'blue', high: 'amber', emergency: 'red' }

export const MAINTENANCE_STATUSES = ['new', 'in-progress', 'completed', 'closed', 'cancelled'] as const
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number]
export const maintenanceStatusLabel: Record<MaintenanceStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  completed: 'Completed',
  closed: 'Closed',
  cancelled: 'Cancelled',
}
/** STYLE: blue open, amber pending, green done, gray past. */
export const maintenanceStatusColor: Record<MaintenanceStatus, 'green' | 'red' | 'amber' | 'blue' | 'gray'> = {
  new: 'blue',
  'in-progress': 'amber',
  completed: 'green',
  closed: 'gray',
  cancelled: 'gray',
}

/** The open list shows these; the completed list the rest (product-spec §2: maintenance open list; completed). */
export const OPEN_MAINTENANCE_STATUSES = ['new', 'in-progress'] as const satisfies readonly MaintenanceStatus[]
export const DONE_MAINTENANCE_STATUSES = ['completed', 'closed', 'cancelled'] as const satisfies readonly MaintenanceStatus[]

/** new → in progress → completed → closed, plus cancelled; reopen (back to in progress) from completed or closed. */
export const MAINTENANCE_TRANSITIONS: Record<MaintenanceStatus, readonly MaintenanceStatus[]> = {
  new: ['in-progress', 'completed', 'cancelled'],
  'in-progress': ['completed', 'cancelled'],
  completed: ['closed', 'in-progress'],
  closed: ['in-progress'],
  cancelled: [],
}
export const canTransition = (from: MaintenanceStatus, to: MaintenanceStatus) => MAINTENANCE_TRANSITIONS[from].includes(to)

/** A tenant confirms 'fixed' (completed → closed) or reopens (→ in progress) within this many days of completion. */
export const TENANT_REOPEN_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

/** What the tenant of the request may do to its status now. */
export function tenantStatusActions(status: MaintenanceStatus, completedAt: string | null | undefined, now = new Date()): MaintenanceStatus[] {
  if (status === 'new') return ['cancelled']
  if (status !== 'completed' && status !== 'closed') return []
  const completed = completedAt ? new Date(completedAt).getTime() : NaN
  if (!Number.isFinite(completed) || now.getTime() - completed > TENANT_REOPEN_DAYS * DAY_MS) return []
  return status === 'completed' ? ['closed', 'in-progress'] : ['in-progress']
}

export const COMMENT_VISIBILITIES = ['shared', 'internal'] as const
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number]
/** A thread entry: a comment, or the log line of a status change. */
export const COMMENT_KINDS = ['comment', 'status'] as const

/** Up to 10 photos or PDFs per request. */
export const MAX_MAINTENANCE_FILES = 10
/** Up to 5 photos or PDFs per comment. */
export const MAX_COMMENT_FILES = 5
/** A vendor link is valid this long. */
export const VENDOR_LINK_DAYS = 14

export const maintenanceMessages = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  leaseOrPropertyRequired: 'Choose a lease or a property',
  tooManyFiles: `A request can have at most ${MAX_MAINTENANCE_FILES} files.`,
  tooManyCommentFiles: `A comment can have at most ${MAX_COMMENT_FILES} files.`,
  commentFileNotYours: 'Attach files to your own comment.',
  receiptNotOfRequest: "Choose a file of this request as the receipt.",
  costInvalid: 'Enter a cost of $0.00 or more.',
  transitionNotAllowed: 'This status change is not allowed.',
  tenantCannotChange: 'Only your landlord can change this.',
  reopenWindowOver: `A request can be confirmed or reopened within ${TENANT_REOPEN_DAYS} days of completion.`,
  commentRequired: 'Comment is required',
  vendorPhotoOnly: 'Photo attached.',
  vendorLinkInvalid: 'This link is invalid or has expired.',
  emergencyNote: 'This is an emergency: call your landlord now.',
  expenseNeedsClosedCost: 'Close the request with a cost above $0.00 first.',
} as const

/**
 * Closing with a cost records the matching expense (ADR 028): a repair, Schedule E line 14
 * 'Repairs', paid to the assignee (a vendor from People or a name; this when there is none).
 */
export const MAINTENANCE_EXPENSE_CATEGORY = 'repair' as const satisfies ExpenseCategory
export const MAINTENANCE_EXPENSE_TAX_CATEGORY = 'repairs' as const satisfies TaxCategory
export const MAINTENANCE_EXPENSE_UNKNOWN_PAYEE = 'Unknown payee'
/** The expense's memo: 'Maintenance request #12: Leaking sink'. */
export const maintenanceExpenseMemo = (number: number | null | undefined, title: string) => `Maintenance request #${number ?? ''}: ${title}`

/** The log line a status change leaves in the thread. */
export function statusChangeText(from: MaintenanceStatus | null, to: MaintenanceStatus): string {
  if (from === null) return `Request created (${maintenanceStatusLabel[to]})`
  if ((from === 'completed' || from === 'closed') && to === 'in-progress') return `Reopened: ${maintenanceStatusLabel[from]} → ${maintenanceStatusLabel[to]}`
  return `Status changed: ${maintenanceStatusLabel[from]} → ${maintenanceStatusLabel[to]}`
}

export const isMaintenanceStatus = (value: unknown): value is MaintenanceStatus => (MAINTENANCE_STATUSES as readonly unknown[]).includes(value)
export const isMaintenanceCategory = (value: unknown): value is MaintenanceCategory => (MAINTENANCE_CATEGORIES as readonly unknown[]).includes(value)
export const isMaintenancePriority = (value: unknown): value is MaintenancePriority => (MAINTENANCE_PRIORITIES as readonly unknown[]).includes(value)
