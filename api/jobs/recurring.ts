import type { PayloadRequest } from 'payload'
import { availablePaymentMethods, dueDateAfter, type PaymentMethod } from '@common/invoices'
import { nextPeriod, periodOf, periodSendDate, startOfDay } from '@common/recurring'
import { operatingAccountOf, TRUSTED_METHODS } from '@api/collections/Invoices/hooks/compute'
import type { RecurringInvoice } from '@api/payload-types'
import { isStripeConfigured } from '@api/stripe/client'
import { idOf } from '@common/ids'
import { createOnce, type RecurringRun } from './once'
import { countingTask } from './task'

/**
 * The recurring invoices job (ADR 021): for every active recurring invoice, each
 * period (YYYY-MM: the month its `dayOfMonth` falls in) from its start up to today, and not
 * after its end date, gets its invoice exactly once. Once: the invoice's `generationKey`
 * `recurring-<id>-<period>` is UNIQUE, so a second run — here, on another instance, or at
 * the same moment — finds it (pre-check) or loses the insert race (unique violation, rolled
 * back) and creates nothing. Missed periods catch up, one invoice each; a schedule whose
 * end date has passed with every period generated is 'ended'.
 */

export const generationKeyOf = (recurringInvoiceId: number, period: string) => `recurring-${recurringInvoiceId}-${period}`

export type { RecurringRun }

/** The periods of a schedule still to generate on `now`: after its last period, on or after its start, up to today and its end. */
export function duePeriods(schedule: Pick<RecurringInvoice, 'dayOfMonth' | 'startDate' | 'endDate' | 'lastPeriod'>, now: Date): string[] {
  const start = startOfDay(new Date(schedule.startDate))
  const today = startOfDay(now)
  const end = schedule.endDate ? startOfDay(new Date(schedule.endDate)) : null
  const periods: string[] = []
  let period = schedule.lastPeriod ? nextPeriod(schedule.lastPeriod) : periodOf(start)
  if (period < periodOf(start)) period = periodOf(start)
  for (; period <= periodOf(today); period = nextPeriod(period)) {
    const sendDate = periodSendDate(period, schedule.dayOfMonth)
    if (sendDate < start) continue
    if (sendDate > today || (end && sendDate > end)) break
    periods.push(period)
  }
  return periods
}

/** True when no period of the schedule is left after `lastPeriod` before its end date. */
function isFinished(schedule: Pick<RecurringInvoice, 'dayOfMonth' | 'endDate'>, lastPeriod: string | null | undefined, now: Date) {
  if (!schedule.endDate) return false
  const end = startOfDay(new Date(schedule.endDate))
  if (end > startOfDay(now)) return false
  const next = lastPeriod ? nextPeriod(lastPeriod) : null
  return next === null || periodSendDate(next, schedule.dayOfMonth) > end
}

/** Creates one period's invoice; false when it already exists (before or by a concurrent run). */
async function createPeriodInvoice(req: PayloadRequest, schedule: RecurringInvoice, period: string, methods: PaymentMethod[]): Promise<boolean> {
  const generationKey = generationKeyOf(schedule.id, period)
  return createOnce(req, 'invoices', generationKey, () =>
    req.payload.create({
      collection: 'invoices',
      data: {
        kind: 'charge',
        // Copied from the lease by the invoice's own hook; given here for the types.
        organization: idOf(schedule.organization) as number,
        lease: idOf(schedule.lease) as number,
        recurringInvoice: schedule.id,
        period,
        generationKey,
        dueDate: dueDateAfter(periodSendDate(period, schedule.dayOfMonth), schedule.dueDays ?? 0),
        paymentMethods: methods,
        category: schedule.category,
        items: (schedule.items ?? []).map(({ name, description, amount, quantity }) => ({ name, description, amount, quantity })),
      },
      overrideAccess: true,
      depth: 0,
      req,
      context: { [TRUSTED_METHODS]: true },
    }),
  )
}

/** One schedule's run: its due periods' invoices, then its last period and status. */
async function runSchedule(req: PayloadRequest, schedule: RecurringInvoice, now: Date, run: RecurringRun) {
  const periods = duePeriods(schedule, now)
  let lastPeriod = schedule.lastPeriod ?? null
  if (periods.length) {
    const organization = idOf(schedule.organization)
    const account = organization ? await operatingAccountOf(req, organization) : null
    const available = availablePaymentMethods(account, { cardProviderConfigured: isStripeConfigured() })
    // Checked when the schedule was saved; a method switched off since (a card capability lost, a handle removed) is left out.
    const methods = (schedule.paymentMethods ?? []).filter((method) => available.includes(method))
    if (!methods.length) {
      req.payload.logger.warn({ msg: 'Recurring invoice skipped: none of its payment methods is available any more', recurringInvoice: schedule.id, periods })
      run.skipped += periods.length
      return
    }
    for (const period of periods) {
      if (await createPeriodInvoice(req, schedule, period, methods)) run.created++
      else run.skipped++
      lastPeriod = period
    }
  }
  const ended = isFinished(schedule, lastPeriod, now)
  if (lastPeriod === (schedule.lastPeriod ?? null) && !ended) return
  await req.payload.update({
    collection: 'recurring-invoices',
    id: schedule.id,
    data: { lastPeriod, ...(ended ? { status: 'ended' as const } : {}) },
    overrideAccess: true,
    depth: 0,
    req,
    context: { [TRUSTED_METHODS]: true },
  })
  if (ended) run.ended++
}

/** The recurring invoices run on `now` (every active schedule with a period due or an end passed). */
export async function generateRecurringInvoices(req: PayloadRequest, now: Date = new Date()): Promise<RecurringRun> {
  const run: RecurringRun = { created: 0, skipped: 0, ended: 0 }
  const today = periodOf(now)
  const { docs } = await req.payload.find({
    collection: 'recurring-invoices',
    where: {
      and: [
        { status: { equals: 'active' } },
        { startDate: { less_than_equal: now.toISOString() } },
        { or: [{ lastPeriod: { exists: false } }, { lastPeriod: { less_than: today } }, { endDate: { less_than_equal: now.toISOString() } }] },
      ],
    },
    depth: 0,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    req,
  })
  for (const schedule of docs) {
    try {
      await runSchedule(req, schedule, now, run)
    } catch (error) {
      // One schedule's trouble never stops the others; the next run tries it again.
      req.payload.logger.error({ err: error, msg: 'Recurring invoice generation failed', recurringInvoice: schedule.id })
    }
  }
  return run
}

/** The Payload job task (api/jobs/index.ts lists it). */
export const generateRecurringInvoicesTask = countingTask<RecurringRun>('generateRecurringInvoices', ['created', 'skipped', 'ended'], (req) => generateRecurringInvoices(req))
