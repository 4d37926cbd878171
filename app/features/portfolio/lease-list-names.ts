import type { LeaseStatus } from '@common/portfolio'

/** The leases list's drawers in the URL (`?d=…`) and its archived filter (no zod: the list imports them; ADR 027). */
export const LEASE_ADD = 'lease-add'
export const LEASE_FILTER = 'lease-filter'

export const LEASE_ARCHIVED_CHOICES = [
  ['exclude', 'Hide archived'],
  ['only', 'Archived only'],
  ['include', 'Show all'],
] as const
export type LeaseArchivedChoice = (typeof LEASE_ARCHIVED_CHOICES)[number][0]

/** The list's filters, read from the URL. */
export type LeaseListFilters = { statuses: LeaseStatus[]; property: number | null; archived: LeaseArchivedChoice }
