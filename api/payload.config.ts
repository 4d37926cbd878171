import path from 'node:path'
import { buildConfig } from 'payload'
import { FeatureFlags } from './collections/FeatureFlags'
import { OrganizationPermissions } from './collections/OrganizationPermissions'
import { Organizations } from './collections/Organizations'
import { Users } from './collections/Users'
import { databaseAdapter } from './db'
import { nodemailerAdapter } from './email/adapter'
import { getApiEnv } from './env'
import { seedDemoData } from './seed'

const env = getApiEnv()

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  // Fixed so that reset and verification links never follow the Host header.
  serverURL: env.SERVER_URL,
  csrf: [env.SERVER_URL],
  cors: [env.SERVER_URL],
  routes: { api: '/api' },
  admin: { user: Users.slug, disable: true },
  graphQL: { disable: true },
  defaultDepth: 1,
  maxDepth: 5,
  telemetry: false,
  collections: [Users, Organizations, OrganizationPermissions, FeatureFlags],
  db: databaseAdapter(),
  email: nodemailerAdapter,
  upload: { limits: { fileSize: 20 * 1024 * 1024 } },
  typescript: { outputFile: path.resolve(process.cwd(), 'api/payload-types.ts'), autoGenerate: false },
  onInit: async (payload) => {
    if (env.SEED_DEMO_DATA === 'true') await seedDemoData(payload)
  },
})
