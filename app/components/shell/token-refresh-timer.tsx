import { useEffect, useRef } from 'react'
import { createRefreshScheduler, type RefreshOutcome, type RefreshScheduler } from './refresh-scheduler'

export const SESSION_REFRESH_PATH = '/app/session/refresh'

/** POST /app/session/refresh: JSON {exp} on success, 401 once the session is over. */
export async function postSessionRefresh(): Promise<RefreshOutcome> {
  try {
    const response = await fetch(SESSION_REFRESH_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
    if (response.status === 401) return { type: 'signed-out' }
    if (!response.ok) return { type: 'failed' }
    const body = (await response.json()) as { exp?: unknown }
    return typeof body.exp === 'number' ? { type: 'refreshed', exp: body.exp } : { type: 'failed' }
  } catch {
    return { type: 'failed' }
  }
}

function goToLogin() {
  const params = new URLSearchParams({ redirectTo: `${window.location.pathname}${window.location.search}` })
  // A full page load drops whatever the signed-out page still holds in memory.
  window.location.assign(`/app/login?${params}`)
}

/**
 * Keeps a long-open page signed in (product-spec §4): refreshes the session's token shortly
 * before it expires and when the page (or the native app) comes back to the foreground.
 * Renders nothing; without JavaScript every request refreshes on the server instead.
 */
export function TokenRefreshTimer({ expiresAt }: { expiresAt: number | null }) {
  const scheduler = useRef<RefreshScheduler | null>(null)

  useEffect(() => {
    const current = createRefreshScheduler({ refresh: postSessionRefresh, onSignedOut: goToLogin })
    scheduler.current = current
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void current.onVisible()
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange)
      current.stop()
      scheduler.current = null
    }
  }, [])

  useEffect(() => {
    scheduler.current?.setExpiry(expiresAt)
  }, [expiresAt])

  return null
}
