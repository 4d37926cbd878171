import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { DEMO_USERS, drawerHydrated, expect, fieldHydrated, holdRequests, latestMailTo, loginAs, test } from './fixtures'

/**
 * Maintenance, the whole flow (JavaScript on and off): the demo tenant reports an emergency
 * with a photo; the landlord assigns it, starts work and comments (one internal, one shared)
 * and makes a vendor link; the vendor, without an account, marks it done; the tenant sees
 * the shared comment only and confirms it fixed; both sides got e-mails.
 */
test.describe.configure({ timeout: 180_000 })

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/**
 * Opens the notification with `pill` that leads to `path` and lands there. The other project's
 * run files its own request on the same demo lease and may open (and so mark read) this one
 * while looking for its own: a read notification is a link on the read list, an unread one a
 * button that marks it read on the way, newest first.
 */
async function openNotification(page: Page, pill: string, path: string) {
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.goto('/app/notifications/read')
    const read = page.getByRole('main').getByRole('listitem').filter({ hasText: pill }).locator(`a[href="${path}"]`)
    if (await read.count()) {
      await read.first().click()
    } else {
      await page.goto('/app/notifications')
      await page.getByRole('main').getByRole('listitem').filter({ hasText: pill }).first().getByRole('button', { name: 'View Request' }).click()
    }
    await page.waitForURL(/\/app\/(landlord|tenant)\/maintenance\/\d+\/?$/)
    if (new URL(page.url()).pathname.replace(/\/$/, '') === path.replace(/\/$/, '')) return
  }
  throw new Error(`No '${pill}' notification leads to ${path}`)
}

test('tenant reports, landlord assigns and comments, vendor marks done, tenant confirms', async ({ page, browser }, testInfo) => {
  const started = new Date()
  const title = `Leak ${randomUUID().slice(0, 6)} ${testInfo.project.name}`

  // The tenant reports with a photo.
  await loginAs(page, 'tenant')
  await page.goto('/app/tenant/maintenance?d=maintenance-request')
  // An empty request's messages are proven on the route (tests/maintenance-pages.test.ts).
  const drawer = page.getByRole('dialog', { name: 'Maintenance request' })
  await expect(drawer).toBeVisible()
  await drawerHydrated(page, testInfo)
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
  // The comment form loads beside hydration (lazyBoundary, ADR 027): type once it is React's.
  await fieldHydrated(vendor.getByLabel('Comment for the landlord and the tenant'), testInfo)
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

  // Both sides were notified: each one's notification leads to the request on its own side.
  await openNotification(landlord, 'New Request', `/app/landlord/maintenance/${requestId}/`)
  await openNotification(page, 'Request Updated', `/app/tenant/maintenance/${requestId}/`)

  // Both sides were told by e-mail.
  await latestMailTo(DEMO_USERS.landlord.email, { subject: /^New Request/, after: started })
  await latestMailTo(DEMO_USERS.tenant.email, { subject: /^Request Updated/, after: started })
  await landlordContext.close()
  await vendorContext.close()
})

/**
 * Closing with a cost and a receipt records the matching expense in the same submit (ADR 028):
 * the landlord records a repair, marks it completed and closes it with $245.50 and a receipt;
 * the request links to its expense, whose drawer holds the receipt and links back; the expenses
 * list, filtered to the payee, shows the amount in dollars and a link to the request.
 */
test('closing with a cost and a receipt records the expense, linked both ways', async ({ page }, testInfo) => {
  const tag = `${randomUUID().slice(0, 6)} ${testInfo.project.name}`
  const title = `Cracked window ${tag}`
  const assignee = `Clear Glass ${tag}`

  // The landlord records the repair on a property (no tenant involved) with a named assignee.
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord/maintenance?d=maintenance-request')
  const drawer = page.getByRole('dialog', { name: 'Maintenance request' })
  const place = drawer.getByLabel('Lease, property or unit')
  const property = await place.locator('option[value^="property:"]').first().getAttribute('value')
  await place.selectOption(property!)
  await drawer.getByLabel('Title').fill(title)
  await drawer.getByLabel('Description').fill('The living room window has a long crack.')
  await drawer.getByLabel('Category').selectOption('structural')
  await drawer.getByLabel('Or assignee name').fill(assignee)
  await drawer.getByRole('button', { name: 'Create request' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/maintenance\/\d+$/)
  const requestId = page.url().split('/').pop()!
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
  const number = /#(\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![1]

  // Completed, then closed with what it cost and its receipt, in one submit.
  await page.getByRole('button', { name: 'Mark completed' }).click()
  const close = page.getByRole('region', { name: 'Close with a cost' })
  await expect(close).toBeVisible()
  await close.getByLabel('Cost').fill('245.50')
  await close.getByLabel('Receipt').setInputFiles({ name: 'glass-receipt.png', mimeType: 'image/png', buffer: PNG })
  await close.getByRole('button', { name: 'Close request' }).click()
  await expect(page.getByText('Request closed.')).toBeVisible()
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('$245.50 · receipt attached')).toBeVisible()

  // The request leads to its expense: the drawer shows the amount in dollars, the payee, the receipt, and links back.
  await page.getByRole('link', { name: 'Expense recorded' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/expenses\?d=expense-edit&target=\d+$/)
  const edit = page.getByRole('dialog', { name: 'Edit expense' })
  await expect(edit.getByLabel('Amount')).toHaveValue('245.50')
  await expect(edit.getByLabel('Or payee name')).toHaveValue(assignee)
  await expect(edit.getByLabel('Category', { exact: true })).toHaveValue('repair')
  await expect(edit.getByLabel('Tax category')).toHaveValue('repairs')
  await expect(edit.getByRole('link', { name: 'glass-receipt.png' })).toBeVisible()
  await expect(edit.getByRole('link', { name: `Maintenance request #${number}` })).toHaveAttribute('href', `/app/landlord/maintenance/${requestId}`)

  // The expenses list, filtered to the payee: one repair of $245.50 whose link goes back to the request.
  await page.goto(`/app/landlord/expenses?payee=${encodeURIComponent(assignee)}`)
  const main = page.getByRole('main')
  await expect(main.getByTestId('expense-total')).toHaveText('$245.50')
  await expect(main.getByText('1 expense', { exact: true })).toBeVisible()
  const row = main.getByRole('row').filter({ hasText: assignee })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell', { name: '$245.50', exact: true })).toBeVisible()
  await expect(row.getByText(`Maintenance request #${number}: ${title}`)).toBeVisible()
  await row.getByRole('link', { name: 'Maintenance request', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/app/landlord/maintenance/${requestId}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title)

  // The property's Maintenance tab exports its requests as the tab filters them (a plain link: no JavaScript needed).
  const propertyId = property!.split(':')[1]
  await page.goto(`/app/landlord/properties/${propertyId}/maintenance?assignee=${encodeURIComponent(assignee)}`)
  await expect(page.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible()
  const href = await page.getByRole('main').getByRole('link', { name: 'Export CSV' }).getAttribute('href')
  expect(href).toContain(`/app/landlord/properties/${propertyId}/maintenance/export.csv?assignee=`)
  const csv = await page.request.get(href!)
  expect(csv.headers()['content-type']).toContain('text/csv')
  const lines = (await csv.text()).trim().split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`${number},${title},closed,normal,structural,`)
})

/**
 * The request page's forms that validate in the browser (comment, files, assignment, close) are a
 * chunk of their own, loaded beside the page's scripts (ADR 027): the server's form posts before it
 * arrives; once it has, an empty comment is refused in the browser, without a post.
 */
test("the request page's forms post before their chunk arrives, and validate in the browser once it has", async ({ page }, testInfo) => {
  const jsOn = testInfo.project.use.javaScriptEnabled !== false
  const comment = `Parts ordered ${randomUUID().slice(0, 6)} ${testInfo.project.name}`
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord/maintenance')
  const hrefs = await page.getByRole('main').locator('a[href^="/app/landlord/maintenance/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const request = hrefs.find((candidate) => /^\/app\/landlord\/maintenance\/\d+\/?$/.test(candidate))
  const comments = `${request!.replace(/\/$/, '')}/comments`
  const requested: string[] = []
  page.on('request', (request) => {
    if (/\/maintenance-request-forms-[^/]*\.js$/.test(request.url())) requested.push(request.url())
  })
  const release = await holdRequests(page, '**/assets/maintenance-request-forms-*.js')

  await page.goto(comments)
  if (jsOn) await expect.poll(() => requested.length).toBeGreaterThan(0)
  await page.getByRole('textbox', { name: 'Comment' }).fill(comment)
  await page.getByRole('button', { name: 'Post comment' }).click()
  await expect(page.getByText('Comment posted.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Comments and status changes' }).getByText(comment)).toBeVisible()
  release()
  if (!jsOn) return

  await page.goto(comments)
  await fieldHydrated(page.getByRole('textbox', { name: 'Comment' }), testInfo)
  const posts: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(sent.url())
  })
  await page.getByRole('button', { name: 'Post comment' }).click()
  await expect(page.getByText('Comment is required')).toBeVisible()
  expect(posts).toEqual([])
})
