
import { beforeAll, describe, expect, it } from 'vitest'
import { readPdfText } from '@api/documents/pdf/pdfText'
import { parseDocumentBody, renderDocumentPdf } from '@api/documents/pdf'
import { PREVIEW_WATERMARK } from '@api/documents/preview'
import { ensureFeatureFlags } from '@api/seed/factories'
import { action as formAction, loader as formLoader } from '~/routes/app/forms/$templateSlug.$stateSlug'
import { action as previewAction, loader as previewLoader } from '~/routes/app/forms/$templateSlug.$stateSlug.preview'
import { loader as previewPdfLoader } from '~/routes/app/forms/$templateSlug.$stateSlug.preview.pdf'
import { loader as fileLoader } from '~/routes/app/landlord/documents.$documentId.file'
import { clearFeatureFlagCache } from '~/utils/feature-flags.server'
import { sessionStorage } from '~/utils/session.server'
import { rest } from '../rest'
import { createTestTemplates, TEST_ANSWERS, type TestTemplates } from '../support/documents'
import { testPayload } from '../support/payload'
import { account, newBrowser, ORIGIN, requestContext, routeRequest, runRoute, runAsVisitor, type FormFields, type Outcome, type RouteHandler } from '../support/routes'
import { signedInLandlord } from '../support/users'

/**
 * The public form's preview (product-spec §4 Preview, Download flow): a draft's preview is
 * served only to the browser that started it (its encrypted session remembers the draft),
 * every page of a preview says 'Preview', and the clean document is the download after
 * sign-up (and subscription where configured).
 */
let templates: TestTemplates

beforeAll(async () => {
  const payload = await testPayload()
  await ensureFeatureFlags(payload)
  clearFeatureFlagCache()
  templates = await createTestTemplates(payload)
})

/** Runs a route handler as a visitor of the current browser (its session holds no token); `setCookie` is the cookie it answers with. */
async function asVisitor(handler: RouteHandler, path: string, form?: FormFields): Promise<Outcome & { setCookie?: string | null }> {
  const outcome = await runAsVisitor(handler, path, { form, params: params() })
  return { ...outcome, setCookie: outcome.auth.dirty ? await sessionStorage().commitSession(outcome.auth.session) : null }
}

const params = () => ({ templateSlug: templates.groupSlug, stateSlug: 'ca' })
const formUrl = (query = '') => `/app/forms/${templates.groupSlug}/ca${query}`
const previewUrl = (tempId: string) => formUrl(`/preview?tempId=${tempId}`)
const previewPdfUrl = (tempId: string) => formUrl(`/preview.pdf?tempId=${tempId}`)

/** A visitor of the current browser fills the test template (CA); returns the draft's tempId. */
async function filledDraft(): Promise<string> {
  const started = await asVisitor(formLoader, formUrl())
  expect(started.status).toBe(302)
  // The draft is remembered in the browser's session cookie (HttpOnly).
  expect(started.setCookie).toMatch(/HttpOnly/)
  const tempId = new URL(started.location!, ORIGIN).searchParams.get('tempId')!
  await asVisitor(formAction, formUrl(`?tempId=${tempId}&step=0`), { tempId, stepKey: 'parties', intent: 'next', documentTitle: 'Maple Court', landlordName: 'Alice Landlord', tenantName: 'Tom Tenant' })
  const last = await asVisitor(formAction, formUrl(`?tempId=${tempId}&step=1`), { tempId, stepKey: 'rent', intent: 'preview', monthlyRent: '1,850' })
  expect(last.location).toBe(previewUrl(tempId))
  return tempId
}

async function pdfPages(outcome: Outcome): Promise<string[]> {
  const response = outcome.response!
  expect(response.headers.get('Content-Type')).toBe('application/pdf')
  return (await readPdfText(Buffer.from(await response.arrayBuffer()))).pages
}

describe('a draft’s preview belongs to the browser that started it', () => {
  it('V4.2.1 the same browser gets the preview; another browser with the tempId gets neither the PDF, the page nor the answers', async () => {
    newBrowser()
    const tempId = await filledDraft()
    const mine = await asVisitor(previewPdfLoader, previewPdfUrl(tempId))
    expect(mine.status).toBe(200)
    expect((await pdfPages(mine)).join('\n')).toContain('Alice Landlord')

    newBrowser()
    const pdf = await asVisitor(previewPdfLoader, previewPdfUrl(tempId))
    expect(pdf.status).toBe(302)
    expect(pdf.location).toBe(formUrl())
    const page = await asVisitor(previewLoader, previewUrl(tempId))
    expect(page.status).toBe(302)
    expect(page.location).toBe(formUrl())
    // The form page starts a draft of its own instead of showing the answers.
    const form = await asVisitor(formLoader, formUrl(`?tempId=${tempId}&step=0`))
    expect(form.status).toBe(302)
    expect(form.location).toBe(formUrl())
    const save = await asVisitor(formAction, formUrl(`?tempId=${tempId}&step=0`), { tempId, stepKey: 'parties', intent: 'next', landlordName: 'Mallory' })
    expect(save.status).not.toBe(200)
    const stored = await (await testPayload()).find({ collection: 'form-submissions', where: { tempId: { equals: tempId } }, overrideAccess: true })
    expect((stored.docs[0]!.submission as Record<string, unknown>).landlordName).toBe('Alice Landlord')
  })

  it('V4.2.1 a landlord signed in elsewhere cannot download (claim) a visitor’s draft by its tempId', async () => {
    newBrowser()
    const tempId = await filledDraft()
    newBrowser()
    const thief = account(await signedInLandlord('draft-thief'))
    const taken = await runRoute(previewAction, previewUrl(tempId), { who: thief, params: params(), form: { intent: 'download' } })
    expect(taken.status).toBe(302)
    expect(taken.location).toBe(formUrl())
    const stored = await (await testPayload()).find({ collection: 'form-submissions', where: { tempId: { equals: tempId } }, overrideAccess: true })
    expect(stored.docs[0]!.organization ?? null).toBeNull()
    expect(stored.docs[0]!.status).not.toBe('completed')
  })

  it('V4.2.1 the browser that started the draft keeps it through sign-in and downloads the clean document', async () => {
    newBrowser()
    const tempId = await filledDraft()
    const landlord = account(await signedInLandlord('draft-owner'))
    const downloaded = await runRoute(previewAction, previewUrl(tempId), { who: landlord, params: params(), form: { intent: 'download' } })
    expect(downloaded.status).toBe(303)
    const id = Number(/\/documents\/(\d+)\/file$/.exec(downloaded.location ?? '')?.[1])
    expect(id).toBeGreaterThan(0)
    const request = routeRequest(`/app/landlord/documents/${id}/file`)
    const { context } = await requestContext(request.url, landlord)
    const file = (await fileLoader({ request, context, params: { documentId: String(id) } } as never)) as Response
    expect(file.status).toBe(200)
    const text = (await readPdfText(Buffer.from(await file.arrayBuffer()))).pages.join('\n')
    expect(text).toContain('Alice Landlord')
    expect(text).not.toMatch(/preview/i)
  })
})

describe('a preview says so on every page', () => {
  it('V4.1.3 the preview PDF of the form pages and of the API carries "Preview" on each page', async () => {
    newBrowser()
    const tempId = await filledDraft()
    const pages = await pdfPages(await asVisitor(previewPdfLoader, previewPdfUrl(tempId)))
    expect(pages.length).toBeGreaterThan(0)
    for (const page of pages) expect(page).toContain(PREVIEW_WATERMARK)

    const api = await rest('POST', '/form-submissions/preview', { json: { template: templates.ca.id, submission: TEST_ANSWERS } })
    expect(api.status).toBe(200)
    const apiPages = (await readPdfText(Buffer.from(api.body.preview, 'base64'))).pages
    for (const page of apiPages) expect(page).toContain(PREVIEW_WATERMARK)
  })

  it('V4.1.3 a document of several pages is marked on each of them, and only when asked', async () => {
    const body = parseDocumentBody({ title: 'Long lease', blocks: Array.from({ length: 60 }, (_, index) => ({ kind: 'paragraph', text: `Clause text number ${index} `.repeat(12) })) })
    const marked = await readPdfText(await renderDocumentPdf(body, {}, { documentName: 'Long lease', watermark: PREVIEW_WATERMARK }))
    expect(marked.pages.length).toBeGreaterThan(2)
    for (const page of marked.pages) expect(page).toContain(PREVIEW_WATERMARK)
    const clean = await readPdfText(await renderDocumentPdf(body, {}, { documentName: 'Long lease' }))
    expect(clean.pages).toHaveLength(marked.pages.length)
    for (const page of clean.pages) expect(page).not.toContain(PREVIEW_WATERMARK)
  })
})
