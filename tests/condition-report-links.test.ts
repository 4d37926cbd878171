import { beforeAll, describe, expect, it } from 'vitest'
import { createConditionLinkToken } from '@api/collections/ConditionReports/linkToken'
import { LINK_MAILS_PER_SIGNER_PER_HOUR } from '@api/utilities/throttle'
import { createContact } from '@api/seed/factories'
import type { Organization } from '@api/payload-types'
import { conditionReportMessages, type ConditionRoom, type ConditionSignature, type ConditionSigner } from '@common/condition-reports'
import { errorMessage, rest, restMultipart } from './rest'
import { mailedLinks } from './support/condition-reports'
import { mailsTo } from './support/outbox'
import { samplePng } from './support/files'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { account, fieldErrors, routeRunner, runRoute } from './support/routes'
import { signedInLandlord, type SignedIn } from './support/users'
import { action as reportAction, loader as reportLoader } from '~/routes/app/landlord/condition-reports.$conditionReportId'
import { action as linkAction, loader as linkLoader } from '~/routes/app/condition-report-link.$token'

/**
 * A tenant of the lease without an account fills in and signs a condition report through a
 * signed, expiring link the landlord makes for it (ADR 031 amendment): the link opens its report
 * only, expires, is revoked by a newer link, and its signature records the typed name, the
 * checkbox, the time and the IP; the report completes when every tenant has signed.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let foreign: Landlord
let held: Awaited<ReturnType<typeof leaseWithTenant>>
/** The lease's second tenant: a contact without an account (not invited, or not accepted yet). */
let guest: { id: number }
let secret: string

const linkOf = (body: { path: string }) => decodeURIComponent(body.path.split('/').pop()!)
const requestedReport = async () => {
  const report = (await rest('POST', '/condition-reports', { token: owner.token, json: { lease: held.lease.id, type: 'move-in' } })).body.doc
  const requested = await rest('POST', `/condition-reports/${report.id}/request`, { token: owner.token })
  expect(requested.status, JSON.stringify(requested.body)).toBe(200)
  return requested.body.doc as { id: number; signers: ConditionSigner[] }
}
/** A requested report and its landlord page, run as the pages run without JavaScript. */
const landlordReportPage = async () => {
  const report = await requestedReport()
  return { report, run: routeRunner(() => account(owner)), path: `/app/landlord/condition-reports/${report.id}`, params: { conditionReportId: String(report.id) } }
}
const makeLink = (report: number, contact = guest.id, token = owner.token) => rest('POST', `/condition-reports/${report}/tenant-link`, { token, json: { contact } })

beforeAll(async () => {
  ;[owner, foreign] = await Promise.all([signedInLandlord('crl-owner'), signedInLandlord('crl-foreign')])
  const payload = await testPayload()
  secret = payload.secret
  held = await leaseWithTenant(owner.organization.id, 'Lina')
  guest = await createContact(payload, { organization: owner.organization.id, firstName: 'Gus', lastName: 'Guest', email: 'gus.guest@example.com', type: 'tenant' })
  await payload.update({ collection: 'leases', id: held.lease.id, data: { contacts: [held.contact.id, guest.id] }, overrideAccess: true })
})

describe('signing links', () => {
  it('requesting asks every tenant of the lease, with or without an account', async () => {
    const report = await requestedReport()
    expect(report.signers).toEqual([
      { user: held.tenant.user.id, contact: held.contact.id, name: 'Lina Tenant', linkVersion: 0 },
      // Its first link went out by e-mail with the request.
      { user: null, contact: guest.id, name: 'Gus Guest', linkVersion: 1, linkSentAt: expect.any(String) },
    ])
  })

  it("only the report's staff make one, for a signer who has not signed; a tenant is refused, another landlord gets 404", async () => {
    const report = await requestedReport()
    expect((await makeLink(report.id, guest.id, held.tenant.token)).status).toBe(403)
    expect((await makeLink(report.id, guest.id, foreign.token)).status).toBe(404)
    const stranger = await makeLink(report.id, 999999)
    expect(stranger.status).toBe(400)
    expect(errorMessage(stranger.body)).toBe(conditionReportMessages.linkSignerRequired)
    const made = await makeLink(report.id)
    expect(made.status).toBe(200)
    expect(made.body.path).toMatch(/^\/app\/condition-reports\/sign\//)
    expect(Date.parse(made.body.expiresAt) - Date.now()).toBeGreaterThan(13 * 24 * 3600 * 1000)
  })

  it('opens its report only; a forged, expired or replaced link is invalid', async () => {
    const [first, second] = [await requestedReport(), await requestedReport()]
    const link = linkOf((await makeLink(first.id)).body)
    const view = await rest('GET', `/condition-reports/link/${link}`)
    expect(view.status).toBe(200)
    expect(view.body.report).toMatchObject({ id: first.id, type: 'move-in', status: 'requested' })
    expect(view.body.signer).toEqual({ contact: guest.id, name: 'Gus Guest', signed: false })
    // The same link with the other report's id (or any change) no longer verifies.
    const forged = link.replace(/^\d+\./, `${second.id}.`)
    const expired = createConditionLinkToken(secret, first.id, guest.id, 1, Date.now() - 15 * 24 * 3600 * 1000).token
    for (const token of [forged, expired, 'nonsense']) {
      const response = await rest('GET', `/condition-reports/link/${encodeURIComponent(token)}`)
      expect(response.status, token).toBe(404)
      expect(errorMessage(response.body)).toBe(conditionReportMessages.linkInvalid)
      const post = await rest('POST', `/condition-reports/link/${encodeURIComponent(token)}`, { json: { intent: 'sign', name: 'Gus Guest', agree: true } })
      expect(post.status).toBe(404)
    }
    // A newer link for the same tenant revokes the older one.
    const newer = linkOf((await makeLink(first.id)).body)
    expect((await rest('GET', `/condition-reports/link/${link}`)).status).toBe(404)
    expect((await rest('GET', `/condition-reports/link/${newer}`)).status).toBe(200)
  })

  it("adds the tenant's own notes and photos, then signs with the typed name, checkbox, time and IP; the report completes when every tenant has signed", async () => {
    const report = await requestedReport()
    const link = linkOf((await makeLink(report.id)).body)
    const noted = await restMultipart('POST', `/condition-reports/link/${link}`, {
      files: [{ bytes: samplePng(), name: 'scratch.png', type: 'image/png' }],
      payload: { intent: 'notes', item: 'kitchen.floor', notes: 'Scratch by the fridge' },
    })
    expect(noted.status, JSON.stringify(noted.body)).toBe(200)
    const floor = (noted.body.report.rooms as ConditionRoom[]).flatMap((room) => room.items).find((item) => item.id === 'kitchen.floor')!
    expect(floor.tenantNotes).toMatchObject([{ user: null, contact: guest.id, name: 'Gus Guest', notes: 'Scratch by the fridge' }])
    expect(noted.body.report.photoCounts).toEqual({ 'kitchen.floor': 1 })
    const payload = await testPayload()
    const photo = (await payload.find({ collection: 'files', where: { conditionReport: { equals: report.id } }, depth: 0, overrideAccess: true })).docs[0]!
    expect(photo).toMatchObject({ conditionItem: 'kitchen.floor', lease: held.lease.id })
    expect(photo.sizes?.thumbnail?.filename).toMatch(/-thumbnail\.webp$/)
    // The account tenant reads the photo like any other of the report.
    const files = await rest('GET', '/files', { token: held.tenant.token, query: { where: { conditionReport: { equals: report.id } } } })
    expect(files.body.docs.map((doc: { id: number }) => doc.id)).toEqual([photo.id])
    // The report's photo rules hold for a link too.
    const wrongItem = await restMultipart('POST', `/condition-reports/link/${link}`, { files: [{ bytes: samplePng(), name: 'x.png', type: 'image/png' }], payload: { intent: 'notes', item: 'nowhere', notes: '' } })
    expect(wrongItem.status).toBe(400)
    expect(errorMessage(wrongItem.body)).toBe(conditionReportMessages.itemRequired)

    const unsigned = await rest('POST', `/condition-reports/link/${link}`, { json: { intent: 'sign', name: ' ', agree: false } })
    expect(unsigned.status).toBe(400)
    expect(unsigned.body.errors[0].data.errors.map((error: { path: string; message: string }) => [error.path, error.message])).toEqual([
      ['name', conditionReportMessages.nameRequired],
      ['agree', conditionReportMessages.agreeRequired],
    ])
    const before = Date.now()
    const signed = await rest('POST', `/condition-reports/link/${link}`, { json: { intent: 'sign', name: 'Gus Guest', agree: 'on' }, ip: '203.0.113.9' })
    expect(signed.status, JSON.stringify(signed.body)).toBe(200)
    expect(signed.body.signer.signed).toBe(true)
    expect(signed.body.report.status).toBe('requested')
    const stored = await payload.findByID({ collection: 'condition-reports', id: report.id, overrideAccess: true })
    const signature = (stored.signatures as ConditionSignature[])[0]!
    expect(signature).toMatchObject({ user: null, contact: guest.id, name: 'Gus Guest', agreed: true, ip: '203.0.113.9', via: 'link' })
    expect(Date.parse(signature.signedAt)).toBeGreaterThanOrEqual(before - 1000)
    expect((await rest('POST', `/condition-reports/link/${link}`, { json: { intent: 'sign', name: 'Gus Guest', agree: true } })).status).toBe(409)

    // The tenant with an account signs on its page: everyone has, the report completes and locks.
    const last = await rest('POST', `/condition-reports/${report.id}/sign`, { token: held.tenant.token, json: { name: 'Lina Tenant', agree: true } })
    expect(last.status, JSON.stringify(last.body)).toBe(200)
    expect(last.body.doc.status).toBe('completed')
    const after = await rest('GET', `/condition-reports/link/${link}`)
    expect(after.body.report).toMatchObject({ status: 'completed', pdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/) })
    const locked = await rest('POST', `/condition-reports/link/${link}`, { json: { intent: 'notes', item: 'kitchen.floor', notes: 'later' } })
    expect(locked.status).toBe(403)
    expect(errorMessage(locked.body)).toBe(conditionReportMessages.locked)
  })

  it('a link does not reach a draft, and a report never requested has no links', async () => {
    const draft = (await rest('POST', '/condition-reports', { token: owner.token, json: { lease: held.lease.id, type: 'periodic' } })).body.doc
    const response = await makeLink(draft.id)
    expect(response.status).toBe(409)
    expect(errorMessage(response.body)).toBe(conditionReportMessages.notRequested)
    const guessed = createConditionLinkToken('not-the-secret', draft.id, guest.id, 0).token
    expect((await rest('GET', `/condition-reports/link/${guessed}`)).status).toBe(404)
  })

  it('through the pages without JavaScript: the landlord makes the link, the tenant notes an item with a photo and signs', async () => {
    const { report, run, path, params } = await landlordReportPage()
    const made = await run(reportAction, path, { params, form: { intent: 'condition-report-link', contact: String(guest.id) } })
    expect(made.status).toBe(200)
    expect(made.data).toMatchObject({ intent: 'condition-report-link', contact: guest.id, url: expect.stringMatching(/\/app\/condition-reports\/sign\/[^/]+$/) })
    const token = decodeURIComponent(/\/sign\/([^/]+)$/.exec(made.data.url)![1]!)
    const nobody = { who: { token: '', exp: 0 }, params: { token } }
    const linkPath = `/app/condition-reports/sign/${encodeURIComponent(token)}`
    const page = await runRoute(linkLoader, linkPath, nobody)
    expect(page.data).toMatchObject({ report: { id: report.id, status: 'requested' }, signer: { contact: guest.id, signed: false } })

    const photo = new File([new Uint8Array(samplePng())], 'door.png', { type: 'image/png' })
    const noted = await runRoute(linkAction, `${linkPath}?room=living`, { ...nobody, form: { intent: 'condition-link-notes:living.doors', item: 'living.doors', room: 'living', notes: 'Door sticks', photo } })
    expect(noted.status).toBe(302)
    expect(noted.location).toBe(`${linkPath}?room=living#living.doors`)
    const unsigned = await runRoute(linkAction, linkPath, { ...nobody, form: { intent: 'condition-link-sign', name: '' } })
    expect(unsigned.status).toBe(400)
    expect(fieldErrors(unsigned)).toMatchObject({ name: [conditionReportMessages.nameRequired], agree: [conditionReportMessages.agreeRequired] })
    const signed = await runRoute(linkAction, linkPath, { ...nobody, form: { intent: 'condition-link-sign', name: 'Gus Guest', agree: 'on' } })
    expect(signed.status).toBe(302)
    const after = await runRoute(linkLoader, linkPath, nobody)
    expect(after.data.signer.signed).toBe(true)
    const door = (after.data.report.rooms as ConditionRoom[]).flatMap((room) => room.items).find((item) => item.id === 'living.doors')!
    expect(door.tenantNotes).toMatchObject([{ contact: guest.id, notes: 'Door sticks' }])
    expect(after.data.report.photoCounts).toEqual({ 'living.doors': 1 })
    // The landlord's page shows the signature made through the link.
    const landlordPage = await run(reportLoader, path, { params })
    expect(landlordPage.data.signatures).toMatchObject([{ contact: guest.id, name: 'Gus Guest', via: 'link' }])
    // A forged link shows the page's message, not the report.
    const forged = await runRoute(linkLoader, `${linkPath}x`, { who: { token: '', exp: 0 }, params: { token: `${token}x` } })
    expect(forged.data).toEqual({ invalid: conditionReportMessages.linkInvalid })
  })
})

describe('signing links by e-mail', () => {
  it("the request e-mails a tenant without an account a working link; the tenant with an account gets the normal notification instead", async () => {
    const report = await requestedReport()
    const [sent, ...others] = await mailedLinks('gus.guest@example.com', report.id)
    expect(others).toEqual([])
    expect(sent!.mail.subject).toMatch(/asks you to sign the move-in condition report$/)
    expect(sent!.mail.text).toContain('You do not need an account')
    const view = await rest('GET', `/condition-reports/link/${encodeURIComponent(sent!.token)}`)
    expect(view.status).toBe(200)
    expect(view.body).toMatchObject({ report: { id: report.id, status: 'requested' }, signer: { contact: guest.id, name: 'Gus Guest', signed: false } })
    // The mailed link works for writing too.
    const noted = await rest('POST', `/condition-reports/link/${encodeURIComponent(sent!.token)}`, { json: { intent: 'notes', item: 'kitchen.floor', notes: 'From the e-mail' } })
    expect(noted.status, JSON.stringify(noted.body)).toBe(200)

    // The tenant with an account: its notification and its e-mail, never a signing link.
    const notifications = await rest('GET', '/notifications', { token: held.tenant.token, query: { where: { event: { equals: 'condition-report:requested' } }, limit: 100 } })
    expect(notifications.body.docs.some((doc: { conditionReport: { report: number } }) => doc.conditionReport.report === report.id)).toBe(true)
    const tenantMails = await mailsTo(held.tenant.email)
    expect(tenantMails.some((mail) => mail.text.includes('View Report') && mail.links.some((link) => link.includes(`/condition-reports/${report.id}/`)))).toBe(true)
    expect(await mailedLinks(held.tenant.email, report.id)).toEqual([])
  })

  it('the landlord resends: a new link by e-mail, the one before stops working; a copied link is not marked as e-mailed', async () => {
    const report = await requestedReport()
    const [first] = await mailedLinks('gus.guest@example.com', report.id)
    const resent = await rest('POST', `/condition-reports/${report.id}/tenant-link`, { token: owner.token, json: { contact: guest.id, send: true } })
    expect(resent.status, JSON.stringify(resent.body)).toBe(200)
    expect(resent.body.sentTo).toBe('gus.guest@example.com')
    const links = await mailedLinks('gus.guest@example.com', report.id)
    expect(links).toHaveLength(2)
    const newest = links.find((entry) => entry.token !== first!.token)!
    expect(newest.token).toBe(linkOf(resent.body))
    expect(newest.mail.text).toContain('It replaces the link sent before, which no longer works.')
    expect((await rest('GET', `/condition-reports/link/${encodeURIComponent(first!.token)}`)).status).toBe(404)
    expect((await rest('GET', `/condition-reports/link/${encodeURIComponent(newest.token)}`)).status).toBe(200)
    const payload = await testPayload()
    const signerOf = async () => ((await payload.findByID({ collection: 'condition-reports', id: report.id, overrideAccess: true })).signers as ConditionSigner[]).find((entry) => entry.contact === guest.id)!
    expect(await signerOf()).toMatchObject({ linkVersion: 2, linkSentAt: expect.any(String) })
    // A link made to copy replaces the e-mailed one, and is not sent.
    const copied = await makeLink(report.id)
    expect(copied.body.sentTo).toBeNull()
    expect(await signerOf()).toMatchObject({ linkVersion: 3, linkSentAt: null })
    expect(await mailedLinks('gus.guest@example.com', report.id)).toHaveLength(2)
    expect((await rest('GET', `/condition-reports/link/${encodeURIComponent(newest.token)}`)).status).toBe(404)
    // Only the report's staff resend; a tenant is refused, another landlord gets 404.
    expect((await rest('POST', `/condition-reports/${report.id}/tenant-link`, { token: held.tenant.token, json: { contact: guest.id, send: true } })).status).toBe(403)
    expect((await rest('POST', `/condition-reports/${report.id}/tenant-link`, { token: foreign.token, json: { contact: guest.id, send: true } })).status).toBe(404)
    expect(await mailedLinks('gus.guest@example.com', report.id)).toHaveLength(2)
  })

  it('e-mails to one signer are capped at 3 an hour (429, the reason next to the tenant); copying a link still works', async () => {
    const report = await requestedReport()
    const send = () => rest('POST', `/condition-reports/${report.id}/tenant-link`, { token: owner.token, json: { contact: guest.id, send: true } })
    let last: { path: string } | undefined
    for (let sent = 0; sent < LINK_MAILS_PER_SIGNER_PER_HOUR; sent++) {
      const accepted = await send()
      expect(accepted.status).toBe(200)
      last = accepted.body
    }
    const before = await mailedLinks('gus.guest@example.com', report.id)
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(errorMessage(refused.body)).toBe(conditionReportMessages.linkMailLimit)
    // Nothing changed: no mail, and the last e-mailed link still works.
    expect(await mailedLinks('gus.guest@example.com', report.id)).toHaveLength(before.length)
    expect(before.map((entry) => entry.token)).toContain(linkOf(last!))
    expect((await rest('GET', `/condition-reports/link/${encodeURIComponent(linkOf(last!))}`)).status).toBe(200)
    expect((await makeLink(report.id)).status).toBe(200)
    // Another report's signer has a count of its own.
    const other = await requestedReport()
    expect((await rest('POST', `/condition-reports/${other.id}/tenant-link`, { token: owner.token, json: { contact: guest.id, send: true } })).status).toBe(200)
  })

  it('a tenant without an e-mail address gets no mail; sending says why next to the tenant, copying still works', async () => {
    const payload = await testPayload()
    const held2 = await leaseWithTenant(owner.organization.id, 'Nora')
    const silent = await createContact(payload, { organization: owner.organization.id, firstName: 'Sam', lastName: 'Silent', type: 'tenant' })
    await payload.update({ collection: 'leases', id: held2.lease.id, data: { contacts: [held2.contact.id, silent.id] }, overrideAccess: true })
    const report = (await rest('POST', '/condition-reports', { token: owner.token, json: { lease: held2.lease.id, type: 'periodic' } })).body.doc
    const requested = await rest('POST', `/condition-reports/${report.id}/request`, { token: owner.token })
    expect(requested.status).toBe(200)
    expect((requested.body.doc.signers as ConditionSigner[]).find((entry) => entry.contact === silent.id)).toEqual({ user: null, contact: silent.id, name: 'Sam Silent', linkVersion: 0 })
    const refused = await rest('POST', `/condition-reports/${report.id}/tenant-link`, { token: owner.token, json: { contact: silent.id, send: true } })
    expect(refused.status).toBe(400)
    expect(errorMessage(refused.body)).toBe(conditionReportMessages.linkNoEmail)
    expect(((await payload.findByID({ collection: 'condition-reports', id: report.id, overrideAccess: true })).signers as ConditionSigner[]).find((entry) => entry.contact === silent.id)!.linkVersion).toBe(0)
    expect((await makeLink(report.id, silent.id)).status).toBe(200)
  })

  it('without JavaScript: the landlord resends from the report page (a redirect), or is told next to the tenant why not', async () => {
    const { report, run, path, params } = await landlordReportPage()
    const sent = await run(reportAction, path, { params, form: { intent: 'condition-report-link-send', contact: String(guest.id) } })
    expect(sent.status).toBe(302)
    expect(sent.location).toBe(path)
    expect(await mailedLinks('gus.guest@example.com', report.id)).toHaveLength(2)
    const page = await run(reportLoader, path, { params })
    expect((page.data.signers as ConditionSigner[]).find((entry) => entry.contact === guest.id)).toMatchObject({ linkVersion: 2, linkSentAt: expect.any(String) })
    const refused = await run(reportAction, path, { params, form: { intent: 'condition-report-link-send', contact: '999999' } })
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({ intent: 'condition-report-link-send', contact: 999999 })
    expect(refused.data.result.error['']).toEqual([conditionReportMessages.linkSignerRequired])
  })
})
