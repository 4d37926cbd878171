import { beforeAll, describe, expect, it } from 'vitest'
import { action as feedbackAction, loader as feedbackLoader } from '~/routes/app/feedback'
import { loader as helpLoader } from '~/routes/app/help'
import { clearFeatureFlagCache } from '~/utils/feature-flags.server'
import { ensureFeatureFlags } from '@api/seed/factories'
import { FEEDBACK_PER_HOUR, supportMessages } from '@common/support'
import { rest } from './rest'
import { mailsTo } from './support/outbox'
import { testPayload } from './support/payload'
import { account, fieldErrors, runRoute, type Account } from './support/routes'
import { signedInAdmin, signedInLandlord, signedInTenant } from './support/users'

/**
 * Help and Submit Feedback without external URLs (product-spec §2 Shell; ADR 034): the
 * built-in help searched on the server, feedback stored by the API and e-mailed to the admins,
 * readable by admins only (404 for everyone else), and the feature flags respected.
 */
let landlord: Account
let tenant: Account
let admin: { token: string; email: string }
beforeAll(async () => {
  const payload = await testPayload()
  await ensureFeatureFlags(payload)
  clearFeatureFlagCache()
  landlord = account(await signedInLandlord('support-landlord'))
  tenant = account(await signedInTenant('support-tenant'))
  const signedAdmin = await signedInAdmin('support-admin')
  admin = { token: signedAdmin.token, email: signedAdmin.user.email }
})

describe('/app/help', () => {
  it("lists the area's topics and searches them on the server (a GET form)", async () => {
    const all = await runRoute(helpLoader, '/app/help', { who: landlord })
    expect(all.status).toBe(200)
    expect(all.data.topics.map((topic: { id: string }) => topic.id)).toContain('collect-rent')
    expect(all.data.topics.map((topic: { id: string }) => topic.id)).not.toContain('pay-rent')

    const found = await runRoute(helpLoader, '/app/help?q=deposit', { who: landlord })
    // Topics whose question matches come first.
    expect(found.data.topics.map((topic: { id: string }) => topic.id)).toEqual(['security-deposit', 'add-lease'])

    const tenantView = await runRoute(helpLoader, '/app/help?q=autopay', { who: tenant, role: 'tenant' })
    expect(tenantView.data.topics.map((topic: { id: string }) => topic.id)).toEqual(['autopay'])

    const none = await runRoute(helpLoader, '/app/help?q=zzzz', { who: tenant, role: 'tenant' })
    expect(none.data).toMatchObject({ query: 'zzzz', topics: [] })
  })

  it('is not there when the support feature is off for the role', async () => {
    const payload = await testPayload()
    const flag = (await payload.find({ collection: 'feature-flags', where: { role: { equals: 'tenant' } }, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'feature-flags', id: flag.id, data: { features: [] }, overrideAccess: true })
    clearFeatureFlagCache()
    try {
      expect((await runRoute(helpLoader, '/app/help', { who: tenant, role: 'tenant' })).status).toBe(404)
      expect((await runRoute(feedbackLoader, '/app/feedback', { who: tenant, role: 'tenant' })).status).toBe(404)
    } finally {
      await payload.update({ collection: 'feature-flags', id: flag.id, data: { features: flag.features }, overrideAccess: true })
      clearFeatureFlagCache()
    }
  })
})

describe('/app/feedback', () => {
  it('refuses an empty message next to the field, and stores and e-mails a real one', async () => {
    const empty = await runRoute(feedbackAction, '/app/feedback', { who: landlord, form: { message: '   ' } })
    expect(empty.status).toBe(400)
    expect(fieldErrors(empty).message).toEqual([supportMessages.feedbackRequired])

    const sent = await runRoute(feedbackAction, '/app/feedback?from=/app/landlord/leases', {
      who: landlord,
      form: { message: 'The lease list could show the rent.', page: '/app/landlord/leases?sort=rent' },
    })
    expect(sent.status).toBe(302)
    expect(sent.location).toBe('/app/feedback?sent=1&from=%2Fapp%2Flandlord%2Fleases')
    const thanks = await runRoute(feedbackLoader, sent.location!, { who: landlord })
    expect(thanks.data).toMatchObject({ sent: true, page: '/app/landlord/leases' })

    const stored = await rest('GET', '/feedback', { token: admin.token, query: { where: { message: { equals: 'The lease list could show the rent.' } } } })
    expect(stored.status).toBe(200)
    expect(stored.body.docs).toEqual([expect.objectContaining({ page: '/app/landlord/leases', area: 'landlord' })])
    const mail = (await mailsTo(admin.email)).find((entry) => entry.text.includes('The lease list could show the rent.'))
    expect(mail?.subject).toMatch(/^Feedback from /)
  })

  it('is read by admins and its author only: anyone else gets 404 by id; only admins change it', async () => {
    const created = await rest('POST', '/feedback', { token: tenant.token, json: { message: 'Paying works well.', user: 1, email: 'spoof@example.com' } })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    const asAdmin = await rest('GET', `/feedback/${id}`, { token: admin.token })
    expect(asAdmin.status).toBe(200)
    // The author is the caller, whatever the client sent.
    expect(asAdmin.body.email).not.toBe('spoof@example.com')
    expect((await rest('GET', `/feedback/${id}`, { token: tenant.token })).status).toBe(200)
    expect((await rest('PATCH', `/feedback/${id}`, { token: tenant.token, json: { message: 'changed' } })).status).toBe(403)
    const outsider = account(await signedInLandlord('support-outsider'))
    for (const who of [landlord, outsider]) {
      expect((await rest('GET', `/feedback/${id}`, { token: who.token })).status).toBe(404)
      expect((await rest('PATCH', `/feedback/${id}`, { token: who.token, json: { message: 'changed' } })).status).toBe(404)
      expect((await rest('DELETE', `/feedback/${id}`, { token: who.token })).status).toBe(404)
    }
    expect((await rest('GET', '/feedback', { token: landlord.token })).body.docs.some((doc: { id: number }) => doc.id === id)).toBe(false)
    expect((await rest('POST', '/feedback', { json: { message: 'anonymous' } })).status).toBe(403)
  })

  it(`takes at most ${FEEDBACK_PER_HOUR} messages an hour from one user, then says so next to the field`, async () => {
    const sender = account(await signedInTenant('support-busy'))
    for (let index = 0; index < FEEDBACK_PER_HOUR; index += 1) {
      const sent = await runRoute(feedbackAction, '/app/feedback', { who: sender, role: 'tenant', form: { message: `Idea ${index}` } })
      expect(sent.status).toBe(302)
    }
    const refused = await runRoute(feedbackAction, '/app/feedback', { who: sender, role: 'tenant', form: { message: 'One more idea' } })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused).message).toEqual([supportMessages.feedbackThrottled])
  })
})
