// Lighthouse (ADR 027): the performance score of /app/login, /app/forms and /app/landlord
// (signed in through the session cookie) with Lighthouse's default mobile preset — a
// simulated slow 4G link and a 4× slower CPU — in the OS Chromium, when it is installed.
// Printed against the goal (≥ 95), never asserted. Loopback only.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const LIGHTHOUSE_GOAL = 95
export const LIGHTHOUSE_PAGES = ['/app/login', '/app/forms', '/app/landlord']
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version

/**
 * What the simulated LCP is made of (ADR 027, "Lighthouse: what the LCP waits for"): Lighthouse
 * estimates it from every request that finished before the LCP it observed unthrottled, so the
 * scripts that arrived before the paint are counted as if the slow link had to carry them first.
 */
function lcpFacts(lhr) {
  const observed = lhr?.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint
  const requests = lhr?.audits['network-requests']?.details?.items ?? []
  const scripts = requests.filter((request) => request.resourceType === 'Script' && observed !== undefined && request.networkEndTime <= observed)
  const element = lhr?.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  return {
    'LCP element': element ? `${element.selector?.split(' > ').slice(-2).join(' > ')} "${element.nodeLabel?.slice(0, 30)}"` : '–',
    'JS before LCP': observed === undefined ? '–' : `${scripts.length} files, ${(scripts.reduce((sum, request) => sum + request.transferSize, 0) / 1024).toFixed(0)} KB`,
  }
}

/** One Lighthouse run of a page in a new browser; its report. */
async function measure(base, cookie, pathname) {
  // A new browser (and profile) per page: a cookie the previous page's responses set would be
  // sent beside the session header, and cookies are shared by every port of 127.0.0.1.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  try {
    const result = await lighthouse(`${base}${pathname}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Every page the same way: the signed-in session for the app's pages (a public page
      // is the same for a visitor; the cookie only matters where the shell needs it).
      extraHeaders: pathname.startsWith('/app/landlord') && cookie ? { Cookie: cookie } : undefined,
    })
    return result?.lhr
  } finally {
    await chrome.kill()
  }
}

/** Scores per page, or null when no Chromium is installed. LIGHTHOUSE_JSON_DIR keeps each report. */
export async function runLighthouseBench({ base, cookie, pages = LIGHTHOUSE_PAGES }) {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`\nLighthouse: skipped (no Chromium at ${CHROMIUM}; set CHROMIUM_PATH)`)
    return null
  }
  const rows = []
  for (const pathname of pages) {
    let lhr = await measure(base, cookie, pathname)
    // Lighthouse's own failure to record the load ('NO_NAVSTART': "Please run Lighthouse again"),
    // seen in 3 of 19 local runs of 2026-11-29: measured once more, and the row says so.
    const failed = lhr?.runtimeError?.code
    if (failed) lhr = await measure(base, cookie, pathname)
    const score = Math.round((lhr?.categories.performance.score ?? 0) * 100)
    const metric = (id) => lhr?.audits[id]?.displayValue ?? '–'
    rows.push({
      page: pathname,
      final: lhr?.finalDisplayedUrl?.replace(base, '') ?? '–',
      performance: `${score} ${score >= LIGHTHOUSE_GOAL ? '✓' : '✗'}`,
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      ...lcpFacts(lhr),
      'runtime error': [failed && `${failed} (measured again)`, lhr?.runtimeError?.code].filter(Boolean).join(', '),
    })
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      fs.mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true })
      fs.writeFileSync(`${process.env.LIGHTHOUSE_JSON_DIR}/${pathname.replaceAll('/', '_')}-${Date.now()}.json`, JSON.stringify(lhr))
    }
  }
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} (mobile preset, simulated slow 4G, ${CHROMIUM}; goal performance ≥ ${LIGHTHOUSE_GOAL})`)
  console.table(rows)
  return rows
}
