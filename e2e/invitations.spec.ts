import { expect, latestMailTo, loginAs, mailLink, test, uniqueEmail } from './fixtures'
import { dialog } from './portfolio-helpers'

/**
 * JavaScript on and off: a landlord invites a new person to a lease;
 * the invitation e-mail's link opens the tenant sign-up with the e-mail locked; the new
 * tenant accepts and sees the lease and its property info; the landlord sees 'accepted'.
 */
test.describe.configure({ timeout: 120_000 })

const PASSWORD = 'Invited-pass1!'

test('a landlord invites a new tenant, who signs up through the link, accepts and sees the lease', async ({ page }) => {
  const email = uniqueEmail('invited')
  await loginAs(page, 'landlord')

  // A lease of the demo landlord (the draft one).
  await page.goto('/app/landlord/leases/draft')
  const leaseLink = page.getByRole('main').locator('a[href^="/app/landlord/leases/"]').filter({ hasNotText: /^$/ })
  const href = await leaseLink.evaluateAll((links) => links.map((link) => link.getAttribute('href')).find((value) => value && /\/leases\/\d+$/.test(value)))
  expect(href).toBeTruthy()
  const leasePath = href!

  // Invite a new contact.
  await page.goto(`${leasePath}/tenants?d=lease-invite-contact`)
  const invite = dialog(page, 'Invite contact')
  await invite.getByLabel('First name').fill('Ivy')
  await invite.getByLabel('Last name').fill('Invitee')
  await invite.getByLabel('Email').fill(email)
  await invite.getByRole('button', { name: 'Invite to lease' }).click()
  await expect(page).toHaveURL(new RegExp(`${leasePath}/tenants$`))
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: email })
  await expect(card).toContainText('Invitation pending')

  // The e-mail, and its link in a fresh (signed-out) browser.
  const mail = await latestMailTo(email, { subject: 'invited you' })
  const link = mailLink(mail, '/app/tenant/create-account')
  await page.context().clearCookies()
  await page.goto(link)
  const emailField = page.getByLabel('Email', { exact: true })
  await expect(emailField).toHaveValue(email)
  await expect(emailField).toHaveAttribute('readonly', '')
  await expect(page.getByLabel('First name')).toHaveValue('Ivy')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('I agree to the terms and conditions').check()
  await page.getByRole('button', { name: 'Create account' }).click()

  // The invitation, answered.
  await expect(page).toHaveURL(/\/app\/tenant\/invitations\?/, { timeout: 30_000 })
  const invitation = page.getByRole('main').getByRole('region', { name: /invited you/ })
  await expect(invitation).toBeVisible()
  await invitation.getByRole('button', { name: 'Accept' }).click()
  await expect(page).toHaveURL(/\/app\/tenant\/leases\/\d+$/)
  await expect(page.getByRole('main')).toContainText('Landlord')
  await expect(page.getByRole('main')).toContainText('Dana Rentals')
  await page.getByRole('navigation', { name: 'Lease sections' }).getByRole('link', { name: 'Property info' }).click()
  await expect(page.getByRole('heading', { name: 'Your home' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Address')
  // The lease list (no longer redirected once there is more than one; here exactly one).
  await page.goto('/app/tenant/leases')
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1)
  // No landlord page for a tenant.
  await page.goto(leasePath)
  await expect(page).toHaveURL(/\/app\/tenant/)

  // The landlord sees the answer.
  await page.context().clearCookies()
  await loginAs(page, 'landlord')
  await page.goto(`${leasePath}/tenants`)
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: email })).toContainText('Invitation accepted')
})

test('a used or unknown invitation link shows a clear message and an ordinary sign-up', async ({ page }) => {
  await page.goto('/app/tenant/create-account?invitation=999999&token=not-a-real-token')
  await expect(page.getByRole('alert').first()).toContainText('This invitation link is not valid')
  const emailField = page.getByLabel('Email', { exact: true })
  await expect(emailField).toHaveValue('')
  await expect(emailField).not.toHaveAttribute('readonly', '')
  // The links to the other public pages keep the invitation.
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /invitation=999999&token=not-a-real-token/)
})
