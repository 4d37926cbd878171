import { formatLocality, formatStreet, type AddressLike } from '@common/address'
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

/** The tenants' names, 'Ana Ruiz, Ben Cole'; '' when there are none (or none readable). */
export function tenantNames(contacts: ReadonlyArray<number | (LeaseContactLike & { deletedAt?: string | null })> | null | undefined) {
  return (contacts ?? [])
    .map((contact) => populated(contact))
    .filter((contact): contact is LeaseContactLike => contact !== null && !contact.deletedAt)
    .map(contactName)
    .join(', ')
}

export const leaseHref = (id: number) => `/app/landlord/leases/${id}`
export const propertyHref = (id: number) => `/app/landlord/properties/${id}`
export const unitHref = (propertyId: number, unitId: number) => `/app/landlord/properties/${propertyId}/units/${unitId}`
