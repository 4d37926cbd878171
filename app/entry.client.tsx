import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { ZOD_BROWSER_CONFIG } from './utils/zod-config'

// Our CSP forbids eval: Zod must not probe `new Function` for its JIT in the browser. Set on
// zod's global configuration object without importing zod: pages without forms do not load it.
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), ZOD_BROWSER_CONFIG)

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
