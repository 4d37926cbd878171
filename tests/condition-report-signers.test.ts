import { beforeAll, describe, expect, it } from 'vitest'
import { createConditionLinkToken } from '@api/collections/ConditionReports/linkToken'
import type { ConditionReport, Organization } from '@api/payload-types'
import { createContact } from '@api/seed/factories'
import { LINK_MAILS_PER_SIGNER_PER_HOUR } from '@api/utilities/throttle'
import { conditionReportMessages, type ConditionSignature, type ConditionSigner } from '@common/condition-reports'
import { errorMessage, rest } from './rest'
import { mailedLinks } from './support/condition-reports'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { signedInLandlord, signedInTenant, uniqueEmail, type SignedIn } from './support/users'

/**
 * A requested condition report follows its lease's tenants until it completes (ADR 031): a
 * tenant added to the lease (or whose invitation is accepted) is asked like those asked at the
 * request; a tenant removed stops being asked — its link stops working, its signature if it
 * signed stays — and when that leaves every tenant asked signed, the report completes as when
 * the last one signs. A completed report never changes.
 */
type Landlord = SignedIn<{ organization: Organization }>
let owner: Landlord
let foreign: Landlord

/** A contact of the owner's organization without an account, with an e-mail address. */
const guest = async (firstName: string) => {
  const email = uniqueEmail(`crs-${firstName.toLowerCase()}`)
  const contact = await createContact(await testPayload(), { organization: owner.organization.id, firstName, lastName: 'Guest', email, type: 'tenant' })
  return { id: contact.id, email }
}
/** The lease's tenants, set as the lease page does (PATCH of `contacts`). */
const setTenants = (lease: number, contacts: number[], token = owner.token) => rest('PATCH', `/leases/${lease}`, { token, json: { contacts } })
/** A lease whose tenant Ada has an account, with `others` as further tenants, and a move-in report requested from them. */
async function requested(label: string, others: number[] = []) {
  const held = await leaseWithTenant(owner.organization.id, label)
  if (others.length) expect((await setTenants(held.lease.id, [held.contact.id, ...others])).status).toBe(200)
  const report = (await rest('POST', '/condition-reports', { token: owner.token, json: { lease: held.lease.id, type: 'move-in' } })).body.doc
  const response = await rest('POST', `/condition-reports/${report.id}/request`, { token: owner.token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return { held, report: response.body.doc as ConditionReport }
}
const stored = async (id: number) => (await testPayload()).findByID({ collection: 'condition-reports', id, depth: 0, overrideAccess: true })
const signerOf = async (id: number, contact: number) => ((await stored(id)).signers as ConditionSigner[]).find((signer) => signer.contact === contact)
const linkStatus = async (token: string) => (await rest('GET', `/condition-reports/link/${encodeURIComponent(token)}`)).status
const signByLink = (token: string, name: string) => rest('POST', `/condition-reports/link/${encodeURIComponent(token)}`, { json: { intent: 'sign', name, agree: true } })
const signOnAccount = (report: number, token: string, name: string) => rest('POST', `/condition-reports/${report}/sign`, { token, json: { name, agree: true } })
/** Whether `token`'s user has a notification of `event` about the report. */
async function notified(token: string, event: string, report: number) {
  const notifications = await rest('GET', '/notifications', { token, query: { where: { event: { equals: event } }, limit: 100 } })
  return notifications.body.docs.some((doc: { conditionReport: { report: number } }) => doc.conditionReport.report === report)
}

beforeAll(async () => {
  ;[owner, foreign] = await Promise.all([signedInLandlord('crs-owner'), signedInLandlord('crs-foreign')])
})

describe('a tenant added after the request', () => {
  it('without an account: becomes a signer, its link is e-mailed and works', async () => {
    const { held, report } = await requested('Ada')
    const nell = await guest('Nell')
    expect((await setTenants(held.lease.id, [held.contact.id, nell.id])).status).toBe(200)
    expect(await signerOf(report.id, nell.id)).toEqual({ user: null, contact: nell.id, name: 'Nell Guest', linkVersion: 1, linkSentAt: expect.any(String) })
    const [mailed, ...others] = await mailedLinks(nell.email, report.id)
    expect(others).toEqual([])
    expect(mailed!.mail.subject).toMatch(/asks you to sign the move-in condition report$/)
    const signed = await signByLink(mailed!.token, 'Nell Guest')
    expect(signed.status, JSON.stringify(signed.body)).toBe(200)
    // Ada has not signed: the newcomer is one more signer, not the last.
    expect(signed.body.report.status).toBe('requested')
    expect((await signOnAccount(report.id, held.tenant.token, 'Ada Tenant')).body.doc.status).toBe('completed')
  })

  it('with an account: becomes a signer, is notified, and signs on its page', async () => {
    const { held, report } = await requested('Bea')
    const late = await leaseWithTenant(owner.organization.id, 'Late')
    expect((await setTenants(held.lease.id, [held.contact.id, late.contact.id])).status).toBe(200)
    expect(await signerOf(report.id, late.contact.id)).toEqual({ user: late.tenant.user.id, contact: late.contact.id, name: 'Late Tenant', linkVersion: 0 })
    expect(await notified(late.tenant.token, 'condition-report:requested', report.id)).toBe(true)
    expect(await mailedLinks(late.tenant.email, report.id)).toEqual([])
    expect((await signOnAccount(report.id, held.tenant.token, 'Bea Tenant')).body.doc.status).toBe('requested')
    const last = await signOnAccount(report.id, late.tenant.token, 'Late Tenant')
    expect(last.status, JSON.stringify(last.body)).toBe(200)
    expect(last.body.doc.status).toBe('completed')
  })

  it('whose invitation is accepted: asked on its account (notified), so it signs on its page', async () => {
    const tenant = await signedInTenant('crs-invited')
    const contact = await createContact(await testPayload(), { organization: owner.organization.id, firstName: 'Ivy', lastName: 'Invited', email: tenant.user.email, type: 'tenant' })
    const { held, report } = await requested('Cai', [contact.id])
    expect(await signerOf(report.id, contact.id)).toMatchObject({ user: null, linkVersion: 1 })
    const invitation = await rest('POST', '/invitations', { token: owner.token, json: { lease: held.lease.id, contact: contact.id } })
    expect(invitation.status).toBe(201)
    expect((await rest('POST', `/invitations/${invitation.body.doc.id}/accepted`, { token: tenant.token, json: {} })).status).toBe(200)
    expect(await signerOf(report.id, contact.id)).toMatchObject({ user: tenant.user.id, contact: contact.id })
    expect(await notified(tenant.token, 'condition-report:requested', report.id)).toBe(true)
    const signed = await signOnAccount(report.id, tenant.token, 'Ivy Invited')
    expect(signed.status, JSON.stringify(signed.body)).toBe(200)
    expect(signed.body.doc.signatures).toEqual([expect.objectContaining({ user: tenant.user.id, contact: contact.id, via: 'account' })])
  })
})

describe('a tenant removed from the lease', () => {
  it('who has not signed is no longer asked: its link answers 404, the others complete the report', async () => {
    const [gus, hal] = [await guest('Gus'), await guest('Hal')]
    const { held, report } = await requested('Dee', [gus.id, hal.id])
    const [gusLink, halLink] = [(await mailedLinks(gus.email, report.id))[0]!.token, (await mailedLinks(hal.email, report.id))[0]!.token]
    expect((await setTenants(held.lease.id, [held.contact.id, gus.id])).status).toBe(200)
    expect(await signerOf(report.id, hal.id)).toMatchObject({ contact: hal.id, removedAt: expect.any(String) })
    const invalid = await rest('GET', `/condition-reports/link/${encodeURIComponent(halLink)}`)
    expect(invalid.status).toBe(404)
    expect(errorMessage(invalid.body)).toBe(conditionReportMessages.linkInvalid)
    expect((await signByLink(halLink, 'Hal Guest')).status).toBe(404)
    // The landlord's report shows who is still asked; no link for Hal can be made.
    const page = await rest('POST', `/condition-reports/${report.id}/tenant-link`, { token: owner.token, json: { contact: hal.id } })
    expect(page.status).toBe(400)
    expect((await rest('GET', `/condition-reports/link/${encodeURIComponent(gusLink)}`)).body.report.signers.map((signer: { name: string }) => signer.name)).toEqual(['Dee Tenant', 'Gus Guest'])
    expect((await signOnAccount(report.id, held.tenant.token, 'Dee Tenant')).body.doc.status).toBe('requested')
    const last = await signByLink(gusLink, 'Gus Guest')
    expect(last.status, JSON.stringify(last.body)).toBe(200)
    expect(last.body.report.status).toBe('completed')
  })

  it('who has not signed, when everyone else has: the removal completes the report (locked, PDF and hash, the landlord told)', async () => {
    const gus = await guest('Gus')
    const { held, report } = await requested('Eve', [gus.id])
    const link = (await mailedLinks(gus.email, report.id))[0]!.token
    expect((await signOnAccount(report.id, held.tenant.token, 'Eve Tenant')).body.doc.status).toBe('requested')
    expect((await setTenants(held.lease.id, [held.contact.id])).status).toBe(200)
    const completed = await rest('GET', `/condition-reports/${report.id}`, { token: owner.token, query: { depth: 1 } })
    expect(completed.body).toMatchObject({ status: 'completed', completedAt: expect.any(String), pdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(completed.body.pdf).toMatchObject({ mimeType: 'application/pdf', sha256: completed.body.pdfSha256 })
    expect((completed.body.signatures as ConditionSignature[]).map((signature) => signature.name)).toEqual(['Eve Tenant'])
    expect(await notified(owner.token, 'condition-report:completed', report.id)).toBe(true)
    expect(await notified(held.tenant.token, 'condition-report:completed', report.id)).toBe(true)
    expect(await linkStatus(link)).toBe(404)
    // Locked as any completed report.
    expect((await rest('PATCH', `/condition-reports/${report.id}`, { token: owner.token, json: { type: 'periodic' } })).status).toBe(403)
  })

  it('who had signed keeps its signature on the record', async () => {
    const gus = await guest('Gus')
    const { held, report } = await requested('Fay', [gus.id])
    const link = (await mailedLinks(gus.email, report.id))[0]!.token
    expect((await signByLink(link, 'Gus Guest')).status).toBe(200)
    expect((await setTenants(held.lease.id, [held.contact.id])).status).toBe(200)
    const after = await stored(report.id)
    expect(after.status).toBe('requested')
    expect(after.signatures).toEqual([expect.objectContaining({ contact: gus.id, name: 'Gus Guest', via: 'link' })])
    // The landlord's page still lists Gus, as signed.
    const page = await rest('GET', `/condition-reports/${report.id}`, { token: owner.token })
    expect((page.body.signers as ConditionSigner[]).find((signer) => signer.contact === gus.id)).toMatchObject({ removedAt: expect.any(String) })
    const last = await signOnAccount(report.id, held.tenant.token, 'Fay Tenant')
    expect(last.body.doc.status).toBe('completed')
    expect((last.body.doc.signatures as ConditionSignature[]).map((signature) => signature.name)).toEqual(['Gus Guest', 'Fay Tenant'])
  })

  it('and added back is asked again with a new link (the old one stays dead); the e-mails count towards the 3 an hour', async () => {
    const gus = await guest('Gus')
    const { held, report } = await requested('Gil', [gus.id])
    const first = (await mailedLinks(gus.email, report.id))[0]!.token
    for (let round = 1; round <= LINK_MAILS_PER_SIGNER_PER_HOUR; round++) {
      expect((await setTenants(held.lease.id, [held.contact.id])).status).toBe(200)
      expect((await setTenants(held.lease.id, [held.contact.id, gus.id])).status).toBe(200)
      expect(await signerOf(report.id, gus.id)).toEqual({ user: null, contact: gus.id, name: 'Gus Guest', linkVersion: round + 1, linkSentAt: expect.any(String) })
      expect(await mailedLinks(gus.email, report.id)).toHaveLength(round + 1)
    }
    expect(await linkStatus(first)).toBe(404)
    const newest = (await mailedLinks(gus.email, report.id))[0]!.token
    expect(await linkStatus(newest)).toBe(200)
    // The fourth in the hour: asked, without a mail; the landlord sends or copies one from the page.
    expect((await setTenants(held.lease.id, [held.contact.id])).status).toBe(200)
    expect((await setTenants(held.lease.id, [held.contact.id, gus.id])).status).toBe(200)
    expect(await signerOf(report.id, gus.id)).toEqual({ user: null, contact: gus.id, name: 'Gus Guest', linkVersion: LINK_MAILS_PER_SIGNER_PER_HOUR + 2 })
    expect(await mailedLinks(gus.email, report.id)).toHaveLength(LINK_MAILS_PER_SIGNER_PER_HOUR + 1)
    expect(await linkStatus(newest)).toBe(404)
    expect(await linkStatus(createConditionLinkToken((await testPayload()).secret, report.id, gus.id, 1).token)).toBe(404)
    expect((await rest('POST', `/condition-reports/${report.id}/tenant-link`, { token: owner.token, json: { contact: gus.id } })).status).toBe(200)
  })
})

describe('what does not follow the lease', () => {
  it('a completed report never changes', async () => {
    const { held, report } = await requested('Hana')
    expect((await signOnAccount(report.id, held.tenant.token, 'Hana Tenant')).body.doc.status).toBe('completed')
    const before = await stored(report.id)
    const nell = await guest('Nell')
    expect((await setTenants(held.lease.id, [nell.id])).status).toBe(200)
    expect((await setTenants(held.lease.id, [held.contact.id, nell.id])).status).toBe(200)
    expect(await stored(report.id)).toEqual(before)
    expect(await mailedLinks(nell.email, report.id)).toEqual([])
  })

  it('another landlord still gets 404: for the lease, the report and its links', async () => {
    const gus = await guest('Gus')
    const { held, report } = await requested('Ines', [gus.id])
    const before = await stored(report.id)
    expect((await setTenants(held.lease.id, [held.contact.id], foreign.token)).status).toBe(404)
    expect(await stored(report.id)).toEqual(before)
    expect((await rest('GET', `/condition-reports/${report.id}`, { token: foreign.token })).status).toBe(404)
    expect((await rest('POST', `/condition-reports/${report.id}/tenant-link`, { token: foreign.token, json: { contact: gus.id } })).status).toBe(404)
    // A tenant removed from the lease no longer reads it either.
    expect((await setTenants(held.lease.id, [gus.id])).status).toBe(200)
    expect((await rest('GET', `/condition-reports/${report.id}`, { token: held.tenant.token })).status).toBe(404)
  })
})
