import type { Locator, Page } from '@playwright/test'
import { readPdfText } from '../api/documents/pdf/pdfText'
import { expect, fieldHydrated, holdRequests, loginAs, test } from './fixtures'

/**
 * The public form pages (product-spec §2 Forms, §4 Form step indicator and Preview): a
 * visitor opens the catalogue, picks the residential lease, chooses California, fills every
 * page of the real seeded template (a second tenant added, so the dynamic contact page comes
 * twice), is refused on an empty page, previews, and the preview PDF holds the answers. Runs
 * with JavaScript on and off: every page posts and the draft is kept on the server.
 */
test.describe.configure({ timeout: 120_000 })

const LEASE = 'residential-lease-agreement'

const main = (page: Page) => page.getByRole('main')
const pageHeading = (page: Page, name: string) => main(page).getByRole('heading', { level: 2, name, exact: true })

async function next(page: Page, nextTitle: string) {
  await main(page).getByRole('button', { name: 'Next', exact: true }).click()
  await expect(pageHeading(page, nextTitle)).toBeVisible()
}

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })

test('a visitor fills the California residential lease, is refused an incomplete page and previews the PDF', async ({ page }, testInfo) => {
  // The catalogue, then the state.
  await page.goto('/app/forms')
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
  await main(page).getByRole('link', { name: /Residential Lease Agreement/ }).click()
  await expect(page).toHaveURL(new RegExp(`/app/forms/${LEASE}$`))
  await page.getByLabel('Which state is the property in?').selectOption('ca')
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/app/forms/${LEASE}/ca\\?tempId=[0-9a-f]{32}&step=0$`))
  const tempId = new URL(page.url()).searchParams.get('tempId')!
  await expect(pageHeading(page, 'Parties')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Form pages' }).getByRole('button')).toHaveCount(6)

  // An empty page is refused next to its fields.
  await main(page).getByRole('button', { name: 'Next', exact: true }).click()
  await expect(main(page).getByText('Some answers on this page need your attention.')).toBeVisible()
  await expect(main(page).getByText('This field is required.').first()).toBeVisible()
  await expect(pageHeading(page, 'Parties')).toBeVisible()

  // Parties, with a second tenant ('Add another' posts without JavaScript, adds in place with it).
  await field(page, 'Name this lease').fill('Maple Court')
  await field(page, 'Date the lease is signed').fill('December 1, 2026')
  await field(page, "Landlord's full legal name").fill('Alice Landlord')
  await field(page, "Landlord's address for notices").fill('1 Main Street, Oakland, CA 94607')
  await field(page, "Landlord's phone number").fill('(510) 555-0100')
  await page.locator('[name="tenants.0.fullName"]').fill('Tomas Tenant')
  await page.locator('[name="tenants.0.email"]').fill('tomas@example.com')
  await main(page).getByRole('button', { name: 'Add another' }).click()
  await expect(page.locator('[name="tenants.1.fullName"]')).toBeVisible()
  await expect(page.locator('[name="tenants.0.fullName"]')).toHaveValue('Tomas Tenant')
  await page.locator('[name="tenants.1.fullName"]').fill('Rita Roommate')
  await page.locator('[name="tenants.1.email"]').fill('rita@example.com')
  await next(page, 'Property')

  await field(page, 'Street address').fill('742 Evergreen Terrace')
  await field(page, 'City').fill('Oakland')
  await field(page, 'ZIP code').fill('94610')
  await field(page, 'Type of home').selectOption('an apartment')
  await next(page, 'Lease term')

  await field(page, 'Start date').fill('2027-01-01')
  await field(page, 'End date').fill('2027-12-31')
  await next(page, 'Rent and deposit')

  await field(page, 'Monthly rent').fill('2450')
  await main(page).getByRole('checkbox', { name: 'Check', exact: true }).check()
  await field(page, 'Security deposit').fill('2450')
  await next(page, 'Utilities, pets and rules')

  await next(page, 'Tenant contact details: Tomas Tenant')
  await field(page, 'Phone number').fill('(510) 555-0111')
  await next(page, 'Tenant contact details: Rita Roommate')
  await field(page, 'Phone number').fill('(510) 555-0122')
  await next(page, 'Additional terms')

  // The last page's empty required fields keep the visitor on it.
  await main(page).getByRole('button', { name: 'Preview', exact: true }).click()
  await expect(main(page).getByText('Some answers on this page need your attention.')).toBeVisible()
  await expect(pageHeading(page, 'Additional terms')).toBeVisible()
  await expect(main(page).getByText('This field is required.').first()).toBeVisible()

  await field(page, 'Who handles repairs and maintenance requests').fill('Alice Landlord')
  await field(page, 'Phone number for repair requests and emergencies').fill('(510) 555-0100')
  // With JavaScript, the first request for the PDF is lost on the way (the connection drops).
  const jsOn = testInfo.project.name === 'js-on'
  if (jsOn) await page.route('**/preview.pdf?*', (route) => route.abort('connectionreset'), { times: 1 })
  await main(page).getByRole('button', { name: 'Preview', exact: true }).click()

  // The preview: the PDF on the left, Download on the right.
  await expect(page).toHaveURL(new RegExp(`/app/forms/${LEASE}/ca/preview\\?tempId=${tempId}$`))
  if (jsOn) {
    // The failure reads as the spec says, and 'Try again' asks again.
    await expect(main(page).getByRole('alert')).toHaveText('Unable to generate a preview.')
    await main(page).getByRole('button', { name: 'Try again' }).click()
  }
  const pdfHref = (await main(page).getByRole('link', { name: 'Open the PDF' }).last().getAttribute('href'))!
  expect(pdfHref).toBe(`/app/forms/${LEASE}/ca/preview.pdf?tempId=${tempId}`)
  if (testInfo.project.name === 'js-off') {
    // Without JavaScript the PDF is embedded by the browser.
    await expect(main(page).locator('object[type="application/pdf"]')).toHaveAttribute('data', pdfHref)
  } else {
    // With JavaScript pdf.js draws it, from the page's own script: a visitor's preview loads no React (ADR 027)…
    await expect(page.locator('script[type="module"][src^="/assets/visitor-preview-"]')).toHaveCount(1)
    await expect(page.locator('script[src*="entry.client"], link[rel="modulepreload"]')).toHaveCount(0)
    const viewer = main(page).getByRole('region', { name: /^Document preview/ })
    await expect(viewer).toBeVisible({ timeout: 20_000 })
    // …one page at a time, its text selectable (the text layer) over the drawn canvas.
    // (The pager's 'Page N of M', announced politely; the PDF's own footer says so too.)
    const pageOf = viewer.locator('p[aria-live="polite"]')
    await expect(pageOf).toHaveText(/^Page 1 of \d+$/)
    await expect(viewer.locator('canvas')).toHaveCount(1)
    await expect.poll(() => viewer.locator('.textLayer span').count()).toBeGreaterThan(10)
    await expect(viewer.locator('.textLayer')).toHaveCSS('position', 'absolute')
    const firstPage = await viewer.locator('.textLayer').textContent()
    await viewer.getByRole('button', { name: 'Next page' }).click()
    await expect(pageOf).toHaveText(/^Page 2 of \d+$/)
    // Page 2 drawn: the text layer holds another page's words.
    await expect.poll(() => viewer.locator('.textLayer').textContent()).not.toBe(firstPage)
    await expect(viewer.getByRole('button', { name: 'Previous page' })).toBeEnabled()
    // …and a second preview of the same answers comes from the browser's cache: no PDF request.
    let pdfRequests = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/preview.pdf')) pdfRequests += 1
    })
    await page.reload()
    await expect(viewer).toBeVisible({ timeout: 20_000 })
    expect(pdfRequests).toBe(0)
  }
  // Download opens the landlord sign-up on the preview (e2e/forms-download.spec.ts goes on from there).
  const download = main(page).getByRole('link', { name: 'Download' })
  await expect(download).toHaveAttribute('href', new RegExp(`^/app/forms/${LEASE}/ca/preview\\?tempId=${tempId}&auth=signup&redirectTo=`))
  await expect(main(page).getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', new RegExp(`tempId=${tempId}&step=7$`))

  const response = await page.request.get(pdfHref)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  // The page's <object> may embed it: framing by our own pages only.
  expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN')
  const text = (await readPdfText(new Uint8Array(await response.body()))).pages.join('\n')
  expect(text).toContain('Tomas Tenant')
  expect(text).toContain('Rita Roommate')
  expect(text).toContain('Alice Landlord')
  expect(text).toContain('742 Evergreen Terrace')
  expect(text).toContain('$2,450.00')

  // The step indicator takes the visitor back to any page, answers kept.
  await main(page).getByRole('link', { name: 'Back to the form' }).click()
  await expect(pageHeading(page, 'Additional terms')).toBeVisible()
  await page.getByRole('navigation', { name: 'Form pages' }).getByRole('button', { name: /Parties/ }).click()
  await expect(field(page, "Landlord's full legal name")).toHaveValue('Alice Landlord')
})

test('the preview sends a visitor without a draft to the form start and an incomplete form to its first incomplete page', async ({ page }) => {
  await page.goto(`/app/forms/${LEASE}/general/preview`)
  await expect(page).toHaveURL(new RegExp(`/app/forms/${LEASE}/general\\?tempId=[0-9a-f]{32}&step=0$`))
  const tempId = new URL(page.url()).searchParams.get('tempId')!
  await page.goto(`/app/forms/${LEASE}/general/preview?tempId=${tempId}`)
  await expect(page).toHaveURL(new RegExp(`/app/forms/${LEASE}/general\\?tempId=${tempId}&step=0&check=1$`))
  await expect(main(page).getByText('This field is required.').first()).toBeVisible()

  const missing = await page.request.get(`/app/forms/${LEASE}/zz`)
  expect(missing.status()).toBe(404)
})

test('a signed-in landlord gets the app’s top bar on the form pages', async ({ page }) => {
  await loginAs(page, 'landlord')
  await page.goto('/app/forms')
  // The bell: a link without JavaScript, a button opening the unread panel with it (ADR 019).
  await expect(page.getByRole('link', { name: /^Notifications/ }).or(page.getByRole('button', { name: /^Notifications/ }))).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0)
  await expect(main(page).getByRole('link', { name: /Residential Lease Agreement/ })).toBeVisible()
})

/** The user menu's trigger: a <summary> before the top bar's chunk has run (and without JavaScript), the dropdown's button after. */
const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu/ }).or(page.locator('summary').filter({ hasText: 'Account menu' }))

/** With JavaScript, waits until React has hydrated the form step (its node carries React's fiber). */
async function formStepHydrated(page: Page) {
  await page.waitForFunction(() => {
    const step = document.querySelector('[data-form-step]')
    return Boolean(step && Object.keys(step).some((key) => key.startsWith('__reactFiber')))
  })
}

test('a visitor’s form page does not load the signed-in top bar (ADR 027: its chunk is for signed-in users)', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(`/app/forms/${LEASE}/ca`)
  await expect(pageHeading(page, 'Parties')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
  expect(scripts.filter((script) => /\/top-bar-[^/]*\.js$/.test(script))).toEqual([])
})

/** The script the visitor's form page loads instead of React (ADR 027). */
const VISITOR_SCRIPT = /^\/assets\/visitor-form-[\w-]+\.js$/

test('a visitor’s form page loads no React, only its own script: conditional blocks show live and rows are added and removed in place (after a post without JavaScript)', async ({ page }, testInfo) => {
  const jsOn = testInfo.project.name === 'js-on'
  const scripts: string[] = []
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.goto(`/app/forms/${LEASE}/ca`)
  await expect(pageHeading(page, 'Parties')).toBeVisible()
  // The page names its script (nonce'd, a module); no React Router entry, route module or manifest.
  await expect(page.locator('script[type="module"][src^="/assets/visitor-form-"]')).toHaveCount(1)
  await expect(page.locator('script[src*="entry.client"], link[rel="modulepreload"]')).toHaveCount(0)
  if (jsOn) {
    // The script has run once it has judged the page: nothing else to wait for.
    await expect.poll(() => scripts.filter((script) => VISITOR_SCRIPT.test(script)).length).toBe(1)
  }

  // Rows: two added, the middle one removed; the last one takes its place (tenants.1).
  const loads = documents.length
  const addRow = () => main(page).getByRole('button', { name: 'Add another' }).click()
  await page.locator('[name="tenants.0.fullName"]').fill('Tomas Tenant')
  await expect(main(page).getByRole('button', { name: /^Remove / })).toHaveCount(0)
  await addRow()
  await expect(page.locator('[name="tenants.1.fullName"]')).toBeVisible()
  await expect(page.locator('[name="tenants.0.fullName"]')).toHaveValue('Tomas Tenant')
  await page.locator('[name="tenants.1.fullName"]').fill('Rita Roommate')
  await addRow()
  await expect(page.locator('[name="tenants.2.fullName"]')).toBeVisible()
  await page.locator('[name="tenants.2.fullName"]').fill('Sam Sublet')
  await expect(main(page).getByRole('button', { name: /^Remove / })).toHaveCount(3)
  await main(page).getByRole('button', { name: 'Remove Tenants 2', exact: true }).click()
  await expect(page.locator('[name="tenants.2.fullName"]')).toHaveCount(0)
  await expect(page.locator('[name="tenants.1.fullName"]')).toHaveValue('Sam Sublet')
  await expect(page.locator('label[for="form-field-tenants__1__fullName"]')).toHaveText(/Full legal name/)
  await expect(main(page).getByRole('button', { name: 'Remove Tenants 2', exact: true })).toBeVisible()
  // In place with the script, a post (and a new page) each without JavaScript.
  expect(documents.length - loads).toBe(jsOn ? 0 : 3)

  // A conditional block: 'Which pets' shows when pets are allowed — at once with the script, after Next without.
  await page.getByRole('navigation', { name: 'Form pages' }).getByRole('button', { name: /Utilities, pets and rules/ }).click()
  await expect(pageHeading(page, 'Utilities, pets and rules')).toBeVisible()
  await expect(field(page, 'Which pets')).toBeHidden()
  await main(page).getByRole('radio', { name: 'Yes', exact: true }).check()
  if (jsOn) {
    await expect(field(page, 'Which pets')).toBeVisible()
  } else {
    await expect(field(page, 'Which pets')).toBeHidden()
    await main(page).getByRole('button', { name: 'Next', exact: true }).click()
    await expect(main(page).getByText('Some answers on this page need your attention.')).toBeVisible()
    await expect(field(page, 'Which pets')).toBeVisible()
  }
  // Hidden again, the empty required field does not hold the visitor: Next goes on.
  await main(page).getByRole('radio', { name: 'No', exact: true }).check()
  if (jsOn) await expect(field(page, 'Which pets')).toBeHidden()
  await next(page, 'Tenant contact details: Tomas Tenant')
  // The removed row's tenant is gone from the draft: Sam's page follows Tomas's.
  await field(page, 'Phone number').fill('(510) 555-0111')
  await next(page, 'Tenant contact details: Sam Sublet')

  expect(scripts.filter((script) => !VISITOR_SCRIPT.test(script))).toEqual([])
  if (!jsOn) expect(scripts).toEqual([])
})

test('a signed-in landlord’s form page is the app: it hydrates, and the lease prefill fills the rent in place (by a post without JavaScript)', async ({ page }, testInfo) => {
  await loginAs(page, 'landlord')
  await page.goto('/app/forms/late-rent-notice/general')
  await expect(pageHeading(page, 'Tenants and property')).toBeVisible()
  await expect(page.locator('script[src^="/assets/visitor-form-"]')).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Form pages' }).getByRole('button', { name: /Amount due/ }).click()
  await expect(pageHeading(page, 'Amount due')).toBeVisible()
  const rent = main(page).locator('[name="monthlyRent"]')
  await expect(rent).toHaveValue('')
  const jsOn = testInfo.project.name === 'js-on'
  if (jsOn) await formStepHydrated(page)
  await main(page).locator('select[name="lease"]').selectOption({ index: 1 })
  if (!jsOn) await main(page).getByRole('button', { name: 'Use this lease', exact: true }).click()
  await expect(rent).toHaveValue(/^\d[\d,]*(\.\d\d)?$/)
})

test('a signed-in landlord’s form page shows the top bar and works before the top bar’s chunk has arrived', async ({ page }, testInfo) => {
  await loginAs(page, 'landlord')
  const release = await holdRequests(page, '**/assets/top-bar-*.js')
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.goto(`/app/forms/${LEASE}/ca`)
  await expect(pageHeading(page, 'Parties')).toBeVisible()
  // The server's top bar, in place (without JavaScript too).
  await expect(accountMenu(page)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0)
  if (testInfo.project.name === 'js-off') {
    await accountMenu(page).click()
    await expect(page.getByRole('link', { name: 'User Settings', exact: true })).toBeVisible()
    release()
    return
  }
  // The form hydrates while the top bar's chunk is held: rows are added in place, without a post.
  await formStepHydrated(page)
  const loads = documents.length
  await main(page).getByRole('button', { name: 'Add another' }).click()
  await expect(page.locator('[name="tenants.1.fullName"]')).toBeVisible()
  expect(documents.length).toBe(loads)
  // Once the chunk has arrived the top bar is the app's: the user menu opens as the dropdown.
  release()
  await page.getByRole('button', { name: /^Account menu/ }).click()
  await expect(page.getByRole('menuitem', { name: 'User Settings', exact: true })).toBeVisible()
  // The accessibility check after the test reads the open menu's colours: not halfway through its fade-in.
  await page.getByRole('menu').evaluate((menu) => Promise.all(menu.getAnimations({ subtree: true }).map((animation) => animation.finished)))
})

test('a landlord renews a lease with the guided wizard: a lease is required, then the renewal form opens filled in from it', async ({ page }, testInfo) => {
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord/forms')
  await main(page).getByRole('link', { name: /Guided: renew a lease/ }).click()
  await expect(main(page).getByRole('heading', { level: 1, name: 'Renew a lease' })).toBeVisible()
  const lease = main(page).getByLabel('Lease', { exact: true })
  // The lease choice loads beside hydration (lazyBoundary, ADR 027): with JavaScript, use it once it is React's.
  await fieldHydrated(lease, testInfo)
  await main(page).getByRole('button', { name: 'Start the renewal' }).click()
  await expect(main(page).getByText('Choose a lease.').first()).toBeVisible()
  await lease.selectOption({ index: 1 })
  await main(page).getByRole('button', { name: 'Start the renewal' }).click()
  await expect(page).toHaveURL(/\/app\/forms\/lease-renewal\/general\?.*tempId=/)
  await expect(field(main(page), "Landlord's full legal name")).not.toHaveValue('')
})
