import { createLocalReq, type Payload } from 'payload'
import { completeReport, writeAsServer } from '@api/collections/ConditionReports/complete'
import type { User } from '@api/payload-types'
import type { ConditionRating, ConditionRoom } from '@common/condition-reports'

/** A little wear here and there: every other item fair, the rest good. */
const rate = (rooms: ConditionRoom[]): ConditionRoom[] =>
  rooms.map((room) => ({
    ...room,
    items: room.items.map((item, index) => ({ ...item, rating: (index % 3 === 2 ? 'fair' : 'good') as ConditionRating, notes: index % 3 === 2 ? 'Light wear, noted at move-in.' : '' })),
  }))

/**
 * A completed move-in condition report on the demo tenant's active lease (product-spec §1):
 * the landlord rated every item, the tenant added a note and signed; it is locked, with its
 * PDF and hash — as the real flow leaves it (the same completeReport).
 */
export async function seedDemoConditionReport(payload: Payload, organization: number, tenant: User) {
  const contact = (await payload.find({ collection: 'contacts', where: { and: [{ organization: { equals: organization } }, { email: { equals: tenant.email } }] }, depth: 0, limit: 1, overrideAccess: true })).docs[0]
  const lease = contact ? (await payload.find({ collection: 'leases', where: { contacts: { in: [contact.id] } }, depth: 0, limit: 1, overrideAccess: true })).docs[0] : undefined
  if (!contact || !lease) return false
  const req = await createLocalReq({}, payload)
  const draft = await payload.create({ collection: 'condition-reports', data: { lease: lease.id, type: 'move-in' } as never, overrideAccess: true, req })
  const rooms = rate((draft.rooms ?? []) as ConditionRoom[])
  const kitchen = rooms.find((room) => room.id === 'kitchen')?.items[0]
  const name = [tenant.firstName, tenant.lastName].filter(Boolean).join(' ')
  const signedAt = new Date(Date.now() - 60 * 86_400_000).toISOString()
  if (kitchen) kitchen.tenantNotes = [{ user: tenant.id, name, notes: 'Small nail holes by the window.', at: signedAt }]
  const signed = await writeAsServer(req, draft.id, {
    rooms,
    status: 'requested',
    requestedAt: signedAt,
    signers: [{ user: tenant.id, contact: contact.id, name }],
    signatures: [{ user: tenant.id, contact: contact.id, name, agreed: true, signedAt, ip: '203.0.113.10', via: 'account' }],
  })
  await completeReport(req, signed, { by: 'tenants' })
  return true
}
