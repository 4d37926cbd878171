import type { APIRequestContext, Page } from '@playwright/test'
import { samplePdf } from '../tests/support/files'
import { DEMO_PASSWORD, DEMO_USERS, expect, holdRequests, loginAs, test } from './fixtures'

/**
 * The landlord's documents pages, JavaScript on and off: the demo landlord opens
 * Documents, filters by category, opens a document generated from the seeded 'Notice of
 * Intent to Enter' (made through the REST API: draft → pages → complete), renames it and
 * connects it to one of its leases; uploads a general document before the Add File drawer's chunk
 * (ADR 027) has arrived.
 */
test.describe.configure({ timeout: 120_000 })

const main = (page: Page) => page.getByRole('main')

/** A complete notice of the demo landlord, through the same API calls the form pages make; its editable document's id. */
async function createNotice(request: APIRequestContext, title: string): Promise<number> {
  const login = await request.post('/api/users/login', { data: { email: DEMO_USERS.landlord.email, password: DEMO_PASSWORD } })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const templates = await request.get('/api/templates', {
    headers,
    params: { 'where[templateGroup.slug][equals]': 'notice-to-enter', 'where[states][contains]': 'ALL', depth: '0', limit: '1' },
  })
  const template = (await templates.json()).docs[0]
  expect(template).toBeTruthy()
  const draft = await request.post('/api/form-submissions/draft', { headers, data: { template: template.id } })
  expect(draft.status()).toBe(201)
  const { id, tempId } = (await draft.json()).doc
  const pages = {
    parties: { documentTitle: title, tenantNames: 'Terry Tenant', addressLine1: '1418 SE Alder Street', city: 'Portland', state: 'OR', postalCode: '97214' },
    entry: { entryDate: 'Thursday, December 3, 2026', timeWindow: '9:00 a.m. and 5:00 p.m.', reason: 'to make repairs', noticeHours: '24' },
    sender: { landlordName: 'Dana Landlord', landlordPhone: '(503) 555-0142', noticeDate: 'November 30, 2026', deliveryMethod: 'by hand' },
  }
  for (const [step, values] of Object.entries(pages)) {
    const saved = await request.patch(`/api/form-submissions/draft/${tempId}`, { headers, data: { step, values } })
    expect((await saved.json()).errors).toEqual({})
  }
  const completed = await request.post(`/api/form-submissions/${id}/complete`, { headers })
  expect(completed.ok(), await completed.text()).toBe(true)
  const { editableDocument } = await completed.json()
  return typeof editableDocument === 'object' ? editableDocument.id : editableDocument
}

test('the landlord filters documents, renames one and connects it to a lease', async ({ page, request }, testInfo) => {
  const title = `Unit A repairs ${testInfo.project.name} ${Date.now().toString(36)}`
  const id = await createNotice(request, title)
  await loginAs(page, 'landlord')

  await page.goto('/app/landlord/documents')
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible()
  await page.getByRole('link', { name: 'Filters' }).click()
  const filters = page.getByRole('dialog', { name: 'Filter documents' })
  await filters.getByRole('checkbox', { name: 'Other', exact: true }).check()
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/[?&]category=other(&|$)/)
  // With JavaScript the drawer closes 500 ms after the submit; without, the GET loads the closed page.
  await expect(filters).toBeHidden()
  await expect(page.getByRole('link', { name: 'Remove filter Category: Other' })).toBeVisible()
  await main(page).getByRole('link', { name: `Notice to enter: ${title}` }).first().click()
  await expect(page).toHaveURL(new RegExp(`/app/landlord/documents/${id}$`))
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `/app/landlord/documents/${id}/file`)

  await page.getByRole('link', { name: 'Rename' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename document' })
  await rename.getByRole('textbox', { name: 'Name' }).fill(`Renamed ${title}`)
  await rename.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Renamed ${title}` })).toBeVisible()
  await expect(rename).toBeHidden()

  await page.getByRole('link', { name: 'Connect to a lease or property' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect document' })
  const lease = connect.getByRole('combobox', { name: 'Lease' })
  const choice = (await lease.locator('option').nth(1).textContent())!.trim()
  await lease.selectOption({ index: 1 })
  await connect.getByRole('button', { name: 'Save connections' }).click()
  await expect(connect).toBeHidden()
  await expect(page.getByText('Document connections saved.')).toBeVisible()
  const leaseTitle = choice.split(' (')[0]!
  await expect(main(page).getByRole('link', { name: leaseTitle, exact: true })).toBeVisible()
})

test('the Add File drawer open in the URL uploads a general document before its chunk has arrived', async ({ page }, testInfo) => {
  const nickname = `Tax form ${testInfo.project.name} ${Date.now().toString(36)}`
  await loginAs(page, 'landlord')
  // The drawer's form (conform, zod) is a chunk of its own, loaded when the drawer opens: hold it back.
  const requested: string[] = []
  page.on('request', (request) => {
    if (/\/file-drawers-[^/]*\.js$/.test(request.url())) requested.push(request.url())
  })
  const release = await holdRequests(page, '**/assets/file-drawers-*.js')
  await page.goto('/app/landlord/documents?d=file-add')
  const drawer = page.getByRole('dialog', { name: 'Add File' })
  await drawer.getByLabel('File', { exact: true }).setInputFiles({ name: 'tax-form.pdf', mimeType: 'application/pdf', buffer: samplePdf(nickname) })
  await drawer.getByLabel('File Nickname').fill(nickname)
  await drawer.getByLabel('File Category').selectOption('tax')
  if (testInfo.project.use.javaScriptEnabled !== false) await expect.poll(() => requested.length).toBeGreaterThan(0)
  await drawer.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(main(page).getByRole('link', { name: nickname })).toBeVisible()
  release()
})
