import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS, loginAs } from './fixtures'
import { expect, test } from './stripe-fake/fixtures'

/**
 * Card and bank payments in the browser, against the fake of Stripe (e2e/stripe-fake/): the
 * spec's own server runs with Stripe's test keys, msw answers its Stripe calls, webhooks
 * arrive signed, and the browser gets a local stub of Stripe.js. In order, on one demo
 * organization per project: the landlord finishes Stripe's onboarding; with JavaScript the
 * tenant pays an invoice in the Payment Element (a declined card first), another by bank
 * account, saves a card and turns autopay on; without JavaScript the tenant pays and saves
 * a card through Stripe Checkout.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })
const AFTER_SUBMIT = { timeout: 15_000 }
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }
const DECLINED = '4000 0000 0000 0002'

async function demoTenantLease(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/users/login', { data: { email: DEMO_USERS.tenant.email, password: DEMO_PASSWORD } })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const leases = await request.get('/api/leases', { headers, params: { depth: '0', limit: '1', sort: '-startDate' } })
  return (await leases.json()).docs[0].id as number
}

/** The invoice the tenant paid by card in this run (the Payment Element with JavaScript, Checkout without): the refund test refunds it. */
let paidByCard: { id: number; amount: string } | undefined

/** Tells the fake that time passed at Stripe (`/_later/…` in stripe-fake/server.ts): it delivers the webhooks of what happened. */
async function later(request: APIRequestContext, stripeFake: { fakeUrl: string }, what: string) {
  const response = await request.post(`${stripeFake.fakeUrl}/_later/${what}`)
  expect(response.status(), await response.text()).toBe(200)
}

/** The landlord's invoice page: the 'Amount due' of the amounts list. */
const landlordAmountDue = (page: Page) => page.getByRole('main').locator('dt', { hasText: /^Amount due$/ }).locator('xpath=following-sibling::dd[1]')

async function switchTo(page: Page, role: 'landlord' | 'tenant') {
  await page.context().clearCookies()
  await loginAs(page, role)
}

/** The landlord bills the demo tenant's lease (one-time payment drawer) payable by card and bank; returns the invoice id. */
async function billByCard(page: Page, leaseId: number, name: string, amount: string): Promise<number> {
  await switchTo(page, 'landlord')
  await page.goto(`/app/landlord/leases/${leaseId}/transactions?d=one-time-payment&lease=${leaseId}`)
  const drawer = page.getByRole('dialog', { name: 'One-time payment' })
  await drawer.getByLabel('Name').fill(name)
  await drawer.getByLabel('Description').fill(`${name} by card or bank`)
  await drawer.getByLabel('Amount').fill(amount)
  await drawer.getByLabel('Quantity').fill('1')
  await drawer.getByLabel('Payment Due').fill('10')
  await drawer.getByLabel('Credit Card').check()
  await drawer.getByLabel('US Bank Account').check()
  await drawer.getByLabel('Category').selectOption('fee')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/invoices\/\d+\?origin=/, AFTER_SUBMIT)
  return Number(new URL(page.url()).pathname.split('/').pop())
}

/** Reloads the page until the webhook Stripe sent has been applied (it arrives after the redirect). */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload()
    await check()
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1000] })
}

/** The landlord's invoice page shows it paid, with the tenant's card payment received (refundable through Stripe). */
async function landlordSeesCardPayment(page: Page, invoiceId: number, amount: string) {
  await switchTo(page, 'landlord')
  await page.goto(`/app/landlord/invoices/${invoiceId}`)
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()
  const payments = page.getByRole('main').getByRole('region', { name: 'Payments' })
  await expect(payments).toContainText('Credit Card')
  await expect(payments).toContainText('Received')
  await expect(payments).toContainText(amount)
  await expect(payments.getByRole('link', { name: 'Refund' })).toBeVisible()
}

test('the landlord finishes Stripe’s onboarding: card and bank payments open', async ({ page }) => {
  await loginAs(page, 'landlord')
  await page.goto('/app/landlord/accounts/settings')
  const card = page.getByRole('region', { name: 'Card and bank payments' })
  await expect(card).toContainText(/Charges enabled\s*No/)
  await card.getByRole('button', { name: 'Set up card payments' }).click()

  // Stripe's hosted onboarding (the fake's page at connect.stripe.com), then back to the account.
  await expect(page).toHaveURL(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/, AFTER_SUBMIT)
  await page.getByRole('button', { name: 'Agree and submit' }).click()
  await expect(page).toHaveURL(/\/app\/landlord\/accounts\/\d+$/, AFTER_SUBMIT)

  // account.updated arrived signed through the webhook: charges, payouts and both capabilities.
  await page.goto('/app/landlord/accounts/settings')
  await expect(card).toContainText(/Charges enabled\s*Yes/)
  await expect(card).toContainText(/Payouts enabled\s*Yes/)
  await expect(card.getByRole('button', { name: 'Update card payment details' })).toBeVisible()
})

test('JavaScript: the tenant pays by card in the Payment Element; the invoice is paid and the landlord sees the payment', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'js-off', 'the Payment Element needs JavaScript')
  const invoiceId = await billByCard(page, await demoTenantLease(request), 'Parking', '75.25')

  await switchTo(page, 'tenant')
  await page.goto(`/app/tenant/invoices/${invoiceId}`)
  const pay = page.getByRole('main').getByRole('region', { name: 'Pay $75.25' })
  const form = pay.getByRole('form', { name: 'Pay by card or bank' })
  // Incomplete details are refused in the browser (elements.submit()), as Stripe.js does.
  await form.getByRole('button', { name: 'Pay $75.25' }).click()
  await expect(form.getByRole('alert').filter({ hasText: 'Your card number is incomplete.' }).first()).toBeVisible()

  // A declined card: Stripe's message, and the tenant stays on the page.
  await form.getByLabel('Card number').fill(DECLINED)
  await form.getByLabel('Expiration date (MM / YY)').fill(CARD.expiry)
  await form.getByLabel('Security code').fill(CARD.cvc)
  await form.getByRole('button', { name: 'Pay $75.25' }).click()
  await expect(form.getByRole('alert').filter({ hasText: 'Your card was declined.' }).first()).toBeVisible(AFTER_SUBMIT)

  // Another card: Stripe confirms, returns to the invoice, and the signed webhook marks it paid.
  await form.getByLabel('Card number').fill(CARD.number)
  await form.getByRole('button', { name: 'Pay $75.25' }).click()
  await expect(page).toHaveURL(new RegExp(`/app/tenant/invoices/${invoiceId}\\?checkout=paid&payment_intent=pi_`), AFTER_SUBMIT)
  await reloadUntil(page, () => expect(page.getByTestId('invoice-amount-due')).toHaveText('$0.00'))
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()

  await landlordSeesCardPayment(page, invoiceId, '$75.25')
  paidByCard = { id: invoiceId, amount: '$75.25' }
})

test('JavaScript: the tenant pays by US bank account in the Payment Element; the debit is processing, settles, and a later bank return reopens the invoice', async ({ page, request, stripeFake }, testInfo) => {
  test.skip(testInfo.project.name === 'js-off', 'the Payment Element needs JavaScript')
  const invoiceId = await billByCard(page, await demoTenantLease(request), 'Laundry', '12.40')

  await switchTo(page, 'tenant')
  await page.goto(`/app/tenant/invoices/${invoiceId}`)
  const form = page.getByRole('main').getByRole('form', { name: 'Pay by card or bank' })
  // Another method remounts the Payment Element with bank fields (deferred mode, one type).
  await form.getByRole('radio', { name: 'US Bank Account' }).click()
  await form.getByLabel('Routing number').fill('110000000')
  await form.getByLabel('Account number').fill('000123456789')
  await form.getByRole('button', { name: 'Pay $12.40' }).click()
  await expect(page).toHaveURL(new RegExp(`/app/tenant/invoices/${invoiceId}\\?checkout=paid&payment_intent=pi_`), AFTER_SUBMIT)

  // A bank debit takes days at Stripe: payment_intent.processing keeps it pending, nothing is left to pay meanwhile.
  await reloadUntil(page, () => expect(page.getByText('Your US Bank Account payment of $12.40 is processing.', { exact: false })).toBeVisible())
  await expect(page.getByRole('main').getByRole('form', { name: 'Pay by card or bank' })).toHaveCount(0)

  // Days later the debit settles at Stripe (payment_intent.succeeded): paid.
  const intentId = new URL(page.url()).searchParams.get('payment_intent')!
  await later(request, stripeFake, `payment_intents/${intentId}/settle`)
  await reloadUntil(page, () => expect(page.getByTestId('invoice-amount-due')).toHaveText('$0.00'))
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()

  // Then the bank returns it (charge.failed, bank_account_closed): the invoice is due again and says why.
  await later(request, stripeFake, `payment_intents/${intentId}/charge_failed?code=bank_account_closed`)
  await reloadUntil(page, () => expect(page.getByTestId('invoice-amount-due')).toHaveText('$12.40'))
  await expect(page.getByRole('main')).toContainText('The bank account is closed.')
  await switchTo(page, 'landlord')
  await page.goto(`/app/landlord/invoices/${invoiceId}`)
  const payments = page.getByRole('main').getByRole('region', { name: 'Payments' })
  await expect(payments).toContainText('Failed')
  await expect(payments).toContainText('The bank account is closed.')
  await expect(landlordAmountDue(page)).toHaveText('$12.40')
})

test('JavaScript: the tenant saves a card in the Payment Element and turns autopay on with it', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'js-off', 'the Payment Element needs JavaScript')
  const leaseId = await demoTenantLease(request)
  await loginAs(page, 'tenant')
  await page.goto('/app/tenant/payment-methods')
  await page.getByRole('link', { name: 'Add payment method' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add payment method' })
  const form = dialog.getByRole('form', { name: 'Add payment method' })
  // The SetupIntent offers both kinds (Stripe.js reads them from it): the card tab is first.
  await expect(form.getByRole('radio', { name: 'US bank account' })).toBeVisible()
  await form.getByLabel('Card number').fill(CARD.number)
  await form.getByLabel('Expiration date (MM / YY)').fill(CARD.expiry)
  await form.getByLabel('Security code').fill(CARD.cvc)
  await form.getByRole('button', { name: 'Save payment method' }).click()

  await expect(page.getByRole('dialog', { name: 'Payment method added' })).toBeVisible(AFTER_SUBMIT)
  await page.getByRole('dialog', { name: 'Payment method added' }).getByRole('link', { name: 'Done' }).click()
  const saved = page.getByRole('list', { name: 'Saved payment methods' })
  await expect(saved.getByText('Visa •••• 4242')).toBeVisible()

  await page.goto(`/app/tenant/leases/${leaseId}/auto-pay`)
  await expect(page.getByText('Autopay is off.')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked()
  await page.getByRole('button', { name: 'Turn on autopay' }).click()
  await expect(page.getByText('Autopay is on with Visa •••• 4242.')).toBeVisible(AFTER_SUBMIT)
})

test('without JavaScript: the tenant pays through Stripe Checkout and comes back to a paid invoice', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'js-on', 'with JavaScript the Payment Element is used (previous tests)')
  const invoiceId = await billByCard(page, await demoTenantLease(request), 'Storage', '30.50')

  await switchTo(page, 'tenant')
  await page.goto(`/app/tenant/invoices/${invoiceId}`)
  const pay = page.getByRole('main').getByRole('region', { name: 'Pay $30.50' })
  await pay.getByRole('button', { name: 'Pay by Credit Card' }).click()

  // The form post made a Checkout Session at the fake and redirected to its page.
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/, AFTER_SUBMIT)
  await page.getByRole('button', { name: 'Pay $30.50' }).click()

  // Back on the return URL: checkout.session.completed was delivered before Stripe redirected.
  await expect(page).toHaveURL(new RegExp(`/app/tenant/invoices/${invoiceId}\\?checkout=paid`), AFTER_SUBMIT)
  await expect(page.getByTestId('invoice-amount-due')).toHaveText('$0.00')
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()

  await landlordSeesCardPayment(page, invoiceId, '$30.50')
  paidByCard = { id: invoiceId, amount: '$30.50' }
})

test('the landlord refunds part of a card payment: pending until Stripe has sent it, then both sides see it counted', async ({ page, request, stripeFake }) => {
  expect(paidByCard, 'the card payment test before this one paid an invoice').toBeDefined()
  const { id: invoiceId } = paidByCard!
  await switchTo(page, 'landlord')
  await page.goto(`/app/landlord/invoices/${invoiceId}`)
  const payments = page.getByRole('main').getByRole('region', { name: 'Payments' })
  await payments.getByRole('link', { name: 'Refund' }).click()
  const drawer = page.getByRole('dialog', { name: 'Refund payment' })
  await drawer.getByLabel('Amount').fill('10.00')
  await drawer.getByLabel('Reason').fill('Parking overcharge')
  await drawer.getByRole('button', { name: 'Refund' }).click()
  await expect(drawer).toBeHidden(AFTER_SUBMIT)
  // Stripe took it (refund.created): pending, not counted yet.
  await expect(payments).toContainText(/Refund of \$10\.00 \(pending\).*: Parking overcharge/)
  await expect(landlordAmountDue(page)).toHaveText('$0.00')

  // Days later Stripe has sent the money back: refund.updated succeeded.
  await later(request, stripeFake, 'refunds/settle')
  await reloadUntil(page, () => expect(payments).toContainText('Refund of $10.00 (succeeded)'))
  await expect(landlordAmountDue(page)).toHaveText('$10.00')

  await switchTo(page, 'tenant')
  await page.goto(`/app/tenant/invoices/${invoiceId}`)
  await expect(page.getByRole('main')).toContainText('Refund of $10.00 (succeeded)')
  await expect(page.getByTestId('invoice-amount-due')).toHaveText('$10.00')
})

test('without JavaScript: the tenant saves a card through Stripe Checkout and turns autopay on with it', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'js-on', 'with JavaScript the Payment Element is used (previous tests)')
  const leaseId = await demoTenantLease(request)
  await loginAs(page, 'tenant')
  await page.goto(`/app/tenant/leases/${leaseId}/auto-pay`)
  await page.getByRole('link', { name: 'Add payment method' }).click()
  await page.getByRole('dialog', { name: 'Add payment method' }).getByRole('button', { name: 'Continue to Stripe' }).click()

  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/, AFTER_SUBMIT)
  await page.getByRole('button', { name: 'Save card' }).click()

  await expect(page).toHaveURL(new RegExp(`/app/tenant/leases/${leaseId}/auto-pay$`), AFTER_SUBMIT)
  await expect(page.getByText('Payment method added')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked()
  await page.getByRole('button', { name: 'Turn on autopay' }).click()
  await expect(page.getByText('Autopay is on with Visa •••• 4242.')).toBeVisible(AFTER_SUBMIT)

  await page.goto('/app/tenant/payment-methods')
  await expect(page.getByRole('list', { name: 'Saved payment methods' }).getByText('Visa •••• 4242')).toBeVisible()
})
