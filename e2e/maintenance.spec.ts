import { randomUUID } from 'node:crypto'
import { DEMO_USERS, expect, latestMailTo, loginAs, test } from './fixtures'

/**
 * Maintenance, the whole flow (JavaScript on and off): the demo tenant reports an emergency
 * with a photo; the landlord assigns it, starts work and comments (one internal, one shared)
 * and makes a vendor link; the vendor, without an account, marks it done; the tenant sees
 * the shared comment only and confirms it fixed; both sides got e-mails.
 */
test.describe.configure({ timeout: 180_000 })

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

test('tenant reports, landlord assigns and comments, vendor marks done, tenant confirms', async ({ page, browser }, testInfo) => {
  const started = new Date()
  const title = `Leak ${randomUUID().slice(0, 6)} ${testInfo.project.name}`

  // The tenant reports with a photo.
  await loginAs(page, 'tenant')
  await page.goto('/app/tenant/maintenance?d=maintenance-request')
  const drawer = page.getByRole('dialog', { name: 'Maintenance request' })
  await drawer.getByRole('button', { name: 'Send request' }).click()
  await expect(drawer.getByText('Title is required')).toBeVisible()
  await drawer.getByLabel('Title').fill(title)
  await drawer.getByLabel('Description').fill('Water drips from the bathroom ceiling.')
  await drawer.getByLabel('Category').selectOption('plumbing')
  await drawer.getByLabel('Priority').selectOption('emergency')
  await drawer.getByLabel('Permission to enter when I am not home').check()
  await drawer.getByLabel('Photos or PDFs').setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: PNG })
  await drawer.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/app\/tenant\/maintenance\/\d+$/)
  const requestId = page.url().split('/').pop()!
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
  await expect(page.getByRole('alert').filter({ hasText: 'call your landlord now' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'leak.png' })).toBeVisible()

  // The landlord assigns, starts work, comments internal and shared, and makes a vendor link.
  const landlordContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }, javaScriptEnabled: testInfo.project.name !== 'js-off' })
  const landlord = await landlordContext.newPage()
  await loginAs(landlord, 'landlord')
  await landlord.goto('/app/landlord/maintenance?priority=emergency')
  await landlord.getByRole('link', { name: new RegExp(title) }).first().click()
  await expect(landlord).toHaveURL(new RegExp(`/app/landlord/maintenance/${requestId}$`))
  await landlord.getByLabel('Or assignee name').fill('E2E Plumbing')
  await landlord.getByRole('button', { name: 'Save assignment' }).click()
  await expect(landlord.getByText('Request updated.')).toBeVisible()
  await landlord.getByRole('button', { name: 'Start work' }).click()
  await expect(landlord.getByText('In progress', { exact: true }).first()).toBeVisible()
  await landlord.getByRole('link', { name: /Comments/ }).click()
  await landlord.getByRole('textbox', { name: 'Comment' }).fill('Check the warranty before paying.')
  await landlord.getByLabel('Internal: only you and your team').check()
  await landlord.getByRole('button', { name: 'Post comment' }).click()
  await expect(landlord.getByText('Internal note added.')).toBeVisible()
  await landlord.getByRole('textbox', { name: 'Comment' }).fill('A plumber comes tomorrow morning.')
  await landlord.getByRole('button', { name: 'Post comment' }).click()
  await expect(landlord.getByText('Comment posted.')).toBeVisible()
  await landlord.goto(`/app/landlord/maintenance/${requestId}`)
  await landlord.getByRole('button', { name: 'Create vendor link' }).click()
  const vendorLink = await landlord.getByRole('link', { name: /\/app\/vendor\/maintenance\// }).getAttribute('href')
  expect(vendorLink).toBeTruthy()

  // The vendor, without an account, marks it done.
  const vendorContext = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== 'js-off' })
  const vendor = await vendorContext.newPage()
  await vendor.goto(vendorLink!)
  await expect(vendor.getByRole('heading', { level: 1 })).toContainText(title)
  await expect(vendor.getByText('warranty')).toHaveCount(0)
  await vendor.getByLabel('Comment for the landlord and the tenant').fill('Replaced the seal.')
  await vendor.getByRole('button', { name: 'Mark done' }).click()
  await expect(vendor.getByText('Completed', { exact: true }).first()).toBeVisible()
  await expect(vendor.getByText('Replaced the seal.')).toBeVisible()

  // The tenant sees the shared thread only, then confirms the fix.
  await page.goto(`/app/tenant/maintenance/${requestId}/comments`)
  await expect(page.getByText('A plumber comes tomorrow morning.')).toBeVisible()
  await expect(page.getByText('Replaced the seal.')).toBeVisible()
  await expect(page.getByText('warranty')).toHaveCount(0)
  await page.goto(`/app/tenant/maintenance/${requestId}`)
  await page.getByRole('button', { name: 'Confirm fixed' }).click()
  await expect(page.getByText('Thanks for confirming the fix.')).toBeVisible()
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible()

  // Both sides were told by e-mail.
  await latestMailTo(DEMO_USERS.landlord.email, { subject: /^New Request/, after: started })
  await latestMailTo(DEMO_USERS.tenant.email, { subject: /^Request Updated/, after: started })
  await landlordContext.close()
  await vendorContext.close()
})
