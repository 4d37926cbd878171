import type { CollectionAfterChangeHook } from 'payload'
import type { Contact, Lease } from '@api/payload-types'
import { idOf } from '@common/ids'
import { leaseContactIds, syncLeaseSigners } from '../signers'

/**
 * Leases afterChange: when a lease's tenants change (a contact added to or removed from
 * `contacts`), its reports waiting for the tenants follow (signers.ts, ADR 031) — in the
 * lease update's transaction; notifications and e-mails go out once it commits.
 */
export const leaseTenantsChanged: CollectionAfterChangeHook<Lease> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const after = leaseContactIds(doc.contacts)
  const before = new Set(leaseContactIds(previousDoc?.contacts))
  if (after.length === before.size && after.every((id) => before.has(id))) return doc
  await syncLeaseSigners(req, doc.id, after)
  return doc
}

/**
 * Contacts afterChange: a tenant's account linked to its contact (an accepted invitation, ADR
 * 017) joins the reports waiting on its leases as a signer with an account (notified, signs on
 * its page); signers.ts.
 */
export const contactAccountLinked: CollectionAfterChangeHook<Contact> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || idOf(doc.user) === null || idOf(doc.user) === idOf(previousDoc?.user)) return doc
  const { docs: leases } = await req.payload.find({
    collection: 'leases',
    where: { contacts: { in: [doc.id] } },
    depth: 0,
    pagination: false,
    select: { contacts: true },
    overrideAccess: true,
    req,
  })
  for (const lease of leases) await syncLeaseSigners(req, lease.id, leaseContactIds(lease.contacts))
  return doc
}
