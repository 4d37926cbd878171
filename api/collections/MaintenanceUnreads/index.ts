import type { Access, CollectionConfig, PayloadRequest, Where } from 'payload'
import { nobody } from '@api/access'
import { idOf } from '@common/ids'
import { resolveRecipients } from '@api/notifications/emit'

export const MAINTENANCE_UNREAD_AREAS = ['landlord', 'tenant'] as const
export type MaintenanceUnreadArea = (typeof MAINTENANCE_UNREAD_AREAS)[number]

/** A user's own rows only: nobody else learns what another has not read. */
const ownRows: Access = ({ req }) => {
  if (!req.user || req.user.collection !== 'users') return false
  const where: Where = { user: { equals: req.user.id } }
  return where
}

/**
 * Unread maintenance requests (ADR 028, the sidebar's count): one row per user and request
 * with a thread entry (a comment, a status change) or a new request that user has not read
 * yet. The server writes them as entries are made (markMaintenanceUnread), for the staff of
 * the organization and, when the entry is shared, the tenants of the lease — never for
 * the one who wrote it; reading the request deletes the reader's row. The sidebar counts
 * the caller's rows of its area: one indexed count, whatever the number of requests.
 */
export const MaintenanceUnreads: CollectionConfig<'maintenance-unreads'> = {
  slug: 'maintenance-unreads',
  access: { read: ownRows, create: nobody, update: nobody, delete: ownRows },
  lockDocuments: false,
  disableDuplicate: true,
  admin: { hidden: true },
  indexes: [{ fields: ['user', 'area', 'maintenanceRequest'] }, { fields: ['maintenanceRequest', 'user'] }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true },
    { name: 'maintenanceRequest', type: 'relationship', relationTo: 'maintenance-requests', required: true },
    { name: 'area', type: 'select', options: [...MAINTENANCE_UNREAD_AREAS], required: true },
  ],
}

/**
 * A new entry on request `requestId`: every staff member of its organization and, for a
 * shared entry, every tenant of its lease has it unread, except its author. Existing rows
 * stay (one per user and request); runs in the writing request's transaction.
 */
export async function markMaintenanceUnread(
  req: PayloadRequest,
  { requestId, organization, lease, shared, authorId }: { requestId: number; organization: unknown; lease: unknown; shared: boolean; authorId: number | null },
) {
  const organizationId = idOf(organization)
  const leaseId = idOf(lease)
  const [staff, tenants] = await Promise.all([
    organizationId
      ? req.payload
          .find({
            collection: 'organization-permissions',
            where: { and: [{ organization: { equals: organizationId } }, { roles: { in: ['owner', 'manager'] } }] },
            depth: 0,
            pagination: false,
            select: { user: true },
            overrideAccess: true,
            req,
          })
          .then(({ docs }) => docs.map((permission) => idOf(permission.user)).filter((id): id is number => id !== null))
      : Promise.resolve([]),
    shared && leaseId ? resolveRecipients(req, { leaseTenants: leaseId }) : Promise.resolve([]),
  ])
  const wanted = [
    ...staff.map((user) => ({ user, area: 'landlord' as const })),
    ...tenants.map((user) => ({ user, area: 'tenant' as const })),
  ].filter((row) => row.user !== authorId)
  if (!wanted.length) return
  const { docs: existing } = await req.payload.find({
    collection: 'maintenance-unreads',
    where: { maintenanceRequest: { equals: requestId } },
    depth: 0,
    pagination: false,
    select: { user: true, area: true },
    overrideAccess: true,
    req,
  })
  const have = new Set(existing.map((row) => `${idOf(row.user)}:${row.area}`))
  for (const row of wanted) {
    const key = `${row.user}:${row.area}`
    if (have.has(key)) continue
    have.add(key)
    await req.payload.create({ collection: 'maintenance-unreads', data: { user: row.user, area: row.area, maintenanceRequest: requestId }, overrideAccess: true, req })
  }
}

/** The caller has read request `requestId` (its page): its rows for it go. */
export async function markMaintenanceRead(req: PayloadRequest, requestId: number) {
  if (!req.user) return
  await req.payload.delete({
    collection: 'maintenance-unreads',
    where: { and: [{ user: { equals: req.user.id } }, { maintenanceRequest: { equals: requestId } }] },
    overrideAccess: true,
    req,
  })
}

/** How many requests the caller has unread in `area` (the one being read, `except`, left out: its page marks it read at the same time). */
export async function countMaintenanceUnread(req: PayloadRequest, area: MaintenanceUnreadArea, except: number | null) {
  if (!req.user) return 0
  const and: Where[] = [{ user: { equals: req.user.id } }, { area: { equals: area } }]
  if (except) and.push({ maintenanceRequest: { not_equals: except } })
  const { totalDocs } = await req.payload.count({ collection: 'maintenance-unreads', where: { and }, overrideAccess: true, req })
  return totalDocs
}
