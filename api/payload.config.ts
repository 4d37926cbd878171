import path from 'node:path'
import { buildConfig, defaultLoggerOptions } from 'payload'
import { Contacts } from './collections/Contacts'
import { EditableDocuments } from './collections/EditableDocuments'
import { FeatureFlags } from './collections/FeatureFlags'
import { Files } from './collections/Files'
import { Expenses } from './collections/Expenses'
import { RecurringExpenses } from './collections/RecurringExpenses'
import { Accounts } from './collections/Accounts'
import { Autopays } from './collections/Autopays'
import { Avatars } from './collections/Avatars'
import { Forms } from './collections/Forms'
import { FormSubmissions } from './collections/FormSubmissions'
import { Images } from './collections/Images'
import { Invitations } from './collections/Invitations'
import { Invoices } from './collections/Invoices'
import { Leases } from './collections/Leases'
import { MaintenanceComments } from './collections/MaintenanceComments'
import { ConditionReports } from './collections/ConditionReports'
import { MaintenanceRequests } from './collections/MaintenanceRequests'
import { MaintenanceUnreads } from './collections/MaintenanceUnreads'
import { Notes } from './collections/Notes'
import { Feedback } from './collections/Feedback'
import { Notifications } from './collections/Notifications'
import { OrganizationPermissions } from './collections/OrganizationPermissions'
import { Organizations } from './collections/Organizations'
import { Payments } from './collections/Payments'
import { Properties } from './collections/Properties'
import { RecurringInvoices } from './collections/RecurringInvoices'
import { SecurityDeposits } from './collections/SecurityDeposits'
import { StripeEvents } from './collections/StripeEvents'
import { TemplateGroups } from './collections/TemplateGroups'
import { Templates } from './collections/Templates'
import { Units } from './collections/Units'
import { Users } from './collections/Users'
import { databaseAdapter } from './db'
import { nodemailerAdapter } from './email/adapter'
import { messages } from '@common/messages'
import { getApiEnv } from './env'
import { ClientError } from './errors'
import { jobsAutoRun, jobsConfig, startJobsInProcess } from './jobs'
import { seedDemoData } from './seed'
import { uploadStorage } from './storage/s3'
import { lazySharp } from './storage/sharp'
import { stripeEndpoints } from './stripe'
import { analyzeDatabase } from './utilities/analyze'
import { closeInternalCollections } from './utilities/internalCollections'
import { answerUnavailableOrNotFound, healthEndpoint, refuseMalformedIdsEverywhere } from './utilities/unavailable'
import { reportEndpoints } from './reports/endpoints'
import { forgetUnreadCountsOnWrites } from './notifications/unreadCountsCache'
import { readRelatedDocumentsById } from './utilities/relatedById'

const env = getApiEnv()

/**
 * Refusals a client caused are not server errors: info, as Payload logs its Forbidden,
 * NotFound and ValidationError. (Payload's type lists only its own error names; the
 * lookup is by `error.name`, so our ClientError counts too.)
 */
const clientErrorLogLevels = { AuthenticationError: 'info', LockedAuth: 'info', UnauthorizedError: 'info', [ClientError.name]: 'info' } as const

/** How long after Payload's start the statistics and the jobs' first run wait (ADR 027). */
const AFTER_START_MS = 3000

// Only the configured adapter is loaded (ADR 027).
const db = await databaseAdapter()

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
  loggingLevels: clientErrorLogLevels,
  // Tests keep their output to what fails.
  logger: env.NODE_ENV === 'test' ? { options: { level: 'warn' }, destination: defaultLoggerOptions } : undefined,
  collections: [Users, Organizations, OrganizationPermissions, FeatureFlags, Images, Properties, Units, Contacts, Leases, Invitations, Notes, StripeEvents, TemplateGroups, Forms, Templates, FormSubmissions, EditableDocuments, Files, Notifications, Avatars, Accounts, Invoices, Payments, RecurringInvoices, SecurityDeposits, Autopays, MaintenanceRequests, MaintenanceComments, Feedback, Expenses, RecurringExpenses, MaintenanceUnreads, ConditionReports],
  // POST /api/stripe/webhook (api/stripe, ADR 015); GET /api/health; GET /api/reports/* (api/reports, ADR 030).
  endpoints: [...stripeEndpoints, healthEndpoint, ...reportEndpoints],
  // A database that cannot be reached answers 503; a malformed id 404 (api/utilities/unavailable.ts).
  hooks: { afterError: [answerUnavailableOrNotFound] },
  db,
  email: nodemailerAdapter,
  // Uploads on S3 when S3_* are set, else under DATA_DIR/uploads (ADR 022).
  plugins: [uploadStorage(env)],
  // Spec §5/§9: 20 MB per file; a larger upload is cut off while it streams, with the spec's message.
  upload: { limits: { fileSize: 20 * 1024 * 1024 }, responseOnLimit: messages.fileTooLarge },
  // Pictures' sizes and dimensions (the files collection's imageSizes); sharp loads on the first picture (ADR 027, 031).
  sharp: lazySharp,
  // Recurring invoices, overdue invoices, autopay (api/jobs): in-process unless JOBS_AUTORUN=false.
  jobs: jobsConfig,
  typescript: { outputFile: path.resolve(process.cwd(), 'api/payload-types.ts'), autoGenerate: false },
  onInit: async (payload) => {
    // A PostgreSQL connection that drops while idle (a restart, a terminated backend) is an
    // 'error' on the pool: logged, and the pool opens a new connection on the next query;
    // without a listener Node would stop the process.
    const pool = (payload.db as { pool?: { on?: (event: 'error', listener: (error: Error) => void) => void } }).pool
    pool?.on?.('error', (error) => payload.logger.warn({ err: error, msg: 'A PostgreSQL connection was lost; the next query opens a new one' }))
    if (env.SEED_DEMO_DATA === 'true') await seedDemoData(payload)
    // The planner's statistics for the tables as the migrations left them, and the jobs' run at
    // start: after the first requests, not in their way (ADR 027). Payload starts with the first
    // API request; a restart keeps the statistics of the last ANALYZE (they are stored in the
    // database), so only a new database plans without them for these few seconds. Tests run no
    // jobs and analyze where a plan matters (tests/query-plans.test.ts), not after their Payload closed.
    if (env.NODE_ENV === 'test') return
    setTimeout(() => {
      if (jobsAutoRun()) startJobsInProcess(payload)
      else void analyzeDatabase(payload)
    }, AFTER_START_MS).unref()
  },
})
  .then(closeInternalCollections)
  .then(forgetUnreadCountsOnWrites)
  .then(readRelatedDocumentsById)
  .then(refuseMalformedIdsEverywhere)
