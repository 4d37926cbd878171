import type { Page } from '@playwright/test'
import { accountMessages } from '../common/accounts'
import { expect, test, uniqueEmail } from './fixtures'

/**
 * The operating account through the real pages, JavaScript on and off (product-spec §2 accounts,
 * accounts/settings; ADR 023): a new landlord adds the account, enables Zelle with its
 * handle and sees it enabled; an empty handle shows the message next to the field.
 */
const AFTER_SUBMIT = { timeout: 15_000 }
/** Sign-up hashes the password (600,000 rounds): slow on a busy machine. */
const SIGN_UP = { timeout: 30_000 }

async function signUpLandlord(page: Page) {
  await page.goto('/app/landlord/create-account')
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Accounts')
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('accounts'))
  await page.getByLabel('Password', { exact: true }).fill('Str0ng-pass!')
  await page.getByLabel('I agree to the terms and conditions').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/account-setup$/, SIGN_UP)
}

test('a landlord adds the operating account and enables Zelle with its handle', async ({ page }) => {
  await signUpLandlord(page)
  await page.goto('/app/landlord/accounts')
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Add Account' }).first().click()
  const add = page.getByRole('dialog', { name: 'Add Account' })
  await expect(add.getByLabel('Account name')).toHaveValue('Operating Account')
  await add.getByRole('button', { name: 'Add Account' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/accounts\/settings$/, AFTER_SUBMIT)
  const mobile = page.getByRole('region', { name: 'Mobile payment providers' })
  await expect(mobile).toBeVisible()
  // No Stripe keys on the e2e server: no card block.
  await expect(page.getByRole('region', { name: 'Card and bank payments' })).toHaveCount(0)

  // An empty handle: the message next to the handle, nothing saved.
  await page.getByRole('link', { name: 'Edit mobile payment providers' }).click()
  let drawer = page.getByRole('dialog', { name: 'Mobile payment providers' })
  await drawer.getByLabel('Accept Zelle').check()
  await drawer.getByRole('button', { name: 'Save' }).click()
  drawer = page.getByRole('dialog', { name: 'Mobile payment providers' })
  const handle = drawer.getByLabel('Zelle e-mail or phone number')
  await expect(drawer.getByText(accountMessages.handleRequired.zelle)).toBeVisible(AFTER_SUBMIT)
  await expect(handle).toHaveAttribute('aria-invalid', 'true')

  await handle.fill('rent@ada.example')
  await drawer.getByLabel('Accept Zelle').check()
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('dialog', { name: 'Mobile payment providers' })).toBeHidden(AFTER_SUBMIT)
  await expect(mobile.getByText('rent@ada.example')).toBeVisible()
  await expect(mobile.getByText('Enabled')).toHaveCount(1)

  // The list and the account page show Zelle as a method tenants can use.
  await page.goto('/app/landlord/accounts')
  await expect(page.getByRole('list', { name: 'Payment methods tenants can use' }).getByText('Zelle')).toBeVisible()
  await page.getByRole('link', { name: 'Operating Account' }).click()
  const methods = page.getByRole('region', { name: 'Methods tenants can use' })
  await expect(methods.getByText('Zelle')).toBeVisible()
  await expect(methods.getByText('rent@ada.example')).toBeVisible()
})
