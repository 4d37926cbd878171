import type { PayloadRequest } from 'payload'
import { addMonths, FREQUENCY_MONTHS, isoDay, parseDay } from '@common/expenses'
import type { RecurringExpense } from '@api/payload-types'
import { idOf } from '@common/ids'
import { createOnce, type RecurringRun } from './once'
import { countingTask } from './task'

/**
 * The recurring expenses job (ADR 029), the same once-only rule as recurring invoices
 * (api/jobs/recurring.ts): every active recurring expense records each occurrence from its
 * start date (every 1, 3 or 12 months, on the start's day or the month's last day) up to
 * today and not after its end date, exactly once. Once: the expense's `generationKey`
 * `recurring-expense-<id>-<day>` is UNIQUE, so a second run — here, on another instance,
 * or at the same moment — finds it or loses the insert race and creates nothing. Missed
 * occurrences catch up; a schedule whose end has passed is 'ended'.
 */

export const expenseGenerationKeyOf = (recurringExpenseId: number, day: string) => `recurring-expense-${recurringExpenseId}-${day}`

export type RecurringExpenseRun = RecurringRun

/** The occurrences still to record on `today`: after the last one, from the start, up to today and the end date. */
export function dueOccurrences(schedule: Pick<RecurringExpense, 'startDate' | 'endDate' | 'frequency' | 'lastOccurrence'>, today: string): string[] {
  const start = parseDay(schedule.startDate)
  if (!start) return []
  const end = parseDay(schedule.endDate)
  const step = FREQUENCY_MONTHS[schedule.frequency]
  const days: string[] = []
  for (let index = 0; index < 1200; index++) {
    const day = addMonths(start, index * step)
    if (day > today || (end && day > end)) break
    if (schedule.lastOccurrence && day <= schedule.lastOccurrence) continue
    days.push(day)
  }
  return days
}

/** Records one occurrence; false when it already exists (before, or by a concurrent run). */
async function recordOccurrence(req: PayloadRequest, schedule: RecurringExpense, day: string): Promise<boolean> {
  const generationKey = expenseGenerationKeyOf(schedule.id, day)
  return createOnce(req, 'expenses', generationKey, () =>
    req.payload.create({
      collection: 'expenses',
      data: {
        organization: idOf(schedule.organization) as number,
        date: `${day}T00:00:00.000Z`,
        amount: schedule.amount,
        payeeContact: idOf(schedule.payeeContact),
        payeeName: schedule.payeeName,
        category: schedule.category,
        taxCategory: schedule.taxCategory,
        property: idOf(schedule.property),
        unit: idOf(schedule.unit),
        paymentMethod: schedule.paymentMethod ?? null,
        memo: schedule.memo ?? null,
        capitalImprovement: Boolean(schedule.capitalImprovement),
        recurringExpense: schedule.id,
        generationKey,
      },
      overrideAccess: true,
      depth: 0,
      req,
    }),
  )
}

/** The run on `now`: every active recurring expense with an occurrence due or an end passed. */
export async function generateRecurringExpenses(req: PayloadRequest, now: Date = new Date()): Promise<RecurringExpenseRun> {
  const run: RecurringExpenseRun = { created: 0, skipped: 0, ended: 0 }
  const today = isoDay(now)
  const { docs } = await req.payload.find({
    collection: 'recurring-expenses',
    where: { and: [{ status: { equals: 'active' } }, { startDate: { less_than: `${today}T23:59:59.999Z` } }] },
    depth: 0,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    req,
  })
  for (const schedule of docs) {
    try {
      let lastOccurrence = schedule.lastOccurrence ?? null
      for (const day of dueOccurrences(schedule, today)) {
        if (await recordOccurrence(req, schedule, day)) run.created++
        else run.skipped++
        lastOccurrence = day
      }
      const end = parseDay(schedule.endDate)
      const ended = Boolean(end && end <= today)
      if (lastOccurrence === (schedule.lastOccurrence ?? null) && !ended) continue
      await req.payload.update({ collection: 'recurring-expenses', id: schedule.id, data: { lastOccurrence, ...(ended ? { status: 'ended' as const } : {}) }, overrideAccess: true, depth: 0, req })
      if (ended) run.ended++
    } catch (error) {
      // One schedule's trouble never stops the others; the next run tries it again.
      req.payload.logger.error({ err: error, msg: 'Recurring expense generation failed', recurringExpense: schedule.id })
    }
  }
  return run
}

/** The Payload job task (api/jobs/index.ts lists it). */
export const generateRecurringExpensesTask = countingTask<RecurringExpenseRun>('generateRecurringExpenses', ['created', 'skipped', 'ended'], (req) => generateRecurringExpenses(req))
