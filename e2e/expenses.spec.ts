import { expect, loginAs, test } from './fixtures'
import { dialog, uniqueName } from './portfolio-helpers'

/**
 * Expenses (JavaScript on and off): the landlord adds an expense with a receipt, filters the
 * list down to it, reads the totals strip and follows the CSV link; then splits one expense
 * across two properties (adding a row on the way, what was typed kept) and finds its parts.
 */
test.describe.configure({ timeout: 120_000 })

/** A 1×1 PNG receipt (the file rules check the bytes). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

test('an expense with a receipt: add, filter, totals, CSV', async ({ page }, testInfo) => {
  await loginAs(page, 'landlord')
  const payee = uniqueName('Gutter Pros', testInfo.project.name)
  await page.goto('/app/landlord/expenses')
  await page.getByRole('main').getByRole('link', { name: 'Add expense' }).click()
  const drawer = dialog(page, 'Add expense')
  await expect(drawer).toBeVisible()
  await drawer.getByLabel('Date', { exact: true }).fill('2026-06-12')
  await drawer.getByLabel('Amount').fill('1234.56')
  await drawer.getByLabel('Or payee name').fill(payee)
  await drawer.getByLabel('Category', { exact: true }).selectOption('repair')
  await drawer.getByLabel('Tax category').selectOption('repairs')
  await drawer.getByLabel('Property or unit').selectOption({ index: 1 })
  await drawer.getByLabel('Receipts').setInputFiles({ name: 'gutters.png', mimeType: 'image/png', buffer: PNG })
  await drawer.getByRole('button', { name: 'Add expense' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/expenses$/)
  await expect(page.getByText('Expense added.')).toBeVisible()

  // Filter by payee through the filter dialog: the URL holds it, the totals follow.
  await page.getByRole('main').getByRole('link', { name: 'Filters' }).click()
  const filters = dialog(page, 'Filter expenses')
  await filters.getByLabel('Payee').fill(payee)
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/payee=/)
  const main = page.getByRole('main')
  await expect(main.getByTestId('expense-total')).toHaveText('$1,234.56')
  await expect(main.getByText('1 expense', { exact: true })).toBeVisible()

  // The receipt is on the expense.
  await main.getByRole('link', { name: new RegExp(`^Edit expense ${payee}`) }).first().click()
  await expect(dialog(page, 'Edit expense').getByRole('link', { name: 'gutters.png' })).toBeVisible()
  await page.goBack()

  // The CSV is the filtered list.
  const href = await main.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
  expect(href).toContain('payee=')
  const csv = await page.request.get(href!)
  expect(csv.headers()['content-type']).toContain('text/csv')
  const text = await csv.text()
  expect(text).toContain(`2026-06-12,1234.56,${payee},Repair,Repairs,14`)
  expect(text.trim().split('\r\n')).toHaveLength(2)
})

test('split one expense across two properties', async ({ page }, testInfo) => {
  await loginAs(page, 'landlord')
  const payee = uniqueName('Roofline', testInfo.project.name)
  await page.goto('/app/landlord/expenses?d=expense-add')
  await dialog(page, 'Add expense').getByRole('link', { name: 'Split across properties' }).click()
  const drawer = dialog(page, 'Split an expense')
  await expect(drawer).toBeVisible()
  await drawer.getByLabel('Date', { exact: true }).fill('2026-07-01')
  await drawer.getByLabel('Total amount').fill('1000')
  await drawer.getByLabel('Or payee name').fill(payee)
  await drawer.getByLabel('Category', { exact: true }).selectOption('repair')
  await drawer.getByLabel('Tax category').selectOption('repairs')
  await drawer.getByLabel('Part 1: property or unit').selectOption({ index: 1 })
  await drawer.getByLabel('Part 1: amount').fill('500')
  await drawer.getByLabel('Part 2: property or unit').selectOption({ index: 2 })
  await drawer.getByLabel('Part 2: amount').fill('300')
  // One row more (without JavaScript the form posts and comes back with what was typed).
  await drawer.getByRole('button', { name: 'Add row' }).click()
  await expect(drawer.getByLabel('Part 3: amount')).toBeVisible()
  await expect(drawer.getByLabel('Part 1: amount')).toHaveValue('500')
  await expect(drawer.getByLabel('Or payee name')).toHaveValue(payee)
  await drawer.getByLabel('Part 3: property or unit').selectOption({ index: 1 })
  await drawer.getByLabel('Part 3: amount').fill('199.99')
  await drawer.getByRole('button', { name: 'Split expense' }).click()
  await expect(drawer.getByText('The parts must add up to the total, to the cent.')).toBeVisible()
  await drawer.getByLabel('Part 3: amount').fill('200')
  await drawer.getByRole('button', { name: 'Split expense' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/expenses$/)
  await expect(page.getByText('Expense split.')).toBeVisible()

  await page.goto(`/app/landlord/expenses?payee=${encodeURIComponent(payee)}`)
  const main = page.getByRole('main')
  await expect(main.getByTestId('expense-total')).toHaveText('$1,000.00')
  await expect(main.getByText('3 expenses', { exact: true })).toBeVisible()
  // The Split badge opens the split with its parts.
  await main.getByRole('link', { name: new RegExp(`^Split: edit the split of ${payee}`) }).first().click()
  const edit = dialog(page, 'Edit split expense')
  await expect(edit.getByLabel('Part 3: amount')).toHaveValue('200.00')
})

test('CSV import with a preview, and a recurring expense', async ({ page }, testInfo) => {
  await loginAs(page, 'landlord')
  const payee = uniqueName('Snow Removal', testInfo.project.name)
  await page.goto('/app/landlord/expenses')
  await page.getByRole('main').getByRole('link', { name: 'Import CSV' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/expenses\/import$/)
  const main = page.getByRole('main')
  const upload = async (text: string) => {
    await main.getByLabel('CSV file').setInputFiles({ name: 'expenses.csv', mimeType: 'text/csv', buffer: Buffer.from(text) })
    await main.getByRole('button', { name: 'Preview import' }).click()
  }
  // A bad row: its row number, column and message; nothing to import.
  await upload(`Date,Amount,Payee,Category\r\n2026-01-05,abc,${payee},Other\r\n`)
  await expect(main.getByRole('row', { name: '2 Amount Please enter a valid number' })).toBeVisible()
  await expect(main.getByRole('button', { name: /^Import \d+ expense/ })).toHaveCount(0)
  await upload(`Date,Amount,Payee,Category\r\n2026-01-05,95,${payee},Other\r\n`)
  await expect(main.getByRole('row', { name: new RegExp(`^2 .*${payee}`) })).toBeVisible()
  await main.getByRole('button', { name: 'Import 1 expense' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/expenses$/)
  await expect(page.getByText('1 expense imported.')).toBeVisible()

  await page.getByRole('main').getByRole('link', { name: 'Recurring expenses' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/expenses\/recurring$/)
  await page.getByRole('main').getByRole('link', { name: 'Add recurring expense' }).first().click()
  const drawer = dialog(page, 'Add recurring expense')
  await drawer.getByLabel('Amount').fill('140')
  await drawer.getByLabel('Frequency').selectOption('monthly')
  await drawer.getByLabel('Start date').fill('2099-03-05')
  await drawer.getByLabel('Or payee name').fill(payee)
  await drawer.getByLabel('Category', { exact: true }).selectOption('maintenance')
  await drawer.getByLabel('Tax category').selectOption('cleaning-maintenance')
  await drawer.getByRole('button', { name: 'Add recurring expense' }).click()
  await expect(page.getByText('Recurring expense added.')).toBeVisible()
  await expect(page.getByRole('main').getByText('Mar 5, 2099').first()).toBeVisible()

  // On a phone each row of the table is a card (ADR 040): the payee, the columns as labelled
  // lines (schedule, next, place, amount, status), the actions; no column headers, nothing wider than the page.
  await page.setViewportSize({ width: 390, height: 844 })
  const card = page.getByRole('main').getByRole('row').filter({ hasText: payee })
  await expect(card).toHaveCount(1)
  await expect(card).toHaveCSS('display', 'flex')
  await expect(card).toContainText('$140.00')
  await expect(card).toContainText('Monthly from Mar 5, 2099')
  await expect(card).toContainText('Portfolio')
  await expect(page.getByRole('main').getByRole('columnheader', { name: 'Schedule' })).toBeHidden()
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(390)
  await expect(card.getByRole('link', { name: new RegExp(`^Edit recurring expense ${payee}`) })).toBeVisible()
})
