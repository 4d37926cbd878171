import type { Page } from '@playwright/test'
import { drawerHydrated, expect, holdRequests, loginAs, test } from './fixtures'
import { dialog, uniqueName } from './portfolio-helpers'

/**
 * People (landlord side): a landlord adds a vendor with a custom field, finds it
 * under Vendors, opens it, edits it (a bad custom e-mail is refused next to its field,
 * a new field is added, one is removed) and deletes it; the add drawer works before its chunk (ADR 027)
 * has arrived. Runs with JavaScript on and off.
 */
test.describe.configure({ timeout: 90_000 })

const main = (page: Page) => page.getByRole('main')
const customField = (page: Page, dialogName: string, legend: string) => dialog(page, dialogName).getByRole('group', { name: legend, exact: true })

test('a landlord adds a vendor with a custom field, finds it under Vendors, edits it and deletes it', async ({ page }, testInfo) => {
  const lastName = uniqueName('Plumber', testInfo.project.name).replace(/\s+/g, '-')
  const name = `Pat ${lastName}`
  await loginAs(page, 'landlord')

  // The people index is the tenants list; its tabs lead to the other lists.
  await page.goto('/app/landlord/people')
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible()
  await page.getByRole('navigation', { name: 'People lists' }).getByRole('link', { name: 'Vendors' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/people\/vendors$/)

  // Add a vendor with a custom field.
  await main(page).getByRole('link', { name: 'Add vendor' }).first().click()
  const add = dialog(page, 'Add vendor')
  await expect(add.getByLabel('Type', { exact: true }).first()).toHaveValue('vendor')
  await add.getByLabel('First name').fill('Pat')
  await add.getByLabel('Last name').fill(lastName)
  await add.getByLabel('Email').first().fill('pat@pipes.example.com')
  await add.getByLabel('Phone').fill('(512) 555-0100')
  await add.getByLabel('Company name').fill('Pipes Ltd')
  const newField = customField(page, 'Add vendor', 'New custom field')
  await newField.getByLabel('Label').fill('Website')
  await newField.getByLabel('Type').selectOption('url')
  await newField.getByLabel('Value').fill('pipes.example.com')
  await add.getByRole('button', { name: 'Add vendor' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/app\/landlord\/people\/vendors$/)

  // It is listed under Vendors (and not under Tenants).
  await page.goto(`/app/landlord/people/vendors?q=${encodeURIComponent(lastName)}`)
  const link = main(page).getByRole('link', { name, exact: true })
  await expect(link).toBeVisible()
  await page.goto(`/app/landlord/people?q=${encodeURIComponent(lastName)}`)
  await expect(main(page).getByText(`No tenants match “${lastName}”.`)).toBeVisible()

  // Open it.
  await page.goto(`/app/landlord/people/vendors?q=${encodeURIComponent(lastName)}`)
  await main(page).getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/people\/vendors\/\d+$/)
  const personPath = new URL(page.url()).pathname
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(main(page).getByText('Pipes Ltd').first()).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'pipes.example.com', exact: true })).toHaveAttribute('href', 'https://pipes.example.com')
  await expect(page.getByRole('navigation', { name: 'Person sections' }).getByRole('link', { name: 'Files' })).toBeVisible()

  // Edit it: a bad custom e-mail is refused next to its field, and nothing is saved.
  await main(page).getByRole('link', { name: 'Edit', exact: true }).click()
  const edit = () => dialog(page, 'Edit vendor')
  await edit().getByLabel('Company name').fill('Pipes & Drains')
  const added = () => customField(page, 'Edit vendor', 'New custom field')
  await added().getByLabel('Label').fill('Billing e-mail')
  await added().getByLabel('Type').selectOption('email')
  await added().getByLabel('Value').fill('billing@')
  await edit().getByRole('button', { name: 'Save changes' }).click()
  await expect(added().getByText('Please enter a valid email address')).toBeVisible()
  await expect(added().getByLabel('Value')).toHaveAttribute('aria-invalid', 'true')
  await expect(edit().getByLabel('Company name')).toHaveValue('Pipes & Drains')

  // Fixed, with the Website field removed.
  await added().getByLabel('Value').fill('billing@pipes.example.com')
  await customField(page, 'Edit vendor', 'Website').getByLabel('Remove Website').check()
  await edit().getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(personPath)
  await expect(main(page).getByText('Pipes & Drains').first()).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'billing@pipes.example.com', exact: true })).toBeVisible()
  await expect(main(page).getByText('Website', { exact: true })).toHaveCount(0)

  // The Files tab is an honest empty state.
  await page.getByRole('navigation', { name: 'Person sections' }).getByRole('link', { name: 'Files' }).click()
  await expect(main(page).getByRole('heading', { name: 'Files' })).toBeVisible()

  // Delete it (to the trash): back on Vendors, where it is gone.
  await main(page).getByRole('link', { name: 'Delete', exact: true }).click()
  await dialog(page, 'Delete vendor?').getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/people\/vendors$/)
  await page.goto(`/app/landlord/people/vendors?q=${encodeURIComponent(lastName)}`)
  await expect(main(page).getByText(`No vendors match “${lastName}”.`)).toBeVisible()
  const gone = await page.goto(personPath)
  expect(gone?.status()).toBe(404)
})

test('the add drawer works before its chunk has arrived, open in the URL or opened in the page', async ({ page }, testInfo) => {
  const jsOn = testInfo.project.use.javaScriptEnabled !== false
  const lastName = uniqueName('Early', testInfo.project.name).replace(/\s+/g, '-')
  await loginAs(page, 'landlord')
  // The drawer's form (conform, zod) is a chunk of its own, loaded when the drawer opens: hold it back.
  const requested: string[] = []
  page.on('request', (request) => {
    if (/\/person-form-[^/]*\.js$/.test(request.url())) requested.push(request.url())
  })
  const release = await holdRequests(page, '**/assets/person-form-*.js')

  // Open in the URL: the server's drawer, complete, posts natively while its chunk is on its way.
  await page.goto('/app/landlord/people/contacts?d=person-add')
  const add = dialog(page, 'Add contact')
  await add.getByLabel('First name').fill('Early')
  await add.getByLabel('Last name').fill(lastName)
  if (jsOn) await expect.poll(() => requested.length).toBeGreaterThan(0)
  await add.getByRole('button', { name: 'Add contact' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goto(`/app/landlord/people/contacts?q=${encodeURIComponent(lastName)}`)
  await expect(main(page).getByRole('link', { name: `Early ${lastName}`, exact: true })).toBeVisible()
  release()
  if (!jsOn) return

  // Opened in the hydrated page while the chunk is held: it appears once the chunk is there, then validates and saves.
  const releaseAgain = await holdRequests(page, '**/assets/person-form-*.js')
  await page.goto('/app/landlord/people/contacts')
  const before = requested.length
  await main(page).getByRole('link', { name: 'Add contact' }).first().click()
  await expect(page).toHaveURL(/d=person-add/)
  await expect.poll(() => requested.length).toBeGreaterThan(before)
  releaseAgain()
  await drawerHydrated(page, testInfo)
  await add.getByRole('button', { name: 'Add contact' }).click()
  await expect(add.getByText('Enter a first or last name.')).toBeVisible()
  await add.getByLabel('Last name').fill(`${lastName}-2`)
  await add.getByRole('button', { name: 'Add contact' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goto(`/app/landlord/people/contacts?q=${encodeURIComponent(`${lastName}-2`)}`)
  await expect(main(page).getByRole('link', { name: `${lastName}-2`, exact: true })).toBeVisible()
})
