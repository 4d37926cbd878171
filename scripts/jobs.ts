// `npm run jobs`: the jobs worker (api/jobs) — recurring invoices, overdue invoices, autopay.
// Run through `payload run` (Payload's CLI loads TypeScript and reads ./.env). Beside web
// servers started with JOBS_AUTORUN=false, this process runs the jobs instead: once at
// start, then on Payload's autoRun cron until SIGTERM / SIGINT.
//
//   npm run jobs             the worker (keeps running)
//   npm run jobs -- once     one run of every task, then exit (for a system cron)
//
// NODE_ENV defaults to production, as `npm start`: the same database and migrations as the server.
const env = process.env as Record<string, string | undefined>
env.NODE_ENV ??= 'production'
// (`payload run` passes positional arguments on, not flags.)
const once = process.argv.slice(2).includes('once')
// The worker runs the jobs whatever the web servers' setting (api/env.ts reads this at first use).
env.JOBS_AUTORUN = once ? 'false' : 'true'

const { getPayload } = await import('payload')
const { default: config } = await import('../api/payload.config')
const { runJobsNow } = await import('../api/jobs')

if (once) {
  const payload = await getPayload({ config })
  await runJobsNow(payload)
  payload.logger.info('Jobs run once: done')
  await payload.destroy()
  process.exit(0)
}

// onInit runs every task once (JOBS_AUTORUN=true); `cron: true` starts the autoRun polling.
const payload = await getPayload({ config, cron: true })
payload.logger.info('Jobs worker started: the tasks run every 15 minutes')
const shutdown = async (signal: string) => {
  payload.logger.info(`${signal}: stopping the jobs worker`)
  await payload.destroy()
  process.exit(0)
}
process.once('SIGTERM', () => void shutdown('SIGTERM'))
process.once('SIGINT', () => void shutdown('SIGINT'))
// `payload run` exits when this module settles: the worker keeps it pending until a signal.
await new Promise(() => {})

export {}
