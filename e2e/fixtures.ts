import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'
import type { OutboxMail } from '../api/email/adapter'

/**
 * Shared e2e infrastructure: where the production server of the run listens and keeps
 * its data, the demo accounts, and helpers to sign in and read the local outbox.
 * Specs import `test` and `expect` from here, not from '@playwright/test'.
 */

const DEFAULT_PORT = 3456
/** Set E2E_PORT to run a second suite beside another one: build and data dirs follow the port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? DEFAULT_PORT)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
const suffix = E2E_PORT === DEFAULT_PORT ? '' : `-${E2E_PORT}`
/** Production build used by the run (relative to the project, as BUILD_DIR must be). */
export const E2E_BUILD_DIR = process.env.E2E_BUILD_DIR ?? `build-e2e${suffix}`
/** The server's DATA_DIR: wiped before each run; holds the SQLite file and outbox/. */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? `.tmp/e2e-data${suffix}`)
export const E2E_SERVER_LOG = path.resolve(`.tmp/e2e-server${suffix}.log`)
/** Traces and screenshots of failed tests. */
export const E2E_RESULTS_DIR = path.resolve(`.tmp/e2e-results${suffix}`)

/** The seeded demo accounts (api/seed/index.ts), also listed in the README. */
export const DEMO_PASSWORD = 'Demo-pass1!'
export const DEMO_USERS = {
  landlord: { email: 'landlord@demo.leasewell.app', firstName: 'Dana', lastName: 'Landlord' },
  tenant: { email: 'tenant@demo.leasewell.app', firstName: 'Terry', lastName: 'Tenant' },
  admin: { email: 'admin@demo.leasewell.app', firstName: 'Ada', lastName: 'Admin' },
} as const
export type DemoRole = keyof typeof DEMO_USERS

/**
 * Every test gets its own client IP (the e2e server trusts X-Forwarded-For, like a
 * deployment behind a proxy), so the per-IP sign-in and sign-up throttles see each test
 * as a fresh visitor while still being exercised for real.
 */
export function clientIpFor(key: string): string {
  const [a, b, c] = createHash('sha256').update(key).digest()
  return `10.${a}.${b}.${(c % 250) + 2}`
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const ip = clientIpFor(`${testInfo.project.name}:${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`)
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': ip })
  },
})
export { expect }

/** A fresh, valid e-mail address for sign-ups: `uniqueEmail('landlord')` → landlord-…@example.com. */
export function uniqueEmail(prefix = 'user'): string {
  const random = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  return `${prefix.toLowerCase().replace(/[^a-z0-9.-]/g, '-')}-${random}@example.com`
}

/**
 * Signs in through the real login form: tenants at /app/tenant/login, landlords and
 * admins at /app/landlord/login. Resolves once the browser has left the login page.
 * Pass `email`/`password` to sign in as an account the test created.
 */
export async function loginAs(page: Page, role: DemoRole, credentials: { email?: string; password?: string } = {}) {
  const area = role === 'tenant' ? 'tenant' : 'landlord'
  await page.goto(`/app/${area}/login`)
  await page.getByLabel('Email', { exact: true }).fill(credentials.email ?? DEMO_USERS[role].email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password ?? DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  try {
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 })
  } catch {
    const alerts = await page.getByRole('alert').allInnerTexts().catch(() => [])
    throw new Error(`loginAs('${role}') stayed on ${page.url()}: ${alerts.join(' | ') || 'no error shown'}`)
  }
}

/** A mail the server wrote to `${DATA_DIR}/outbox/` (no SMTP configured). */
export type { OutboxMail }

/** Every mail in the run's outbox, newest first. */
export async function readOutbox(): Promise<OutboxMail[]> {
  const dir = path.join(E2E_DATA_DIR, 'outbox')
  let names: string[]
  try {
    names = (await fs.readdir(dir)).filter((name) => name.endsWith('.json'))
  } catch {
    return []
  }
  const mails: OutboxMail[] = []
  for (const name of names) {
    try {
      mails.push(JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxMail)
    } catch {
      // A file still being written: it will be complete on the next poll.
    }
  }
  return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id))
}

/**
 * The newest mail to `email` (optionally whose subject contains `subject`), waiting up
 * to `timeout` ms for it to arrive. Pass `after` (e.g. a Date taken before the action)
 * to ignore older mails to the same address.
 */
export async function latestMailTo(
  email: string,
  options: { subject?: string | RegExp; after?: Date; timeout?: number } = {},
): Promise<OutboxMail> {
  const wanted = email.toLowerCase()
  const deadline = Date.now() + (options.timeout ?? 10_000)
  for (;;) {
    const mail = (await readOutbox()).find(
      (candidate) =>
        candidate.to.toLowerCase().includes(wanted) &&
        (!options.after || new Date(candidate.sentAt) >= options.after) &&
        (options.subject === undefined ||
          (typeof options.subject === 'string' ? candidate.subject.includes(options.subject) : options.subject.test(candidate.subject))),
    )
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`No mail to ${email} in ${path.join(E2E_DATA_DIR, 'outbox')}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The first link of a mail whose path matches, e.g. `mailLink(mail, '/app/verify-email')`. */
export function mailLink(mail: OutboxMail, pathPart: string | RegExp): string {
  const link = mail.links.find((candidate) => (typeof pathPart === 'string' ? candidate.includes(pathPart) : pathPart.test(candidate)))
  if (!link) throw new Error(`No link matching ${pathPart} in mail "${mail.subject}": ${mail.links.join(', ')}`)
  return link
}
