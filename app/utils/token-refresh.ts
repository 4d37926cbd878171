/**
 * The spec's token refresh schedule (§4, §9): 30 s before expiry, never sooner than
 * 60 s and never later than 15 minutes from now. Shared by the server's refresh rule
 * and the browser-side timer.
 */
export const REFRESH_LEAD_SECONDS = 30
export const REFRESH_MIN_DELAY_SECONDS = 60
export const REFRESH_MAX_DELAY_SECONDS = 15 * 60

/** Milliseconds from now until the next refresh should run. */
export function refreshDelayMs(expiresAtSeconds: number, nowMs = Date.now()) {
  const untilLead = expiresAtSeconds - REFRESH_LEAD_SECONDS - nowMs / 1000
  return Math.round(Math.min(Math.max(untilLead, REFRESH_MIN_DELAY_SECONDS), REFRESH_MAX_DELAY_SECONDS) * 1000)
}

/**
 * The server refreshes on a request once the token has less than the maximum delay
 * left, so an active user never meets an expired token; an idle gap past expiry ends
 * the session.
 */
export function shouldRefreshOnRequest(expiresAtSeconds: number, nowMs = Date.now()) {
  const left = expiresAtSeconds - nowMs / 1000
  return left > 0 && left < REFRESH_MAX_DELAY_SECONDS
}

export const isExpired = (expiresAtSeconds: number, nowMs = Date.now()) => expiresAtSeconds <= nowMs / 1000
