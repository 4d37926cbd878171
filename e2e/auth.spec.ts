import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS, expect, loginThroughForm, test, uniqueEmail } from './fixtures'

/**
 * Sign-up, verification, sign-in, sign-out and password reset through the real pages.
 * Every step is a plain link or form post, so the same test passes with JavaScript
 * (client validation, no reloads) and without (server-rendered errors and redirects).
 * Mails are read through the development outbox page, as a newcomer would. What each refused
 * form answers (messages next to the fields, nothing created) is proven by the route tests,
 * tests/auth-pages.test.ts.
 */

const NEW_PASSWORD = 'Str0ng-pass!'

/** Submissions wait for the API (password hashing, mail): allow for a busy CI machine. */
const AFTER_SUBMIT = { timeout: 15_000 }

/** A page of the landlord area (not one of the public landlord pages). */
const inLandlordArea = (url: URL) => /^\/app\/landlord(\/|$)/.test(url.pathname) && !/\/(login|create-account)$/.test(url.pathname)

async function signUpLandlord(page: Page, email: string, password = NEW_PASSWORD) {
  await page.goto('/app/landlord/create-account')
  await page.getByLabel('First name').fill('Casey')
  await page.getByLabel('Last name').fill('Owner')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('I agree to the terms and conditions').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(inLandlordArea, AFTER_SUBMIT)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
}

async function signOut(page: Page) {
  // The shell's user menu: a <details> disclosure without JavaScript, a dropdown with it. A click
  // that lands while the page hydrates can leave it closed (the disclosure replaced by the
  // dropdown's button): open it again until the entry shows, as a user would.
  const entry = page.getByText('Sign out', { exact: true })
  await expect(async () => {
    if (!(await entry.isVisible())) await page.locator('summary, button').filter({ hasText: 'Account menu' }).first().click()
    await expect(entry).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await entry.click()
  await expect(page).toHaveURL('/app/login', AFTER_SUBMIT)
}

/** Opens, on the outbox page, the link of the newest mail to `email` with that subject. */
async function openMailLink(page: Page, email: string, subject: string, path: string) {
  await page.goto('/app/dev/outbox')
  const mail = page.getByRole('article').filter({ hasText: email }).filter({ has: page.getByRole('heading', { name: subject }) }).first()
  await expect(mail).toBeVisible()
  await mail.getByRole('link', { name: new RegExp(`^${path}`) }).click()
}

test.describe('sign-up', () => {
  test('a landlord signs up, verifies through the outbox, signs out and in again', async ({ page }) => {
    test.slow()
    const email = uniqueEmail('landlord')
    await signUpLandlord(page, email)

    await openMailLink(page, email, 'Verify your e-mail address', '/app/verify-email')
    await expect(page).toHaveTitle(/^Verify e-mail \| /)
    await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible(AFTER_SUBMIT)
    await page.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL(inLandlordArea, AFTER_SUBMIT)

    await signOut(page)
    // Signed out: the private area sends the visitor back to log in.
    await page.goto('/app/landlord')
    await expect(page).toHaveURL(/\/app\/login/, AFTER_SUBMIT)

    await loginThroughForm(page, 'landlord', { email, password: NEW_PASSWORD })
    await expect(page).toHaveURL(inLandlordArea, AFTER_SUBMIT)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  })
})

test.describe('verification links', () => {
  test('the not-verified page is for signed-in users only', async ({ page }) => {
    await page.goto('/app/email-not-verified?onVerifiedRedirect=/app/landlord')
    await expect(page).toHaveURL(/\/app\/login\?redirectTo=/, AFTER_SUBMIT)
  })
})

test.describe('password reset', () => {
  test('forgot password → outbox → new password → log in with the success banner', async ({ page }) => {
    test.slow()
    const email = uniqueEmail('reset')
    await signUpLandlord(page, email)
    await signOut(page)

    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/app\/forgot-password/, AFTER_SUBMIT)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText('Email is required', { exact: true })).toBeVisible()
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText(/^If an account exists for that e-mail, we sent a link/)).toBeVisible(AFTER_SUBMIT)

    await openMailLink(page, email, 'Reset your password', '/app/reset-password')
    await expect(page).toHaveTitle(/^Reset password \| /)
    await page.getByLabel('New password', { exact: true }).fill('weak')
    await page.getByLabel('Confirm new password', { exact: true }).fill('weak')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await expect(page.getByText('Needs a minimum of 8 characters.')).toBeVisible()

    const newPassword = 'An0ther-pass!'
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Reset password' }).click()
    await expect(page).toHaveURL('/app/login?passwordReset=true', AFTER_SUBMIT)
    await expect(page.getByText('Your password has been reset. Log in with your new password.')).toBeVisible()

    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(inLandlordArea, AFTER_SUBMIT)
  })

})

test.describe('log in', () => {
  test('the demo tenant signs in at /app/tenant/login and lands on the leases', async ({ page }) => {
    await page.goto('/app/tenant/login')
    await expect(page).toHaveTitle(/^Tenant log in \| /)
    await page.getByLabel('Email', { exact: true }).fill(DEMO_USERS.tenant.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL('/app/tenant/leases', AFTER_SUBMIT)
  })

  test('/app/login signs in to the chosen area, and a signed-in visitor is sent there', async ({ page }) => {
    await page.goto('/app/login')
    await page.getByLabel('Tenant').check()
    await page.getByLabel('Email', { exact: true }).fill(DEMO_USERS.tenant.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL('/app/tenant/leases', AFTER_SUBMIT)

    for (const path of ['/app/login', '/app/landlord/login', '/app/landlord/create-account', '/app/forgot-password']) {
      await page.goto(path)
      await expect(page).toHaveURL('/app/tenant/leases', AFTER_SUBMIT)
    }
  })

  test('redirectTo is honoured for paths of the app only', async ({ page }) => {
    await page.goto(`/app/landlord/login?redirectTo=${encodeURIComponent('/app/landlord/leases')}`)
    await page.getByLabel('Email', { exact: true }).fill(DEMO_USERS.landlord.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL('/app/landlord/leases', AFTER_SUBMIT)

    await signOut(page)
    await page.goto(`/app/landlord/login?redirectTo=${encodeURIComponent('https://evil.example/app')}`)
    await page.getByLabel('Email', { exact: true }).fill(DEMO_USERS.landlord.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(inLandlordArea, AFTER_SUBMIT)
  })

  test('view=clean hides the logo', async ({ page }) => {
    await page.goto('/app/landlord/login')
    await expect(page.getByRole('link', { name: 'Leasewell home' })).toBeVisible()
    await page.goto('/app/landlord/login?view=clean')
    await expect(page.getByRole('heading', { name: 'Landlord log in' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Leasewell home' })).toHaveCount(0)
  })
})
