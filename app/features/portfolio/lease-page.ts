import { useRouteLoaderData } from 'react-router'
import { formatLocality } from '@common/address'
import type { LeaseStatus } from '@common/portfolio'
import type { InvitationStatus } from '@common/people'
import type { Invitation, Lease } from '@api/payload-types'
import type { LeasePageDoc } from '@api/collections/Leases/endpoints/page'
import { contactName, leaseTitle, populated, propertyTitle, unitLocality, unitStreet, type LeaseContactLike, type LeasePropertyLike, type LeaseUnitLike } from './lease-display'
import { idOf } from '@common/ids'

/** The lease page's layout route (its tabs read the lease it loaded instead of loading it again). */
export const LEASE_LAYOUT_ROUTE_ID = 'routes/app/landlord/leases.$leaseId/_layout'

export const leaseBasePath = (id: number | string) => `/app/landlord/leases/${id}`

/** What the lease page shows, shaped once on the server. */
export type LeaseView = {
  id: number
  title: string
  nickname: string | null
  status: LeaseStatus
  archived: boolean
  leaseType: 'fixed' | 'month-to-month' | null
  startDate: string | null
  endDate: string | null
  rent: number
  securityDeposit: number | null
  rentDueDay: number | null
  unit: { id: number; name: string; street: string; locality: string; propertyId: number | null } | null
  /** `label`: 'Oak duplex, 12 Oak St, Austin, TX 78701' (nickname, street and locality). */
  property: { id: number; title: string; label: string } | null
  /**
   * `portalAccess`: the contact's account is linked (an accepted invitation). `invitation`:
   * the newest invitation to this lease for the contact.
   */
  tenants: Array<{
    id: number
    name: string
    email: string | null
    phoneNumber: string | null
    portalAccess: boolean
    invitation: { id: number; status: InvitationStatus; sentAt: string | null } | null
  }>
  requiredDocuments: Array<{ id: string; name: string; description: string | null; received: boolean }>
}

/**
 * The page's view of a lease: GET /api/leases/:id/page's answer, or the collection's find at
 * depth 1 with the same fields populated (the two give the same view: tests/lease-pages.test.ts).
 */
export function toLeaseView(lease: Lease | LeasePageDoc): LeaseView {
  const unit = populated(lease.unit as number | LeaseUnitLike)
  // Newest first (the join's sort): the first one per contact is its current invitation.
  const invitations = new Map<number, LeaseView['tenants'][number]['invitation']>()
  for (const entry of lease.invitations?.docs ?? []) {
    const invitation = populated(entry as number | Pick<Invitation, 'id' | 'contact' | 'status' | 'sentAt'>)
    const contactId = invitation ? idOf(invitation.contact as number | { id: number }) : null
    if (invitation && contactId !== null && !invitations.has(contactId)) {
      invitations.set(contactId, { id: invitation.id, status: invitation.status, sentAt: invitation.sentAt ?? null })
    }
  }
  const property = populated(lease.property as number | LeasePropertyLike | null)
  return {
    id: lease.id,
    title: leaseTitle({ id: lease.id, nickname: lease.nickname, unit }),
    nickname: lease.nickname ?? null,
    status: lease.status,
    archived: Boolean(lease.archived),
    leaseType: lease.leaseType ?? null,
    startDate: lease.startDate ?? null,
    endDate: lease.endDate ?? null,
    rent: lease.rent,
    securityDeposit: lease.securityDeposit ?? null,
    rentDueDay: lease.rentDueDay ?? null,
    unit: unit
      ? { id: unit.id, name: unit.name ?? '', street: unitStreet(unit), locality: unitLocality(unit), propertyId: idOf(unit.property ?? null) ?? idOf(lease.property ?? null) }
      : null,
    property: property
      ? {
          id: property.id,
          title: propertyTitle(property),
          label: [property.nickname?.trim(), property.address?.line1, formatLocality(property.address)].filter(Boolean).join(', '),
        }
      : null,
    // Bare ids are contacts the caller cannot read; trashed contacts are not shown either.
    tenants: (lease.contacts ?? [])
      .map((contact) => populated(contact as number | (LeaseContactLike & { deletedAt?: string | null })))
      .filter((contact): contact is LeaseContactLike & { user?: unknown } => contact !== null && !contact.deletedAt)
      .map((contact) => ({
        id: contact.id,
        name: contactName(contact),
        email: contact.email ?? null,
        phoneNumber: contact.phoneNumber ?? null,
        portalAccess: contact.user !== null && contact.user !== undefined,
        invitation: invitations.get(contact.id) ?? null,
      })),
    requiredDocuments: (lease.requiredDocuments ?? []).map((document, index) => ({
      id: document.id ?? String(index),
      name: document.name,
      description: document.description ?? null,
      received: Boolean(document.received),
    })),
  }
}

/**
 * The lease's tenants proper: a contact whose newest invitation to the lease is pending or
 * declined is only invited (the Tenants tab lists them with their invitation's status).
 */
export const isLeaseTenant = (tenant: LeaseView['tenants'][number]) => !tenant.invitation || tenant.invitation.status === 'accepted'

/** The lease the layout loaded, for its tabs. */
export function useLeaseView(): LeaseView {
  const data = useRouteLoaderData(LEASE_LAYOUT_ROUTE_ID) as { lease: LeaseView } | undefined
  if (!data) throw new Error('The lease tabs render inside the lease layout.')
  return data.lease
}
