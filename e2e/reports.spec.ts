import { expect, loginAs, test } from './fixtures'
import type { Page } from '@playwright/test'

/**
 * Reports, the whole flow (JavaScript on and off): the landlord opens each report from the
 * index, changes its settings through the GET form (the URL holds them), and downloads its CSV.
 */
test.describe.configure({ timeout: 180_000 })

async function downloadCsv(page: Page, fileName: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(fileName)
}

test('open each report, change its settings, export CSV', async ({ page }) => {
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord/reports')
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()

  // Rent roll as of another day.
  await page.getByRole('link', { name: /Rent roll/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rent roll' })).toBeVisible()
  await page.getByLabel('As of').fill('2026-01-15')
  await page.getByRole('button', { name: 'Update report' }).click()
  await expect(page).toHaveURL(/asOf=2026-01-15/)
  await expect(page.getByText('As of Jan 15, 2026')).toBeVisible()
  // The charts are server-rendered SVG images (JavaScript on or off), named by their title.
  await expect(page.getByRole('img', { name: /^Occupancy on Jan 15, 2026/ })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Occupancy over the last 12 months/ })).toBeVisible()
  await downloadCsv(page, /^rent-roll-2026-01-15\.csv$/)

  // Income statement, last year, accrual, by property.
  await page.goto('/app/landlord/reports')
  await page.getByRole('link', { name: /Income statement/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Income statement' })).toBeVisible()
  await page.getByLabel('Period').selectOption('last-year')
  await page.getByLabel('Basis').selectOption('accrual')
  await page.getByLabel('Columns').selectOption('property')
  await page.getByRole('button', { name: 'Update report' }).click()
  await expect(page).toHaveURL(/range=last-year/)
  await expect(page).toHaveURL(/basis=accrual/)
  await expect(page.getByRole('rowheader', { name: 'Net operating income', exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Income and expenses by month/ })).toBeVisible()
  await downloadCsv(page, /^income-statement-\d{4}-01-01-to-\d{4}-12-31\.csv$/)

  // Expense report, custom dates.
  await page.goto('/app/landlord/reports')
  await page.getByRole('link', { name: /Expense report/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Schedule E worksheet' })).toBeVisible()
  await page.getByLabel('Period').selectOption('custom')
  await page.getByLabel('From', { exact: true }).fill('2026-01-01')
  await page.getByLabel('To', { exact: true }).fill('2026-06-30')
  await page.getByRole('button', { name: 'Update report' }).click()
  await expect(page).toHaveURL(/range=custom/)
  await expect(page.getByText(/^Jan 1, 2026 to Jun 30, 2026/)).toBeVisible()
  await downloadCsv(page, /^expense-report-2026-01-01-to-2026-06-30\.csv$/)
  // A tax year's worksheet in one click.
  const lastYear = new Date().getUTCFullYear() - 1
  await page.getByRole('navigation', { name: 'Tax years' }).getByRole('link', { name: String(lastYear), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`from=${lastYear}-01-01&to=${lastYear}-12-31`))
  await expect(page.getByText(new RegExp(`^Jan 1, ${lastYear} to Dec 31, ${lastYear}`))).toBeVisible()
})
