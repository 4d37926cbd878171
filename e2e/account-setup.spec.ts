import type { Page } from '@playwright/test'
import { drawerHydrated, expect, signedInNewLandlord, test } from './fixtures'

/**
 * Account setup (product-spec §2, §4) through the real pages, JavaScript on and off: a new
 * landlord is sent to account setup once, completes business information in the Account
 * Information drawer, and the banner's count goes up. The new landlord is made through the API
 * (the sign-up page is e2e/auth.spec.ts's); a bad phone's message is proven by tests/settings.test.ts.
 */
const AFTER_SUBMIT = { timeout: 15_000 }

/** The drawer closes after a save; if it stays open, the failure says what it shows (an error next to a field, 'Try again'). */
async function expectDrawerClosed(page: Page, name: string) {
  const drawer = page.getByRole('dialog', { name })
  try {
    await expect(drawer).toBeHidden(AFTER_SUBMIT)
  } catch (error) {
    const shown = await drawer.innerText().catch(() => '(gone)')
    const values = await drawer
      .locator('input:not([type=hidden]), select')
      .evaluateAll((inputs) => inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`).join(', '))
      .catch(() => '')
    throw new Error(`${(error as Error).message}\n--- ${page.url()}: the drawer still shows ---\n${shown}\n--- its fields: ${values}`)
  }
}

test('a new landlord is sent to account setup once and completes business information', async ({ page }, testInfo) => {
  // A new landlord (the sign-up page itself is e2e/auth.spec.ts's): its first visit lands on account setup.
  await signedInNewLandlord(page, 'setup', { firstName: 'Sam', lastName: 'Setup' })
  const banner = page.getByTestId('setup-banner')
  await expect(banner.getByRole('link', { name: 'Finish setting up your account' })).toHaveAttribute('href', '/app/landlord/account-setup')
  await expect(banner).toContainText('0/5 complete')
  // Rent collection exists: its step leads to the recurring rent drawer.
  await expect(page.locator('[data-step="rent"]').getByRole('link', { name: 'Set up recurring rent' })).toHaveAttribute(
    'href',
    '/app/landlord/transactions/recurring-payments?d=recurring-payment',
  )

  await page.getByRole('link', { name: 'Add business information' }).click()
  const drawer = page.getByRole('dialog', { name: 'Account Information' })
  await expect(drawer).toBeVisible()
  await drawerHydrated(page, testInfo)
  await expect(drawer.getByLabel('First Name')).toHaveValue('Sam')
  await drawer.getByLabel('Street address').fill('12 Oak Street')
  await drawer.getByLabel('City').fill('Austin')
  await drawer.getByLabel('State').selectOption('TX')
  await drawer.getByLabel('ZIP code').fill('78701')
  await drawer.getByLabel('Phone').fill('(512) 555-0134')
  await expect(page.getByRole('dialog', { name: 'Account Information' }).getByLabel('Phone')).toHaveValue('(512) 555-0134')
  await page.getByRole('dialog', { name: 'Account Information' }).getByRole('button', { name: 'Save' }).click()
  await expectDrawerClosed(page, 'Account Information')
  await expect(page.locator('[data-step="businessInfo"]')).toHaveAttribute('data-state', 'complete')
  await expect(page.getByTestId('setup-banner')).toContainText('1/5 complete')
  // The bar fills from the left although business information is not the first counted step.
  await expect(page.getByTestId('setup-banner').locator('[data-filled]').first()).toHaveAttribute('data-filled', 'true')

  // Payments: skipped; the count goes up again.
  await page.getByRole('button', { name: 'Skip payments for now' }).click()
  await expect(page.getByTestId('setup-banner')).toContainText('2/5 complete', AFTER_SUBMIT)

  // Once per session: the properties page now opens without a detour, the banner on top.
  await page.goto('/app/landlord')
  await expect(page).toHaveURL(/\/app\/landlord$/)
  await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible()
  await expect(page.getByTestId('setup-banner')).toContainText('2/5 complete')
})
