import type { Page } from '@playwright/test'
import { expect, latestMailTo, loginAs, mailLink, test, uniqueEmail } from './fixtures'
import { dialog } from './portfolio-helpers'

/**
 * Security deposits (JavaScript on and off): the landlord records a deposit received
 * outside the app on a lease, returns it with one itemised deduction and sees the amount
 * returned; the lease's tenant sees the same on its lease's Security deposit tab.
 *
 * The two projects run side by side and a lease holds one active deposit, so each uses its
 * own lease: JavaScript on, the demo tenant's; JavaScript off, a draft lease whose tenant is
 * invited and signs up here.
 */
test.describe.configure({ timeout: 180_000 })

const PASSWORD = 'Deposit-pass1!'

const leaseIdOf = (href: string) => Number(href.split('/').pop())

async function linksIn(page: Page, prefix: string) {
  return page.getByRole('main').locator(`a[href^="${prefix}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
}

/** The demo tenant's lease (read from its own list) and its credentials. */
async function demoTenantLease(page: Page) {
  await loginAs(page, 'tenant')
  await page.goto('/app/tenant/leases')
  const href = (await linksIn(page, '/app/tenant/leases/')).find((link) => /^\/app\/tenant\/leases\/\d+$/.test(link))
  expect(href, 'the demo tenant holds a lease').toBeTruthy()
  await page.context().clearCookies()
  return { leaseId: leaseIdOf(href!), tenant: {} as { email?: string; password?: string } }
}

/** A draft lease of the demo landlord with a tenant invited, signed up and accepted through the e-mail. */
async function draftLeaseWithNewTenant(page: Page) {
  const email = uniqueEmail('deposit-tenant')
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord/leases/draft')
  const href = (await linksIn(page, '/app/landlord/leases/')).find((link) => /\/leases\/\d+$/.test(link))!
  await page.goto(`${href}/tenants?d=lease-invite-contact`)
  const invite = dialog(page, 'Invite contact')
  await invite.getByLabel('First name').fill('Dee')
  await invite.getByLabel('Last name').fill('Posit')
  await invite.getByLabel('Email').fill(email)
  await invite.getByRole('button', { name: 'Invite to lease' }).click()
  await expect(page).toHaveURL(new RegExp(`${href}/tenants$`))
  const mail = await latestMailTo(email, { subject: 'invited you' })
  await page.context().clearCookies()
  await page.goto(mailLink(mail, '/app/tenant/create-account'))
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('I agree to the terms and conditions').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/app\/tenant\/invitations\?/, { timeout: 30_000 })
  await page.getByRole('main').getByRole('region', { name: /invited you/ }).getByRole('button', { name: 'Accept' }).click()
  await expect(page).toHaveURL(/\/app\/tenant\/leases\/\d+$/)
  await page.context().clearCookies()
  return { leaseId: leaseIdOf(href), tenant: { email, password: PASSWORD } }
}

test('the landlord records a deposit, returns it less a deduction, and the tenant sees what came back', async ({ page }, testInfo) => {
  const { leaseId, tenant } = testInfo.project.name === 'js-on' ? await demoTenantLease(page) : await draftLeaseWithNewTenant(page)
  const tab = `/app/landlord/leases/${leaseId}/security-deposit`

  await loginAs(page, 'landlord')
  await page.goto(tab)
  const main = page.getByRole('main')
  await main.getByRole('link', { name: 'Add security deposit' }).first().click()
  await dialog(page, 'Security deposit').getByRole('link', { name: /Record deposit/ }).click()

  const record = dialog(page, 'Record deposit')
  await record.getByLabel('Amount').fill('1500')
  await record.getByLabel('Received by').selectOption({ label: 'Check' })
  await record.getByRole('button', { name: 'Record deposit' }).click()
  await expect(page).toHaveURL(new RegExp(`${tab}$`))
  await expect(main.getByText('Held', { exact: true }).first()).toBeVisible()

  await main.getByRole('link', { name: 'Return deposit' }).click()
  const giveBack = dialog(page, 'Return deposit')
  // Without JavaScript this posts and the drawer comes back with the new row.
  await giveBack.getByRole('button', { name: 'Add deduction' }).click()
  await giveBack.getByLabel('Name').fill('Carpet cleaning')
  await giveBack.getByLabel('Amount').fill('200')
  await giveBack.getByLabel('Returned by').selectOption({ label: 'Check' })
  await giveBack.getByRole('button', { name: 'Return deposit' }).click()
  await expect(page).toHaveURL(new RegExp(`${tab}$`))
  const returned = main.getByRole('region', { name: /Security deposit of \$1,500\.00/ })
  await expect(returned.getByText('Returned', { exact: true }).first()).toBeVisible()
  await expect(returned.getByText('$1,300.00')).toBeVisible()
  await expect(returned.getByText('Carpet cleaning')).toBeVisible()

  await page.context().clearCookies()
  await loginAs(page, 'tenant', tenant)
  await page.goto(`/app/tenant/leases/${leaseId}/security-deposit`)
  const mine = page.getByRole('main').getByRole('region', { name: /Security deposit of \$1,500\.00/ })
  await expect(mine.getByText('$1,300.00')).toBeVisible()
  await expect(mine.getByText('Carpet cleaning')).toBeVisible()
  await expect(mine.getByText('$200.00').first()).toBeVisible()
})
