import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Shared steps of the form specs: the seeded California residential lease filled
 * page by page the way a visitor does, with JavaScript on or off (every page posts).
 */

export const LEASE = 'residential-lease-agreement'

export const main = (page: Page) => page.getByRole('main')
export const pageHeading = (page: Page, name: string) => main(page).getByRole('heading', { level: 2, name, exact: true })
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })

/** Presses Next and waits for the page titled `nextTitle`. */
export async function next(page: Page, nextTitle: string) {
  await main(page).getByRole('button', { name: 'Next', exact: true }).click()
  await expect(pageHeading(page, nextTitle)).toBeVisible()
}

/**
 * Starts the CA residential lease from its state page and fills every page (one tenant,
 * 'Tomas Tenant'; landlord 'Alice Landlord'; rent $2,450), ending on the preview page. The
 * Property page is left with the step indicator (which saves it), the others with Next.
 * Returns the draft's tempId.
 */
export async function fillCaliforniaLease(page: Page): Promise<string> {
  await page.goto(`/app/forms/${LEASE}`)
  await page.getByLabel('Which state is the property in?').selectOption('ca')
  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/app/forms/${LEASE}/ca\\?tempId=[0-9a-f]{32}&step=0$`))
  const tempId = new URL(page.url()).searchParams.get('tempId')!
  await expect(pageHeading(page, 'Parties')).toBeVisible()

  await field(page, 'Name this lease').fill('Maple Court')
  await field(page, 'Date the lease is signed').fill('December 1, 2026')
  await field(page, "Landlord's full legal name").fill('Alice Landlord')
  await field(page, "Landlord's address for notices").fill('1 Main Street, Oakland, CA 94607')
  await field(page, "Landlord's phone number").fill('(510) 555-0100')
  await page.locator('[name="tenants.0.fullName"]').fill('Tomas Tenant')
  await page.locator('[name="tenants.0.email"]').fill('tomas@example.com')
  await next(page, 'Property')

  await field(page, 'Street address').fill('742 Evergreen Terrace')
  await field(page, 'City').fill('Oakland')
  await field(page, 'ZIP code').fill('94610')
  await field(page, 'Type of home').selectOption('an apartment')
  // On with the step indicator instead of Next: it saves the page it leaves, as Next and Back
  // do (product-spec §4 Form step indicator). Only this post saves the address: the preview
  // (which refuses an incomplete form) and the PDF's '742 Evergreen Terrace' depend on it.
  await page.getByRole('navigation', { name: 'Form pages' }).getByRole('button', { name: /^Lease term/ }).click()
  await expect(pageHeading(page, 'Lease term')).toBeVisible()

  await field(page, 'Start date').fill('2027-01-01')
  await field(page, 'End date').fill('2027-12-31')
  await next(page, 'Rent and deposit')

  await field(page, 'Monthly rent').fill('2450')
  await main(page).getByRole('checkbox', { name: 'Check', exact: true }).check()
  await field(page, 'Security deposit').fill('2450')
  await next(page, 'Utilities, pets and rules')

  await next(page, 'Tenant contact details: Tomas Tenant')
  await field(page, 'Phone number').fill('(510) 555-0111')
  await next(page, 'Additional terms')

  await field(page, 'Who handles repairs and maintenance requests').fill('Alice Landlord')
  await field(page, 'Phone number for repair requests and emergencies').fill('(510) 555-0100')
  await main(page).getByRole('button', { name: 'Preview', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/app/forms/${LEASE}/ca/preview\\?tempId=${tempId}$`))
  return tempId
}
