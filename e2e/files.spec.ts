import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { samplePdf } from '../tests/support/files'
import { drawerHydrated, expect, loginAs, test } from './fixtures'
import { dialog, uniqueName } from './portfolio-helpers'

/**
 * JavaScript on and off: the landlord uploads a PDF to the demo
 * tenant's lease through the Add File drawer; that tenant sees the file on the lease's
 * Files tab and downloads it. That a tenant of another lease and another landlord get the 404
 * page and a 404 for the file itself is an access rule, proven on the routes and the API
 * (tests/files.test.ts, 'who sees a file'); the drawer's refusals are tests/files-pages.test.ts's.
 */
test.describe.configure({ timeout: 180_000 })

async function signOut(page: Page) {
  await page.context().clearCookies()
}

/** The id of the demo tenant's lease (the Savannah one), read from the tenant's own list. */
async function demoTenantLeaseId(page: Page) {
  await loginAs(page, 'tenant')
  await page.goto('/app/tenant/leases')
  const hrefs = await page.getByRole('main').locator('a[href^="/app/tenant/leases/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const leasePath = hrefs.find((href) => /^\/app\/tenant\/leases\/\d+$/.test(href))
  expect(leasePath, 'the demo tenant holds a lease').toBeTruthy()
  return Number(leasePath!.split('/').pop())
}

test('a PDF uploaded to a lease reaches its tenant', async ({ page }, testInfo) => {
  const nickname = uniqueName('Signed lease', testInfo.project.name)
  const leaseId = await demoTenantLeaseId(page)
  await signOut(page)

  // The landlord adds the file on the lease page (its Files section).
  await loginAs(page, 'landlord')
  await page.goto(`/app/landlord/leases/${leaseId}`)
  await page.getByRole('main').getByRole('link', { name: 'Add File' }).click()
  const drawer = dialog(page, 'Add File')
  await expect(drawer).toContainText('shared with all tenants under the lease and visible on the tenant dashboard')
  await drawer.getByLabel('File', { exact: true }).setInputFiles({ name: 'signed-lease.pdf', mimeType: 'application/pdf', buffer: samplePdf(nickname) })
  await drawer.getByLabel('File Nickname').fill(nickname)
  await drawer.getByRole('button', { name: 'Upload' }).click()
  await expect(page).toHaveURL(new RegExp(`/app/landlord/leases/${leaseId}$`))
  await expect(page.getByText('File uploaded.')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: nickname }).click()
  await expect(page).toHaveURL(new RegExp(`/app/landlord/leases/${leaseId}/files/\\d+$`))
  await expect(page.getByRole('heading', { level: 1, name: nickname })).toBeVisible()
  const fileId = Number(page.url().split('/').pop())
  const fileHref = await page.getByRole('main').getByRole('link', { name: 'Download' }).getAttribute('href')
  expect(fileHref).toMatch(/^\/app\/assets\/files\/[0-9a-f-]{36}\.pdf\?download=1$/)
  await signOut(page)

  // The lease's tenant sees it on the lease's Files tab and downloads it.
  await loginAs(page, 'tenant')
  await page.goto(`/app/tenant/leases/${leaseId}/files`)
  await page.getByRole('main').getByRole('link', { name: nickname }).click()
  await expect(page).toHaveURL(`/app/tenant/leases/${leaseId}/files/${fileId}`)
  await expect(page.getByRole('heading', { level: 1, name: nickname })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Rename' })).toHaveCount(0)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('main').getByRole('link', { name: 'Download' }).click()])
  expect(download.suggestedFilename()).toBe(`${nickname}.pdf`)
  const bytes = await fs.readFile((await download.path())!)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(bytes.toString('latin1')).toContain(nickname)
})

test('the Add File drawer of a property: the hint, and the file listed on the Files tab', async ({ page }, testInfo) => {
  const nickname = uniqueName('Roof inspection', testInfo.project.name)
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord')
  const propertyPath = await page
    .getByRole('main')
    .locator('a[href^="/app/landlord/properties/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').find((href) => /^\/app\/landlord\/properties\/\d+$/.test(href)))
  expect(propertyPath).toBeTruthy()
  await page.goto(`${propertyPath}/files?d=file-add`)
  const drawer = dialog(page, 'Add File')
  await expect(drawer).toContainText("Sharing with tenants requires uploading to the lease's Files tab.")
  await expect(drawer.getByLabel('File Category')).toHaveCount(0)

  await drawerHydrated(page, testInfo)
  await drawer.getByLabel('File', { exact: true }).setInputFiles({ name: 'inspection.pdf', mimeType: 'application/pdf', buffer: samplePdf(nickname) })
  await drawer.getByLabel('File Nickname').fill(nickname)
  await drawer.getByRole('button', { name: 'Upload' }).click()
  await expect(page).toHaveURL(new RegExp(`${propertyPath}/files$`))
  await expect(page.getByRole('main').getByRole('link', { name: nickname })).toBeVisible()

  // Rename and delete on the file's page.
  await page.getByRole('main').getByRole('link', { name: nickname }).click()
  await page.getByRole('main').getByRole('link', { name: 'Rename' }).click()
  const renamed = `${nickname} (final)`
  await dialog(page, 'Rename file').getByLabel('File Nickname').fill(renamed)
  await dialog(page, 'Rename file').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Delete' }).click()
  await dialog(page, 'Delete file').getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(new RegExp(`${propertyPath}/files$`))
  await expect(page.getByRole('main').getByRole('link', { name: renamed })).toHaveCount(0)
})
