import { DEMO_USERS, expect, fieldHydrated, latestMailTo, loginAs, mailLink, readOutbox, test } from './fixtures'

/**
 * Condition reports, the whole flow (JavaScript on and off): the landlord starts a move-in on
 * the demo tenant's lease, rates a room and requests it from the tenants; the tenant (from the
 * e-mail's link) adds a note and a photo to a room and signs; the lease's other tenant, who has
 * no account, does the same through the signing link the landlord makes; the report completes
 * and locks, and its PDF downloads with the hash shown on the page.
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
  // This report's mail: the js-on and js-off runs request reports on the same demo lease at once.
  await latestMailTo(DEMO_USERS.tenant.email, { subject: /Action Required/, after: started })
  await expect.poll(async () => (await readOutbox()).some((mail) => mail.to.includes(DEMO_USERS.tenant.email) && mail.links.some((href) => href.includes(`/condition-reports/${reportId}`)))).toBe(true)
  const mail = (await readOutbox()).find((candidate) => candidate.to.includes(DEMO_USERS.tenant.email) && candidate.links.some((href) => href.includes(`/condition-reports/${reportId}`)))!
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
  await expect(page.getByText(/— signed as/).first()).toBeVisible()

  // The lease's other tenant has no account: the request e-mailed it a signing link; the landlord
  // sends a new one (the first stops working), and that tenant notes an item with a photo and signs
  // through it, without an account; then the report completes.
  const signingMail = async (after: Date) => {
    const sign = `/app/condition-reports/sign/${reportId}.`
    await expect.poll(async () => (await readOutbox()).some((mail) => mail.to.includes('owen.brooks@example.com') && new Date(mail.sentAt) >= after && mail.links.some((href) => href.includes(sign)))).toBe(true)
    return mailLink((await readOutbox()).find((mail) => mail.to.includes('owen.brooks@example.com') && new Date(mail.sentAt) >= after && mail.links.some((href) => href.includes(sign)))!, sign)
  }
  const firstLink = await signingMail(started)
  await landlord.goto(`/app/landlord/condition-reports/${reportId}`)
  const other = landlord.getByRole('listitem').filter({ hasText: '(no account)' })
  await expect(other.getByText(/Signing link e-mailed on/)).toBeVisible()
  const resent = new Date()
  await other.getByRole('button', { name: 'Resend by e-mail' }).click()
  const signingUrl = await signingMail(resent)
  expect(signingUrl).not.toBe(firstLink)
  const guestContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }, javaScriptEnabled: testInfo.project.name !== 'js-off' })
  const guest = await guestContext.newPage()
  await guest.goto(new URL(signingUrl).pathname)
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Move-in condition report')
  await guest.getByRole('link', { name: /Kitchen/ }).click()
  const guestWalls = guest.locator('[id="kitchen.walls"]')
  await expect(guestWalls.getByText('Landlord: Freshly painted')).toBeVisible()
  await guestWalls.getByLabel('Your notes').fill('Scuff behind the door')
  await guestWalls.getByLabel(/Add a photo/).setInputFiles({ name: 'scuff.png', mimeType: 'image/png', buffer: PNG })
  await guestWalls.getByRole('button', { name: 'Save Walls' }).click()
  // The tenant's photo from its account and this one.
  await expect(guest.locator('[id="kitchen.walls"]').getByText('2 photos', { exact: true })).toBeVisible()
  await expect(guest.locator('[id="kitchen.walls"]').getByLabel('Your notes')).toHaveValue('Scuff behind the door')
  await guest.getByLabel('Type your full name').fill('Owen Brooks')
  await guest.getByLabel(/I agree that typing my name/).check()
  await guest.getByRole('button', { name: 'Sign report' }).click()
  await expect(guest.getByText('You have signed this report.')).toBeVisible()
  await guestContext.close()

  await page.goto(`/app/tenant/leases/${leaseId}/condition-reports/${reportId}`)
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

/**
 * The move-out (JavaScript on and off): on an active lease of the landlord's (its own per
 * project, not the demo tenant's, which the deposits spec uses) a held deposit is recorded, a move-in is rated and completed, a
 * move-out started from it rates the kitchen walls worse, and the comparison turns that item into
 * a deduction that lands on the deposit and its return.
 */
test('a move-out compared with the move-in: an item that got worse becomes a deduction on the deposit return', async ({ page }, testInfo) => {
  const linksIn = async (prefix: string, pattern: RegExp) =>
    [...new Set(await page.getByRole('main').locator(`a[href^="${prefix}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))].filter((href) => pattern.test(href))
  // The demo tenant's lease is the other specs' (the move-in above, the deposits spec): not this one.
  await loginAs(page, 'tenant')
  await page.goto('/app/tenant/leases')
  const taken = new Set((await linksIn('/app/tenant/leases/', /^\/app\/tenant\/leases\/\d+$/)).map((href) => href.split('/').pop()))
  await page.context().clearCookies()
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord/leases')
  const leases = (await linksIn('/app/landlord/leases/', /^\/app\/landlord\/leases\/\d+$/)).filter((href) => !taken.has(href.split('/').pop()))
  expect(leases.length, 'the demo landlord has other active leases').toBeGreaterThan(1)
  const lease = leases[leases.length - 1 - (testInfo.project.name === 'js-off' ? 1 : 0)]!
  const main = page.getByRole('main')

  // A held deposit (recorded as received).
  await page.goto(`${lease}/security-deposit`)
  await main.getByRole('link', { name: 'Add security deposit' }).first().click()
  await page.getByRole('dialog', { name: 'Security deposit' }).getByRole('link', { name: /Record deposit/ }).click()
  const record = page.getByRole('dialog', { name: 'Record deposit' })
  await record.getByLabel('Amount').fill('500')
  await record.getByLabel('Received by').selectOption({ label: 'Cash' })
  await record.getByRole('button', { name: 'Record deposit' }).click()
  await expect(main.getByText('Held', { exact: true }).first()).toBeVisible()

  // A move-in with the kitchen walls in good condition, completed by the landlord.
  const startReport = async (type: string, basedOn?: string) => {
    await page.goto(`${lease}/condition-reports`)
    await main.getByRole('link', { name: 'New report' }).first().click()
    const drawer = page.getByRole('dialog', { name: 'New condition report' })
    await drawer.getByLabel('Type').selectOption(type)
    if (basedOn) await drawer.getByLabel(/Start from a completed report/).selectOption(basedOn)
    await drawer.getByRole('button', { name: 'Start report' }).click()
    await expect(page).toHaveURL(/\/app\/landlord\/condition-reports\/\d+$/)
    return page.url().split('/').pop()!
  }
  const rateWalls = async (rating: string) => {
    await main.getByRole('link', { name: /Kitchen/ }).click()
    await page.getByRole('group', { name: 'Walls' }).getByLabel(rating).check()
    await page.getByRole('button', { name: 'Save room' }).click()
    // The radio is checked before the save lands: wait for the save's toast, or the next
    // navigation may cancel the submission (a CI run compared an unsaved move-out).
    await expect(page.getByText('Kitchen saved.')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Walls' }).getByLabel(rating)).toBeChecked()
  }
  const moveIn = await startReport('move-in')
  await rateWalls('Good')
  await page.goto(`/app/landlord/condition-reports/${moveIn}`)
  await main.getByRole('link', { name: 'Complete report' }).click()
  await page.getByRole('dialog', { name: 'Complete this report?' }).getByRole('button', { name: 'Complete report' }).click()
  await expect(main.getByRole('link', { name: 'Download PDF' })).toBeVisible()

  // The move-out from it: the walls are damaged now; the comparison offers the deduction.
  const moveOut = await startReport('move-out', moveIn)
  await rateWalls('Damaged')
  await page.goto(`/app/landlord/condition-reports/${moveOut}`)
  const compared = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kitchen — Walls' }) })
  await expect(compared.getByLabel('Description')).toHaveValue('Kitchen — Walls: good at move-in, damaged at move-out')
  await fieldHydrated(compared.getByLabel('Deduct from the security deposit'), testInfo)
  await compared.getByLabel('Deduct from the security deposit').fill('25')
  await compared.getByRole('button', { name: 'Add deduction' }).click()
  await expect(main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kitchen — Walls' }) }).getByText('Deducted', { exact: true })).toBeVisible()

  // It is on the deposit, and the return starts from it.
  await page.goto(`${lease}/security-deposit`)
  await expect(main.getByText('Kitchen — Walls: good at move-in, damaged at move-out')).toBeVisible()
  await main.getByRole('link', { name: 'Return deposit' }).click()
  const giveBack = page.getByRole('dialog', { name: 'Return deposit' })
  await expect(giveBack.getByLabel('Name')).toHaveValue('Kitchen — Walls')
  await giveBack.getByLabel('Returned by').selectOption({ label: 'Check' })
  await giveBack.getByRole('button', { name: 'Return deposit' }).click()
  const returned = main.getByRole('region', { name: /Security deposit of \$500\.00/ }).first()
  await expect(returned.getByText('$475.00')).toBeVisible()
  await expect(returned.getByRole('link', { name: `From move-out report #${moveOut}` })).toBeVisible()
})
