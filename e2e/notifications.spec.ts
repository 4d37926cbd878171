import type { Page } from '@playwright/test'
import { createAccount, expect, latestMailTo, loginAs, mailLink, test, uniqueEmail } from './fixtures'
import { dialog } from './portfolio-helpers'

/**
 * Notifications (JavaScript on and off): a landlord invites a person who already has a
 * tenant account; the tenant's bell shows the red dot and 'Invitation Recieved'; its action
 * marks it read and opens the invitations page, where the tenant accepts; the landlord's
 * bell (or list, without JavaScript) then has 'Invitation Accepted'.
 */
test.describe.configure({ timeout: 120_000 })

const PASSWORD = 'Bell-pass1!'
const UNREAD_BELL = 'Notifications (unread notifications)'

/** The bell: a button with JavaScript, a link to the list without. */
const bell = (page: Page, name: string, javaScript: boolean) => page.getByRole('banner').getByRole(javaScript ? 'button' : 'link', { name, exact: true })

test('an existing tenant is notified of an invitation, opens it from the bell and accepts; the landlord is notified', async ({ page }, testInfo) => {
  const javaScript = testInfo.project.name !== 'js-off'
  const email = uniqueEmail('belled')
  const lastName = `Bell${Date.now().toString(36)}`

  // A tenant account first, verified through its e-mail.
  await page.goto('/app/tenant/create-account')
  await page.getByLabel('First name').fill('Nell')
  await page.getByLabel('Last name').fill(lastName)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('I agree to the terms and conditions').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).not.toHaveURL(/create-account/, { timeout: 30_000 })
  await page.goto(mailLink(await latestMailTo(email, { subject: 'Verify your e-mail address' }), '/app/verify-email'))
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible()

  // The landlord invites that person to a lease.
  await page.context().clearCookies()
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord/leases/draft')
  const href = await page
    .getByRole('main')
    .locator('a[href^="/app/landlord/leases/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')).find((value) => value && /\/leases\/\d+$/.test(value)))
  expect(href).toBeTruthy()
  await page.goto(`${href}/tenants?d=lease-invite-contact`)
  const invite = dialog(page, 'Invite contact')
  await invite.getByLabel('First name').fill('Nell')
  await invite.getByLabel('Last name').fill(lastName)
  await invite.getByLabel('Email').fill(email)
  await invite.getByRole('button', { name: 'Invite to lease' }).click()
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: email })).toContainText('Invitation pending')

  // The tenant's bell: the red dot and the invitation.
  await page.context().clearCookies()
  await loginAs(page, 'tenant', { email, password: PASSWORD })
  await bell(page, UNREAD_BELL, javaScript).click()
  let item
  if (javaScript) {
    const panel = page.getByRole('dialog')
    await expect(panel.getByRole('heading', { name: 'Unread Notifications' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'View All Notifications' })).toBeVisible()
    item = panel.getByRole('listitem').filter({ hasText: 'Invitation Recieved' })
  } else {
    await expect(page).toHaveURL(/\/app\/notifications$/)
    item = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Invitation Recieved' })
  }
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('Dana Rentals invited you to your lease')
  await item.getByRole('button', { name: 'View Invitation' }).click()

  // Marked read, on the invitations page; the panel is closed and the dot is gone.
  await expect(page).toHaveURL(/\/app\/tenant\/invitations\/$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(bell(page, 'Notifications', javaScript)).toBeVisible()
  await page.goto('/app/notifications/read')
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Invitation Recieved' })).toHaveCount(1)
  await page.goto('/app/tenant/invitations')
  const invitation = page.getByRole('main').getByRole('region', { name: /invited you/ })
  await invitation.getByRole('button', { name: 'Accept' }).click()
  await expect(page).toHaveURL(/\/app\/tenant\/leases/)

  // The landlord: 'Invitation Accepted' for this tenant.
  await page.context().clearCookies()
  await loginAs(page, 'landlord')
  await bell(page, UNREAD_BELL, javaScript).click()
  const list = javaScript ? page.getByRole('dialog') : page.getByRole('main')
  const accepted = list.getByRole('listitem').filter({ hasText: `Nell ${lastName} accepted your invitation` })
  await expect(accepted).toContainText('Invitation Accepted')
  await accepted.getByRole('button', { name: 'View Person' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/people\/tenants\/\d+\/?$/)
  await expect(page.getByRole('main')).toContainText(lastName)
})

test('on a phone the bell opens a dialog; with nothing unread it says so', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'js-off', 'needs JavaScript')
  await page.setViewportSize({ width: 375, height: 740 })
  // A new tenant with nothing unread (the tenant sign-up page is walked in the test above).
  await loginAs(page, 'tenant', await createAccount(page, 'phone-bell', { firstName: 'Pat', lastName: 'Phone' }))
  await bell(page, 'Notifications', true).click()
  const panel = page.getByRole('dialog', { name: 'Unread Notifications' })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('No unread notifications')
  await panel.getByRole('link', { name: 'View All Notifications' }).click()
  await expect(page).toHaveURL(/\/app\/notifications$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('main')).toContainText('No unread notifications')
})
