import type { Page } from '@playwright/test'
import { expect, test, uniqueEmail } from './fixtures'

/**
 * The website's address in Settings → Business Website (ADR 032), JavaScript on and off: a
 * malformed or reserved address is refused next to the field; a chosen one opens the website
 * and its listing feed; a new one replaces it and the old address forwards (301).
 */
test.describe.configure({ timeout: 120_000 })
const AFTER_SUBMIT = { timeout: 15_000 }
/** Sign-up hashes the password (600,000 rounds): slow on a busy machine. */
const SIGN_UP = { timeout: 30_000 }

async function signUpLandlord(page: Page) {
  await page.goto('/app/landlord/create-account')
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Address')
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('site-address'))
  await page.getByLabel('Password', { exact: true }).fill('Str0ng-pass!')
  await page.getByLabel('I agree to the terms and conditions').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/account-setup$/, SIGN_UP)
}

test('the website address is chosen in settings, refused next to the field when malformed, and the old one forwards', async ({ page }, testInfo) => {
  await signUpLandlord(page)
  await page.goto('/app/settings/business-website')
  const save = async (value: string) => {
    await page.getByLabel('Website address').fill(value)
    await page.getByRole('button', { name: 'Save address' }).click()
  }

  await save('Ada Homes!')
  await expect(page.getByText('Use lowercase letters, digits and single hyphens only, starting and ending with a letter or digit.')).toBeVisible(AFTER_SUBMIT)
  await save('admin')
  await expect(page.getByText('This address is reserved. Choose another one.')).toBeVisible(AFTER_SUBMIT)

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
