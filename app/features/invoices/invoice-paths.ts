/** The invoice drawers' and intents' names and the invoice page's address (no zod: list pages import them; ADR 027). */
export const ONE_TIME_PAYMENT_DRAWER = 'one-time-payment'
export const ONE_TIME_PAYMENT_INTENT = 'one-time-payment'
export const RECORD_PAYMENT_DRAWER = 'record-payment'
export const RECORD_PAYMENT_INTENT = 'record-payment'
export const REFUND_DRAWER = 'refund'
export const REFUND_INTENT = 'refund'
export const VOID_DRAWER = 'invoice-void'
export const VOID_INTENT = 'invoice-void'
export const CONFIRM_PAYMENT_INTENT = 'confirm-payment'
export const NOT_RECEIVED_INTENT = 'not-received'
export const ATTACHMENT_ADD_DRAWER = 'attachment-add'
/** The query parameter of the page an invoice page was opened from (its Back link). */
export const ORIGIN_PARAM = 'origin'

/** Where an invoice page's Back link goes: the page it was opened from, or the transactions. */
export const invoiceHref = (id: number | string, origin?: string | null) => `/app/landlord/invoices/${id}${origin ? `?${ORIGIN_PARAM}=${encodeURIComponent(origin)}` : ''}`

/** A tenant's invoice page. */
export const tenantInvoicePath = (id: number | string) => `/app/tenant/invoices/${id}`
