import type { Page } from '@playwright/test'
import { drawerHydrated, expect, loginAs, test } from './fixtures'
import { dialog, fillAddress, uniqueName } from './portfolio-helpers'

/**
 * The unit page: a landlord adds a property, opens its unit, fills the
 * Information and Marketing drawers and uploads the unit's picture; the overview and the
 * header show what was saved. Runs with JavaScript on and off. A negative rent refused next to
 * its field is proven on the route (tests/listings.test.ts).
 */
test.describe.configure({ timeout: 90_000 })

/** A 1×1 PNG: the smallest picture the upload accepts. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

/** A card of the unit overview: a <section> named by its heading. */
const overviewCard = (page: Page, title: string) => page.getByRole('main').getByRole('region', { name: title, exact: true })

test('a landlord fills a unit’s information and marketing and uploads its picture', async ({ page }, testInfo) => {
  const nickname = uniqueName('Lamar fourplex', testInfo.project.name)
  await loginAs(page, 'landlord')
  const main = page.getByRole('main')

  // A property with one unit, through the Add property drawer of the list.
  await page.goto('/app/landlord')
  await main.getByRole('link', { name: 'Add property' }).first().click()
  const addProperty = dialog(page, 'Add property')
  await addProperty.getByLabel('Nickname').fill(nickname)
  await addProperty.getByLabel('Property type').selectOption('multi-family')
  await fillAddress(addProperty, { line1: '1800 S Lamar Blvd', city: 'Austin', state: 'TX', postalCode: '78704' })
  await addProperty.getByLabel('Unit names').fill('Unit 101')
  await addProperty.getByRole('button', { name: 'Add property' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/properties\/\d+$/)

  // Its unit.
  await main.getByRole('link', { name: 'Unit 101', exact: true }).first().click()
  await expect(page).toHaveURL(/\/app\/landlord\/properties\/\d+\/units\/\d+$/)
  const unitPath = new URL(page.url()).pathname
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unit 101')
  await expect(overviewCard(page, 'Information')).toContainText('Not set')
  await expect(overviewCard(page, 'Marketing').getByText('Draft', { exact: true })).toBeVisible()

  // Information drawer.
  await overviewCard(page, 'Information').getByRole('link', { name: 'Edit information', exact: true }).click()
  const information = dialog(page, 'Unit information')
  await information.getByLabel('Bedrooms').fill('3')
  await information.getByLabel('Bathrooms').fill('1.5')
  await information.getByLabel('Square feet').fill('1240')
  await information.getByLabel('Floor').fill('Ground')
  await information.getByLabel('Parking spaces').fill('2')
  await information.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL((url) => url.pathname === unitPath && !url.searchParams.has('d'))
  const informationCard = overviewCard(page, 'Information')
  await expect(informationCard).toContainText(/Bedrooms\s*3/)
  await expect(informationCard).toContainText(/Bathrooms\s*1\.5/)
  await expect(informationCard).toContainText(/Square feet\s*1,240/)
  await expect(informationCard).toContainText(/Floor\s*Ground/)
  await expect(informationCard).toContainText(/Parking spaces\s*2/)

  // Marketing drawer: $1,500 is saved.
  await overviewCard(page, 'Marketing').getByRole('link', { name: 'Edit marketing', exact: true }).click()
  const marketing = dialog(page, 'Marketing')
  await expect(marketing).toBeVisible()
  await drawerHydrated(page, testInfo)
  await marketing.getByLabel('Title').fill(`${nickname}: bright corner unit`)
  await marketing.getByLabel(/^Rent \(monthly\)/).fill('1,500')
  await marketing.getByLabel('Security deposit').fill('1500')
  await marketing.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const marketingCard = overviewCard(page, 'Marketing')
  await expect(marketingCard.getByText('Draft', { exact: true })).toBeVisible()
  await expect(marketingCard).toContainText(`${nickname}: bright corner unit`)
  await expect(marketingCard).toContainText(/Rent\s*\$1,500\.00/)
  await expect(marketingCard).toContainText(/Security deposit\s*\$1,500\.00/)

  // The unit's picture, from the header's image link.
  await main.getByRole('link', { name: 'Add unit image' }).click()
  const imageDrawer = dialog(page, 'Unit image')
  await imageDrawer.getByLabel('Image', { exact: true }).setInputFiles({ name: 'unit-101.png', mimeType: 'image/png', buffer: TINY_PNG })
  await imageDrawer.getByLabel('Alt text').fill('Unit 101 living room')
  await imageDrawer.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const thumbnail = main.getByRole('link', { name: 'Change unit image' }).getByRole('img', { name: 'Unit 101 living room' })
  await expect(thumbnail).toBeVisible()
  const src = await thumbnail.getAttribute('src')
  expect(src).toMatch(/^\/app\/assets\/images\/[^/]+\.png$/)
  // The picture is served to its owner (the browser's session).
  const picture = await page.request.get(src!)
  expect(picture.status()).toBe(200)
  expect(picture.headers()['content-type']).toContain('image/png')

  // Everything is still there on a fresh load of the page.
  await page.goto(unitPath)
  await expect(overviewCard(page, 'Information')).toContainText(/Bathrooms\s*1\.5/)
  await expect(overviewCard(page, 'Marketing')).toContainText(/Rent\s*\$1,500\.00/)
  await expect(main.getByRole('img', { name: 'Unit 101 living room' })).toHaveAttribute('src', src!)
})
