import { drawerHydrated, expect, signedInNewLandlord, test } from './fixtures'

/**
 * Settings through the real pages, JavaScript on and off: the business website's toggles
 * and description save; the Add button of an empty value opens Account Information. The landlord
 * is made through the API (the sign-up page is e2e/auth.spec.ts's); a bad phone's message is
 * proven by tests/settings.test.ts.
 */
const AFTER_SUBMIT = { timeout: 15_000 }

test('the business website toggles and description save', async ({ page }) => {
  await signedInNewLandlord(page, 'website', { firstName: 'Wes', lastName: 'Site' })
  await page.goto('/app/settings/business-website')
  await page.getByRole('link', { name: 'Edit business website' }).click()
  const drawer = page.getByRole('dialog', { name: 'Business Website' })
  await expect(drawer.getByText('No Address Provided')).toBeVisible()
  await expect(drawer.getByText('No Phone Number Provided')).toBeVisible()
  await expect(drawer.getByPlaceholder('Add a description for your business page')).toBeVisible()
  await drawer.getByLabel('Show Email Address').check()
  await drawer.getByLabel('Show Phone Number').check()
  await drawer.getByLabel('Description').fill('Quiet homes near the park.')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('dialog', { name: 'Business Website' })).toBeHidden(AFTER_SUBMIT)
  await expect(page.getByText('Quiet homes near the park.')).toBeVisible()
  await expect(page.getByText('Shown')).toHaveCount(2)

  // The saved state comes back in the drawer; Add opens Account Information.
  await page.getByRole('link', { name: 'Edit business website' }).click()
  await expect(page.getByRole('dialog', { name: 'Business Website' }).getByLabel('Show Phone Number')).toBeChecked()
  await expect(page.getByRole('dialog', { name: 'Business Website' }).getByLabel('Show Address')).not.toBeChecked()
  await page.getByRole('dialog', { name: 'Business Website' }).getByRole('link', { name: 'Add' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Account Information' })).toBeVisible()
})

test('account settings show the business information and billing says there is nothing to pay', async ({ page }, testInfo) => {
  await signedInNewLandlord(page, 'website', { firstName: 'Wes', lastName: 'Site' })
  await page.goto('/app/settings')
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible()
  await page.getByRole('link', { name: 'Edit business contact information' }).click()
  const drawer = page.getByRole('dialog', { name: 'Business Contact Information' })
  await expect(drawer).toBeVisible()
  await drawerHydrated(page, testInfo)
  await drawer.getByLabel('Contact Phone 1').fill('(512) 555-0188')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('(512) 555-0188 (Call)')).toBeVisible(AFTER_SUBMIT)
  await page.goto('/app/settings/billing')
  await expect(page.getByText('every organization has full access')).toBeVisible()
})
