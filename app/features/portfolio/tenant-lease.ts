import { useRouteLoaderData } from 'react-router'
import { formatLocality, formatStreet, type AddressLike } from '@common/address'
import type { LeaseStatus } from '@common/portfolio'
import type { Invitation, Lease } from '@api/payload-types'
import { contactName, populated, type LeaseContactLike } from './lease-display'
import { idOf } from '@common/ids'

/**
 * A lease as its tenant sees it: what the API lets a tenant read — the lease, its
 * unit and property, the tenant's own contact (other tenants arrive as bare ids and are only
 * counted), and the tenant's own invitation, which names the landlord.
 */
export type TenantLeaseView = {
  id: number
  title: string
  street: string
  locality: string
  unitName: string | null
  status: LeaseStatus
  leaseType: 'fixed' | 'month-to-month' | null
  startDate: string | null
  endDate: string | null
  rent: number
  securityDeposit: number | null
  rentDueDay: number | null
  landlord: string
  /** The signed-in tenant's own name(s) on the lease, and how many others share it. */
  you: string[]
  otherTenants: number
}

type UnitLike = { id: number; name?: string | null; address?: AddressLike | null }

export const tenantLeasePath = (id: number | string) => `/app/tenant/leases/${id}`

/** The relations a tenant's lease pages read (one call). */
export const TENANT_LEASE_ARGS = {
  depth: 1,
  select: { organization: false, requiredDocuments: false },
  populate: {
    units: { name: true, address: true },
    contacts: { firstName: true, lastName: true },
    invitations: { organizationName: true, status: true },
  },
} as const

export function toTenantLeaseView(lease: Lease): TenantLeaseView {
  const unit = populated(lease.unit as number | UnitLike)
  const contacts = (lease.contacts ?? []).map((contact) => populated(contact as number | LeaseContactLike))
  const mine = contacts.filter((contact): contact is LeaseContactLike => contact !== null)
  const invitation = (lease.invitations?.docs ?? [])
    .map((entry) => populated(entry as number | Pick<Invitation, 'id' | 'organizationName' | 'status'>))
    .find((entry) => entry?.status === 'accepted')
  const street = formatStreet(unit?.address)
  return {
    id: lease.id,
    title: street || lease.nickname?.trim() || `Lease #${lease.id}`,
    street,
    locality: formatLocality(unit?.address),
    unitName: unit?.name ?? null,
    status: lease.status,
    leaseType: lease.leaseType ?? null,
    startDate: lease.startDate ?? null,
    endDate: lease.endDate ?? null,
    rent: lease.rent,
    securityDeposit: lease.securityDeposit ?? null,
    rentDueDay: lease.rentDueDay ?? null,
    landlord: invitation?.organizationName || 'Your landlord',
    you: mine.map((contact) => contactName(contact)),
    otherTenants: contacts.length - mine.length,
  }
}

export const unitIdOf = (lease: Lease) => idOf(lease.unit as number | { id: number })

export const TENANT_LEASE_LAYOUT_ROUTE_ID = 'routes/app/tenant/leases.$leaseId/_layout'

export function useTenantLease(): TenantLeaseView {
  const data = useRouteLoaderData(TENANT_LEASE_LAYOUT_ROUTE_ID) as { lease: TenantLeaseView } | undefined
  if (!data) throw new Error('The tenant lease tabs render inside the lease layout.')
  return data.lease
}
