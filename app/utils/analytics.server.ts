/**
 * Analytics with a pluggable sink; no-op by default. A deployment registers a sink
 * (e.g. a product-analytics SDK) at start with setAnalyticsSink.
 */
export type AnalyticsEvent = 'USER_LOGGED_IN' | 'PAYMENT_ONE_TIME_CREATED'
export type AnalyticsSink = (event: AnalyticsEvent, properties: Record<string, unknown>) => void

let sink: AnalyticsSink = () => {}

export function setAnalyticsSink(next: AnalyticsSink) {
  sink = next
}

export const analytics = {
  track(event: AnalyticsEvent, properties: Record<string, unknown> = {}) {
    try {
      sink(event, properties)
    } catch (error) {
      console.error('Analytics sink failed', error)
    }
  },
}
