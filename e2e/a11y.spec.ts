import type { Locator, Page } from '@playwright/test'
import { drawerHydrated, expect, loginAs, test } from './fixtures'

/**
 * Accessibility (WCAG 2.1 AA): every page of the suite is audited with axe-core by the
 * `page` fixture (e2e/fixtures.ts). These tests add the public, landlord and tenant pages
 * at desktop (1280 px) and phone (390 px) widths, and what axe cannot see: the keyboard
 * alone opens a drawer, stays inside it and comes back on close; the sidebar, the bell,
 * the user menu and the line-items editor work without a mouse; a refused form announces
 * its errors on the fields and focuses the first one. JavaScript on and off.
 */
test.describe.configure({ timeout: 120_000 })

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]

/** Every width: the fixture audits each page after `goto` (once per page, width and project). */
async function visitAtEveryWidth(page: Page, paths: string[]) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport)
    for (const path of paths) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBeLessThan(400)
    }
  }
}

/** The first link of the main region whose href matches (a detail page of the demo data). */
async function firstHref(page: Page, listPath: string, pattern: RegExp) {
  await page.goto(listPath)
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const href = hrefs.find((candidate) => pattern.test(candidate))
  expect(href, `a link matching ${pattern} on ${listPath}`).toBeTruthy()
  return href!
}

test('public pages pass axe at desktop and phone widths', async ({ page }) => {
  await visitAtEveryWidth(page, ['/app/login', '/app/landlord/login', '/app/tenant/login', '/app/landlord/create-account', '/app/tenant/create-account', '/app/forgot-password', '/app/forms'])
})

test('landlord pages pass axe at desktop and phone widths', async ({ page }) => {
  // Two dozen server renders on two shared cores.
  test.setTimeout(240_000)
  await loginAs(page, 'landlord')
  const property = await firstHref(page, '/app/landlord', /^\/app\/landlord\/properties\/\d+$/)
  const lease = await firstHref(page, '/app/landlord/leases', /^\/app\/landlord\/leases\/\d+$/)
  const unit = await firstHref(page, `${property}/units`, /^\/app\/landlord\/properties\/\d+\/units\/\d+$/)
  await visitAtEveryWidth(page, [
    '/app/landlord',
    '/app/landlord/leases',
    '/app/landlord/people',
    '/app/landlord/transactions',
    '/app/landlord/documents',
    '/app/notifications',
    '/app/help?q=rent',
    property,
    lease,
    `${lease}/transactions`,
    unit,
    '/app/landlord/leases?d=lease-add',
  ])
})

test('tenant pages pass axe at desktop and phone widths', async ({ page }) => {
  await loginAs(page, 'tenant')
  const lease = await firstHref(page, '/app/tenant/leases', /^\/app\/tenant\/leases\/\d+$/)
  await visitAtEveryWidth(page, ['/app/tenant/leases', lease, `${lease}/property-info`, '/app/tenant/maintenance', '/app/tenant/payment-methods', '/app/notifications', '/app/feedback'])
})

/** Tab until `target` has focus (at most `limit` presses): proves it is reachable without a mouse. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`${target} not reached with ${limit} presses of Tab`)
}

const focusedInside = (scope: Locator) => scope.evaluate((element) => element.contains(document.activeElement))

test('a drawer opens from the keyboard, keeps focus inside (with JavaScript) and gives it back on close', async ({ page }, testInfo) => {
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord/leases')
  const opener = page.getByRole('main').getByRole('link', { name: 'Add lease' }).first()
  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Add lease' })
  await expect(drawer).toBeVisible()
  if (testInfo.project.name === 'js-off') {
    // Without JavaScript the drawer is a page of its own (?d=…): the keyboard reaches its
    // fields and its Close link, which leads back to the list.
    await expect(page).toHaveURL(/[?&]d=/)
    await tabTo(page, drawer.getByRole('link', { name: 'Close' }))
    await page.keyboard.press('Enter')
    await expect(drawer).toHaveCount(0)
    await expect(page).not.toHaveURL(/[?&]d=/)
    return
  }
  await expect.poll(() => focusedInside(drawer)).toBe(true)

  // Forward past the last control and back past the first: focus never leaves the drawer.
  for (let presses = 0; presses < 25; presses++) {
    await page.keyboard.press('Tab')
    expect(await focusedInside(drawer), `Tab ${presses + 1} stays in the drawer`).toBe(true)
  }
  for (let presses = 0; presses < 25; presses++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusedInside(drawer), `Shift+Tab ${presses + 1} stays in the drawer`).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expect(opener).toBeFocused()

  // Closing with its Close button (Enter on the link) also returns focus.
  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  await expect(drawer).toBeVisible()
  await tabTo(page, drawer.getByRole('link', { name: 'Close' }))
  await page.keyboard.press('Enter')
  await expect(drawer).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('the sidebar, the bell and the user menu work from the keyboard', async ({ page }, testInfo) => {
  const js = testInfo.project.name !== 'js-off'
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord')

  // Sidebar: Tab reaches an entry, Enter follows it.
  const leases = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leases' })
  await tabTo(page, leases)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/app/landlord/leases')

  // Bell: a button opening the unread panel (Escape closes it, focus back) — a link without JavaScript.
  if (js) {
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await tabTo(page, bell)
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog').or(page.getByRole('heading', { name: 'Unread Notifications' }))
    await expect(panel.first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('heading', { name: 'Unread Notifications' })).toHaveCount(0)
    await expect(bell).toBeFocused()
  } else {
    await tabTo(page, page.getByRole('link', { name: /^Notifications/ }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/app/notifications')
  }

  // User menu: opens with Enter, its entries are reachable, one of them is followed.
  const trigger = page.getByRole('button', { name: /^Account menu/ }).or(page.locator('summary').filter({ hasText: 'Account menu' }))
  await tabTo(page, trigger)
  await page.keyboard.press('Enter')
  if (js) {
    const entry = page.getByRole('menuitem', { name: 'User Settings', exact: true })
    await expect(entry).toBeVisible()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem')
    await page.keyboard.press('Escape')
    await expect(entry).toHaveCount(0)
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(entry).toBeVisible()
    // Radix focuses an item once the menu has opened; only then walk from the first one (Home).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem')
    await page.keyboard.press('Home')
    const items = page.getByRole('menuitem')
    await expect(items.first()).toBeFocused()
    // Radix moves the focus of an arrow key in a timeout after the keydown: each press waits for
    // the focus to move before the next, or two presses would both start from the same item.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '')
    for (let presses = 0; presses < (await items.count()) && !(await entry.evaluate((element) => element === document.activeElement)); presses++) {
      const before = await focusedText()
      await page.keyboard.press('ArrowDown')
      await expect.poll(focusedText).not.toBe(before)
    }
    await expect(entry).toBeFocused()
  } else {
    await tabTo(page, page.getByRole('link', { name: 'User Settings', exact: true }))
  }
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/app/settings/user-settings')
})

test('the line-items editor works from the keyboard', async ({ page }, testInfo) => {
  await loginAs(page, 'landlord')
  const lease = await firstHref(page, '/app/landlord/leases', /^\/app\/landlord\/leases\/\d+$/)
  const leaseId = lease.split('/').pop()!
  await page.goto(`${lease}/transactions?d=one-time-payment&lease=${leaseId}`)
  const drawer = page.getByRole('dialog', { name: 'One-time payment' })
  await expect(drawer).toBeVisible()
  // Opened in the URL, the drawer is the server's HTML until it hydrates: keys pressed before
  // then act on that HTML and what was typed can be lost when React takes over (ADR 027).
  await drawerHydrated(page, testInfo)

  const add = drawer.getByRole('button', { name: 'Add line item' })
  await add.focus()
  await page.keyboard.press('Enter')
  await expect(drawer.getByText('Item 2')).toBeVisible()
  // Type into the second item and move it up with the keyboard: it becomes item 1.
  await drawer.getByLabel('Name').nth(1).fill('Parking')
  const moveUp = drawer.getByRole('button', { name: 'Move item 2 up' })
  if (testInfo.project.name === 'js-off') await moveUp.focus()
  else await tabTo(page, moveUp)
  await page.keyboard.press('Enter')
  await expect(drawer.getByLabel('Name').first()).toHaveValue('Parking')
  const remove = drawer.getByRole('button', { name: 'Remove' }).last()
  await remove.focus()
  await page.keyboard.press('Enter')
  await expect(drawer.getByText('Item 2')).toHaveCount(0)
  await expect(drawer.getByLabel('Name')).toHaveValue('Parking')
})

/** The field is marked invalid and its description includes `message`. */
async function expectAnnounced(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(message, 'i'))
}

test('a refused form announces each error on its field and focuses the first one', async ({ page }) => {
  // A public form…
  await page.goto('/app/landlord/create-account')
  await page.getByRole('button', { name: 'Create account' }).click()
  const firstName = page.getByLabel('First name')
  await expectAnnounced(firstName, 'required')
  await expect(firstName).toBeFocused()

  // …and a drawer's form: the Add property drawer posted empty.
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord')
  await page.getByRole('main').getByRole('link', { name: 'Add property' }).first().click()
  const drawer = page.getByRole('dialog', { name: 'Add property' })
  await drawer.getByRole('button', { name: 'Add property' }).click()
  const nickname = drawer.getByLabel('Nickname')
  const street = drawer.getByLabel('Street address')
  await expectAnnounced(street, 'required')
  const invalid = drawer.locator('[aria-invalid="true"]').first()
  await expect(invalid).toBeFocused()
  await expect(nickname.or(street).first()).toBeVisible()
})
