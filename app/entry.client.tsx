import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { z } from 'zod'

// Our CSP forbids eval: Zod must not probe `new Function` for its JIT in the browser.
z.config({ jitless: true })

declare global {
  interface Window {
    ENV?: { SENTRY_DSN?: string; SENTRY_ENVIRONMENT?: string; GOOGLE_MAPS_API_KEY?: string }
  }
}

if (window.ENV?.SENTRY_DSN) {
  void import('./utils/monitoring.client').then(({ initClientMonitoring }) => initClientMonitoring(window.ENV!))
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
