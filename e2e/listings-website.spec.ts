import { expect, signedInNewLandlord, test } from './fixtures'

/**
 * The website's address in Settings → Business Website (ADR 032), JavaScript on and off: a
 * chosen one opens the website and its listing feed; a new one replaces it and the old address
 * forwards (301). The landlord is made through the API (the sign-up page is e2e/auth.spec.ts's);
 * a malformed or reserved address refused next to the field is proven by tests/listings.test.ts.
 */
test.describe.configure({ timeout: 120_000 })
const AFTER_SUBMIT = { timeout: 15_000 }

test('the website address is chosen in settings, and the old one forwards', async ({ page }, testInfo) => {
  await signedInNewLandlord(page, 'site-address', { firstName: 'Ada', lastName: 'Address' })
  await page.goto('/app/settings/business-website')
  const save = async (value: string) => {
    await page.getByLabel('Website address').fill(value)
    await page.getByRole('button', { name: 'Save address' }).click()
  }

  const first = `ada-${testInfo.project.name}-${Date.now().toString(36)}`
  await save(first)
  await expect(page.getByRole('link', { name: new RegExp(`/app/sites/${first}$`) })).toBeVisible(AFTER_SUBMIT)
  // The listing feed's address, to copy; it answers XML.
  await expect(page.getByRole('link', { name: new RegExp(`/app/sites/${first}/feed\\.xml$`) })).toBeVisible()
  const feed = await page.request.get(`/app/sites/${first}/feed.xml`)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toContain('application/xml')
  expect(await feed.text()).toContain('<hotPadsItems version="2.1">')

  const second = `${first}-homes`
  await save(second)
  await expect(page.getByRole('link', { name: new RegExp(`/app/sites/${second}$`) })).toBeVisible(AFTER_SUBMIT)
  const forwarded = await page.request.get(`/app/sites/${first}`, { maxRedirects: 0 })
  expect(forwarded.status()).toBe(301)
  expect(forwarded.headers()['location']).toBe(`/app/sites/${second}`)
  await page.goto(`/app/sites/${first}`)
  await expect(page).toHaveURL(new RegExp(`/app/sites/${second}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
