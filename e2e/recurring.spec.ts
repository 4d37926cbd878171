import type { Page } from '@playwright/test'
import { drawerHydrated, expect, holdRequests, loginAs, test } from './fixtures'

/**
 * Recurring payments (JavaScript on and off): the landlord opens the recurring
 * payment drawer from the recurring payments list, creates a monthly invoice for a lease (Zelle, which the demo organization's operating
 * account enables), lands on its page with the schedule, finds it in the list filtered by
 * its lease, and pauses it. The messages for an empty form are proven on the route
 * (tests/recurring-pages.test.ts). The list's filters work before their chunk (ADR 027) has arrived.
 */
test.describe.configure({ timeout: 120_000 })

async function leaseIds(page: Page) {
  await page.goto('/app/landlord/leases')
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/app/landlord/leases/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs.filter((href) => /^\/app\/landlord\/leases\/\d+$/.test(href)))].map((href) => href.split('/').pop()!)
}

test('a recurring payment for a lease: creation, its page, the list, pause', async ({ page }, testInfo) => {
  await loginAs(page, 'landlord')
  const leases = await leaseIds(page)
  // The two projects run side by side: each bills its own lease.
  const leaseId = leases[testInfo.project.name.includes('off') ? Math.min(1, leases.length - 1) : 0]
  expect(leaseId, 'the demo landlord has a lease').toBeTruthy()

  await page.goto('/app/landlord/recurring-invoices')
  await expect(page).toHaveURL(/\/app\/landlord\/transactions\/recurring-payments$/)
  await page.getByRole('main').getByRole('link', { name: 'New recurring payment' }).first().click()
  const drawer = page.getByRole('dialog', { name: 'Recurring payment' })
  await expect(drawer).toBeVisible()
  await drawerHydrated(page, testInfo)

  await drawer.getByLabel('Lease').selectOption(leaseId!)
  await drawer.getByLabel('Name').fill('Rent')
  await drawer.getByLabel('Description').fill(`Monthly rent (${testInfo.project.name})`)
  await drawer.getByLabel('Amount').fill('1234.50')
  await drawer.getByLabel('Quantity').fill('1')
  await drawer.getByLabel('Day of the month').selectOption('3')
  await drawer.getByLabel('Start date').fill('2099-01-01')
  await drawer.getByLabel('Payment Due').fill('7')
  await drawer.getByRole('checkbox', { name: 'Zelle' }).check()
  await drawer.getByLabel('Category').selectOption('rent')
  await drawer.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/app\/landlord\/recurring-invoices\/\d+$/)
  const id = page.url().split('/').pop()!
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: `Recurring payment #${id}` })).toBeVisible()
  await expect(main.getByText('Monthly on day 3')).toBeVisible()
  await expect(main.getByText('$1,234.50').first()).toBeVisible()
  await expect(main.getByText('Jan 3, 2099').first()).toBeVisible()
  await expect(main.getByText('Active', { exact: true })).toBeVisible()

  // In the list, filtered by its lease (the URL holds the filter).
  await page.goto(`/app/landlord/transactions/recurring-payments?lease=${leaseId}`)
  await expect(page.getByRole('main').locator(`a[href="/app/landlord/recurring-invoices/${id}"]`).first()).toBeVisible()

  // Pause it from its page.
  await page.goto(`/app/landlord/recurring-invoices/${id}`)
  await page.getByRole('main').getByRole('button', { name: 'Pause' }).click()
  await expect(page.getByRole('main').getByText('Paused', { exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: 'Resume' })).toBeVisible()
})

test('the recurring payments filters, open in the URL, apply before their chunk has arrived', async ({ page }, testInfo) => {
  await loginAs(page, 'landlord')
  const requested: string[] = []
  page.on('request', (request) => {
    if (/\/recurring-filters-drawer-[^/]*\.js$/.test(request.url())) requested.push(request.url())
  })
  const release = await holdRequests(page, '**/assets/recurring-filters-drawer-*.js')
  await page.goto('/app/landlord/transactions/recurring-payments?d=recurring-invoice-filters')
  const filters = page.getByRole('dialog', { name: 'Filter recurring payments' })
  await filters.getByRole('checkbox', { name: 'Paused', exact: true }).check()
  if (testInfo.project.use.javaScriptEnabled !== false) await expect.poll(() => requested.length).toBeGreaterThan(0)
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/[?&]status=paused(&|$)/)
  await expect(page.getByRole('link', { name: 'Remove filter Status: Paused' })).toBeVisible()
  release()
})
