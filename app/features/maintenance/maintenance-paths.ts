/** The maintenance drawers', dialogs' and intents' names (no zod: list pages import them; ADR 027) (product-spec §2 'Maintenance request' drawer, maintenance filter dialog). */
export const MAINTENANCE_REQUEST_DRAWER = 'maintenance-request'
export const MAINTENANCE_FILTERS_DRAWER = 'maintenance-filters'
export const MAINTENANCE_REQUEST_INTENT = 'maintenance-request'
export const MAINTENANCE_COMMENT_INTENT = 'maintenance-comment'
export const MAINTENANCE_STATUS_INTENT = 'maintenance-status'
export const MAINTENANCE_ASSIGN_INTENT = 'maintenance-assign'
export const MAINTENANCE_VENDOR_LINK_INTENT = 'maintenance-vendor-link'
export const MAINTENANCE_FILE_INTENT = 'maintenance-file'
export const MAINTENANCE_REVOKE_LINK_INTENT = 'maintenance-revoke-link'
export const MAINTENANCE_CLOSE_INTENT = 'maintenance-close'
export const MAINTENANCE_RECORD_EXPENSE_INTENT = 'maintenance-record-expense'
export const VENDOR_COMMENT_INTENT = 'comment'
export const VENDOR_DONE_INTENT = 'done'

export const landlordMaintenancePath = (id: number | string) => `/app/landlord/maintenance/${id}`
export const tenantMaintenancePath = (id: number | string) => `/app/tenant/maintenance/${id}`

/** 'lease:12', 'property:3' or 'unit:5': where the request is. */
export const PLACE_PATTERN = /^(lease|property|unit):(\d+)$/
