import type { Page } from '@playwright/test'
import { drawerHydrated, expect, loginAs, test } from './fixtures'

/**
 * The landlord's one-time invoice (JavaScript on and off): on a lease's
 * transactions tab the landlord opens the one-time payment drawer, creates an invoice allowing
 * Zelle (the demo organization's operating account enables it), lands on the invoice page with a
 * Back link to the tab, and records the payment received. The spec's messages for an empty or
 * bad form are proven on the route (tests/invoices-pages.test.ts).
 */
test.describe.configure({ timeout: 120_000 })

async function leaseHrefs(page: Page, path: string) {
  await page.goto(path)
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/app/landlord/leases/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs.filter((href) => /^\/app\/landlord\/leases\/\d+$/.test(href)))]
}

test('a one-time invoice on a lease: creation, the invoice page, a recorded payment', async ({ page }, testInfo) => {
  await loginAs(page, 'landlord')
  // The two projects run side by side: each bills its own lease.
  const leases = await leaseHrefs(page, '/app/landlord/leases')
  const lease = leases[testInfo.project.name.includes('off') ? Math.min(1, leases.length - 1) : 0]
  expect(lease, 'the demo landlord has a lease').toBeTruthy()
  const leaseId = lease!.split('/').pop()!
  const tab = `${lease}/transactions`
  await page.goto(`${tab}?d=one-time-payment&lease=${leaseId}`)
  const drawer = page.getByRole('dialog', { name: 'One-time payment' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByLabel('Lease')).toHaveValue(leaseId)
  await drawerHydrated(page, testInfo)

  await drawer.getByLabel('Name').fill('Late fee')
  await drawer.getByLabel('Description').fill('Rent paid after the 5th')
  await drawer.getByLabel('Amount').fill('35.00')
  await drawer.getByLabel('Quantity').fill('1')
  await drawer.getByLabel('Payment Due').fill('7')
  await drawer.getByLabel('Zelle').check()
  await drawer.getByLabel('Category').selectOption('fee')

  // A second line item, added then removed again (a post without JavaScript).
  await drawer.getByRole('button', { name: 'Add line item' }).click()
  await expect(drawer.getByText('Item 2')).toBeVisible()
  await drawer.getByRole('button', { name: 'Remove' }).last().click()
  await expect(drawer.getByText('Item 2')).toHaveCount(0)
  await expect(drawer.getByLabel('Amount')).toHaveValue('35.00')

  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/invoices\/\d+\?origin=/)
  await expect(page.getByRole('heading', { level: 1, name: /Invoice #\d+/ })).toBeVisible()
  await expect(page.getByText('Late fee')).toBeVisible()
  await expect(page.getByText('Open', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', tab)

  await page.getByRole('link', { name: 'Record payment' }).click()
  const record = page.getByRole('dialog', { name: 'Record payment' })
  await expect(record.getByLabel('Amount')).toHaveValue('35.00')
  await record.getByLabel('Payment method').selectOption('zelle')
  await record.getByRole('button', { name: 'Record payment' }).click()
  await expect(record).toHaveCount(0)
  // The status badge (the amounts list also has a 'Paid' term).
  await expect(page.locator('.rt-Badge', { hasText: /^Paid$/ }).first()).toBeVisible()
  await expect(page.getByText('Received', { exact: true })).toBeVisible()

  // Refunded in full, the invoice is open again; holding no money, it can be voided.
  await page.getByRole('link', { name: 'Refund', exact: true }).click()
  const refund = page.getByRole('dialog', { name: 'Refund payment' })
  await refund.getByLabel('Amount').fill('35.00')
  await refund.getByRole('button', { name: 'Refund' }).click()
  await expect(refund).toHaveCount(0)
  await expect(page.locator('.rt-Badge', { hasText: /^Open$/ }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Void', exact: true }).click()
  await page.getByRole('dialog', { name: 'Void this invoice?' }).getByRole('button', { name: 'Void invoice' }).click()
  await expect(page.locator('.rt-Badge', { hasText: /^Void$/ }).first()).toBeVisible()
})
