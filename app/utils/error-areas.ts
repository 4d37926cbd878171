/** The spec's error areas (§8): uncaught UI errors are logged and reported under these names. */
export type ErrorArea = 'Private Area' | 'Payment Drawers' | 'FormsSystem'

export function reportBoundaryError(error: unknown, area: ErrorArea) {
  console.error(`[${area}]`, error)
  if (typeof window !== 'undefined' && window.ENV?.SENTRY_DSN) {
    void import('@sentry/react-router').then((Sentry) => Sentry.captureException(error, { tags: { area } }))
  }
}
