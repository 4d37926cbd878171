import type { Page } from '@playwright/test'
import { expect, test, uniqueEmail } from './fixtures'

/**
 * Settings through the real pages, JavaScript on and off: the business website's toggles
 * and description save; the Add button of an empty value opens Account Information.
 */
const AFTER_SUBMIT = { timeout: 15_000 }
/** Sign-up hashes the password (600,000 rounds): slow on a busy machine. */
const SIGN_UP = { timeout: 30_000 }

async function signUpLandlord(page: Page) {
  await page.goto('/app/landlord/create-account')
  await page.getByLabel('First name').fill('Wes')
  await page.getByLabel('Last name').fill('Site')
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('website'))
  await page.getByLabel('Password', { exact: true }).fill('Str0ng-pass!')
  await page.getByLabel('I agree to the terms and conditions').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  // Signed up: the landlord area (account setup on the first visit), not the sign-up page.
  await expect(page).toHaveURL(/\/app\/landlord\/account-setup$/, SIGN_UP)
}

test('the business website toggles and description save', async ({ page }) => {
  await signUpLandlord(page)
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

test('account settings show the business information and billing says there is nothing to pay', async ({ page }) => {
  await signUpLandlord(page)
  await page.goto('/app/settings')
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible()
  await page.getByRole('link', { name: 'Edit business contact information' }).click()
  const drawer = page.getByRole('dialog', { name: 'Business Contact Information' })
  await drawer.getByLabel('Contact Phone 1').fill('12')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('dialog', { name: 'Business Contact Information' }).getByText('Please enter a valid phone number.')).toBeVisible(AFTER_SUBMIT)
  await page.getByRole('dialog', { name: 'Business Contact Information' }).getByLabel('Contact Phone 1').fill('(512) 555-0188')
  await page.getByRole('dialog', { name: 'Business Contact Information' }).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('(512) 555-0188 (Call)')).toBeVisible(AFTER_SUBMIT)
  await page.goto('/app/settings/billing')
  await expect(page.getByText('every organization has full access')).toBeVisible()
})
