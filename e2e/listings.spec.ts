import { expect, loginAs, test } from './fixtures'
import { uniqueName } from './portfolio-helpers'

/**
 * Marketing listings and the public website (ADR 032), the whole flow: the landlord unpublishes
 * and republishes a demo listing from its page (the health panel says it is ready), a visitor
 * without an account opens the website and the listing — plain HTML, no script — and sends an
 * inquiry, then the landlord finds the lead in People and the notification in the bell's list.
 * Runs with JavaScript on and off.
 */
test.describe.configure({ timeout: 120_000 })

test('a landlord publishes a listing, a visitor inquires, the landlord sees the lead', async ({ page, browser }, testInfo) => {
  const visitorName = uniqueName('Pat Prospect', testInfo.project.name)
  await loginAs(page, 'landlord')
  const main = page.getByRole('main')

  // The marketing list, then the demo's Apt 2 listing.
  await page.goto('/app/landlord/marketing')
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible()
  await main.getByRole('link', { name: 'Sunny one-bedroom near the lakes' }).first().click()
  await expect(page).toHaveURL(/\/app\/landlord\/marketing\/\d+$/)
  const listingUrl = new URL(page.url()).pathname
  await expect(main.getByRole('region', { name: 'Listing health' })).toContainText('ready to be published')

  // Unpublish, then publish again: the public page link comes back.
  await main.getByRole('button', { name: 'Unpublish' }).click()
  await expect(main.getByRole('button', { name: 'Publish', exact: true })).toBeVisible()
  await main.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(main.getByRole('button', { name: 'Unpublish' })).toBeVisible()
  const publicHref = await main.getByRole('link', { name: 'View public page' }).getAttribute('href')
  expect(publicHref).toMatch(/^\/app\/sites\/[a-z0-9-]+\/listings\/\d+$/)
  expect(listingUrl).toContain(publicHref!.split('/').at(-1)!)

  // A visitor (no account) on the website and the listing: no script at all on these pages.
  const visitorContext = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== 'js-off' })
  const visitor = await visitorContext.newPage()
  const sitePath = publicHref!.replace(/\/listings\/\d+$/, '')
  const site = await visitor.goto(sitePath)
  expect(site?.status()).toBe(200)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Dana Rentals' })).toBeVisible()
  await expect(visitor.locator('script:not([type="application/ld+json"])')).toHaveCount(0)
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${sitePath}$`))
  // The demo shares its properties: each with its published listings, below the homes.
  await expect(visitor.getByRole('region', { name: 'Our properties' }).getByRole('link', { name: /Sunny one-bedroom near the lakes/ })).toBeVisible()
  await visitor.getByRole('region', { name: 'Homes for rent' }).getByRole('link', { name: /Sunny one-bedroom near the lakes/ }).click()
  await expect(visitor).toHaveURL(new RegExp(`${publicHref}$`))
  await expect(visitor.locator('script:not([type="application/ld+json"])')).toHaveCount(0)
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\//)
  const photo = visitor.getByRole('img', { name: 'Apt 2 Living room' })
  await expect(photo).toBeVisible()
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

  // The inquiry: a refusal next to the field, then the confirmation.
  const form = visitor.getByRole('region', { name: 'Ask about this home' })
  await form.getByLabel('Name').fill(visitorName)
  await form.getByLabel('Message').fill('Is the apartment still available for a March move-in?')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByText('Give an e-mail address or a phone number so the landlord can answer you.')).toBeVisible()
  await form.getByLabel('Email').fill('pat.prospect@example.com')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByRole('status')).toContainText('Your message was sent')
  await visitorContext.close()

  // The landlord: the lead in People, and the notification leading to it.
  await page.goto('/app/landlord/people/leads')
  await expect(main.getByRole('link', { name: new RegExp(visitorName.split(' ').at(-1)!) }).first()).toBeVisible()
  await page.goto('/app/notifications')
  const inquiry = main.getByText(/New inquiry about .* from your website\./).first()
  await expect(inquiry).toBeVisible()
})
