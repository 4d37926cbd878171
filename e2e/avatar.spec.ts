import type { Page } from '@playwright/test'
import { expect, signedInNewLandlord, test } from './fixtures'

/**
 * The user's avatar, JavaScript on and off: upload a PNG on user settings, the
 * top bar then shows it as a picture served through /app/assets/avatars/, remove it and
 * the initials come back. The user is made through the API (the sign-up page is e2e/auth.spec.ts's);
 * a refused picture's message is proven by tests/avatars.test.ts.
 */
const AFTER_SUBMIT = { timeout: 15_000 }
/** The smallest valid PNG (1×1 px). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const topBarAvatar = (page: Page) => page.locator('header img[src^="/app/assets/avatars/"]')

test('upload an avatar, see it in the top bar, remove it', async ({ page }) => {
  await signedInNewLandlord(page, 'avatar', { firstName: 'Ava', lastName: 'Tar' })
  await page.goto('/app/settings/user-settings')
  await expect(topBarAvatar(page)).toHaveCount(0)
  const avatarForm = page.getByRole('form', { name: 'Avatar' })

  await avatarForm.getByLabel('Avatar Image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await avatarForm.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('img', { name: 'Your avatar' })).toBeVisible(AFTER_SUBMIT)
  await expect(topBarAvatar(page)).toHaveCount(1)
  // The picture really loads through the asset route (a broken image has no natural width).
  await expect.poll(() => topBarAvatar(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), AFTER_SUBMIT).toBe(true)

  await page.getByRole('form', { name: 'Remove avatar' }).getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('img', { name: 'No avatar yet' })).toBeVisible(AFTER_SUBMIT)
  await expect(topBarAvatar(page)).toHaveCount(0)
})
