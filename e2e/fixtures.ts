import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import type { OutboxMail } from '../api/email/adapter'
import { E2E_DEFAULT_PORT, e2eBuildDir } from '../scripts/lib/build.mjs'
import { DROPPED_VALUE_CLASSES, writeRadixThemesCss } from '../scripts/lib/radix-themes-css.mjs'

/**
 * Shared e2e infrastructure: where the production server of the run listens and keeps
 * its data, the demo accounts, and helpers to sign in and read the local outbox.
 * Specs import `test` and `expect` from here, not from '@playwright/test'.
 */

/** Set E2E_PORT to run a second suite beside another one: build and data dirs follow the port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? E2E_DEFAULT_PORT)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
const suffix = E2E_PORT === E2E_DEFAULT_PORT ? '' : `-${E2E_PORT}`
/** Production build used by the run (relative to the project, as BUILD_DIR must be). */
export const E2E_BUILD_DIR = e2eBuildDir()
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

/**
 * Accessibility audit (axe-core, WCAG 2.0/2.1 A and AA plus best practices) of every page a
 * test visits: after each `page.goto`, on the page being left when `goto` is called again,
 * and on the page a passing test ends on. Any serious or critical violation fails the test,
 * listing rule, element and page. A page state (URL, viewport width, open dialog, alerts,
 * invalid fields) is audited once per worker, the URL's numbers (ids, dates) left out: the same page of
 * another record is the same markup. Opt out with `test.use({ axeAudit: false })`
 * (a spec) or E2E_AXE=off (a run); E2E_AXE_TIMING=1 prints each test's audit count and time.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const
const BLOCKING_IMPACTS = new Set(['serious', 'critical'])
const AXE_PATH = path.resolve('node_modules/axe-core/axe.min.js')
let axeSource: Promise<string> | undefined
const auditedStates = new Set<string>()

type AxeNode = { target: unknown[]; html: string; failureSummary?: string }
type AxeViolation = { id: string; impact?: string | null; help: string; nodes: AxeNode[] }

/**
 * Runs axe on the page as it is and returns its serious and critical violations, one
 * readable line per element. axe is evaluated from node_modules (no network; evaluation is
 * not subject to the page's CSP and also works with JavaScript disabled, where a script tag
 * would not run). Without JavaScript the page's timers never fire, so axe's are replaced by
 * microtasks first. Returns [] for a page that is not HTML (or not loaded yet) or was already
 * audited in this state.
 */
export async function auditAccessibility(page: Page, { javaScriptEnabled = true, force = false } = {}): Promise<string[]> {
  // A document still streaming in (a click's navigation) is not a page yet: links without their text.
  await page.waitForLoadState('load')
  const state = await page.evaluate(() => ({
    html: document.contentType === 'text/html' && document.readyState === 'complete',
    url: location.href,
    signature: [
      document.querySelectorAll('[role=dialog]').length,
      document.querySelectorAll('[role=alert]').length,
      document.querySelectorAll('[aria-invalid=true]').length,
      document.querySelectorAll('[aria-expanded=true]').length,
    ].join(':'),
  }))
  if (!state.html || state.url === 'about:blank') return []
  const width = page.viewportSize()?.width ?? 0
  // One audit per page template: the same page of another record (ids, dates) is the same markup.
  const key = `${javaScriptEnabled ? 'js' : 'nojs'}|${width}|${state.url.replace(/\d+/g, 'N')}|${state.signature}`
  if (!force && auditedStates.has(key)) return []
  auditedStates.add(key)
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= fs.readFile(AXE_PATH, 'utf8')
    await page.evaluate(await axeSource)
  }
  const violations = await page.evaluate(
    async ({ tags, scripted }) => {
      if (!scripted) {
        const soon = (callback: (...args: unknown[]) => void, _delay?: number, ...args: unknown[]) => {
          void Promise.resolve().then(() => callback(...args))
          return 0
        }
        Object.assign(window, { setTimeout: soon, clearTimeout: () => {}, requestAnimationFrame: soon, cancelAnimationFrame: () => {} })
      }
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      return result.violations
    },
    { tags: [...AXE_TAGS], scripted: javaScriptEnabled },
  )
  return (violations as AxeViolation[])
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.filter((node) => !isBehindRadixModal(violation.id, node)).map(
        (node) =>
          `${violation.impact} ${violation.id} (${violation.help}) on ${state.url} at ${width}px: ${node.target.join(' ')} ${node.html.slice(0, 160)}` +
          (node.failureSummary ? `\n      ${node.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''),
      ),
    )
}

/**
 * While a Radix modal (dialog, dropdown menu) is open, Radix hides the rest of the page from
 * assistive technology (aria-hidden with its data-aria-hidden marker) and keeps focus in
 * the modal, so the focusable elements behind cannot be reached: not an aria-hidden-focus
 * failure. The page behind is audited on its own when the modal is closed.
 */
function isBehindRadixModal(rule: string, node: AxeNode) {
  return rule === 'aria-hidden-focus' && /^<[^>]*\bdata-aria-hidden="true"/.test(node.html)
}

/**
 * The Radix value classes the build left out of the stylesheet (scripts/lib/radix-themes-css.mjs
 * reads the values the sources give each prop; ADR 027): a page that renders one of them would
 * show it unstyled. Checked on every page the accessibility audit sees (the same moments, every
 * time): returns one line per class found, [] when none.
 */
let droppedRadixClasses: Promise<Set<string>> | undefined
export async function droppedRadixClassesOnPage(page: Page): Promise<string[]> {
  const read = () => fs.readFile(path.resolve(DROPPED_VALUE_CLASSES), 'utf8')
  // Every build writes the list; an up-to-date build whose list was deleted since: the same list from the same sources.
  droppedRadixClasses ??= read()
    .catch(() => {
      writeRadixThemesCss(process.cwd())
      return read()
    })
    .then((text) => new Set(JSON.parse(text) as string[]))
  const dropped = await droppedRadixClasses
  const rendered = await page.evaluate(() => [...new Set([...document.querySelectorAll('[class*="rt-r-"]')].flatMap((element) => [...element.classList]))])
  const url = page.url()
  return rendered
    .map((className) => className.replace(/^(xs|sm|md|lg|xl):/, ''))
    .filter((className) => dropped.has(className))
    .map((className) => `${className} on ${url}`)
}

/** A navigation that replaced the page while axe ran: the next audit covers the new page. */
function isNavigationRace(error: unknown) {
  return error instanceof Error && /Execution context was destroyed|navigat|Target (page, context or browser )?(has been )?closed/i.test(error.message)
}

function watchAccessibility(page: Page, testInfo: TestInfo, violations: string[], unstyled: string[]) {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false
  const cost = { audits: 0, ms: 0 }
  testInfo.annotations.push({ type: 'axe', description: '' })
  const annotation = testInfo.annotations[testInfo.annotations.length - 1]
  const audit = async (leaving: boolean) => {
    const started = Date.now()
    try {
      violations.push(...(await auditAccessibility(page, { javaScriptEnabled })))
      if (page.url() !== 'about:blank') unstyled.push(...(await droppedRadixClassesOnPage(page)))
    } catch (error) {
      if (!leaving && !isNavigationRace(error)) throw error
    } finally {
      cost.audits += 1
      cost.ms += Date.now() - started
      annotation.description = `${cost.audits} audits, ${cost.ms} ms`
    }
  }
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    if (page.url() !== 'about:blank') await audit(true)
    const response = await goto(url, options)
    const type = response?.headers()['content-type'] ?? 'text/html'
    if (type.startsWith('text/html')) await audit(false)
    return response
  }
  return audit
}

export const test = base.extend<{ axeAudit: boolean }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const ip = clientIpFor(`${testInfo.project.name}:${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`)
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': ip })
  },
  axeAudit: [process.env.E2E_AXE !== 'off', { option: true }],
  page: async ({ page, axeAudit }, use, testInfo) => {
    if (!axeAudit) return use(page)
    const violations: string[] = []
    const unstyled: string[] = []
    const audit = watchAccessibility(page, testInfo, violations, unstyled)
    await use(page)
    if (testInfo.status === 'passed' && !page.isClosed()) await audit(false)
    if (process.env.E2E_AXE_TIMING) console.log(`[axe] ${testInfo.title}: ${testInfo.annotations.find((entry) => entry.type === 'axe')?.description}`)
    if (violations.length) {
      throw new Error(`Serious or critical accessibility violations (axe-core ${AXE_TAGS.join(', ')}):\n  ${[...new Set(violations)].join('\n  ')}`)
    }
    if (unstyled.length) {
      throw new Error(`Radix classes the stylesheet left out (scripts/lib/radix-themes-css.mjs did not see these values given):\n  ${[...new Set(unstyled)].join('\n  ')}`)
    }
  },
})
export { expect }

/** A fresh, valid e-mail address for sign-ups: `uniqueEmail('landlord')` → landlord-…@example.com. */
export function uniqueEmail(prefix = 'user'): string {
  const random = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  return `${prefix.toLowerCase().replace(/[^a-z0-9.-]/g, '-')}-${random}@example.com`
}

/**
 * A new account for a test that starts from one (the sign-up pages are walked in
 * e2e/auth.spec.ts, e2e/invitations.spec.ts, e2e/notifications.spec.ts and
 * e2e/forms-download.spec.ts): created through the API the sign-up action calls
 * (POST /api/users; `landlord` comes with its organization, as the landlord sign-up). Sign it
 * in with `loginAs(page, 'landlord' | 'tenant', account)`.
 */
export async function createAccount(
  page: Page,
  prefix: string,
  { landlord = false, firstName = 'Sam', lastName = 'Tester', password = 'Str0ng-pass!' }: { landlord?: boolean; firstName?: string; lastName?: string; password?: string } = {},
) {
  const account = { email: uniqueEmail(prefix), password, firstName, lastName }
  const response = await page.request.post('/api/users', { data: { ...account, landlord } })
  expect(response.status(), await response.text()).toBe(201)
  return account
}

/** A new landlord (`createAccount`) signed in: like a sign-up, it lands on account setup (product-spec §4). */
export async function signedInNewLandlord(page: Page, prefix: string, names: { firstName?: string; lastName?: string } = {}) {
  const account = await createAccount(page, prefix, { ...names, landlord: true })
  await loginAs(page, 'landlord', account)
  await expect(page).toHaveURL(/\/app\/landlord\/account-setup$/)
  return account
}

/**
 * Signs in as a test's starting point: posts the login form of /app/tenant/login (tenants) or
 * /app/landlord/login (landlords, admins) as the browser would (the page's own request context,
 * so the session cookie lands in the browser) and opens the page the login redirects to, as the
 * form's post does (the login page ships no scripts: with JavaScript too it is a plain post and
 * a redirect). Like the form, it returns once that page has loaded, not hydrated. The form itself
 * is walked in e2e/auth.spec.ts (`loginThroughForm`), in both projects; here it would cost every
 * test a page load. Pass `email`/`password` to sign in as an account the test created.
 */
export async function loginAs(page: Page, role: DemoRole, credentials: { email?: string; password?: string } = {}) {
  const area = role === 'tenant' ? 'tenant' : 'landlord'
  const response = await page.request.post(`/app/${area}/login`, {
    form: { role: area, email: credentials.email ?? DEMO_USERS[role].email, password: credentials.password ?? DEMO_PASSWORD, redirectTo: '' },
    maxRedirects: 0,
  })
  const location = response.headers()['location']
  if (response.status() !== 302 || !location) {
    // The form's alert is a callout: an icon, then its text in a <p>.
    const alerts = [...(await response.text()).matchAll(/role="alert"[^>]*>(?:<div class="rt-CalloutIcon">[\s\S]*?<\/div>)?<p[^>]*>([^<]+)</g)].map((match) => match[1])
    throw new Error(`loginAs('${role}') was refused with ${response.status()}: ${alerts.join(' | ') || 'no error shown'}`)
  }
  await page.goto(location)
}

/**
 * Signs in through the real login form: tenants at /app/tenant/login, landlords and
 * admins at /app/landlord/login. Resolves once the browser has left the login page.
 * For the tests whose point is the form (e2e/auth.spec.ts); others start with `loginAs`.
 */
export async function loginThroughForm(page: Page, role: DemoRole, credentials: { email?: string; password?: string } = {}) {
  const area = role === 'tenant' ? 'tenant' : 'landlord'
  await page.goto(`/app/${area}/login`)
  await page.getByLabel('Email', { exact: true }).fill(credentials.email ?? DEMO_USERS[role].email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password ?? DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  try {
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 })
  } catch {
    const alerts = await page.getByRole('alert').allInnerTexts().catch(() => [])
    throw new Error(`loginThroughForm('${role}') stayed on ${page.url()}: ${alerts.join(' | ') || 'no error shown'}`)
  }
}

/**
 * Holds every request matching `pattern` (a glob, as `page.route` takes) until the returned function
 * is called: a slow link, on which the scripts or a page's data have not arrived yet.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * With JavaScript, waits until the open drawer has hydrated (its effect locks the page's scroll,
 * app/components/drawer.tsx). A drawer opened by a full page load works before the scripts, but
 * a submit clicked while they hydrate it can be lost; without JavaScript there is nothing to wait for.
 */
export async function drawerHydrated(page: Page, testInfo: TestInfo) {
  if (testInfo.project.use.javaScriptEnabled === false) return
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden')
}

/**
 * With JavaScript, waits until `field` (a field, a link) has hydrated: React has attached its fiber
 * to it. A form the page renders through `lazyBoundary` (ADR 027) is the server's HTML until its
 * chunk has arrived and posts natively until then, and a click during hydration can be lost (ADR
 * 027, "a click during hydration"); without JavaScript there is nothing to wait for.
 */
export async function fieldHydrated(field: Locator, testInfo: TestInfo) {
  if (testInfo.project.use.javaScriptEnabled === false) return
  await expect.poll(() => field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true)
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
