import path from 'node:path'
import { z } from 'zod'
import { localSecret } from '@common/localSecret'

/** Environment of the web app, validated at start. Every variable is documented in .env.example. */
const appEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SESSION_SECRET: z.string().min(16).optional(),
  SERVER_URL: z.url().default('http://localhost:3000'),
  API_URL: z.url().optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  REDIS_URL: z.string().optional(),
  SENTRY_DSN: z.string().optional(),
  SENTRY_ENVIRONMENT: z.string().default('production'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  /** Server-side geocoding key (Google refuses referrer-restricted keys there); defaults to GOOGLE_MAPS_API_KEY. */
  GOOGLE_GEOCODING_API_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Read only for whether it is set (the API validates it): forms may then be redirected to Stripe's hosted pages (CSP form-action). */
  STRIPE_SECRET_KEY: z.string().optional(),
  SUPPORT_URL: z.url().optional(),
  FEEDBACK_URL: z.url().optional(),
  DEV_OUTBOX: z.enum(['true', 'false']).optional(),
  DATA_DIR: z.string().default('data'),
  /** Minimum time of the form preview's 'Generating your document...' screen (product-spec §9: 5000 ms); e2e sets 0. */
  PREVIEW_MIN_LOADING_MS: z.coerce.number().int().min(0).max(60_000).optional(),
})

export type AppEnv = z.infer<typeof appEnvSchema> & { SESSION_SECRET: string; cookieSecure: boolean; outboxPage: boolean }

let cached: AppEnv | undefined

export function getEnv(): AppEnv {
  if (cached) return cached
  // An empty variable (`SUPPORT_URL=` in a .env file) means unset.
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''))
  const parsed = appEnvSchema.safeParse(raw)
  if (!parsed.success) throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`)
  const env = parsed.data
  cached = {
    ...env,
    SESSION_SECRET: env.SESSION_SECRET ?? localSecret(path.resolve(process.cwd(), env.DATA_DIR), 'SESSION_SECRET'),
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production',
    // The outbox page exists in development, or when explicitly enabled (e2e) and no SMTP is set.
    outboxPage: env.DEV_OUTBOX ? env.DEV_OUTBOX === 'true' : env.NODE_ENV === 'development',
  }
  return cached
}

/** Values the browser may know (no secrets). */
export function getPublicEnv() {
  const env = getEnv()
  return {
    SENTRY_DSN: env.SENTRY_DSN,
    SENTRY_ENVIRONMENT: env.SENTRY_ENVIRONMENT,
    RECAPTCHA_SITE_KEY: env.RECAPTCHA_SECRET_KEY ? env.RECAPTCHA_SITE_KEY : undefined,
    // A browser key, restricted by referrer in Google's console: public by design.
    GOOGLE_MAPS_API_KEY: env.GOOGLE_MAPS_API_KEY,
    // Unset: the browser uses the spec's 5000 ms.
    PREVIEW_MIN_LOADING_MS: env.PREVIEW_MIN_LOADING_MS,
  }
}
