import { formatLocality, formatStreet, type AddressLike } from '@common/address'
import { idOf } from '@common/ids'
import { personName } from '~/utils/format'

/**
 * How a lease is named on screen: its nickname, else its unit's street address
 * ('12 Oak St, Unit 2B'). Relations may arrive populated or as bare ids.
 */
export type LeaseUnitLike = { id: number; name?: string | null; address?: AddressLike | null; property?: number | { id: number } | null }
export type LeasePropertyLike = { id: number; nickname?: string | null; address?: AddressLike | null }
export type LeaseContactLike = { id: number; firstName?: string | null; lastName?: string | null; email?: string | null; phoneNumber?: string | null }

export const LEASE_TYPES = [
  ['fixed', 'Fixed term'],
  ['month-to-month', 'Month-to-month'],
] as const

export const leaseTypeLabel = (value: string | null | undefined) => LEASE_TYPES.find(([type]) => type === value)?.[1] ?? '—'

export const populated = <T extends { id: number }>(value: number | T | null | undefined): T | null =>
  typeof value === 'object' && value !== null ? value : null

export function unitStreet(unit: LeaseUnitLike | null | undefined) {
  return formatStreet(unit?.address) || unit?.name || ''
}

export function unitLocality(unit: LeaseUnitLike | null | undefined) {
  return formatLocality(unit?.address)
}

export function leaseTitle(lease: { id: number; nickname?: string | null; unit?: number | LeaseUnitLike | null }) {
  return lease.nickname?.trim() || unitStreet(populated(lease.unit)) || `Lease #${lease.id}`
}

export function propertyTitle(property: LeasePropertyLike | null | undefined) {
  return property?.nickname?.trim() || formatStreet(property?.address) || ''
}

export function contactName(contact: LeaseContactLike | null | undefined) {
  return personName(contact) || contact?.email || 'Unnamed contact'
}

/** A lease's invitation as the lists read it (the lease's `invitations` join, newest first). */
export type LeaseInvitationLike = { id: number; contact?: number | { id: number } | null; status?: string | null }

/**
 * The lease's contacts who are only invited so far: their newest invitation to the lease is
 * pending or declined. They are not the lease's tenants (yet) and are not counted as such.
 */
export function invitedOnly(invitations: ReadonlyArray<number | LeaseInvitationLike> | null | undefined): Set<number> {
  const newest = new Map<number, string | null | undefined>()
  for (const entry of invitations ?? []) {
    const invitation = populated(entry)
    const contact = invitation ? idOf(invitation.contact) : null
    if (invitation && contact !== null && !newest.has(contact)) newest.set(contact, invitation.status)
  }
  return new Set([...newest].filter(([, status]) => status === 'pending' || status === 'declined').map(([contact]) => contact))
}

/** The tenants' names, 'Ana Ruiz, Ben Cole'; '' when there are none (or none readable). Contacts only invited (`invitedOnly`) are left out. */
export function tenantNames(contacts: ReadonlyArray<number | (LeaseContactLike & { deletedAt?: string | null })> | null | undefined, excluded: ReadonlySet<number> = new Set()) {
  return (contacts ?? [])
    .map((contact) => populated(contact))
    .filter((contact): contact is LeaseContactLike => contact !== null && !contact.deletedAt && !excluded.has(contact.id))
    .map(contactName)
    .join(', ')
}

export const leaseHref = (id: number) => `/app/landlord/leases/${id}`
export const propertyHref = (id: number) => `/app/landlord/properties/${id}`
export const unitHref = (propertyId: number, unitId: number) => `/app/landlord/properties/${propertyId}/units/${unitId}`
