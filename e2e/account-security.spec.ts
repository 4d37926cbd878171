import type { Page } from '@playwright/test'
import { expect, latestMailTo, loginAs, test, uniqueEmail } from './fixtures'

/**
 * Changing the password on the settings page (JavaScript on and off): the current password
 * is asked for, the account's other sessions are signed out while this one stays, and the
 * owner is told by e-mail. The session cookie does not hold a readable API token.
 */
const AFTER_SUBMIT = { timeout: 15_000 }
/** Sign-up hashes the password (600,000 rounds): slow on a busy machine. */
const SIGN_UP = { timeout: 30_000 }
const FIRST = 'Str0ng-pass!'
const SECOND = 'Other-str0ng-pass?'

async function signUpLandlord(page: Page, email: string) {
  await page.goto('/app/landlord/create-account')
  await page.getByLabel('First name').fill('Sec')
  await page.getByLabel('Last name').fill('Ure')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(FIRST)
  await page.getByLabel('I agree to the terms and conditions').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/account-setup$/, SIGN_UP)
}

test('a password change needs the current password, signs out the other sessions and mails the owner', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('password-change')
  await signUpLandlord(page, email)
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === '__leasewell_session')
  expect(cookie?.httpOnly).toBe(true)
  // A JWT starts with base64url('{"'): not to be found in the cookie, nor in its decoded form.
  expect(cookie?.value).not.toContain('eyJ')
  expect(Buffer.from(decodeURIComponent(cookie!.value), 'base64').toString('latin1')).not.toContain('eyJ')

  // A second browser signed in to the same account.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } })
  const otherPage = await other.newPage()
  await loginAs(otherPage, 'landlord', { email, password: FIRST })

  await page.goto('/app/settings/user-settings')
  const form = page.getByRole('form', { name: 'Change Password' })
  await form.getByLabel('Current Password').fill('Wrong-pass1!')
  await form.getByLabel('New Password', { exact: true }).fill(SECOND)
  await form.getByLabel('Confirm New Password').fill(SECOND)
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByRole('form', { name: 'Change Password' })).toContainText('The current password is incorrect.', AFTER_SUBMIT)

  const again = page.getByRole('form', { name: 'Change Password' })
  await again.getByLabel('Current Password').fill(FIRST)
  await again.getByLabel('New Password', { exact: true }).fill(SECOND)
  await again.getByLabel('Confirm New Password').fill(SECOND)
  await again.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible(AFTER_SUBMIT)

  // This session goes on; the other one is signed out at its next request.
  await page.goto('/app/settings/user-settings')
  await expect(page).toHaveURL(/\/app\/settings\/user-settings$/)
  await otherPage.goto('/app/settings/user-settings')
  await expect(otherPage).toHaveURL(/\/app\/(landlord\/)?login/, AFTER_SUBMIT)
  await other.close()

  const notice = await latestMailTo(email, { subject: 'Your Leasewell password was changed' })
  expect(notice.text).toContain('/app/forgot-password')
})
