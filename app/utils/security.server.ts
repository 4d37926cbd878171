import { createContext, type MiddlewareFunction } from 'react-router'
import { getEnv } from './env.server'
import { runWithRequestInfo } from './request-info.server'

/** Set by the production server (server.mjs) from the socket, honouring TRUST_PROXY. */
export const clientIpContext = createContext<string>('local')
/** Per-request CSP nonce, set by the production server; entry.server makes one otherwise. */
export const cspNonceContext = createContext<string | null>(null)

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request forgery defence for every state-changing request, resource routes
 * included (React Router's own check covers route actions only): a browser always sends
 * Origin on POST/PATCH/DELETE, and it must be our own origin.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (!origin) return false
  if (origin === 'null') return true
  const allowed = new Set([new URL(request.url).origin, new URL(getEnv().SERVER_URL).origin])
  return !allowed.has(origin)
}

export function applySecurityHeaders(headers: Headers) {
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  // Nothing is framed, except what a route marks SAMEORIGIN for our own pages (the form preview's PDF in an <object>).
  if (headers.get('X-Frame-Options') !== 'SAMEORIGIN') headers.set('X-Frame-Options', 'DENY')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)')
  // HSTS only where the app is really served over HTTPS (never pin localhost).
  if (getEnv().NODE_ENV === 'production' && new URL(getEnv().SERVER_URL).protocol === 'https:') {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}

/** The CSP of documents. It leaves room for the third parties the product loads when their keys are set. */
export function contentSecurityPolicy(nonce: string) {
  const env = getEnv()
  const isDev = env.NODE_ENV === 'development'
  const scripts = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
  const connect = ["'self'"]
  const frames: string[] = []
  const images = ["'self'", 'data:', 'blob:']
  const forms = ["'self'"]
  if (isDev) connect.push('ws:', 'wss:')
  if (env.STRIPE_PUBLISHABLE_KEY) {
    scripts.push('https://js.stripe.com')
    frames.push('https://js.stripe.com', 'https://hooks.stripe.com')
    connect.push('https://api.stripe.com')
  }
  // Without JavaScript, a form post answers with a redirect to Stripe's hosted Checkout, Connect
  // onboarding or billing portal, and browsers apply form-action to the redirect's target too.
  if (env.STRIPE_PUBLISHABLE_KEY || env.STRIPE_SECRET_KEY) forms.push('https://checkout.stripe.com', 'https://connect.stripe.com', 'https://billing.stripe.com')
  if (env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY) {
    scripts.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/')
    frames.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/')
  }
  const styles = ["'self'", "'unsafe-inline'"]
  const fonts = ["'self'", 'data:']
  if (env.GOOGLE_MAPS_API_KEY) {
    // Google's list for the Maps JavaScript API under a strict (nonce + strict-dynamic) CSP,
    // without 'unsafe-eval' (Places autocomplete does not need it).
    scripts.push('https://maps.googleapis.com')
    connect.push('https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com')
    images.push('https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com')
    styles.push('https://fonts.googleapis.com')
    fonts.push('https://fonts.gstatic.com')
  }
  if (env.SENTRY_DSN) connect.push('https://*.ingest.sentry.io', 'https://*.ingest.us.sentry.io')
  return [
    `default-src 'self'`,
    `script-src ${scripts.join(' ')}`,
    // Radix Themes sets inline style attributes.
    `style-src ${styles.join(' ')}`,
    `img-src ${images.join(' ')}`,
    `font-src ${fonts.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    // The pdf.js worker of the PDF viewer runs from a blob or our own origin.
    `worker-src 'self' blob:`,
    `frame-src 'self' ${frames.join(' ')}`.trim(),
    `object-src 'self'`,
    `base-uri 'self'`,
    `form-action ${forms.join(' ')}`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

export const securityMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (isCrossSiteRequest(request)) {
    const response = new Response('Cross-site request refused', { status: 403 })
    applySecurityHeaders(response.headers)
    return response
  }
  const response = await runWithRequestInfo({ clientIp: context.get(clientIpContext) }, () => next())
  applySecurityHeaders(response.headers)
  return response
}
