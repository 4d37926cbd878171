import type { JobsConfig, Payload } from 'payload'
import { getApiEnv } from '@api/env'
import { analyzeDatabase } from '@api/utilities/analyze'
import { chargeAutopayTask } from './autopay'
import { backfillFileSizesTask } from './file-sizes'
import { markOverdueInvoicesTask } from './overdue'
import { generateRecurringInvoicesTask } from './recurring'
import { generateRecurringExpensesTask } from './recurring-expenses'

/**
 * The server's jobs, Payload's jobs queue (payload.config.ts `jobs`):
 *
 * - `generateRecurringInvoices` (./recurring.ts): each recurring invoice's due periods;
 * - `markOverdueInvoices` (./overdue.ts): invoices past due, with one notice;
 * - `chargeAutopay` (./autopay.ts): autopay on due invoices;
 * - `generateRecurringExpenses` (./recurring-expenses.ts): each recurring expense's due occurrences;
 * - `backfillFileSizes` (./file-sizes.ts): the sizes of pictures uploaded before they existed
 *   (ADR 031), at most 100 a run; once none is left a run is one indexed count.
 *
 * Each task is scheduled every 15 minutes on the `money` queue; every run is idempotent
 * (unique keys, claims), so a run twice, or on two instances at once, does the work once.
 *
 * Where they run: in the server process by default (`JOBS_AUTORUN`, default 'true') —
 * once a few seconds after Payload starts (onInit, ADR 027), then Payload's autoRun cron (started by Payload with
 * the first API request) polls the queue every minute and runs what the schedules queued.
 * With `JOBS_AUTORUN=false` (tests, or web instances beside a worker) the server runs
 * none: `npm run jobs` (scripts/jobs.ts) is the worker.
 */

export const JOBS_QUEUE = 'money'
/** Every 15 minutes (croner syntax, minutes first). */
export const JOBS_SCHEDULE = '*/15 * * * *'

type JobTask = NonNullable<JobsConfig['tasks']>[number]
const scheduled = (task: JobTask): JobTask => ({ ...task, schedule: [{ cron: JOBS_SCHEDULE, queue: JOBS_QUEUE }] })

export const jobTasks = [generateRecurringInvoicesTask, markOverdueInvoicesTask, chargeAutopayTask, generateRecurringExpensesTask, backfillFileSizesTask]
export type JobTaskSlug = 'generateRecurringInvoices' | 'markOverdueInvoices' | 'chargeAutopay' | 'generateRecurringExpenses' | 'backfillFileSizes'

export const jobsConfig: JobsConfig = {
  tasks: jobTasks.map(scheduled),
  // Our own code queues and runs jobs (Local API); no client may, through any endpoint.
  access: { queue: () => false, run: () => false, cancel: () => false },
  // The polling of the queue (the tasks' schedules decide when each runs); none when JOBS_AUTORUN is 'false'.
  autoRun: () => (jobsAutoRun() ? [{ cron: '* * * * *', queue: JOBS_QUEUE, limit: 10, silent: { info: true } }] : []),
  deleteJobOnComplete: true,
}

/**
 * Runs each task once now (queued, then run from the queue), e.g. at server start or from
 * `npm run jobs -- once`; then refreshes the planner's statistics, which the tasks' new
 * and updated invoices may have moved (ADR 026).
 */
export async function runJobsNow(payload: Payload, tasks: readonly JobTaskSlug[] = jobTasks.map((task) => task.slug as JobTaskSlug)) {
  for (const task of tasks) await payload.jobs.queue({ task, queue: JOBS_QUEUE, input: {} })
  const result = await payload.jobs.run({ queue: JOBS_QUEUE, limit: 10 + tasks.length })
  await analyzeDatabase(payload)
  return result
}

/** Whether this process runs the jobs (JOBS_AUTORUN, default 'true'). */
export const jobsAutoRun = () => getApiEnv().JOBS_AUTORUN !== 'false'

/** payload.config.ts `onInit`: the run at start, unless JOBS_AUTORUN is 'false'. A failure is logged, never thrown. */
export function startJobsInProcess(payload: Payload) {
  if (!jobsAutoRun()) return
  void runJobsNow(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'The jobs run at start failed' }))
  // Where the jobs run, the statistics follow the data they write (ANALYZE, ADR 026).
  setInterval(() => void analyzeDatabase(payload), ANALYZE_EVERY_MS).unref()
}

/** How often the process that runs the jobs refreshes the planner's statistics. */
export const ANALYZE_EVERY_MS = 6 * 60 * 60 * 1000
