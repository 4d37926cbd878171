import * as Sentry from '@sentry/react-router'

export const APP_VERSION = '0.1.10'

export function initClientMonitoring(env: { SENTRY_DSN?: string; SENTRY_ENVIRONMENT?: string }) {
  if (!env.SENTRY_DSN) return
  Sentry.init({
    dsn: env.SENTRY_DSN,
    tracesSampleRate: 1,
    release: APP_VERSION,
    environment: env.SENTRY_ENVIRONMENT ?? 'production',
    integrations: [Sentry.reactRouterTracingIntegration()],
  })
}
