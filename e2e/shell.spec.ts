import type { Page } from '@playwright/test'
import { createAccount as newAccount, expect, fieldHydrated, holdRequests, loginAs, test } from './fixtures'

/**
 * The private area's shell (product-spec §2 Private area, Shell): guards and wrong-area
 * redirects, the sidebars per role, the user menu, the admin banner, the mobile
 * slide-over and the user settings form. Runs with JavaScript on and off.
 */

// Each test signs in, which hashes a password (PBKDF2, 600,000 rounds): give a busy machine room.
test.describe.configure({ timeout: 60_000 })

const LANDLORD_GROUPS: Record<string, string[]> = {
  General: ['Properties', 'Leases', 'People', 'Marketing'],
  Maintenance: ['Maintenance'],
  Documents: ['Documents', 'Forms', 'My Files'],
  Financial: ['Transactions', 'Accounts', 'Expenses', 'Reports'],
}
const TENANT_GROUPS: Record<string, string[]> = {
  General: ['Leases', 'Maintenance'],
  Financial: ['Payment Methods'],
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** The user menu's trigger: a <summary> without JavaScript, a dropdown button with it. */
const userMenuTrigger = (page: Page) => page.getByRole('button', { name: /^Account menu/ }).or(page.locator('summary').filter({ hasText: 'Account menu' }))

/** A menu entry: a link in the <details> panel, a menu item in the dropdown. */
const userMenuEntry = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).or(page.getByRole('menuitem', { name, exact: true }))

async function expectGroups(page: Page, groups: Record<string, string[]>) {
  const nav = mainNav(page)
  for (const [heading, items] of Object.entries(groups)) {
    await expect(nav.getByRole('list', { name: heading, exact: true }).getByRole('link')).toHaveText(items)
  }
}

/**
 * A fresh account per test: the js-on and js-off projects run the same tests side by
 * side, and two sign-ins of one account at the same moment can cost one of them its
 * session (see the report on Payload sessions), besides tests that change the user.
 */
function createAccount(page: Page, prefix: string, { landlord = prefix === 'landlord' }: { landlord?: boolean } = {}) {
  return newAccount(page, prefix, { landlord, firstName: 'Sam', lastName: 'Shell', password: 'Shell-pass1!' })
}

/** Signs a fresh account in to the landlord or tenant area. */
async function signInFresh(page: Page, area: 'landlord' | 'tenant') {
  const account = await createAccount(page, area)
  await loginAs(page, area, account)
  return account
}

test.describe('private area guards', () => {
  test('a visitor is sent to log in, remembering where they were going', async ({ page }) => {
    await page.goto('/app/landlord')
    await expect(page).toHaveURL('/app/login?redirectTo=%2Fapp%2Flandlord')
    await page.goto('/app/settings/user-settings')
    await expect(page).toHaveURL('/app/login?redirectTo=%2Fapp%2Fsettings%2Fuser-settings')
  })

  test('a landlord on a tenant path goes to the landlord area', async ({ page }) => {
    await signInFresh(page, 'landlord')
    await page.goto('/app/tenant/leases')
    await expect(page).toHaveURL('/app/landlord')
    await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible()
  })

  test('a tenant signing in at the landlord login lands in the tenant area', async ({ page }) => {
    const account = await createAccount(page, 'tenant')
    await page.goto('/app/landlord/login')
    await page.getByLabel('Email', { exact: true }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL('/app/tenant/leases')
    await page.goto('/app/landlord')
    await expect(page).toHaveURL('/app/tenant/leases')
  })

  test('a tenant on a landlord path goes to the tenant area', async ({ page }) => {
    await signInFresh(page, 'tenant')
    await page.goto('/app/landlord')
    await expect(page).toHaveURL('/app/tenant/leases')
    await page.goto('/app/landlord/transactions')
    await expect(page).toHaveURL('/app/tenant/leases')
    // Account settings are the landlord's: a tenant has user settings only.
    await page.goto('/app/settings')
    await expect(page).toHaveURL('/app/settings/user-settings')
  })

  test('an unknown page inside the landlord area is a 404 inside the shell, titled Page not found (ADR 035)', async ({ page }) => {
    await signInFresh(page, 'landlord')
    const response = await page.goto('/app/landlord/properties/1/no-such-tab')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found | Leasewell')
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to app' })).toHaveAttribute('href', '/app')
    // The shell stays: the top bar's account menu is there (the sidebar too on wide screens).
    await expect(userMenuTrigger(page)).toBeVisible()
  })

  test('an unknown page inside /app is the 404 page', async ({ page }) => {
    const response = await page.goto('/app/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to app' })).toHaveAttribute('href', '/app')
  })
})

test.describe('landlord shell', () => {
  test('shows the landlord sidebar, highlights the current page and navigates', async ({ page }) => {
    await signInFresh(page, 'landlord')
    // A new landlord's first visit goes to account setup (product-spec §4), once per session.
    await expect(page).toHaveURL('/app/landlord/account-setup')
    await page.goto('/app/landlord')
    await expect(page).toHaveURL('/app/landlord')
    await expect(page).toHaveTitle('Properties | Leasewell')
    await expectGroups(page, LANDLORD_GROUPS)
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/app/settings')
    await expect(page.getByRole('link', { name: 'Invitations' })).toHaveCount(0)
    await expect(page.getByText('You are logged in as an admin')).toHaveCount(0)

    await nav.getByRole('link', { name: 'Leases' }).click()
    await expect(page).toHaveURL('/app/landlord/leases')
    await expect(page).toHaveTitle('Leases | Leasewell')
    await expect(page.getByRole('heading', { level: 1, name: 'Leases' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Leases' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Properties' })).not.toHaveAttribute('aria-current', 'page')

    // The bell: a link to the list without JavaScript, a button opening the unread panel with it (ADR 019).
    const bellLink = page.getByRole('link', { name: /^Notifications/ })
    await expect(bellLink.or(page.getByRole('button', { name: /^Notifications/ }))).toBeVisible()
    if (await bellLink.count()) await expect(bellLink).toHaveAttribute('href', '/app/notifications')
    await expect(page.getByRole('main')).toBeVisible()
  })

  test('the user menu names the user and offers the account entries', async ({ page }) => {
    const { firstName, lastName, email } = await signInFresh(page, 'landlord')
    const trigger = userMenuTrigger(page)
    await expect(trigger).toContainText(`${firstName} ${lastName}`)
    await expect(trigger).toContainText(email)
    await trigger.click()
    await expect(userMenuEntry(page, 'Account Settings')).toBeVisible()
    await expect(userMenuEntry(page, 'User Settings')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign out' }).or(page.getByRole('menuitem', { name: 'Sign out' }))).toBeVisible()
    await userMenuEntry(page, 'Account Settings').click()
    await expect(page).toHaveURL('/app/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible()
    // A landlord's sign-up creates an individual organization in their name.
    await expect(page.getByText('Individual', { exact: true })).toBeVisible()
    await expect(page.getByRole('main').getByText(`${firstName} ${lastName}`, { exact: true })).toBeVisible()
  })

  test('a user menu opened before the scripts ran opens as the dropdown once they have (without them, its links work)', async ({ page }, testInfo) => {
    await signInFresh(page, 'landlord')
    // On a slow link the page is usable before its scripts have run: hold them back to click first.
    const release = await holdRequests(page, '**/assets/entry.client-*.js')
    await page.goto('/app/landlord/account-setup')
    await page.locator('summary').filter({ hasText: 'Account menu' }).click()
    await expect(page.getByRole('link', { name: 'User Settings', exact: true })).toBeVisible()
    if (testInfo.project.name === 'js-off') {
      // No scripts: the menu stays the <details> and its links navigate.
      await page.getByRole('link', { name: 'User Settings', exact: true }).click()
      await expect(page).toHaveURL(/\/app\/settings\/user-settings$/)
      return
    }
    release()
    await expect(page.getByRole('menuitem', { name: 'User Settings', exact: true })).toBeVisible()
  })

  test('a link followed from the menu before its dropdown arrived leaves the next page with the menu closed', async ({ page }, testInfo) => {
    await signInFresh(page, 'landlord')
    const summary = page.locator('summary').filter({ hasText: 'Account menu' })
    const nextPage = page.getByRole('heading', { level: 1, name: 'User Settings' })
    if (testInfo.project.name === 'js-off') {
      // No scripts: the <details>' link loads the next page, whose menu is closed.
      await page.goto('/app/landlord/account-setup')
      await summary.click()
      await page.getByRole('link', { name: 'User Settings', exact: true }).click()
      await expect(page).toHaveURL('/app/settings/user-settings')
      await expect(nextPage).toBeVisible()
      await expect.poll(() => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)).toBe(false)
      return
    }
    // Hold the dropdown's chunk, then the next page's data: the chunk arrives while the navigation started
    // from the <details> is under way (a slow link), as in a CI run where the menu stayed open over the next page.
    const releaseChunk = await holdRequests(page, '**/assets/user-menu-dropdown-*.js')
    const releaseData = await holdRequests(page, '**/app/settings/user-settings.data*')
    await page.goto('/app/landlord/account-setup')
    // Hydrated (React's handlers on the <details>), so its links navigate in the page.
    await expect.poll(() => summary.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true)
    await summary.click()
    await page.getByRole('link', { name: 'User Settings', exact: true }).click()
    releaseChunk()
    await expect(page.getByRole('menuitem', { name: 'User Settings', exact: true })).toBeVisible()
    releaseData()
    await expect(page).toHaveURL('/app/settings/user-settings')
    await expect(nextPage).toBeVisible()
    await expect(page.getByRole('menu')).toHaveCount(0)
  })

  test('the admin sees the admin banner', async ({ page }) => {
    await loginAs(page, 'admin')
    await expect(page.getByText('You are logged in as an admin')).toBeVisible()
  })
})

test.describe('session', () => {
  test('Sign out in the user menu ends the session', async ({ page }) => {
    await signInFresh(page, 'tenant')
    await userMenuTrigger(page).click()
    await page.getByRole('button', { name: 'Sign out' }).or(page.getByRole('menuitem', { name: 'Sign out' })).click()
    await expect(page).toHaveURL('/app/login')
    await page.goto('/app/tenant/leases')
    await expect(page).toHaveURL('/app/login?redirectTo=%2Fapp%2Ftenant%2Fleases')
  })

  test('a long-open page refreshes its token before it expires', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'js-off', 'the timer is JavaScript; without it every request refreshes on the server')
    await page.clock.install()
    await signInFresh(page, 'landlord')
    await expect(mainNav(page)).toBeVisible()
    // The timer starts with the app's scripts, which may still be loading after the first paint: the
    // user menu's dropdown replaces its <details> when they run. Only then may the clock jump.
    await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveAttribute('aria-haspopup', 'menu')
    // Spec §4/§9: at most 15 minutes from now, 30 s before expiry.
    const refresh = page.waitForResponse((response) => response.url().endsWith('/app/session/refresh') && response.request().method() === 'POST')
    await page.clock.runFor('15:01')
    const response = await refresh
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ exp: expect.any(Number) })
    // Still signed in, on the page it was left on (a new landlord lands on account setup).
    await expect(page).toHaveURL('/app/landlord/account-setup')
  })
})

test.describe('tenant shell', () => {
  test('shows the tenant sidebar and no landlord entries', async ({ page }) => {
    await signInFresh(page, 'tenant')
    await expect(page).toHaveURL('/app/tenant/leases')
    await expectGroups(page, TENANT_GROUPS)
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: 'Leases' })).toHaveAttribute('aria-current', 'page')
    for (const landlordOnly of ['Properties', 'People', 'Marketing', 'Documents', 'Forms', 'Transactions', 'Reports']) {
      await expect(nav.getByRole('link', { name: landlordOnly, exact: true })).toHaveCount(0)
    }
    // No invitations collection yet means no pending invitations: the entry stays hidden.
    await expect(nav.getByRole('link', { name: /Invitations/ })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/app/settings/user-settings')

    await userMenuTrigger(page).click()
    await expect(userMenuEntry(page, 'User Settings')).toBeVisible()
    await expect(userMenuEntry(page, 'Account Settings')).toHaveCount(0)
  })
})

test.describe('user settings', () => {
  test('edits the name', async ({ page }) => {
    // An empty name's message and a refused password change are the route's to prove
    // (tests/settings.test.ts, tests/security/account-changes.test.ts); the password change
    // itself is e2e/account-security.spec.ts's.
    const account = await createAccount(page, 'settings', { landlord: true })
    await loginAs(page, 'landlord', account)
    await page.goto('/app/settings/user-settings')
    await expect(page).toHaveTitle('User Settings | Leasewell')

    await page.getByLabel('First Name').fill('Robin')
    await page.getByLabel('Last Name').fill('Renamed')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').getByText('Your name has been saved.')).toBeVisible({ timeout: 15_000 })
    await expect(userMenuTrigger(page)).toContainText('Robin Renamed')
    await page.reload()
    await expect(page.getByLabel('First Name')).toHaveValue('Robin')
    await expect(page.getByLabel('Last Name')).toHaveValue('Renamed')
  })
})

test.describe('phone layout', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the menu button opens the slide-over, which navigates and closes', async ({ page }) => {
    await signInFresh(page, 'landlord')
    await expect(mainNav(page)).toHaveCount(0)
    const menuButton = page.getByRole('link', { name: 'Open menu' }).or(page.getByRole('button', { name: 'Open menu' }))
    await expect(menuButton).toBeVisible()
    // Polled: with JavaScript the link becomes the dialog's button once its chunk arrives (ADR 027), and a
    // measure taken during that swap finds no box.
    await expect.poll(async () => (await menuButton.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)

    await menuButton.click()
    await expect(mainNav(page)).toBeVisible()
    await expectGroups(page, LANDLORD_GROUPS)
    await mainNav(page).getByRole('link', { name: 'People' }).click()
    await expect(page).toHaveURL('/app/landlord/people')
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible()
    await expect(mainNav(page)).toHaveCount(0)
  })

  test('with JavaScript the slide-over is a dialog that Escape closes', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'js-off', 'keyboard handling needs JavaScript')
    await signInFresh(page, 'landlord')
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await menuButton.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(menuButton).toBeFocused()
  })
})

test.describe('tabs that do not fit (ADR 035)', () => {
  for (const width of [1280, 390]) {
    test(`scroll with a visible bar and show the current tab at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 844 })
      await loginAs(page, 'landlord')
      await page.goto('/app/landlord')
      const propertyHref = await page.getByRole('main').locator('a[href^="/app/landlord/properties/"]').first().getAttribute('href')
      expect(propertyHref).toMatch(/^\/app\/landlord\/properties\/\d+$/)
      await page.goto(`${propertyHref}/expenses`)
      const tabs = page.getByRole('navigation', { name: 'Property sections' }).getByRole('list')
      expect(await tabs.evaluate((list) => getComputedStyle(list).scrollbarWidth)).not.toBe('none')
      expect(await tabs.evaluate((list) => getComputedStyle(list).overflowX)).toBe('auto')
      // Nothing past the page's edge: the list scrolls inside the content column.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      if (testInfo.project.name === 'js-on') {
        const current = tabs.getByRole('link', { name: 'Expenses' })
        await expect(current).toHaveAttribute('aria-current', 'page')
        await expect(current).toBeInViewport({ ratio: 1 })
      }
    })
  }
})

test('Submit Feedback from the sidebar: an empty message is refused at the field, then a message is sent', async ({ page }, testInfo) => {
  await loginAs(page, 'tenant')
  await page.goto('/app/tenant/maintenance')
  await mainNav(page).getByRole('link', { name: 'Submit Feedback' }).click()
  await expect(page).toHaveURL(/\/app\/feedback/)
  const message = page.getByLabel('Your feedback')
  // The form loads beside hydration (lazyBoundary, ADR 027): with JavaScript, use it once it is React's.
  await fieldHydrated(message, testInfo)
  await page.getByRole('button', { name: 'Send feedback' }).click()
  await expect(message).toHaveAccessibleDescription(/Please enter your feedback\./)
  await message.fill(`The maintenance list is clear (${testInfo.project.name}).`)
  await page.getByRole('button', { name: 'Send feedback' }).click()
  await expect(page.getByText('Thank you! Your feedback was sent to our team.')).toBeVisible()
})
