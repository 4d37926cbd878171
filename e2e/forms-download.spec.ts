import { readFile } from 'node:fs/promises'
import { readPdfText } from '../api/documents/pdf/pdfText'
import { expect, test, uniqueEmail } from './fixtures'
import { fillCaliforniaLease, field, LEASE, main } from './forms-helpers'

/**
 * The download flow of the preview page (product-spec §4 Download flow, §2 Preview screen): a
 * visitor fills the California residential lease (jumping back and forth with the step
 * indicator on the way, e2e/forms-helpers.ts) and previews it, presses Download on a phone (the
 * sign-up comes into view), creates a landlord account on the preview and gets the PDF with the
 * answers without pressing Download again; signed in, the page shows the way back to the
 * dashboard, and a later visit shows the cached preview. The e2e server runs without Stripe
 * keys (self-hosted mode: every organization has access), so the Subscribe dialog never shows
 * here; tests/forms-download.test.ts covers it with a signed webhook. Runs with JavaScript on
 * and off: every step is a link or a form post (the download goes on by a meta refresh without
 * JavaScript).
 */
test.describe.configure({ timeout: 120_000 })

test('a visitor previews the CA lease, creates a landlord account from the preview and the PDF downloads', async ({ page, browserName }, testInfo) => {
  const jsOn = testInfo.project.name === 'js-on'
  const tempId = await fillCaliforniaLease(page)
  const preview = `/app/forms/${LEASE}/ca/preview?tempId=${tempId}`

  // On a phone the panel follows the PDF: Download brings the sign-up into view.
  await page.setViewportSize({ width: 390, height: 844 })
  // A visitor's preview has no React (ADR 027): its Download is a plain link, nothing to wait for.
  await main(page).getByRole('link', { name: 'Download' }).click()
  await expect(page).toHaveURL(/auth=signup/)
  await expect(main(page).getByRole('heading', { name: 'Create your landlord account' })).toBeInViewport()
  // The toggle to log in is a link of the same preview (tests/forms-download.test.ts logs in through it).
  const choice = main(page).getByRole('navigation', { name: 'Create an account or log in' })
  await expect(choice.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /auth=login.*#download$/)

  await field(main(page), 'First name').fill('Lee')
  await field(main(page), 'Last name').fill('Lessor')
  await field(main(page), 'Email').fill(uniqueEmail(`download-${browserName}-${testInfo.project.name}`))
  await main(page).getByLabel('Password', { exact: true }).fill('Correct-horse1')
  await main(page).getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check()

  // Created and back on the preview, signed in: the download goes on by itself.
  const [file] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: 'Create account' }).click()])
  expect(file.suggestedFilename()).toMatch(/\.pdf$/)
  expect(file.url()).toMatch(/\/app\/landlord\/documents\/\d+\/file$/)
  const bytes = jsOn ? new Uint8Array(await readFile(await file.path())) : new Uint8Array(await (await page.request.get(file.url())).body())
  const text = (await readPdfText(bytes)).pages.join('\n')
  expect(text).toContain('Tomas Tenant')
  expect(text).toContain('742 Evergreen Terrace')
  expect(text).toContain('$2,450.00')
  await expect(page).toHaveURL(new RegExp(`${preview.replace(/[?]/g, '\\?')}#download$`))
  // Signed in: the way back to the landlord's own area, and Download is now theirs.
  await expect(page.getByRole('navigation', { name: 'Your area' }).getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/app/landlord')
  await expect(main(page).getByRole('button', { name: 'Download' })).toBeVisible()

  // The preview now links the landlord's document. Only the page itself is awaited, not its
  // embedded PDF: without JavaScript the <object>'s viewer may hold the load event back.
  let pdfRequests = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/preview.pdf')) pdfRequests += 1
  })
  await page.goto(preview, { waitUntil: 'domcontentloaded' })
  await expect(main(page).getByRole('link', { name: 'Open in your documents' })).toHaveAttribute('href', /^\/app\/landlord\/documents\/\d+$/)
  if (jsOn) {
    // Completing the draft did not change what the PDF is made of: the cached preview shows, no generation.
    await expect(main(page).getByRole('region', { name: /^Document preview/ })).toBeVisible({ timeout: 20_000 })
    expect(pdfRequests).toBe(0)
  }
})
