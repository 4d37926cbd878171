import type { APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS, expect, loginAs, test } from './fixtures'
import { dialog } from './portfolio-helpers'

/**
 * The transactions list: invoices the landlord created show with their amounts and
 * status, the totals strip sums them, and the invoice filters dialog — a GET form — narrows
 * the list by status, with JavaScript on and off. The lease's Transactions tab lists the
 * same invoices.
 */
test.describe.configure({ timeout: 90_000 })

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString()

/** Two invoices on one of the demo landlord's active leases, through the REST API: one overdue, one open. */
async function createInvoices(request: APIRequestContext, cents: { overdue: number; open: number }) {
  const login = await request.post('/api/users/login', { data: { email: DEMO_USERS.landlord.email, password: DEMO_PASSWORD } })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const leases = await request.get('/api/leases', { headers, params: { 'where[status][equals]': 'active', limit: '1', depth: '0', sort: 'id' } })
  const lease = (await leases.json()).docs[0].id as number
  const create = async (dueDate: string, amount: number, category: string) => {
    const response = await request.post('/api/invoices', {
      headers,
      data: { lease, dueDate, category, paymentMethods: ['zelle'], items: [{ name: 'E2E', description: 'Transactions spec', amount, quantity: 1 }] },
    })
    expect(response.status(), await response.text()).toBe(201)
  }
  await create(day(-1), cents.overdue, 'repair')
  await create(day(400), cents.open, 'fee')
  return lease
}

const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

test('the transactions list shows the invoices created, and the filter dialog narrows it by status', async ({ page, request }) => {
  // Amounts no other invoice has, so that each row is found by its total.
  const base = 10_000 + Math.floor(Math.random() * 80_000)
  const cents = { overdue: base * 10 + 1, open: base * 10 + 3 }
  const lease = await createInvoices(request, cents)
  await loginAs(page, 'landlord')

  await page.goto('/app/landlord/transactions')
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Transactions' }).getByRole('link', { name: 'Paid Invoices' })).toBeVisible()
  await expect(page.getByText('Open amount due')).toBeVisible()
  const main = page.getByRole('main')
  // Due latest, the open invoice heads the list (newest due date first); the overdue one may be
  // on a later page when other flows have added invoices due sooner, so it is checked filtered.
  await expect(main.getByRole('row').filter({ hasText: dollars(cents.open) }).first()).toBeVisible()

  // The filters dialog: a GET form (the URL carries the filter), with JavaScript on or off.
  await main.getByRole('link', { name: 'Filters' }).first().click()
  const filters = dialog(page, 'Filter invoices')
  await expect(filters).toBeVisible()
  await filters.getByLabel('Overdue', { exact: true }).check()
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/[?&]status=overdue/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(main.getByRole('link', { name: 'Remove filter Status: Overdue' })).toBeVisible()
  const overdueRow = main.getByRole('row').filter({ hasText: dollars(cents.overdue) })
  await expect(overdueRow.first()).toBeVisible()
  await expect(overdueRow.first().getByText('Overdue', { exact: true })).toBeVisible()
  await expect(overdueRow.first().getByText('Repair', { exact: true })).toBeVisible()
  // The far-off open invoice is not overdue: filtered out.
  await expect(main.getByText(dollars(cents.open))).toHaveCount(0)

  // Removing the filter brings the open invoice back (due latest, it heads the list: newest due date first).
  await main.getByRole('link', { name: 'Remove filter Status: Overdue' }).click()
  await expect(page).not.toHaveURL(/status=/)
  await expect(main.getByRole('row').filter({ hasText: dollars(cents.open) }).first()).toBeVisible()

  // The lease's Transactions tab lists the same invoices.
  await page.goto(`/app/landlord/leases/${lease}/transactions?status=overdue`)
  await expect(main.getByRole('row').filter({ hasText: dollars(cents.overdue) }).first()).toBeVisible()
  await expect(main.getByRole('link', { name: 'One-time payment' }).first()).toHaveAttribute('href', new RegExp(`d=one-time-payment.*lease=${lease}|lease=${lease}.*d=one-time-payment`))
})
