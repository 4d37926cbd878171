import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRefreshScheduler, type RefreshOutcome } from './refresh-scheduler'

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)
const seconds = (ms: number) => Math.round(ms / 1000)
const nowSeconds = () => Date.now() / 1000

function setup(outcomes: Array<RefreshOutcome | Promise<RefreshOutcome>> = []) {
  const refresh = vi.fn(async () => {
    const next = outcomes.shift()
    if (!next) throw new Error('unexpected refresh')
    return next
  })
  const onSignedOut = vi.fn()
  const scheduler = createRefreshScheduler({ refresh, onSignedOut })
  return { refresh, onSignedOut, scheduler }
}

describe('token refresh scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refreshes 30 seconds before expiry', async () => {
    const { refresh, scheduler } = setup([{ type: 'refreshed', exp: nowSeconds() + 3600 }])
    scheduler.setExpiry(nowSeconds() + 10 * 60)
    await vi.advanceTimersByTimeAsync(9 * 60 * 1000 + 29_000)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('waits at most 15 minutes and at least 60 seconds', async () => {
    const far = setup([{ type: 'refreshed', exp: nowSeconds() + 3600 }])
    far.scheduler.setExpiry(nowSeconds() + 60 * 60)
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000 - 1)
    expect(far.refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(far.refresh).toHaveBeenCalledTimes(1)
    far.scheduler.stop()

    const near = setup([{ type: 'refreshed', exp: nowSeconds() + 3600 }])
    near.scheduler.setExpiry(nowSeconds() + 40)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(near.refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(near.refresh).toHaveBeenCalledTimes(1)
  })

  it('reschedules with the expiry the refresh returns', async () => {
    const { refresh, scheduler } = setup([
      { type: 'refreshed', exp: seconds(NOW) + 5 * 60 + 60 },
      { type: 'refreshed', exp: seconds(NOW) + 3600 },
    ])
    scheduler.setExpiry(seconds(NOW) + 90)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    // New expiry 6 minutes after the start, now is 1 minute after it: next run 30 s before, in 4.5 minutes.
    await vi.advanceTimersByTimeAsync(4 * 60 * 1000 + 29_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('signs out on a 401 and stops', async () => {
    const { refresh, onSignedOut, scheduler } = setup([{ type: 'signed-out' }])
    scheduler.setExpiry(nowSeconds() + 120)
    await vi.advanceTimersByTimeAsync(90_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(onSignedOut).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('retries after the minimum delay when the refresh fails for another reason', async () => {
    const { refresh, onSignedOut, scheduler } = setup([{ type: 'failed' }, { type: 'refreshed', exp: nowSeconds() + 3600 }])
    scheduler.setExpiry(nowSeconds() + 10 * 60)
    await vi.advanceTimersByTimeAsync(9 * 60 * 1000 + 30_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refresh).toHaveBeenCalledTimes(2)
    expect(onSignedOut).not.toHaveBeenCalled()
  })

  it('refreshes on return to the foreground only within 30 seconds of expiry', async () => {
    const { refresh, scheduler } = setup([{ type: 'refreshed', exp: nowSeconds() + 3600 }])
    scheduler.setExpiry(nowSeconds() + 31)
    await scheduler.onVisible()
    expect(refresh).not.toHaveBeenCalled()
    vi.setSystemTime(NOW + 2000)
    await scheduler.onVisible()
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('runs one refresh at a time', async () => {
    let resolve: (outcome: RefreshOutcome) => void = () => {}
    const pending = new Promise<RefreshOutcome>((r) => (resolve = r))
    const { refresh, scheduler } = setup([pending])
    scheduler.setExpiry(nowSeconds() + 10)
    const first = scheduler.onVisible()
    const second = scheduler.refreshNow()
    resolve({ type: 'refreshed', exp: nowSeconds() + 3600 })
    await Promise.all([first, second])
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('does nothing while signed out', async () => {
    const { refresh, scheduler } = setup()
    scheduler.setExpiry(null)
    await scheduler.onVisible()
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
    expect(refresh).not.toHaveBeenCalled()
  })

  it('a new expiry from the server replaces the pending timer', async () => {
    const { refresh, scheduler } = setup([{ type: 'refreshed', exp: nowSeconds() + 3600 }])
    scheduler.setExpiry(nowSeconds() + 120)
    scheduler.setExpiry(nowSeconds() + 3600)
    await vi.advanceTimersByTimeAsync(14 * 60 * 1000)
    expect(refresh).not.toHaveBeenCalled()
  })
})
