
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPdfText } from '@api/documents/pdf/pdfText'
import { createLease, createProperty, createUnit, ensureFeatureFlags } from '@api/seed/factories'
import { loader as catalogueLoader } from '~/routes/app/forms/_index'
import { loader as layoutLoader } from '~/routes/app/forms/_layout'
import { loader as chooseStateLoader } from '~/routes/app/forms/$templateSlug'
import { action as formAction, loader as formLoader } from '~/routes/app/forms/$templateSlug.$stateSlug'
import { loader as previewLoader } from '~/routes/app/forms/$templateSlug.$stateSlug.preview'
import { loader as previewPdfLoader } from '~/routes/app/forms/$templateSlug.$stateSlug.preview.pdf'
import { clearFeatureFlagCache } from '~/utils/feature-flags.server'
import { createTestTemplates, type TestTemplates } from './support/documents'
import { testPayload } from './support/payload'
import { account, ORIGIN, runRoute, runAsVisitor, type FormFields, type RouteHandler } from './support/routes'
import { signedInLandlord, signedInTenant } from './support/users'

/**
 * The public form pages' loaders and actions (product-spec §2 Forms, §4 Preview), run as a
 * browser without JavaScript reaches them, against the real API: a visitor (no session)
 * walks the small test template of tests/support/documents through its pages.
 */

let templates: TestTemplates

beforeAll(async () => {
  const payload = await testPayload()
  await ensureFeatureFlags(payload)
  clearFeatureFlagCache()
  templates = await createTestTemplates(payload)
})

/** Runs a route handler as a visitor: a session without a token. */
const asVisitor = (handler: RouteHandler, path: string, params: Record<string, string>, form?: FormFields) => runAsVisitor(handler, path, { params, form })

const params = (stateSlug = 'ca') => ({ templateSlug: templates.groupSlug, stateSlug })
const formUrl = (query = '', stateSlug = 'ca') => `/app/forms/${templates.groupSlug}/${stateSlug}${query}`

async function startDraft(stateSlug = 'ca'): Promise<string> {
  const started = await asVisitor(formLoader, formUrl('', stateSlug), params(stateSlug))
  expect(started.status).toBe(302)
  const location = new URL(started.location!, ORIGIN)
  expect(location.pathname).toBe(formUrl('', stateSlug))
  expect(location.searchParams.get('step')).toBe('0')
  return location.searchParams.get('tempId')!
}

describe('the catalogue and the state choice', () => {
  it('lists the groups and offers the states a group has versions for', async () => {
    const catalogue = await asVisitor(catalogueLoader, '/app/forms', {})
    expect(catalogue.status).toBe(200)
    expect(catalogue.data.groups.map((group: { slug: string }) => group.slug)).toContain(templates.groupSlug)

    const choice = await asVisitor(chooseStateLoader, `/app/forms/${templates.groupSlug}`, { templateSlug: templates.groupSlug })
    expect(choice.data.states).toEqual([
      { slug: 'ca', name: 'California' },
      { slug: 'general', name: 'All other states (general)' },
    ])
    const chosen = await asVisitor(chooseStateLoader, `/app/forms/${templates.groupSlug}?state=ca`, { templateSlug: templates.groupSlug })
    expect(chosen.location).toBe(formUrl())
    expect((await asVisitor(chooseStateLoader, '/app/forms/no-such-group', { templateSlug: 'no-such-group' })).status).toBe(404)
  })

  it('finds the state’s version, else the general one by its slug, and 404s for another state', async () => {
    await startDraft('ca')
    await startDraft('general')
    expect((await asVisitor(formLoader, formUrl('', 'ny'), params('ny'))).status).toBe(404)
    expect((await asVisitor(formLoader, formUrl('', 'zz'), params('zz'))).status).toBe(404)
  })

  it('is 404 while the forms feature is off for the caller', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'feature-flags', where: { role: { equals: 'public' } }, limit: 1, overrideAccess: true })
    const flag = docs[0]!
    await payload.update({ collection: 'feature-flags', id: flag.id, data: { features: [] }, overrideAccess: true })
    clearFeatureFlagCache()
    try {
      expect((await asVisitor(catalogueLoader, '/app/forms', {})).status).toBe(404)
      expect((await asVisitor(formLoader, formUrl(), params())).status).toBe(404)
      // A landlord's own role still has forms.
      const landlord = account(await signedInLandlord('forms-flag'))
      expect((await runRoute(catalogueLoader, '/app/forms', { who: landlord })).status).toBe(200)
    } finally {
      await payload.update({ collection: 'feature-flags', id: flag.id, data: { features: flag.features ?? [] }, overrideAccess: true })
      clearFeatureFlagCache()
    }
  })
})

describe('filling the form without JavaScript', () => {
  it('saves each page, refuses an incomplete one, goes back and previews the PDF', async () => {
    const tempId = await startDraft()
    const page0 = await asVisitor(formLoader, formUrl(`?tempId=${tempId}&step=0`), params())
    expect(page0.status).toBe(200)
    expect(page0.data.step.key).toBe('parties')
    expect(page0.data.steps.map((step: { key: string }) => step.key)).toEqual(['parties', 'rent'])
    expect(page0.data.statuses).toEqual(['current', 'incomplete'])

    // Preview before anything is filled: back to the first incomplete page with its errors.
    const early = await asVisitor(previewLoader, formUrl(`/preview?tempId=${tempId}`), params())
    expect(early.location).toBe(formUrl(`?tempId=${tempId}&step=0&check=1`))
    const checked = await asVisitor(formLoader, early.location!, params())
    expect(checked.data.errors.landlordName).toBe('This field is required.')

    const empty = await asVisitor(formAction, formUrl(`?tempId=${tempId}&step=0`), params(), { tempId, stepKey: 'parties', intent: 'next', landlordName: 'Alice Landlord' })
    expect(empty.status).toBe(400)
    expect(empty.data.errors.tenantName).toBe('This field is required.')
    expect(empty.data.answers.landlordName).toBe('Alice Landlord')

    const parties = { tempId, stepKey: 'parties', documentTitle: 'Maple Court', landlordName: 'Alice Landlord', tenantName: 'Tom Tenant', hasPets: 'on', petDeposit: '500' }
    const saved = await asVisitor(formAction, formUrl(`?tempId=${tempId}&step=0`), params(), { ...parties, intent: 'next' })
    expect(saved.location).toBe(formUrl(`?tempId=${tempId}&step=1`))

    // Back saves too, errors allowed.
    const back = await asVisitor(formAction, formUrl(`?tempId=${tempId}&step=1`), params(), { tempId, stepKey: 'rent', intent: 'back', monthlyRent: '' })
    expect(back.location).toBe(formUrl(`?tempId=${tempId}&step=0`))
    const again = await asVisitor(formLoader, back.location!, params())
    expect(again.data.answers).toMatchObject({ landlordName: 'Alice Landlord', petDeposit: 50000 })
    expect(again.data.statuses).toEqual(['current', 'incomplete'])

    const last = await asVisitor(formAction, formUrl(`?tempId=${tempId}&step=1`), params(), { tempId, stepKey: 'rent', intent: 'preview', monthlyRent: '1,850' })
    expect(last.location).toBe(formUrl(`/preview?tempId=${tempId}`))

    const preview = await asVisitor(previewLoader, last.location!, params())
    expect(preview.status).toBe(200)
    expect(preview.data.formStateHash).toMatch(/^[0-9a-f]{16}$/)
    expect(preview.data.pdfHref).toBe(formUrl(`/preview.pdf?tempId=${tempId}`))
    expect(preview.data.backHref).toBe(formUrl(`?tempId=${tempId}&step=1`))
    // Download opens the landlord sign-up on the preview itself (tests/forms-download.test.ts).
    expect(preview.data.authHrefs.signup).toBe(`${formUrl('/preview')}?${new URLSearchParams({ tempId, auth: 'signup', redirectTo: formUrl(`/preview?tempId=${tempId}#download`) })}`)

    const pdf = await asVisitor(previewPdfLoader, preview.data.pdfHref, params())
    const response = pdf.response!
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    const text = (await readPdfText(new Uint8Array(await response.arrayBuffer()))).pages.join('\n')
    expect(text).toContain('Alice Landlord leases the premises to Tom Tenant.')
    expect(text).toContain('$1,850.00')
    expect(text).toContain('$500.00')
  })

  it('saves the typed page when the step indicator opens another page (goto:<stepKey>), errors allowed both ways', async () => {
    const tempId = await startDraft()
    // Forward from an incomplete first page: saved, not refused (it shows as incomplete).
    const forward = await asVisitor(formAction, formUrl(`?tempId=${tempId}&step=0`), params(), { tempId, stepKey: 'parties', intent: 'goto:rent', landlordName: 'Alice Landlord' })
    expect(forward.status).toBe(302)
    expect(forward.location).toBe(formUrl(`?tempId=${tempId}&step=1`))
    // Back from the second page with its rent typed: kept.
    const back = await asVisitor(formAction, formUrl(`?tempId=${tempId}&step=1`), params(), { tempId, stepKey: 'rent', intent: 'goto:parties', monthlyRent: '1,200' })
    expect(back.location).toBe(formUrl(`?tempId=${tempId}&step=0`))
    const parties = await asVisitor(formLoader, back.location!, params())
    expect(parties.data.answers).toMatchObject({ landlordName: 'Alice Landlord', monthlyRent: 120000 })
    expect(parties.data.statuses).toEqual(['current', 'complete'])
    expect(parties.data.errors).toEqual({})
    // A page that is not (or no longer) part of the form: saved, and the same page again.
    const unknown = await asVisitor(formAction, formUrl(`?tempId=${tempId}&step=0`), params(), { tempId, stepKey: 'parties', intent: 'goto:nowhere', landlordName: 'Alice Lessor' })
    expect(unknown.location).toBe(formUrl(`?tempId=${tempId}&step=0`))
    expect((await asVisitor(formLoader, unknown.location!, params())).data.answers.landlordName).toBe('Alice Lessor')
  })

  it('starts again for an unknown or missing draft', async () => {
    const unknown = await asVisitor(formLoader, formUrl(`?tempId=${'0'.repeat(32)}&step=0`), params())
    expect(unknown.location).toBe(formUrl())
    const missing = await asVisitor(previewLoader, formUrl('/preview'), params())
    expect(missing.location).toBe(formUrl())
    const pdf = await asVisitor(previewPdfLoader, formUrl(`/preview.pdf?tempId=${'0'.repeat(32)}`), params())
    expect(pdf.location).toBe(formUrl())
  })
})

describe('signed-in users on the form pages', () => {
  it('get the way back to their own area and words for their account, not the visitor’s offer of one', async () => {
    const landlord = account(await signedInLandlord('forms-home'))
    const framed = await runRoute(layoutLoader, '/app/forms', { who: landlord })
    expect(framed.data.signedIn.home).toEqual({ href: '/app/landlord', label: 'Back to your dashboard' })
    const catalogue = await runRoute(catalogueLoader, '/app/forms', { who: landlord })
    expect(catalogue.data.description).toBe('Fill in a document template, preview the PDF and download it. Your documents are saved under Documents.')
    expect(catalogue.data.description).not.toMatch(/free landlord account/)

    const tenant = account(await signedInTenant('forms-home-tenant'))
    const tenantFrame = await runRoute(layoutLoader, '/app/forms', { who: tenant, role: 'tenant' })
    expect(tenantFrame.data.signedIn.home).toEqual({ href: '/app/tenant/leases', label: 'Back to your home' })

    // Visitors keep the public bar and the offer of a free landlord account.
    expect((await asVisitor(layoutLoader, '/app/forms', {})).data.signedIn).toBeNull()
    expect((await asVisitor(catalogueLoader, '/app/forms', {})).data.description).toBe('Fill in a document template, preview the PDF, and create a free landlord account to download it.')
  })
})

describe('a signed-in landlord', () => {
  it('fills rent and deposit from one of their own leases (prefillLease without JavaScript)', async () => {
    const payload = await testPayload()
    const slug = `test-prefill-${Date.now().toString(36)}`
    const group = await payload.create({ collection: 'template-groups', data: { slug, name: 'Prefill test', category: 'lease' } })
    const form = await payload.create({
      collection: 'forms',
      data: {
        name: 'Prefill test',
        fields: [
          {
            blockType: 'pageSection',
            name: 'money',
            label: 'Money',
            blocks: [
              { blockType: 'prefillLease', name: 'lease', label: 'Fill in from one of your leases', rent: 'rent', securityDeposit: 'deposit' },
              { blockType: 'review', details: 'lease', source: 'lease' },
              { blockType: 'currency', name: 'rent', label: 'Rent', required: true },
              { blockType: 'currency', name: 'deposit', label: 'Deposit' },
            ],
          },
        ],
      },
    })
    await payload.create({ collection: 'templates', data: { name: 'Prefill test', templateGroup: group.id, states: ['ALL'], form: form.id, body: { title: 'Prefill', blocks: [] } } })

    const owner = await signedInLandlord('forms-prefill')
    const other = await signedInLandlord('forms-prefill-other')
    const leaseOf = async (organization: number, rent: number) => {
      const property = await createProperty(payload, { organization })
      const unit = await createUnit(payload, { property: property.id, name: 'Unit 1' })
      return createLease(payload, { unit: unit.id, rent, securityDeposit: rent * 2 })
    }
    const mine = await leaseOf(owner.organization.id, 185000)
    const theirs = await leaseOf(other.organization.id, 99900)
    const who = account(owner)
    const path = (query: string) => `/app/forms/${slug}/general${query}`
    const routeParams = { templateSlug: slug, stateSlug: 'general' }

    const started = await runRoute(formLoader, path(''), { who, params: routeParams })
    const tempId = new URL(started.location!, ORIGIN).searchParams.get('tempId')!
    const page = await runRoute(formLoader, path(`?tempId=${tempId}&step=0`), { who, params: routeParams })
    expect(page.data.leaseOptions.map((lease: { id: number }) => lease.id)).toEqual([mine.id])

    const filled = await runRoute(formAction, path(`?tempId=${tempId}&step=0`), { who, params: routeParams, form: { tempId, stepKey: 'money', intent: 'prefill-lease', lease: String(mine.id), rent: '' } })
    expect(filled.status).toBe(200)
    expect(filled.data.answers).toMatchObject({ lease: String(mine.id), rent: 185000, deposit: 370000 })
    // The review block summarises the chosen lease (product-spec §3 review blocks).
    const reviewed = await runRoute(formLoader, path(`?tempId=${tempId}&step=0`), { who, params: routeParams })
    expect(reviewed.data.reviews[`lease:${mine.id}`].items).toEqual(expect.arrayContaining([{ label: 'Monthly rent', value: '$1,850.00' }, { label: 'Security deposit', value: '$3,700.00' }]))

    const refused = await runRoute(formAction, path(`?tempId=${tempId}&step=0`), { who, params: routeParams, form: { tempId, stepKey: 'money', intent: 'prefill-lease', lease: String(theirs.id), rent: '' } })
    expect(refused.status).toBe(200)
    expect(refused.data.answers.rent).toBeNull()
    // Another organization's lease is not summarised either.
    const notReviewed = await runRoute(formLoader, path(`?tempId=${tempId}&step=0`), { who, params: routeParams })
    expect(notReviewed.data.reviews).toEqual({})

    // A visitor has no leases to choose from.
    const visitorStart = await asVisitor(formLoader, path(''), routeParams)
    const visitorTempId = new URL(visitorStart.location!, ORIGIN).searchParams.get('tempId')!
    expect((await asVisitor(formLoader, path(`?tempId=${visitorTempId}&step=0`), routeParams)).data.leaseOptions).toBeUndefined()
    // Nor does the visitor open the landlord's draft.
    expect((await asVisitor(formLoader, path(`?tempId=${tempId}&step=0`), routeParams)).location).toBe(path(''))
  })
})

afterAll(() => clearFeatureFlagCache())
