// Lighthouse (ADR 027): the performance score of /app/login, /app/forms and /app/landlord
// (signed in through the session cookie) with Lighthouse's default mobile preset — a
// simulated slow 4G link and a 4× slower CPU — in the OS Chromium, when it is installed.
// Printed against the goal (≥ 95), never asserted. Loopback only.
import fs from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const LIGHTHOUSE_GOAL = 95
export const LIGHTHOUSE_PAGES = ['/app/login', '/app/forms', '/app/landlord']
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Scores per page, or null when no Chromium is installed. */
export async function runLighthouseBench({ base, cookie, pages = LIGHTHOUSE_PAGES }) {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`\nLighthouse: skipped (no Chromium at ${CHROMIUM}; set CHROMIUM_PATH)`)
    return null
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  const rows = []
  try {
    for (const pathname of pages) {
      const result = await lighthouse(`${base}${pathname}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Every page the same way: the signed-in session for the app's pages (a public page
        // is the same for a visitor; the cookie only matters where the shell needs it).
        extraHeaders: pathname.startsWith('/app/landlord') && cookie ? { Cookie: cookie } : undefined,
      })
      const lhr = result?.lhr
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
        'runtime error': lhr?.runtimeError?.code ?? '',
      })
    }
  } finally {
    await chrome.kill()
  }
  console.log(`\nLighthouse ${lighthouse.version ?? ''} (mobile preset, simulated slow 4G, ${CHROMIUM}; goal performance ≥ ${LIGHTHOUSE_GOAL})`)
  console.table(rows)
  return rows
}
