import { getEnv } from './env.server'

export const APP_VERSION = '0.1.10'

type SentryModule = typeof import('@sentry/react-router')

// Loaded only when a DSN is set (ADR 027): @sentry/react-router is seconds of module loading on a cold start.
let sentry: Promise<SentryModule> | undefined

/** Sentry on the server, only when a DSN is set (trace sample rate 1, as the spec has it). */
export function initServerMonitoring() {
  const env = getEnv()
  if (sentry || !env.SENTRY_DSN) return
  sentry = import('@sentry/react-router').then((Sentry) => {
    Sentry.init({ dsn: env.SENTRY_DSN, tracesSampleRate: 1, release: APP_VERSION, environment: env.SENTRY_ENVIRONMENT })
    return Sentry
  })
  sentry.catch((error: unknown) => console.error('Sentry failed to load', error))
}

export function captureServerError(error: unknown) {
  void sentry?.then((Sentry) => Sentry.captureException(error)).catch(() => undefined)
}
