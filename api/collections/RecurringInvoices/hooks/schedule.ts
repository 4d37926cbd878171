import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { availablePaymentMethods, invoiceMessages } from '@common/invoices'
import { periodOf, periodSendDate, startOfDay } from '@common/recurring'
import { ClientError } from '@api/errors'
import { isStripeConfigured } from '@api/stripe/client'
import { operatingAccountOf, TRUSTED_METHODS } from '@api/collections/Invoices/hooks/compute'
import { idOf } from '@common/ids'
import type { RecurringInvoice } from '@api/payload-types'

/**
 * A schedule offers only the methods its organization's operating account has enabled
 * (product-spec §5, as an invoice): checked when they are saved, so that its periods' invoices can
 * be created later without asking again (TRUSTED_METHODS).
 */
export const checkScheduleMethods: CollectionBeforeChangeHook<RecurringInvoice> = async ({ data, originalDoc, operation, req }) => {
  if (req.context[TRUSTED_METHODS]) return data
  const methods = (data.paymentMethods ?? originalDoc?.paymentMethods ?? []) as string[]
  const before = [...((originalDoc?.paymentMethods ?? []) as string[])].sort().join()
  if (operation === 'update' && [...methods].sort().join() === before) return data
  const organizationId = idOf(data.organization ?? originalDoc?.organization)
  if (!organizationId) return data
  const available = availablePaymentMethods(await operatingAccountOf(req, organizationId), { cardProviderConfigured: isStripeConfigured() })
  const fail = (message: string) => {
    throw new ValidationError({ collection: 'recurring-invoices', errors: [{ message, path: 'paymentMethods' }] }, req.t)
  }
  if (!available.length) fail(invoiceMessages.noOperatingMethod)
  if (methods.some((method) => !available.includes(method as (typeof available)[number]))) fail(invoiceMessages.methodNotEnabled)
  return data
}

/**
 * Status changes: an ended schedule stays ended; a paused one resumed skips the periods
 * whose day passed while it was paused (its last period moves up to today's, or last
 * month's when this month's day is still to come).
 */
export const followScheduleStatus: CollectionBeforeChangeHook<RecurringInvoice> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || data.status === undefined || data.status === originalDoc.status) return data
  if (originalDoc.status === 'ended') throw new ClientError('An ended recurring invoice cannot be restarted: create a new one.', 409)
  if (originalDoc.status === 'paused' && data.status === 'active') {
    const today = startOfDay(new Date())
    const dayOfMonth = Number(data.dayOfMonth ?? originalDoc.dayOfMonth)
    let passed = periodOf(today)
    if (periodSendDate(passed, dayOfMonth) > today) passed = periodOf(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)))
    const last = (originalDoc.lastPeriod as string | null | undefined) ?? null
    if (!last || last < passed) data.lastPeriod = passed
  }
  return data
}
