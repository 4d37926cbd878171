import { setupServer } from 'msw/node'
import { handleEndpoints } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import config from '@api/payload.config'
import { readPdfText } from '@api/documents/pdf/pdfText'
import { ensureFeatureFlags } from '@api/seed/factories'
import { downloadMessages } from '~/features/forms/download-panel'
import { action as formAction, loader as formLoader } from '~/routes/app/forms/$templateSlug.$stateSlug'
import { action as previewAction, loader as previewLoader } from '~/routes/app/forms/$templateSlug.$stateSlug.preview'
import { loader as fileLoader } from '~/routes/app/landlord/documents.$documentId.file'
import { loader as returnLoader, subscriptionReturnMessages } from '~/routes/app/settings.subscription.return'
import { clearFeatureFlagCache } from '~/utils/feature-flags.server'
import { checkoutRequests, signStripePayload, STRIPE_TEST_ENV, stripeHandlers, subscriptionEvent } from './mocks/stripe'
import { createTestTemplates, type TestTemplates } from './support/documents'
import { testPayload } from './support/payload'
import { account, ORIGIN, requestContext, routeRequest, runRoute, runAsVisitor, type FormFields, type RouteHandler } from './support/routes'
import { GOOD_PASSWORD, signedInLandlord, signedInTenant, uniqueEmail } from './support/users'

/**
 * The preview page's download flow (product-spec §4 Download flow, §2 Preview screen and
 * Subscribe modal) and the subscription return page, run as a browser without JavaScript
 * reaches them, against the real API. Stripe is offline: msw answers its API and webhooks
 * are signed with the SDK's test helper (tests/mocks/stripe.ts).
 */

const server = setupServer(...stripeHandlers)
let templates: TestTemplates

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  const payload = await testPayload()
  await ensureFeatureFlags(payload)
  clearFeatureFlagCache()
  templates = await createTestTemplates(payload)
})
afterEach(() => {
  server.resetHandlers()
  checkoutRequests.length = 0
  vi.unstubAllEnvs()
})
afterAll(() => {
  server.close()
})

/** Stripe keys for one test (the environment is shared by the worker's files). */
function useStripeKeys() {
  for (const [name, value] of Object.entries(STRIPE_TEST_ENV)) vi.stubEnv(name, value)
}

/** Runs a route handler as a visitor (a session without a token); `auth` shows what it did to the session. */
const asVisitor = (handler: RouteHandler, path: string, params: Record<string, string>, form?: FormFields) => runAsVisitor(handler, path, { params, form })

const params = () => ({ templateSlug: templates.groupSlug, stateSlug: 'ca' })
const formUrl = (query = '') => `/app/forms/${templates.groupSlug}/ca${query}`
const previewUrl = (tempId: string, extra = '') => formUrl(`/preview?tempId=${tempId}${extra}`)

/** A visitor fills the test template (CA) on both pages; returns the draft's tempId. */
async function filledDraft(): Promise<string> {
  const started = await asVisitor(formLoader, formUrl(), params())
  const tempId = new URL(started.location!, ORIGIN).searchParams.get('tempId')!
  const first = await asVisitor(formAction, formUrl(`?tempId=${tempId}&step=0`), params(), {
    tempId,
    stepKey: 'parties',
    intent: 'next',
    documentTitle: 'Maple Court',
    landlordName: 'Alice Landlord',
    tenantName: 'Tom Tenant',
  })
  expect(first.location).toBe(formUrl(`?tempId=${tempId}&step=1`))
  const last = await asVisitor(formAction, formUrl(`?tempId=${tempId}&step=1`), params(), { tempId, stepKey: 'rent', intent: 'preview', monthlyRent: '1,850' })
  expect(last.location).toBe(previewUrl(tempId))
  return tempId
}

const documentIdOf = (location: string | null | undefined) => Number(/^\/app\/landlord\/documents\/(\d+)\/file$/.exec(location ?? '')?.[1])

/** Runs the file route and reads the PDF's text. */
async function downloadedText(who: ReturnType<typeof account>, id: number) {
  const request = routeRequest(`/app/landlord/documents/${id}/file`)
  const { context } = await requestContext(request.url, who)
  const response = (await fileLoader({ request, context, params: { documentId: String(id) } } as never)) as Response
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('application/pdf')
  expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="/)
  return (await readPdfText(Buffer.from(await response.arrayBuffer()))).pages.join('\n')
}

/** Posts a Stripe event to the webhook, signed with the test secret. */
async function deliver(event: { id: string }) {
  await testPayload()
  const body = JSON.stringify(event)
  const url = new URL('/api/stripe/webhook', process.env.SERVER_URL)
  const request = new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signStripePayload(body) }, body })
  const response = await handleEndpoints({ config, request, path: url.pathname })
  return response.status
}

describe('the download flow of the preview page', () => {
  it('sends a visitor to create a landlord account, and back to the preview signed in', async () => {
    const tempId = await filledDraft()
    const preview = await asVisitor(previewLoader, previewUrl(tempId), params())
    expect(preview.data.viewer).toBe('visitor')
    expect(preview.data.auth).toBeNull()
    // Back to the preview's download panel (#download: in view on phones, where it follows the PDF).
    const redirectTo = encodeURIComponent(`${previewUrl(tempId)}#download`).replaceAll('%20', '+')
    expect(preview.data.authHrefs.signup).toBe(`${formUrl('/preview')}?tempId=${tempId}&auth=signup&redirectTo=${redirectTo}`)
    expect(preview.data.authHrefs.login).toBe(`${formUrl('/preview')}?tempId=${tempId}&auth=login&redirectTo=${redirectTo}`)

    // The toggle is the URL.
    const signUpSide = await asVisitor(previewLoader, preview.data.authHrefs.signup, params())
    expect(signUpSide.data.auth).toBe('signup')
    expect(signUpSide.data.signUp.honeypot.name).toBeTruthy()
    expect((await asVisitor(previewLoader, preview.data.authHrefs.login, params())).data.auth).toBe('login')

    // A post without a side (a stale page) opens the sign-up.
    const stray = await asVisitor(previewAction, previewUrl(tempId), params(), { intent: 'download' })
    expect(stray.status).toBe(303)
    expect(stray.location).toBe(preview.data.authHrefs.signup)

    // Refused sign-up: the form's errors, nobody signed in.
    const signUp = { firstName: 'Lee', lastName: 'Lessor', password: GOOD_PASSWORD, terms: 'on', redirectTo: `${previewUrl(tempId)}#download` }
    const refused = await asVisitor(previewAction, preview.data.authHrefs.signup, params(), { ...signUp, email: 'not-an-email' })
    expect(refused.status).toBe(400)
    expect(refused.data.result.error.email).toBeTruthy()
    expect(refused.auth.token).toBeNull()
    expect(refused.auth.session.get('pendingDownload')).toBeUndefined()

    const email = uniqueEmail('download-signup')
    const created = await asVisitor(previewAction, preview.data.authHrefs.signup, params(), { ...signUp, email })
    expect(created.status).toBe(302)
    expect(created.location).toBe(`${previewUrl(tempId)}#download`)
    expect(created.auth.token).toBeTruthy()
    expect(created.auth.internalRole).toBe('landlord')

    // Signed in, the preview goes on with the download by itself (no second Download): it opens
    // the start URL (JavaScript) or refreshes to it (no JavaScript); no Stripe keys here, so
    // every organization has access and the file comes back.
    const who = account({ token: created.auth.token! })
    const back = await runRoute(previewLoader, previewUrl(tempId), { who, params: params() })
    expect(back.data.viewer).toBe('landlord')
    expect(back.data.continueDownloadHref).toBe(previewUrl(tempId, '&download=start'))
    // The same answers make the same PDF: the browser's cached preview is used, not generated again.
    expect(back.data.formStateHash).toBe(preview.data.formStateHash)
    const downloaded = await runRoute(previewLoader, back.data.continueDownloadHref, { who, params: params() })
    expect(downloaded.status).toBe(303)
    const id = documentIdOf(downloaded.location)
    expect(id).toBeGreaterThan(0)
    const text = await downloadedText(who, id)
    expect(text).toContain('Alice Landlord')
    expect(text).toContain('Tom Tenant')

    // Once: the preview no longer continues, and the start URL only leads back to the preview.
    const after = await runRoute(previewLoader, previewUrl(tempId), { who, params: params() })
    expect(after.data.continueDownloadHref).toBeNull()
    expect(after.data.documentHref).toBe(`/app/landlord/documents/${id}`)
    // Completing the draft kept only what the PDF is made of: still the same cache key.
    expect(after.data.formStateHash).toBe(preview.data.formStateHash)
    const again = await runRoute(previewLoader, previewUrl(tempId, '&download=start'), { who, params: params() })
    expect(again.status).toBe(302)
    expect(again.location).toBe(previewUrl(tempId))
  })

  it('starts no download from a start URL without a pending one (a link from elsewhere)', async () => {
    const landlord = await signedInLandlord('download-no-pending')
    const who = account(landlord)
    const tempId = await filledDraft()
    const page = await runRoute(previewLoader, previewUrl(tempId), { who, params: params() })
    expect(page.data.continueDownloadHref).toBeNull()
    const start = await runRoute(previewLoader, previewUrl(tempId, '&download=start'), { who, params: params() })
    expect(start.status).toBe(302)
    expect(start.location).toBe(previewUrl(tempId))
    const payload = await testPayload()
    const { totalDocs } = await payload.count({ collection: 'editable-documents', where: { organization: { equals: landlord.organization.id } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('lets a landlord log in from the preview', async () => {
    const landlord = await signedInLandlord('download-login')
    const tempId = await filledDraft()
    const loginUrl = (await asVisitor(previewLoader, previewUrl(tempId), params())).data.authHrefs.login
    const wrong = await asVisitor(previewAction, loginUrl, params(), { role: 'landlord', email: landlord.user.email, password: 'Wrong-password9', redirectTo: `${previewUrl(tempId)}#download` })
    expect(wrong.status).toBe(401)
    expect(wrong.auth.session.get('pendingDownload')).toBeUndefined()
    const loggedIn = await asVisitor(previewAction, loginUrl, params(), { role: 'landlord', email: landlord.user.email, password: GOOD_PASSWORD, redirectTo: `${previewUrl(tempId)}#download` })
    expect(loggedIn.status).toBe(302)
    expect(loggedIn.location).toBe(`${previewUrl(tempId)}#download`)
    expect(loggedIn.auth.internalRole).toBe('landlord')
    // The download goes on after the log-in too.
    const who = account(landlord)
    const back = await runRoute(previewLoader, previewUrl(tempId), { who, params: params() })
    expect(back.data.continueDownloadHref).toBe(previewUrl(tempId, '&download=start'))
    const downloaded = await runRoute(previewLoader, back.data.continueDownloadHref, { who, params: params() })
    expect(documentIdOf(downloaded.location)).toBeGreaterThan(0)
  })

  it('completes the draft of a landlord and redirects to the file; the preview then links the document', async () => {
    const landlord = await signedInLandlord('download')
    const who = account(landlord)
    const tempId = await filledDraft()
    const outcome = await runRoute(previewAction, previewUrl(tempId), { who, params: params(), form: { intent: 'download' } })
    expect(outcome.status).toBe(303)
    const id = documentIdOf(outcome.location)
    expect(await downloadedText(who, id)).toContain('Maple Court')

    const payload = await testPayload()
    const document = await payload.findByID({ collection: 'editable-documents', id, depth: 0, overrideAccess: true })
    expect(document.organization).toBe(landlord.organization.id)
    const submission = await payload.findByID({ collection: 'form-submissions', id: document.formSubmission as number, depth: 0, overrideAccess: true })
    expect(submission.status).toBe('complete')

    const preview = await runRoute(previewLoader, previewUrl(tempId), { who, params: params() })
    expect(preview.data.documentHref).toBe(`/app/landlord/documents/${id}`)

    // Downloading again reuses the one document.
    const again = await runRoute(previewAction, previewUrl(tempId), { who, params: params(), form: { intent: 'download' } })
    expect(documentIdOf(again.location)).toBe(id)

    // Another landlord: the draft is not theirs (the form's start), the file is 404.
    const other = account(await signedInLandlord('download-other'))
    const theirs = await runRoute(previewAction, previewUrl(tempId), { who: other, params: params(), form: { intent: 'download' } })
    expect(theirs.status).toBe(302)
    expect(theirs.location).toBe(formUrl())
    expect((await runRoute(fileLoader, `/app/landlord/documents/${id}/file`, { who: other, params: { documentId: String(id) } })).status).toBe(404)
  })

  it('tells a tenant that documents are for landlords (when the tenants\' forms flag is on)', async () => {
    const tenant = account(await signedInTenant('download-tenant'))
    const tempId = await filledDraft()
    // By default tenants have no forms pages at all.
    expect((await runRoute(previewLoader, previewUrl(tempId), { who: tenant, role: 'tenant', params: params() })).status).toBe(404)

    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'feature-flags', where: { role: { equals: 'tenant' } }, limit: 1, overrideAccess: true })
    const flag = docs[0]!
    await payload.update({ collection: 'feature-flags', id: flag.id, data: { features: [...(flag.features ?? []), 'forms'] }, overrideAccess: true })
    clearFeatureFlagCache()
    try {
      const page = await runRoute(previewLoader, previewUrl(tempId), { who: tenant, role: 'tenant', params: params() })
      expect(page.data.viewer).toBe('tenant')
      const refused = await runRoute(previewAction, previewUrl(tempId), { who: tenant, role: 'tenant', params: params(), form: { intent: 'download' } })
      expect(refused.status).toBe(403)
      expect(refused.data.downloadError).toBe(downloadMessages.tenantOnly)
      // The draft was not claimed: a landlord still can.
      const landlord = account(await signedInLandlord('download-after-tenant'))
      expect((await runRoute(previewAction, previewUrl(tempId), { who: landlord, params: params(), form: { intent: 'download' } })).status).toBe(303)
    } finally {
      await payload.update({ collection: 'feature-flags', id: flag.id, data: { features: flag.features }, overrideAccess: true })
      clearFeatureFlagCache()
    }
  })

  it('with Stripe and no subscription opens the Subscribe dialog; a signed webhook grants access and the download works', async () => {
    useStripeKeys()
    const landlord = await signedInLandlord('download-subscribe')
    const who = account(landlord)
    const tempId = await filledDraft()

    const gated = await runRoute(previewAction, previewUrl(tempId), { who, params: params(), form: { intent: 'download' } })
    expect(gated.status).toBe(303)
    const dialog = new URL(gated.location!, ORIGIN)
    expect(dialog.searchParams.get('d')).toBe('subscribe')
    const id = Number(dialog.searchParams.get('target'))
    expect(id).toBeGreaterThan(0)
    expect((await runRoute(previewLoader, gated.location!, { who, params: params() })).data.subscribeTarget).toBe(id)
    // The file route applies the same gate.
    const file = await runRoute(fileLoader, `/app/landlord/documents/${id}/file`, { who, params: { documentId: String(id) } })
    expect(file.location).toBe(`/app/landlord/documents/${id}?d=subscribe&target=${id}`)

    // Subscribe: a Checkout Session for the landlord's organization, then Stripe's page.
    const checkout = await runRoute(previewAction, gated.location!, { who, params: params(), form: { intent: 'subscribe', target: String(id) } })
    expect(checkout.status).toBe(303)
    expect(checkout.location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    expect(checkoutRequests).toHaveLength(1)
    const fields = checkoutRequests[0]!.fields
    expect(fields.client_reference_id).toBe(String(landlord.organization.id))
    expect(fields.success_url).toBe(`${ORIGIN}/app/settings/subscription/return?session_id={CHECKOUT_SESSION_ID}&document=${id}`)
    expect(fields.cancel_url).toBe(`${ORIGIN}${previewUrl(tempId)}`)

    // Back from Checkout before the webhook: still confirming (the query is not trusted).
    const returnUrl = `/app/settings/subscription/return?session_id=cs_test_x&document=${id}`
    const pending = await runRoute(returnLoader, returnUrl, { who })
    expect(pending.status).toBe(200)
    expect(pending.data.active).toBe(false)
    expect(pending.data.documentHref).toBe(`/app/landlord/documents/${id}`)

    // Stripe's signed webhook activates the subscription.
    expect(await deliver(subscriptionEvent('customer.subscription.created', { status: 'active', organizationId: landlord.organization.id }))).toBe(200)
    const active = await runRoute(returnLoader, returnUrl, { who })
    expect(active.status).toBe(302)
    expect(active.location).toBe(`/app/landlord/documents/${id}`)
    expect(active.toast).toMatchObject({ type: 'success', title: subscriptionReturnMessages.active })

    const downloaded = await runRoute(previewAction, previewUrl(tempId), { who, params: params(), form: { intent: 'download' } })
    expect(documentIdOf(downloaded.location)).toBe(id)
    expect(await downloadedText(who, id)).toContain('Tom Tenant')

    // Nothing left to buy: subscribe goes straight to the file.
    const subscribed = await runRoute(previewAction, previewUrl(tempId), { who, params: params(), form: { intent: 'subscribe', target: String(id) } })
    expect(documentIdOf(subscribed.location)).toBe(id)
  })

  it('shows the landlord its own subscription on the return page without a document', async () => {
    const who = account(await signedInLandlord('download-return'))
    const page = await runRoute(returnLoader, '/app/settings/subscription/return?session_id=cs_test_y&document=999999', { who })
    expect(page.status).toBe(200)
    // No Stripe keys: access is granted; an unknown document is ignored.
    expect(page.data).toMatchObject({ active: true, documentHref: null })
  })
})
