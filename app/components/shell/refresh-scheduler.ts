import { REFRESH_LEAD_SECONDS, REFRESH_MIN_DELAY_SECONDS, refreshDelayMs } from '~/utils/token-refresh'

/** What one POST /app/session/refresh came back with. */
export type RefreshOutcome =
  | { type: 'refreshed'; exp: number }
  /** 401: the session is over (product-spec §8 'Failed to refresh token'). */
  | { type: 'signed-out' }
  /** Network or server trouble: try again later while the token is still valid. */
  | { type: 'failed' }

type TimerHandle = ReturnType<typeof setTimeout>

export type RefreshSchedulerOptions = {
  refresh: () => Promise<RefreshOutcome>
  onSignedOut: () => void
  now?: () => number
  setTimer?: (callback: () => void, ms: number) => TimerHandle
  clearTimer?: (handle: TimerHandle) => void
}

export type RefreshScheduler = {
  /** The token's expiry (seconds since epoch) as the server last reported it; null when signed out. */
  setExpiry(exp: number | null): void
  /** The page became visible again (the native app returned to the foreground). */
  onVisible(): Promise<void>
  /** Runs a refresh now (the timer's callback). */
  refreshNow(): Promise<void>
  stop(): void
}

/**
 * The browser-side token refresh of product-spec §4: 30 s before expiry, never sooner than 60 s
 * and never later than 15 minutes from now, rescheduled with each returned expiry; a
 * page coming back to the foreground within 30 s of expiry refreshes at once.
 */
export function createRefreshScheduler({
  refresh,
  onSignedOut,
  now = () => Date.now(),
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle),
}: RefreshSchedulerOptions): RefreshScheduler {
  let expiry: number | null = null
  let timer: TimerHandle | null = null
  let running: Promise<void> | null = null
  let stopped = false

  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer)
    timer = null
  }

  const schedule = (delayMs: number) => {
    cancelTimer()
    if (stopped || expiry === null) return
    timer = setTimer(() => {
      timer = null
      void refreshNow()
    }, delayMs)
  }

  function setExpiry(exp: number | null) {
    expiry = exp
    if (exp === null) cancelTimer()
    else schedule(refreshDelayMs(exp, now()))
  }

  function refreshNow(): Promise<void> {
    if (stopped || expiry === null) return Promise.resolve()
    // One refresh at a time: the timer and a visibility change may fire together.
    running ??= (async () => {
      cancelTimer()
      const outcome = await refresh()
      if (stopped) return
      if (outcome.type === 'refreshed') {
        setExpiry(outcome.exp)
      } else if (outcome.type === 'signed-out') {
        expiry = null
        stopped = true
        onSignedOut()
      } else {
        schedule(REFRESH_MIN_DELAY_SECONDS * 1000)
      }
    })().finally(() => {
      running = null
    })
    return running
  }

  function onVisible() {
    if (expiry === null) return Promise.resolve()
    const secondsLeft = expiry - now() / 1000
    return secondsLeft <= REFRESH_LEAD_SECONDS ? refreshNow() : Promise.resolve()
  }

  function stop() {
    stopped = true
    cancelTimer()
  }

  return { setExpiry, onVisible, refreshNow, stop }
}
