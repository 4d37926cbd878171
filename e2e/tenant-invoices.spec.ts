import type { APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS, expect, fieldHydrated, loginAs, test } from './fixtures'

/**
 * The tenant's side (JavaScript on and off): the demo landlord (whose operating
 * account takes Zelle) bills the demo tenant's lease through the REST API; the tenant signs
 * in, sees what is due on the leases list, opens the lease, opens the invoice, sees the
 * landlord's Zelle handle and the amount, marks it sent and sees it waiting for the
 * landlord to confirm.
 */
test.describe.configure({ timeout: 120_000 })

const ZELLE_HANDLE = 'payments@danarentals.example'

async function apiLogin(request: APIRequestContext, email: string) {
  const login = await request.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } })
  expect(login.ok(), await login.text()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** An invoice of the demo tenant's lease, made by the demo landlord through the REST API (as the one-time payment drawer does). */
async function billDemoTenant(request: APIRequestContext, description: string, amount: number) {
  const tenant = await apiLogin(request, DEMO_USERS.tenant.email)
  const leases = await request.get('/api/leases', { headers: tenant, params: { depth: '0', limit: '1', sort: '-startDate' } })
  const lease = (await leases.json()).docs[0]
  expect(lease, 'the demo tenant holds a lease').toBeTruthy()
  const landlord = await apiLogin(request, DEMO_USERS.landlord.email)
  const created = await request.post('/api/invoices', {
    headers: landlord,
    data: {
      lease: lease.id,
      dueDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      category: 'fee',
      paymentMethods: ['zelle', 'check'],
      items: [{ name: 'Parking', description, amount, quantity: 1 }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { invoiceId: (await created.json()).doc.id as number, leaseId: lease.id as number }
}

test('a tenant opens an invoice from the lease, sees the Zelle handle and amount, and marks it sent', async ({ page, request }, testInfo) => {
  const description = `Parking ${testInfo.project.name} ${Date.now().toString(36)}`
  const { invoiceId, leaseId } = await billDemoTenant(request, description, 12_345)
  const main = page.getByRole('main')

  await loginAs(page, 'tenant')
  await page.goto('/app/tenant/leases')
  const leaseCard = main.locator(`a[href="/app/tenant/leases/${leaseId}"]`)
  await expect(leaseCard).toContainText('Amount due:')
  await leaseCard.click()
  await expect(page).toHaveURL(new RegExp(`/app/tenant/leases/${leaseId}$`))

  // The lease page lists the invoice among the open ones, with what is due.
  const invoices = main.getByRole('region', { name: 'Invoices' })
  const invoiceLink = invoices.getByRole('list', { name: 'Open invoices' }).getByRole('link', { name: new RegExp(`${description}.*Invoice #${invoiceId} · Due.*\\$123\\.45`) })
  await expect(invoiceLink).toBeVisible()
  // A click while the page hydrates can be lost (ADR 027, "a click during hydration").
  await fieldHydrated(invoiceLink, testInfo)
  await invoiceLink.click()
  await expect(page).toHaveURL(new RegExp(`/app/tenant/invoices/${invoiceId}$`))

  await expect(page.getByRole('heading', { level: 1, name: `Invoice #${invoiceId}` })).toBeVisible()
  await expect(page.getByTestId('invoice-amount-due')).toHaveText('$123.45')
  const pay = main.getByRole('region', { name: 'Pay $123.45' })
  await expect(pay).toContainText('Send $123.45 one of these ways')
  await expect(pay.getByTestId('handle-zelle')).toHaveText(ZELLE_HANDLE)
  await expect(pay).toContainText('PO Box 1200')
  await expect(main).toContainText(description)

  await pay.getByRole('radio', { name: /Zelle/ }).check()
  await pay.getByLabel(/Note/).fill('Sent from my bank app')
  // With JavaScript the form is a fetcher: the page is not reloaded (a marker on window survives).
  const jsOn = testInfo.project.name === 'js-on'
  if (jsOn) await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))
  await pay.getByRole('button', { name: 'Mark as sent' }).click()

  await expect(page.getByText('Payment marked sent — waiting for your landlord to confirm')).toBeVisible()
  await expect(page.getByText('Payment marked sent', { exact: true })).toBeVisible()
  if (jsOn) expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true)
  await expect(page).toHaveURL(new RegExp(`/app/tenant/invoices/${invoiceId}$`))
  await expect(main.getByRole('region', { name: /^Pay / })).toHaveCount(0)
  const payments = main.getByRole('region', { name: 'Payments' })
  await expect(payments).toContainText('Zelle')
  await expect(payments).toContainText('Pending')
  await expect(payments).toContainText('Sent from my bank app')

  // The notification's destination (a trailing slash) opens the same page.
  await page.goto(`/app/tenant/invoices/${invoiceId}/`)
  await expect(page.getByRole('heading', { level: 1, name: `Invoice #${invoiceId}` })).toBeVisible()
  await expect(page.getByText('Payment marked sent — waiting for your landlord to confirm')).toBeVisible()
})

test('another invoice id is the not-found page, and /app/tenant/invoices leads to the leases', async ({ page }) => {
  await loginAs(page, 'tenant')
  const response = await page.goto('/app/tenant/invoices/999999')
  expect(response?.status()).toBe(404)
  await page.goto('/app/tenant/invoices')
  await expect(page).toHaveURL(/\/app\/tenant\/leases(\/\d+)?(\?|$)/)
})

test('on a phone, Mark as sent is in the first screen, each way to pay is listed once, and the controls are 44 px (ADR 035)', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { invoiceId } = await billDemoTenant(request, `Phone ${testInfo.project.name} ${Date.now().toString(36)}`, 5_000)
  await loginAs(page, 'tenant')
  await page.goto(`/app/tenant/invoices/${invoiceId}`)
  const main = page.getByRole('main')
  const markSent = main.getByRole('button', { name: 'Mark as sent' })
  await expect(markSent).toBeVisible()
  const box = await markSent.boundingBox()
  expect(box!.y + box!.height).toBeLessThanOrEqual(844)
  // Zelle (with its handle) and Check (with the address) once each, not again under Details.
  await expect(main.getByText('Zelle', { exact: true })).toHaveCount(1)
  await expect(main.getByText('PO Box 1200')).toHaveCount(1)
  await expect(main.getByText('Payment methods', { exact: true })).toHaveCount(0)
  // Tap targets: every button, text field and the radio cards are at least 44 px high.
  const heights = await main.locator('button, input:not([type=hidden]):not([type=radio]), select, textarea, label:has(input[type=radio])').evaluateAll((elements) =>
    elements.filter((element) => (element as HTMLElement).offsetParent !== null).map((element) => [element.outerHTML.slice(0, 80), element.getBoundingClientRect().height] as const),
  )
  expect(heights.length).toBeGreaterThan(2)
  for (const [what, height] of heights) expect(height, what).toBeGreaterThanOrEqual(44)
})
