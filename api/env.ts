import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { localSecret } from '../common/localSecret'

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
})

export type ApiEnv = z.infer<typeof apiEnvSchema> & { PAYLOAD_SECRET: string; dataDir: string }

let cached: ApiEnv | undefined

export function getApiEnv(): ApiEnv {
  if (cached) return cached
  // An empty variable (`SMTP_HOST=` in a .env file) means unset.
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''))
  const parsed = apiEnvSchema.safeParse(raw)
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

