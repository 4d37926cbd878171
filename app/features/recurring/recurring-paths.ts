import type { RecurringInvoiceStatus } from '@common/invoices'

/** The recurring payments' drawer and intent names, paths and status labels (no zod: list pages import them; ADR 027). */
export const RECURRING_PAYMENT_DRAWER = 'recurring-payment'
export const RECURRING_PAYMENT_INTENT = 'recurring-payment'
export const RECURRING_STATUS_INTENT = 'recurring-status'
export const RECURRING_FILTERS_DRAWER = 'recurring-invoice-filters'

export const recurringInvoiceHref = (id: number | string) => `/app/landlord/recurring-invoices/${id}`
export const RECURRING_PAYMENTS_PATH = '/app/landlord/transactions/recurring-payments'

export const recurringStatusLabel: Record<RecurringInvoiceStatus, string> = { active: 'Active', paused: 'Paused', ended: 'Ended' }
/** Status colours (STYLE): green running, amber waiting, gray done. */
export const recurringStatusColor: Record<RecurringInvoiceStatus, 'green' | 'amber' | 'gray'> = { active: 'green', paused: 'amber', ended: 'gray' }
