import { describe, expect, it } from 'vitest'
import { canTransition, MAINTENANCE_STATUSES, statusChangeText, TENANT_REOPEN_DAYS, tenantStatusActions } from './maintenance'

/**
 * The status rules that the API's hook enforces and the pages offer as buttons (ADR 028):
 * new → in progress → completed → closed, plus cancelled; reopen from completed or closed;
 * the tenant's own moves, and its 14 days after completion.
 */
const DAY = 86_400_000
const completed = '2026-11-01T10:00:00.000Z'
const after = (ms: number) => new Date(new Date(completed).getTime() + ms)

describe('the transitions', () => {
  it('move forward, cancel while open, and reopen only from completed or closed', () => {
    const allowed = MAINTENANCE_STATUSES.flatMap((from) => MAINTENANCE_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`))
    expect(allowed).toEqual([
      'new→in-progress',
      'new→completed',
      'new→cancelled',
      'in-progress→completed',
      'in-progress→cancelled',
      'completed→in-progress',
      'completed→closed',
      'closed→in-progress',
    ])
  })

  it('each change leaves its line in the thread; a reopening says so', () => {
    expect(statusChangeText(null, 'new')).toBe('Request created (New)')
    expect(statusChangeText('in-progress', 'completed')).toBe('Status changed: In progress → Completed')
    expect(statusChangeText('closed', 'in-progress')).toBe('Reopened: Closed → In progress')
  })
})

describe("the tenant's moves", () => {
  it('cancels a new request; nothing while it is in progress or cancelled', () => {
    expect(tenantStatusActions('new', null)).toEqual(['cancelled'])
    expect(tenantStatusActions('in-progress', null)).toEqual([])
    expect(tenantStatusActions('cancelled', completed, after(DAY))).toEqual([])
  })

  it(`confirms or reopens within ${TENANT_REOPEN_DAYS} days of completion, reopens a closed one in the same window, then nothing`, () => {
    expect(tenantStatusActions('completed', completed, after(0))).toEqual(['closed', 'in-progress'])
    expect(tenantStatusActions('completed', completed, after(TENANT_REOPEN_DAYS * DAY))).toEqual(['closed', 'in-progress'])
    expect(tenantStatusActions('completed', completed, after(TENANT_REOPEN_DAYS * DAY + 1))).toEqual([])
    expect(tenantStatusActions('closed', completed, after(3 * DAY))).toEqual(['in-progress'])
    expect(tenantStatusActions('closed', completed, after(15 * DAY))).toEqual([])
  })

  it('without a completion day (or an unreadable one) the window is closed', () => {
    expect(tenantStatusActions('completed', null)).toEqual([])
    expect(tenantStatusActions('completed', 'not a date')).toEqual([])
  })
})
