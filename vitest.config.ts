import os from 'node:os'
import path from 'node:path'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'
import { pageScript } from './scripts/lib/page-script.mjs'

/** What the integration projects share. */
const integration = {
  environment: 'node' as const,
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/setup.ts'],
  env: {
    NODE_ENV: 'test' as const,
    SEED_DEMO_DATA: 'false',
    SERVER_URL: 'http://localhost:3000',
    PAYLOAD_SECRET: 'integration-tests-secret-0123456789',
    DISABLE_PAYLOAD_HMR: 'true',
  },
  // Payload hashes each password with 600,000 PBKDF2 rounds: about a second of CPU on a
  // small or busy machine, and some tests spend a dozen of them on purpose.
  testTimeout: 120_000,
  hookTimeout: 120_000,
}

/**
 * Integration files that read the environment or the module graph as it is at import time (the
 * config built with S3 or reCAPTCHA keys, the geocoder's key, whether sharp is loaded at start)
 * get modules of their own. Every other integration file shares its worker's modules (ADR 042).
 */
const OWN_MODULES_TESTS = ['tests/files-s3.test.ts', 'tests/geocode.test.ts', 'tests/listings-captcha.test.ts', 'tests/file-sizes.test.ts']

/**
 * What runs over HTTP too (integration-http): the page tests that read lists and pages
 * (paging, filters, pickers, fetch-all), the REST client's own paging and bulk calls, and the
 * check that the project really goes over a socket. Not every page test: the whole set
 * costs minutes of CI (ADR 036).
 */
const HTTP_TESTS = [
  'tests/api-over-http.test.ts',
  'tests/find-every.test.ts',
  'tests/tenant-pages.test.ts',
  'tests/tenant-invoices-pages.test.ts',
  'tests/transactions-pages.test.ts',
  'tests/people-pages.test.ts',
  'tests/expenses-pages.test.ts',
  'tests/maintenance-pages.test.ts',
]

/**
 * Four projects:
 * - unit: tests beside the code (app, api, common), plain Node, no database.
 * - integration: `tests/`, each file boots Payload with the real config on a database of
 *   its worker (a fresh SQLite file, or with TEST_DATABASE_URL a fresh PostgreSQL database
 *   per worker, schema from the committed migrations) and calls the REST API; a worker's
 *   files share modules.
 * - integration-own-modules: the integration files that need modules of their own.
 * - integration-http: some tests of `tests/` again (HTTP_TESTS), the web app's REST client
 *   calling the API over HTTP (API_URL) instead of in-process (ADR 036).
 */
export default defineConfig({
  // pageScript: a route's `?page-script` import is the script's URL (its dev path), not the script run in Node.
  plugins: [pageScript(), tsconfigPaths()],
  test: {
    // Integration tests spend their time waiting on Payload's password hashing (libuv's
    // thread pool) and the database, so at least two files run at once even on two cores.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['app/**/*.test.{ts,tsx}', 'api/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Unit tests touch no database; API modules that read the environment get a harmless one.
          env: { PAYLOAD_SECRET: 'unit-tests-secret-0123456789', DATA_DIR: path.join(os.tmpdir(), 'leasewell-unit-tests'), REDIS_URL: '' },
        },
      },
      {
        // A worker's files share modules: Payload, drizzle, the config and our
        // collections are evaluated once per worker instead of once per file (about half of a
        // file's time). Each file still boots its own Payload; tests/support/setup.ts undoes what a
        // file changed. On PostgreSQL too: a file's pool, which Payload's adapter never ends, is ended by
        // destroyTestPayload (tests/support/payload.ts), so a worker keeps no connection of a
        // finished file (ADR 042, amended).
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/api-over-http.test.ts', ...OWN_MODULES_TESTS],
          ...integration,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'integration-own-modules', include: OWN_MODULES_TESTS, ...integration },
      },
      {
        // The page tests again with the web app's REST client over HTTP (API_URL) to a real
        // listening /api (tests/support/http-api.ts): calls that only work in-process (a limit
        // above the API's cap, a query the /api route refuses) fail here. SQLite only. Modules
        // of their own: the REST client reads API_URL, each file's server, once.
        extends: true,
        test: { name: 'integration-http', include: HTTP_TESTS, ...integration, env: { ...integration.env, TEST_API_OVER_HTTP: 'true' } },
      },
    ],
  },
})
