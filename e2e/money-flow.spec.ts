import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS, expect, loginAs, test } from './fixtures'

/**
 * JavaScript on and off: the landlord (whose operating account takes
 * Zelle — enabling it through the pages is e2e/accounts.spec.ts) bills the demo tenant's
 * lease with the one-time payment drawer; the tenant sees the invoice and marks it sent by
 * Zelle; the landlord confirms; both see it paid, and the transactions list and the lease's
 * transactions tab agree.
 */
test.describe.configure({ timeout: 180_000 })
const AFTER_SUBMIT = { timeout: 15_000 }

async function demoTenantLease(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/users/login', { data: { email: DEMO_USERS.tenant.email, password: DEMO_PASSWORD } })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const leases = await request.get('/api/leases', { headers, params: { depth: '0', limit: '1', sort: '-startDate' } })
  return (await leases.json()).docs[0].id as number
}

async function switchTo(page: Page, role: 'landlord' | 'tenant') {
  await page.context().clearCookies()
  await loginAs(page, role)
}

const invoiceRow = (page: Page, invoiceId: number) => page.getByRole('main').locator('tr', { has: page.locator(`a[href^="/app/landlord/invoices/${invoiceId}"]`) })

test('a Zelle invoice: billed, marked sent, confirmed, paid on both sides and in both lists', async ({ page, request }, testInfo) => {
  const leaseId = await demoTenantLease(request)
  const description = `Pet fee ${testInfo.project.name} ${Date.now().toString(36)}`

  // The landlord bills the lease from its transactions tab.
  await loginAs(page, 'landlord')
  await page.goto(`/app/landlord/leases/${leaseId}/transactions?d=one-time-payment&lease=${leaseId}`)
  const drawer = page.getByRole('dialog', { name: 'One-time payment' })
  await drawer.getByLabel('Name').fill('Pet fee')
  await drawer.getByLabel('Description').fill(description)
  await drawer.getByLabel('Amount').fill('42.17')
  await drawer.getByLabel('Quantity').fill('2')
  await drawer.getByLabel('Payment Due').fill('10')
  await drawer.getByLabel('Zelle').check()
  await drawer.getByLabel('Category').selectOption('fee')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/invoices\/\d+\?origin=/, AFTER_SUBMIT)
  const invoiceId = Number(new URL(page.url()).pathname.split('/').pop())
  await expect(page.getByText('Open', { exact: true })).toBeVisible()

  // The tenant sees it, with the landlord's Zelle handle and the total, and marks it sent.
  await switchTo(page, 'tenant')
  await page.goto(`/app/tenant/invoices/${invoiceId}`)
  await expect(page.getByTestId('invoice-amount-due')).toHaveText('$84.34')
  const pay = page.getByRole('main').getByRole('region', { name: 'Pay $84.34' })
  await pay.getByRole('radio', { name: /Zelle/ }).check()
  await pay.getByRole('button', { name: 'Mark as sent' }).click()
  await expect(page.getByText('Payment marked sent — waiting for your landlord to confirm')).toBeVisible(AFTER_SUBMIT)

  // The landlord confirms it on the invoice page.
  await switchTo(page, 'landlord')
  await page.goto(`/app/landlord/invoices/${invoiceId}`)
  await page.getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible(AFTER_SUBMIT)

  // The transactions list and the lease's tab show it paid, with nothing due.
  for (const list of ['/app/landlord/transactions?status=paid', `/app/landlord/leases/${leaseId}/transactions?status=paid`, '/app/landlord/transactions/paid-invoices']) {
    await page.goto(list)
    const row = invoiceRow(page, invoiceId)
    await expect(row, list).toHaveCount(1)
    await expect(row, list).toContainText('Paid')
    await expect(row, list).toContainText('$84.34')
    await expect(row, list).toContainText('$0.00')
  }

  // And so does the tenant.
  await switchTo(page, 'tenant')
  await page.goto(`/app/tenant/invoices/${invoiceId}`)
  await expect(page.getByTestId('invoice-amount-due')).toHaveText('$0.00')
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()
})
