import { DEMO_USERS, expect, latestMailTo, loginAs, mailLink, test } from './fixtures'

/**
 * Condition reports, the whole flow (JavaScript on and off): the landlord starts a move-in on
 * the demo tenant's lease, rates a room and requests it from the tenants; the tenant (from the
 * e-mail's link) adds a note and a photo to a room and signs; the report completes and locks,
 * and its PDF downloads with the hash shown on the page.
 */
test.describe.configure({ timeout: 300_000 })

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

test('landlord creates and requests a move-in, the tenant fills a room and signs, the report completes with its PDF', async ({ page, browser }, testInfo) => {
  const started = new Date()
  // The tenant's lease (the demo tenant holds one).
  await loginAs(page, 'tenant')
  await page.goto('/app/tenant/leases')
  await page.getByRole('link', { name: /Magnolia/ }).first().click()
  await expect(page).toHaveURL(/\/app\/tenant\/leases\/\d+/)
  const leaseId = /\/leases\/(\d+)/.exec(page.url())![1]

  // The landlord starts a report from the lease's tab (the config drawer) and rates the kitchen.
  const landlordContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }, javaScriptEnabled: testInfo.project.name !== 'js-off' })
  const landlord = await landlordContext.newPage()
  await loginAs(landlord, 'landlord')
  await landlord.goto(`/app/landlord/leases/${leaseId}/condition-reports`)
  await landlord.getByRole('link', { name: 'New report' }).first().click()
  const drawer = landlord.getByRole('dialog', { name: 'New condition report' })
  await drawer.getByLabel('Type').selectOption('move-in')
  await drawer.getByRole('button', { name: 'Start report' }).click()
  await expect(landlord).toHaveURL(/\/app\/landlord\/condition-reports\/\d+$/)
  const reportId = landlord.url().split('/').pop()!
  await expect(landlord.getByRole('heading', { level: 1 })).toHaveText(`Move-in report #${reportId}`)
  await expect(landlord.getByText('Bedroom 3')).toBeVisible()
  await landlord.getByRole('link', { name: /Kitchen/ }).click()
  await expect(landlord.getByRole('heading', { name: 'Kitchen', level: 2 })).toBeVisible()
  const walls = landlord.getByRole('group', { name: 'Walls' })
  await walls.getByLabel('Good').check()
  await walls.getByLabel('Notes').fill('Freshly painted')
  await landlord.getByRole('button', { name: /Save and go to/ }).click()
  // The outcome, not the toast (a toast may be gone by the time a loaded machine looks).
  await expect(landlord).toHaveURL(/\?room=bedroom-1/)
  await expect(landlord.getByRole('heading', { name: 'Bedroom 1', level: 2 })).toBeVisible()
  await landlord.goto(`/app/landlord/condition-reports/${reportId}`)
  await expect(landlord.getByText('1 of 6 items rated')).toBeVisible()
  await landlord.getByRole('link', { name: 'Request from tenants' }).click()
  await landlord.getByRole('dialog', { name: 'Request this report from the tenants?' }).getByRole('button', { name: 'Send to tenants' }).click()
  await expect(landlord.getByText('Waiting for tenants').first()).toBeVisible()

  // The tenant follows the e-mail, adds a note and a photo to the kitchen, and signs.
  const mail = await latestMailTo(DEMO_USERS.tenant.email, { subject: /Action Required/, after: started })
  const link = new URL(mailLink(mail, `/condition-reports/${reportId}`))
  await page.goto(link.pathname)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Move-in report #${reportId}`)
  await page.getByRole('link', { name: /Kitchen/ }).click()
  const tenantWalls = page.getByRole('group', { name: 'Walls' })
  await expect(tenantWalls.getByText('Landlord: Freshly painted')).toBeVisible()
  await tenantWalls.getByLabel('Your notes').fill('Two nail holes by the window')
  await tenantWalls.getByLabel(/Add photos/).setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('button', { name: 'Save room' }).click()
  await expect(page.getByRole('group', { name: 'Walls' }).getByRole('img', { name: 'wall.png' })).toBeVisible()
  await page.goto(`/app/tenant/leases/${leaseId}/condition-reports/${reportId}`)
  await page.getByRole('link', { name: 'Sign report' }).click()
  const sign = page.getByRole('dialog', { name: 'Sign the condition report' })
  await sign.getByLabel('Type your full name').fill('Terry Tenant')
  await sign.getByLabel(/I agree that typing my name/).check()
  await sign.getByRole('button', { name: 'Sign report' }).click()
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible()
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible()

  // Locked: the PDF downloads and its hash is on the page; the landlord sees the same.
  const hash = (await page.getByText(/^PDF SHA-256:/).textContent())!.replace('PDF SHA-256:', '').trim()
  expect(hash).toMatch(/^[0-9a-f]{64}$/)
  const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')
  const pdf = await page.request.get(pdfHref!)
  expect(pdf.status()).toBe(200)
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await landlord.goto(`/app/landlord/condition-reports/${reportId}`)
  await expect(landlord.getByText(hash)).toBeVisible()
  await expect(landlord.getByRole('link', { name: 'Request from tenants' })).toHaveCount(0)
  await landlordContext.close()
})
