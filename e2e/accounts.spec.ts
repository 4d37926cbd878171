import { drawerHydrated, expect, signedInNewLandlord, test } from './fixtures'

/**
 * The operating account through the real pages, JavaScript on and off (product-spec §2 accounts,
 * accounts/settings; ADR 023): a new landlord adds the account, enables Zelle with its
 * handle and sees it enabled. The landlord is made through the API (the sign-up page is
 * e2e/auth.spec.ts's); an empty handle's message is proven by tests/accounts-pages.test.ts.
 */
const AFTER_SUBMIT = { timeout: 15_000 }

test('a landlord adds the operating account and enables Zelle with its handle', async ({ page }, testInfo) => {
  await signedInNewLandlord(page, 'accounts', { firstName: 'Ada', lastName: 'Accounts' })
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

  await page.getByRole('link', { name: 'Edit mobile payment providers' }).click()
  const drawer = page.getByRole('dialog', { name: 'Mobile payment providers' })
  await expect(drawer).toBeVisible()
  await drawerHydrated(page, testInfo)
  await drawer.getByLabel('Accept Zelle').check()
  await drawer.getByLabel('Zelle e-mail or phone number').fill('rent@ada.example')
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
