import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BrowserContext } from '@playwright/test'
import { build } from 'esbuild'
import { STRIPE_TEST_ENV } from '../../tests/mocks/stripe'
import { E2E_PORT, test as base } from '../fixtures'
import { freePort, startServer, type E2EServer } from '../server'

/**
 * Stripe in the e2e suite (ADR 036): a spec that imports `test` from here runs against its
 * own production server (one per worker, from the run's build, demo data on a fresh data
 * folder) started with Stripe's test keys and the fake of Stripe (server.ts) loaded into
 * it. The browser reaches Stripe's hosts through routes on its context: js.stripe.com
 * serves the Stripe.js stub (stripe-js.ts), api.stripe.com, checkout.stripe.com and
 * connect.stripe.com go to the fake's browser side. The URLs stay Stripe's, so the page's
 * CSP is checked as in production.
 */
export const STRIPE_E2E_ENV = {
  ...STRIPE_TEST_ENV,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_leasewell_0123456789',
} as const

const ROUTED_HOSTS = ['api.stripe.com', 'checkout.stripe.com', 'connect.stripe.com'] as const
const here = path.dirname(new URL(import.meta.url).pathname)

type StripeServer = E2EServer & { fakeUrl: string; stripeJs: string }

async function bundle(entry: string, format: 'esm' | 'iife', outfile?: string) {
  const result = await build({ entryPoints: [path.join(here, entry)], bundle: true, format, platform: format === 'esm' ? 'node' : 'browser', packages: format === 'esm' ? 'external' : undefined, target: format === 'esm' ? 'node20' : 'es2022', write: Boolean(outfile), outfile, logLevel: 'warning' })
  return result.outputFiles?.[0]?.text ?? ''
}

async function startStripeServer(workerIndex: number): Promise<StripeServer> {
  const name = `e2e-stripe-${E2E_PORT}-w${workerIndex}`
  // Beside node_modules (the bundle imports msw and stripe from there).
  const preload = path.resolve(`.tmp/${name}-fake.mjs`)
  await bundle('server.ts', 'esm', preload)
  const stripeJs = await bundle('stripe-js.ts', 'iife')
  const started = Date.now()
  const server = await startServer({
    port: await freePort(),
    dataDir: path.resolve(`.tmp/${name}-data`),
    log: path.resolve(`.tmp/${name}.log`),
    nodeArgs: ['--import', pathToFileURL(preload).href],
    env: { ...STRIPE_E2E_ENV, E2E_STRIPE_FAKE: 'true' },
    timeoutMs: 90_000,
  })
  console.log(`[e2e] Stripe server (worker ${workerIndex}) ready on ${server.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${path.relative(process.cwd(), server.log)})`)
  const { port } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'stripe-fake.json'), 'utf8')) as { port: number }
  return { ...server, fakeUrl: `http://127.0.0.1:${port}`, stripeJs }
}

async function routeStripe(context: BrowserContext, server: StripeServer) {
  await context.route(/^https:\/\/js\.stripe\.com\/(v3|[a-z]+)\/stripe\.js(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: server.stripeJs }),
  )
  for (const host of ROUTED_HOSTS) {
    await context.route(`https://${host}/**`, async (route) => {
      const original = new URL(route.request().url())
      const origin = await route.request().headerValue('origin')
      const response = await route.fetch({ url: `${server.fakeUrl}/${host}${original.pathname}${original.search}`, maxRedirects: 0 })
      // api.stripe.com answers Stripe.js's cross-origin calls (CORS), as Stripe does.
      const cors: Record<string, string> = host === 'api.stripe.com' && origin ? { 'access-control-allow-origin': origin } : {}
      await route.fulfill({ response, headers: { ...response.headers(), ...cors } })
    })
  }
}

export const test = base.extend<{ stripeFake: StripeServer }, { stripeServer: StripeServer }>({
  stripeServer: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startStripeServer(workerInfo.workerIndex)
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ stripeServer }, use) => use(stripeServer.url),
  stripeFake: async ({ stripeServer }, use) => use(stripeServer),
  context: async ({ context, stripeServer }, use) => {
    await routeStripe(context, stripeServer)
    await use(context)
  },
})
export { expect } from '../fixtures'
