import type { CollectionConfig, CollectionSlug } from 'payload'
import { oneOf } from '@api/access'
import { organizationOwnedAccess } from '@api/access/organizationOwned'

/**
 * The access of a money document (invoices, payments, recurring invoices, security
 * deposits): the staff of its organization read and change it; the tenants of its lease
 * read it (ADR 017, ADR 021), never change it — a tenant acts through the endpoints (pay,
 * mark sent). Anyone else, by id: 404.
 */
export const leaseMoneyAccess = (slug: CollectionSlug): NonNullable<CollectionConfig['access']> =>
  organizationOwnedAccess(slug, (tenancy) => (tenancy.leaseIds.length ? oneOf('lease', tenancy.leaseIds) : null))
