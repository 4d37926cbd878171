import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { localSecret } from '@common/localSecret'

/**
 * Stripe (subscriptions; later issues add card payments). All three or none: without
 * STRIPE_SECRET_KEY, subscriptions are off and every organization has access
 * (self-hosted mode, ADR 015).
 */
const stripeEnvShape = {
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_... or rk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)').optional(),
  // The Connect webhook endpoint's own secret (events of connected accounts, e.g. account.updated; ADR 023). Optional.
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)').optional(),
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

/**
 * S3-compatible upload storage (ADR 022): bucket, region and both keys, or none of them.
 * Unset, uploads stay under DATA_DIR/uploads; a partial set refuses to start rather than
 * silently writing to disk. S3_ENDPOINT (MinIO, R2, ...) and S3_FORCE_PATH_STYLE are optional.
 */
const s3EnvShape = {
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 lowercase letters, digits, dots, hyphens)').optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name (us-east-1, auto, ...)').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
}
const s3RequiredNames = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

type S3Variables = { [name in keyof typeof s3EnvShape]?: string }

function requireS3Companions(env: S3Variables, ctx: z.RefinementCtx) {
  const given = (Object.keys(s3EnvShape) as (keyof typeof s3EnvShape)[]).filter((name) => env[name] !== undefined)
  if (!given.length) return
  for (const name of s3RequiredNames) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set (S3 storage needs ${s3RequiredNames.join(', ')})` })
  }
}

const s3EnvSchema = z.object(s3EnvShape).superRefine(requireS3Companions)

/** Where uploads go when S3 is configured (api/storage/s3.ts). */
export type S3StorageEnv = { bucket: string; region: string; endpoint?: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean }

/** The S3 storage settings of validated variables, or undefined when S3 is off. */
function s3StorageOf(env: S3Variables): S3StorageEnv | undefined {
  if (!env.S3_BUCKET || !env.S3_REGION || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return undefined
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  }
}

/** Validates the S3 variables alone (all-or-nothing); throws with the names that are missing or invalid. */
export function parseS3StorageEnv(variables: Record<string, string | undefined>): S3StorageEnv | undefined {
  const raw = Object.fromEntries(Object.keys(s3EnvShape).flatMap((name) => (variables[name] ? [[name, variables[name]]] : [])))
  const parsed = s3EnvSchema.safeParse(raw)
  if (!parsed.success) throw new Error(`Invalid S3 environment:\n${z.prettifyError(parsed.error)}`)
  return s3StorageOf(parsed.data)
}

/** S3 storage of the API's environment (validated at start by getApiEnv), or undefined when off. */
export function getS3StorageEnv(env: ApiEnv = getApiEnv()): S3StorageEnv | undefined {
  return s3StorageOf(env)
}

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
  /** Where feedback sent from the app is e-mailed; unset: to every admin user. */
  FEEDBACK_EMAIL: z.email().optional(),
  REDIS_URL: z.string().optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  // The jobs (api/jobs) run in the server process; 'false' leaves them to `npm run jobs`.
  JOBS_AUTORUN: z.enum(['true', 'false']).default('true'),
  DATA_DIR: z.string().default('data'),
  // Validated here at start; read them with getStripeEnv(), which follows changes.
  ...stripeEnvShape,
  // Validated here at start (all or none); read them with getS3StorageEnv().
  ...s3EnvShape,
})
  .superRefine(requireStripeCompanions)
  .superRefine(requireS3Companions)

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

