// The condition reports' drawer names, intents and constants, without the forms' zod schemas: pages
// that only link to a drawer import these (ADR 027).

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
