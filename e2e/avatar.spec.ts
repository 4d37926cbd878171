import type { Page } from '@playwright/test'
import { expect, test, uniqueEmail } from './fixtures'

/**
 * The user's avatar, JavaScript on and off: upload a PNG on user settings, the
 * top bar then shows it as a picture served through /app/assets/avatars/, remove it and
 * the initials come back.
 */
const AFTER_SUBMIT = { timeout: 15_000 }
/** Sign-up hashes the password (600,000 rounds): slow on a busy machine. */
const SIGN_UP = { timeout: 30_000 }
/** The smallest valid PNG (1×1 px). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

async function signUpLandlord(page: Page) {
  await page.goto('/app/landlord/create-account')
  await page.getByLabel('First name').fill('Ava')
  await page.getByLabel('Last name').fill('Tar')
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('avatar'))
  await page.getByLabel('Password', { exact: true }).fill('Str0ng-pass!')
  await page.getByLabel('I agree to the terms and conditions').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/account-setup$/, SIGN_UP)
}

const topBarAvatar = (page: Page) => page.locator('header img[src^="/app/assets/avatars/"]')

test('upload an avatar, see it in the top bar, remove it', async ({ page }) => {
  await signUpLandlord(page)
  await page.goto('/app/settings/user-settings')
  await expect(topBarAvatar(page)).toHaveCount(0)
  const avatarForm = page.getByRole('form', { name: 'Avatar' })

  // A picture by name only is refused with the spec's message, next to the field.
  await avatarForm.getByLabel('Avatar Image').setInputFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') })
  await avatarForm.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('form', { name: 'Avatar' }).getByText('Invalid file type')).toBeVisible(AFTER_SUBMIT)

  await page.getByRole('form', { name: 'Avatar' }).getByLabel('Avatar Image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('form', { name: 'Avatar' }).getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('img', { name: 'Your avatar' })).toBeVisible(AFTER_SUBMIT)
  await expect(topBarAvatar(page)).toHaveCount(1)
  // The picture really loads through the asset route (a broken image has no natural width).
  await expect.poll(() => topBarAvatar(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), AFTER_SUBMIT).toBe(true)

  await page.getByRole('form', { name: 'Remove avatar' }).getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('img', { name: 'No avatar yet' })).toBeVisible(AFTER_SUBMIT)
  await expect(topBarAvatar(page)).toHaveCount(0)
})
