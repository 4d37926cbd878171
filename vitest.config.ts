import os from 'node:os'
import path from 'node:path'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

/**
 * Two projects:
 * - unit: tests beside the code (app, api, common), plain Node, no database.
 * - integration: `tests/`, each file boots Payload with the real config on a database of
 *   its worker (a fresh SQLite file, or with TEST_DATABASE_URL a fresh PostgreSQL database
 *   per worker, schema from the committed migrations) and calls the REST API.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
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
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/setup.ts'],
          env: {
            NODE_ENV: 'test',
            SEED_DEMO_DATA: 'false',
            SERVER_URL: 'http://localhost:3000',
            PAYLOAD_SECRET: 'integration-tests-secret-0123456789',
            DISABLE_PAYLOAD_HMR: 'true',
          },
          // Payload hashes each password with 600,000 PBKDF2 rounds: about a second of CPU on a
          // small or busy machine, and some tests spend a dozen of them on purpose.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
