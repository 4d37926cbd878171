import { readFile } from 'node:fs/promises'
import { readPdfText } from '../api/documents/pdf/pdfText'
import { expect, test, uniqueEmail } from './fixtures'
import { fillCaliforniaLease, field, LEASE, main } from './forms-helpers'

/**
 * The download flow of the preview page (product-spec §4 Download flow, §2
 * Preview screen): a visitor fills the California residential lease, previews it, presses
 * Download, creates a landlord account on the preview (toggle to log in and back), returns
 * to the preview signed in, presses Download again and gets the PDF with the answers. The
 * e2e server runs without Stripe keys (self-hosted mode: every organization has access), so
 * the Subscribe dialog never shows here; tests/forms-download.test.ts covers it with a signed
 * webhook. Runs with JavaScript on and off: every step is a link or a form post.
 */
test.describe.configure({ timeout: 120_000 })

test('a visitor previews the CA lease, creates a landlord account from the preview and downloads the PDF', async ({ page, browserName }, testInfo) => {
  const jsOn = testInfo.project.name === 'js-on'
  const tempId = await fillCaliforniaLease(page)
  const preview = `/app/forms/${LEASE}/ca/preview?tempId=${tempId}`

  // Download asks a visitor to create a landlord account, with a toggle to log in.
  await main(page).getByRole('link', { name: 'Download' }).click()
  await expect(page).toHaveURL(/auth=signup/)
  const choice = main(page).getByRole('navigation', { name: 'Create an account or log in' })
  await choice.getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/auth=login/)
  await expect(main(page).getByRole('heading', { name: 'Landlord log in' })).toBeVisible()
  await choice.getByRole('link', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/auth=signup/)
  await expect(main(page).getByRole('heading', { name: 'Create your landlord account' })).toBeVisible()

  await field(main(page), 'First name').fill('Lee')
  await field(main(page), 'Last name').fill('Lessor')
  await field(main(page), 'Email').fill(uniqueEmail(`download-${browserName}-${testInfo.project.name}`))
  await main(page).getByLabel('Password', { exact: true }).fill('Correct-horse1')
  await main(page).getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check()
  await main(page).getByRole('button', { name: 'Create account' }).click()

  // Back on the preview, signed in as a landlord: Download is now a form post.
  await expect(page).toHaveURL(new RegExp(`${preview.replace(/[?]/g, '\\?')}$`))
  const download = main(page).getByRole('button', { name: 'Download' })
  await expect(download).toBeVisible()

  if (jsOn) {
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toMatch(/\.pdf$/)
    const text = (await readPdfText(new Uint8Array(await readFile(await file.path())))).pages.join('\n')
    expect(text).toContain('Tomas Tenant')
    expect(text).toContain('742 Evergreen Terrace')
  } else {
    // Without JavaScript the browser posts the form and follows the redirect to the file.
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.url()).toMatch(/\/app\/landlord\/documents\/\d+\/file$/)
    const response = await page.request.get(file.url())
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"/)
    const text = (await readPdfText(new Uint8Array(await response.body()))).pages.join('\n')
    expect(text).toContain('Tomas Tenant')
    expect(text).toContain('$2,450.00')
  }

  // The preview now links the landlord's document. Only the page itself is awaited, not its
  // embedded PDF: without JavaScript the <object>'s viewer may hold the load event back.
  await page.goto(preview, { waitUntil: 'domcontentloaded' })
  await expect(main(page).getByRole('link', { name: 'Open in your documents' })).toHaveAttribute('href', /^\/app\/landlord\/documents\/\d+$/)
})
