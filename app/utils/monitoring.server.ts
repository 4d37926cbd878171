import * as Sentry from '@sentry/react-router'
import { getEnv } from './env.server'

export const APP_VERSION = '0.1.10'

let enabled = false

/** Sentry on the server, only when a DSN is set (trace sample rate 1, as the spec has it). */
export function initServerMonitoring() {
  const env = getEnv()
  if (enabled || !env.SENTRY_DSN) return
  Sentry.init({ dsn: env.SENTRY_DSN, tracesSampleRate: 1, release: APP_VERSION, environment: env.SENTRY_ENVIRONMENT })
  enabled = true
}

export function captureServerError(error: unknown) {
  if (enabled) Sentry.captureException(error)
}
