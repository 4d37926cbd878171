import type { Page } from '@playwright/test'
import { drawerHydrated, expect, holdRequests, loginAs, test } from './fixtures'
import { dialog, fillAddress, moreAction, uniqueName } from './portfolio-helpers'

/**
 * The portfolio: a landlord builds a property with two units and a lease, edits
 * the lease, changes its status, adds notes and archives the property. Runs with JavaScript
 * on and off. Bad input (messages next to the fields, nothing saved) is proven by the route
 * tests (tests/properties-pages.test.ts, tests/lease-pages.test.ts) and e2e/a11y.spec.ts.
 */
// Every page it reaches is also audited with axe (e2e/fixtures.ts).
test.describe.configure({ timeout: 150_000 })

const sectionTabs = (page: Page, label: string) => page.getByRole('navigation', { name: label })

/** The list's table rows that show this text (the desktop viewport shows the table). */
const propertyRows = (page: Page, text: string) => page.getByRole('main').getByRole('row').filter({ hasText: text })

test('a landlord builds a property with two units and a lease, edits it, changes its status, adds notes and archives the property', async ({ page }, testInfo) => {
  const nickname = uniqueName('Congress duplex', testInfo.project.name)
  await loginAs(page, 'landlord')

  // Property with two units.
  await page.goto('/app/landlord')
  await page.getByRole('main').getByRole('link', { name: 'Add property' }).first().click()
  const addProperty = dialog(page, 'Add property')
  await addProperty.getByLabel('Nickname').fill(nickname)
  await addProperty.getByLabel('Property type').selectOption('duplex')
  await fillAddress(addProperty, { line1: '400 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701-4052' })
  await addProperty.getByLabel('Unit names').fill('Unit A\nUnit B')
  await addProperty.getByRole('button', { name: 'Add property' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/properties\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('400 Congress Ave')
  const main = page.getByRole('main')
  const unitA = main.getByRole('link', { name: 'Unit A', exact: true }).first()
  await expect(unitA).toBeVisible()
  await expect(main.getByRole('link', { name: 'Unit B', exact: true }).first()).toBeVisible()
  const propertyPath = new URL(page.url()).pathname
  const unitId = (await unitA.getAttribute('href'))?.match(/units\/(\d+)/)?.[1]
  expect(unitId).toBeTruthy()

  // A lease on Unit A.
  await page.goto(`/app/landlord/leases?d=lease-add&unit=${unitId}`)
  const addLease = dialog(page, 'Add lease')
  await addLease.getByLabel('Unit').first().selectOption(String(unitId))
  await addLease.getByLabel('Start date').fill('2026-12-01')
  await addLease.getByLabel('End date').fill('2027-11-30')
  await addLease.getByLabel('Monthly rent').fill('1,850')
  await addLease.getByLabel('Security deposit').fill('1850')
  await addLease.getByRole('button', { name: 'Add lease' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/leases\/\d+$/)
  const leasePath = new URL(page.url()).pathname
  await expect(main).toContainText('$1,850.00')
  await expect(main).toContainText('Draft')

  // Edit it (all fields drawer).
  await main.getByRole('link', { name: 'Edit lease' }).click()
  const editLease = dialog(page, 'Edit lease')
  await editLease.getByLabel('Monthly rent').fill('1925.50')
  await editLease.getByLabel('Nickname').fill(`${nickname} lease`)
  await editLease.getByRole('button', { name: 'Save lease' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(main).toContainText('$1,925.50')

  // Change its status.
  await main.getByRole('link', { name: 'Edit status' }).click()
  const editStatus = dialog(page, 'Edit status')
  await editStatus.getByText('Active', { exact: true }).click()
  await editStatus.getByRole('button', { name: 'Save status' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(main.getByText('Active', { exact: true }).first()).toBeVisible()

  // A note on the lease.
  await moreAction(page, 'Add note')
  const leaseNote = `Keys handed over (${testInfo.project.name})`
  await dialog(page, 'Add note').getByLabel('Note').fill(leaseNote)
  await dialog(page, 'Add note').getByRole('button', { name: 'Save note' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goto(`${leasePath}/notes`)
  await expect(main.getByText(leaseNote)).toBeVisible()

  // The lease is listed under Active leases of the property.
  await page.goto(`${propertyPath}/leases`)
  await expect(main.getByRole('link', { name: new RegExp(`${nickname} lease`) }).first()).toBeVisible()

  // A note on the property.
  await page.goto(propertyPath)
  await main.getByRole('link', { name: 'Add note' }).click()
  const propertyNote = `Roof inspected (${testInfo.project.name})`
  await dialog(page, 'Add note').getByLabel('Note').fill(propertyNote)
  await dialog(page, 'Add note').getByRole('button', { name: 'Save note' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await sectionTabs(page, 'Property sections').getByRole('link', { name: 'Notes' }).click()
  await expect(main.getByText(propertyNote)).toBeVisible()

  // Deleting a property with a lease is refused; archiving works.
  await page.goto(propertyPath)
  await moreAction(page, 'Delete')
  await dialog(page, 'Delete property?').getByRole('button', { name: 'Delete' }).click()
  await expect(dialog(page, 'Delete property?').getByRole('alert')).toContainText('This property has leases')
  await page.goto(propertyPath)
  await moreAction(page, 'Archive')
  await dialog(page, 'Archive property?').getByRole('button', { name: 'Archive' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('main').getByText('Archived', { exact: true }).first()).toBeVisible()

  // Archived properties leave the default list and appear under the archived filter.
  await page.goto(`/app/landlord?q=${encodeURIComponent(nickname)}`)
  await expect(propertyRows(page, nickname)).toHaveCount(0)
  await page.goto(`/app/landlord?q=${encodeURIComponent(nickname)}&archived=only`)
  await expect(propertyRows(page, nickname).first()).toBeVisible()
})

test('a drawer open in the URL keeps the field being typed in, and what was typed, when the scripts arrive', async ({ page }, testInfo) => {
  await loginAs(page, 'landlord')
  // On a slow link the page is usable before its scripts have run: hold them back to type first.
  const release = await holdRequests(page, '**/assets/entry.client-*.js')
  await page.goto('/app/landlord?d=property-add')
  const addProperty = dialog(page, 'Add property')
  await addProperty.getByLabel('Nickname').fill('Early bird')
  await addProperty.getByLabel('Street address').fill('12 Early St')
  release()
  await drawerHydrated(page, testInfo)
  await expect(addProperty.getByLabel('Street address')).toBeFocused()
  await page.keyboard.type(', rear')
  await expect(addProperty.getByLabel('Street address')).toHaveValue('12 Early St, rear')
  await expect(addProperty.getByLabel('Nickname')).toHaveValue('Early bird')
})

test('a lease page’s drawer works before its chunk has arrived, open in the URL or opened in the page', async ({ page }, testInfo) => {
  const jsOn = testInfo.project.use.javaScriptEnabled !== false
  const note = uniqueName('Early note', testInfo.project.name)
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord/leases')
  const hrefs = await page.getByRole('main').locator('a[href^="/app/landlord/leases/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const lease = hrefs.find((href) => /^\/app\/landlord\/leases\/\d+$/.test(href))!
  // The add-note drawer's form (conform, zod) is a chunk of its own, loaded when it opens (ADR 027): hold it back.
  const requested: string[] = []
  page.on('request', (request) => {
    if (/\/note-add-drawer-[^/]*\.js$/.test(request.url())) requested.push(request.url())
  })
  const release = await holdRequests(page, '**/assets/note-add-drawer-*.js')

  // Open in the URL: the server's drawer, complete, posts natively while its chunk is on its way.
  await page.goto(`${lease}/notes?d=note-add`)
  const add = dialog(page, 'Add note')
  await add.getByLabel('Note').fill(note)
  if (jsOn) await expect.poll(() => requested.length).toBeGreaterThan(0)
  await add.getByRole('button', { name: 'Save note' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goto(`${lease}/notes`)
  await expect(page.getByRole('main').getByText(note)).toBeVisible()
  release()
  if (!jsOn) return

  // Opened in the hydrated page while the chunk is held: it appears once the chunk is there, then validates and saves.
  const releaseAgain = await holdRequests(page, '**/assets/note-add-drawer-*.js')
  await page.goto(`${lease}/notes`)
  const before = requested.length
  await page.getByRole('main').getByRole('link', { name: /Add note/ }).first().click()
  await expect(page).toHaveURL(/d=note-add/)
  await expect.poll(() => requested.length).toBeGreaterThan(before)
  releaseAgain()
  await drawerHydrated(page, testInfo)
  await add.getByRole('button', { name: 'Save note' }).click()
  await expect(add.getByText('Write a note first.')).toBeVisible()
  await add.getByLabel('Note').fill(`${note} 2`)
  await add.getByRole('button', { name: 'Save note' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('main').getByText(`${note} 2`)).toBeVisible()
})
