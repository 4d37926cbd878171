/**
 * Recurring invoices' periods (product-spec §3 Recurring invoice), shared by the job that
 * generates them and the pages that show the schedule. A period is a month, `YYYY-MM`
 * (UTC); its invoice is sent on the schedule's day of month (1–28, so every month has it).
 */
import { utcMonthYear } from './en-us'

/** Midnight UTC of the date's day. */
export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

/** The period (`YYYY-MM`) a date falls in. */
export function periodOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}

/** The period after `period`. */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return periodOf(new Date(Date.UTC(year, month, 1)))
}

/** The day (midnight UTC) a period's invoice is sent: its `dayOfMonth`. */
export function periodSendDate(period: string, dayOfMonth: number): Date {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, month - 1, dayOfMonth))
}

/** 'March 2027' for '2027-03'. */
export function periodLabel(period: string): string {
  return utcMonthYear(periodSendDate(period, 1))
}

/**
 * The next invoice a schedule will send: the first period after its last generated (or
 * paused-over) one whose send day is on or after the start date, or null when the end date
 * comes first. A day already past means the job sends it at its next run.
 */
export function nextSendDate(
  schedule: { dayOfMonth: number; startDate: string | Date; endDate?: string | Date | null; lastPeriod?: string | null },
): Date | null {
  const start = startOfDay(new Date(schedule.startDate))
  const end = schedule.endDate ? startOfDay(new Date(schedule.endDate)) : null
  let period = schedule.lastPeriod ? nextPeriod(schedule.lastPeriod) : periodOf(start)
  if (period < periodOf(start)) period = periodOf(start)
  // The start month's day may come before the start date: then the next month's is the first.
  for (let step = 0; step < 2; step++, period = nextPeriod(period)) {
    const sendDate = periodSendDate(period, schedule.dayOfMonth)
    if (end && sendDate > end) return null
    if (sendDate >= start) return sendDate
  }
  return null
}
