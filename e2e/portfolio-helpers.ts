import type { Locator, Page } from '@playwright/test'

/**
 * Helpers of the portfolio specs (properties, units, leases): drawers and dialogs found by
 * their title, the address fields, the 'More' menu of a detail page, and names that no
 * other test of the run uses. They work with JavaScript on and off.
 */

/** A drawer or confirmation dialog by its title (drawers are dialogs rendered from the URL). */
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** A name nobody else uses in this run (both projects share the demo landlord). */
export const uniqueName = (label: string, project: string) => `${label} ${project} ${Date.now().toString(36)}`

export type AddressInput = { line1: string; city: string; state: string; postalCode: string }

/** Fills the address fields (AddressFields) inside `scope`, e.g. the Add property drawer. */
export async function fillAddress(scope: Locator, address: AddressInput) {
  await scope.getByLabel('Street address').fill(address.line1)
  await scope.getByLabel('City').fill(address.city)
  await scope.getByLabel('State').selectOption(address.state)
  await scope.getByLabel('ZIP code').fill(address.postalCode)
}

/** Opens an entry of a page's 'More' menu (a <details> disclosure: it opens without JavaScript too). */
export async function moreAction(page: Page, name: string) {
  await page.getByRole('main').locator('summary', { hasText: 'More' }).click()
  await page.getByRole('main').getByRole('link', { name, exact: true }).click()
}
