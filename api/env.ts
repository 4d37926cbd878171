import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { localSecret } from '../common/localSecret'

/**
 * Stripe (subscriptions; later issues add card payments). All three or none: without
 * STRIPE_SECRET_KEY, subscriptions are off and every organization has access
 * (self-hosted mode, ADR 015).
 */
const stripeEnvShape = {
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_... or rk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)').optional(),
  STRIPE_PRICE_PRO_YEARLY: z.string().regex(/^price_/, 'must be a Stripe price id (price_...)').optional(),
}

function requireStripeCompanions(env: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string; STRIPE_PRICE_PRO_YEARLY?: string }, ctx: z.RefinementCtx) {
  if (!env.STRIPE_SECRET_KEY) return
  for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO_YEARLY'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STRIPE_SECRET_KEY is set' })
  }
}

const stripeEnvSchema = z.object(stripeEnvShape).superRefine(requireStripeCompanions)
export type StripeEnv = z.infer<typeof stripeEnvSchema>

/** An empty variable (`SMTP_HOST=` in a .env file) means unset. */
function setVariables(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''))
}

const stripeVariableNames = Object.keys(stripeEnvShape) as (keyof typeof stripeEnvShape)[]
let lastStripeEnv: { key: string; value: StripeEnv } | undefined

/**
 * The Stripe variables, read from the environment at each call (not cached like the rest):
 * tests switch Stripe on and off per file. Cheap enough for every organization read (only
 * these variables are read, and validated again only when they changed); getApiEnv checks
 * them at start too.
 */
export function getStripeEnv(): StripeEnv {
  const raw: Partial<Record<keyof typeof stripeEnvShape, string>> = {}
  for (const name of stripeVariableNames) {
    const value = process.env[name]
    if (value) raw[name] = value
  }
  const key = JSON.stringify(raw)
  if (lastStripeEnv?.key === key) return lastStripeEnv.value
  const parsed = stripeEnvSchema.safeParse(raw)
  if (!parsed.success) throw new Error(`Invalid Stripe environment:\n${z.prettifyError(parsed.error)}`)
  lastStripeEnv = { key, value: parsed.data }
  return parsed.data
}

/** Environment of the REST API (Payload). Validated once, at first use. */
const apiEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PAYLOAD_SECRET: z.string().min(16).optional(),
  DATABASE_URL: z.string().optional(),
  SERVER_URL: z.url().default('http://localhost:3000'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  EMAIL_FROM_ADDRESS: z.email().default('no-reply@leasewell.local'),
  EMAIL_FROM_NAME: z.string().default('Leasewell'),
  REDIS_URL: z.string().optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  DATA_DIR: z.string().default('data'),
  // Validated here at start; read them with getStripeEnv(), which follows changes.
  ...stripeEnvShape,
}).superRefine(requireStripeCompanions)

export type ApiEnv = z.infer<typeof apiEnvSchema> & { PAYLOAD_SECRET: string; dataDir: string }

let cached: ApiEnv | undefined

export function getApiEnv(): ApiEnv {
  if (cached) return cached
  const parsed = apiEnvSchema.safeParse(setVariables())
  if (!parsed.success) {
    throw new Error(`Invalid API environment:\n${z.prettifyError(parsed.error)}`)
  }
  const dataDir = path.resolve(process.cwd(), parsed.data.DATA_DIR)
  fs.mkdirSync(dataDir, { recursive: true })
  cached = {
    ...parsed.data,
    dataDir,
    PAYLOAD_SECRET: parsed.data.PAYLOAD_SECRET ?? localSecret(dataDir, 'PAYLOAD_SECRET'),
  }
  return cached
}

