import { defineConfig, devices } from '@playwright/test'
import { E2E_BASE_URL, E2E_RESULTS_DIR } from './e2e/fixtures'

/**
 * End-to-end tests against the production build (built and started by
 * e2e/global-setup.ts), in the OS's Chromium: Playwright's own browser download is not
 * used. Every spec runs twice: with JavaScript and without (progressive enhancement).
 */
const isCI = Boolean(process.env.CI)

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Files run in parallel on two workers (two cores: server and browsers share them).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // Password hashing is deliberately slow; on a loaded 2-core machine a sign-up flow takes a while.
  timeout: 60_000,
  // Two workers, the server and its SQLite writes share two cores: a redirect after a write can take
  // more than the default 5 s when both workers are busy.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  outputDir: E2E_RESULTS_DIR,
  use: {
    baseURL: E2E_BASE_URL,
    // Traces cost CPU on every test; CI output is text, so they are kept for local runs only.
    trace: isCI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'js-on', use: { ...devices['Desktop Chrome'], javaScriptEnabled: true } },
    { name: 'js-off', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false } },
  ],
})
