import { NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { isAdmin } from '@api/access'
import { getMembership } from '@api/access/membership'
import { addressColumns, addressOf, instantOrNull, textOrNull, type RowAddress } from '@api/utilities/listRows'
import { requireSignedIn, routeId } from '@api/collections/Invoices/endpoints/shared'
import { sqlOf } from '@api/reports/sql'
import type { InvitationStatus } from '@common/people'
import type { LeaseStatus } from '@common/portfolio'

/**
 * The lease as its landlord's page reads it (ADR 045 amendment): the lease's fields, its unit
 * (`name`, `address`, `property`), property (`nickname`, `address`), contacts (`firstName`,
 * `lastName`, `email`, `phoneNumber`, `user`), invitations (`contact`, `status`, `sentAt`,
 * newest first, at most 50) and required documents, in the shape Payload's findByID gives
 * at depth 1 with those fields populated. A related document that cannot be read (in the
 * trash, or another organization's) is null, or left out of the contacts, as the page reads
 * Payload's answer.
 */
export type LeasePageDoc = {
  id: number
  nickname: string | null
  status: LeaseStatus
  archived: boolean
  leaseType: 'fixed' | 'month-to-month' | null
  startDate: string | null
  endDate: string | null
  rent: number
  securityDeposit: number | null
  rentDueDay: number | null
  unit: { id: number; name: string | null; address: RowAddress; property: number | null } | null
  property: { id: number; nickname: string | null; address: RowAddress } | null
  contacts: Array<{ id: number; firstName: string | null; lastName: string | null; email: string | null; phoneNumber: string | null; user: number | null }>
  invitations: { docs: Array<{ id: number; contact: number | null; status: InvitationStatus; sentAt: string | null }> }
  requiredDocuments: Array<{ id: string; name: string; description: string | null; received: boolean }>
}

/** The lease's `invitations` join's page (its defaultLimit). */
const INVITATIONS_LIMIT = 50

/**
 * GET /api/leases/:id/page — the lease page's lease in four plain statements (the lease with
 * its unit and property by primary key, then its contacts, invitations and required documents
 * by its id) instead of Payload's find at depth 1, which builds, checks and walks one find
 * per populated collection (ADR 043's measure: a fifth of the page's server CPU).
 *
 * Access as the collection's read gives it to staff and admins: a lease of the caller's staff
 * organizations (an admin's: any) and out of the trash, else 404 (a tenant reads its lease
 * through the collection, ADR 017); related documents only in the lease's organization and out
 * of the trash.
 * Only the validated id and organization ids reach the statements.
 */
export const leasePageEndpoint: Endpoint = {
  path: '/:id/page',
  method: 'get',
  handler: async (req) => Response.json(await leasePage(req)),
}

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))

export async function leasePage(req: PayloadRequest): Promise<LeasePageDoc> {
  requireSignedIn(req)
  const id = routeId(req)
  // An admin reads every lease, as the collection's read lets it; anyone else its staff organizations'.
  const { organizationIds } = await getMembership(req)
  const organizations = organizationIds.map(Number).filter((organization) => Number.isSafeInteger(organization) && organization > 0)
  if (!organizations.length && !isAdmin(req)) throw new NotFound(req.t)
  const inOrganizations = isAdmin(req) ? '' : `AND l."organization_id" IN (${organizations.join(', ')})`
  const sql = sqlOf(req)
  const related = (table: string, alias: string, column: string) =>
    `LEFT JOIN ${sql.table(table)} ${alias} ON ${alias}."id" = l."${column}" AND ${alias}."organization_id" = l."organization_id" AND ${alias}."deleted_at" IS NULL`
  const [lease] = await sql.rows(`
    SELECT l."id", l."organization_id", l."nickname", l."status", l."archived", l."lease_type", l."start_date", l."end_date",
      l."rent", l."security_deposit", l."rent_due_day",
      u."id" AS "u_id", u."name" AS "u_name", u."property_id" AS "u_property", ${addressColumns('u')},
      p."id" AS "p_id", p."nickname" AS "p_nickname", ${addressColumns('p')}
    FROM ${sql.table('leases')} l
    ${related('units', 'u', 'unit_id')}
    ${related('properties', 'p', 'property_id')}
    WHERE l."id" = ${id} ${inOrganizations} AND l."deleted_at" IS NULL`)
  if (!lease) throw new NotFound(req.t)
  const organization = Number(lease.organization_id)
  const [contacts, invitations, requiredDocuments] = await Promise.all([
    sql.rows(`
      SELECT c."id", c."first_name", c."last_name", c."email", c."phone_number", c."user_id"
      FROM ${sql.table('leases_rels')} r
      JOIN ${sql.table('contacts')} c ON c."id" = r."contacts_id" AND c."organization_id" = ${organization} AND c."deleted_at" IS NULL
      WHERE r."parent_id" = ${id} AND r."path" = 'contacts'
      ORDER BY r."order"`),
    sql.rows(`
      SELECT v."id", v."contact_id", v."status", v."sent_at"
      FROM ${sql.table('invitations')} v
      WHERE v."lease_id" = ${id} AND v."organization_id" = ${organization}
      ORDER BY v."created_at" DESC, v."id" DESC
      LIMIT ${INVITATIONS_LIMIT}`),
    sql.rows(`
      SELECT d."id", d."name", d."description", d."received"
      FROM ${sql.table('leases_required_documents')} d
      WHERE d."_parent_id" = ${id}
      ORDER BY d."_order"`),
  ])
  return {
    id,
    nickname: textOrNull(lease.nickname),
    status: String(lease.status) as LeaseStatus,
    archived: Boolean(lease.archived),
    leaseType: textOrNull(lease.lease_type) as LeasePageDoc['leaseType'],
    startDate: instantOrNull(lease.start_date),
    endDate: instantOrNull(lease.end_date),
    rent: Number(lease.rent ?? 0) || 0,
    securityDeposit: idOrNull(lease.security_deposit),
    rentDueDay: idOrNull(lease.rent_due_day),
    unit: lease.u_id != null ? { id: Number(lease.u_id), name: textOrNull(lease.u_name), address: addressOf(lease, 'u'), property: idOrNull(lease.u_property) } : null,
    property: lease.p_id != null ? { id: Number(lease.p_id), nickname: textOrNull(lease.p_nickname), address: addressOf(lease, 'p') } : null,
    contacts: contacts.map((contact) => ({
      id: Number(contact.id),
      firstName: textOrNull(contact.first_name),
      lastName: textOrNull(contact.last_name),
      email: textOrNull(contact.email),
      phoneNumber: textOrNull(contact.phone_number),
      user: idOrNull(contact.user_id),
    })),
    invitations: {
      docs: invitations.map((invitation) => ({
        id: Number(invitation.id),
        contact: idOrNull(invitation.contact_id),
        status: String(invitation.status) as InvitationStatus,
        sentAt: instantOrNull(invitation.sent_at),
      })),
    },
    requiredDocuments: requiredDocuments.map((document) => ({
      id: String(document.id),
      name: String(document.name ?? ''),
      description: textOrNull(document.description),
      received: Boolean(document.received),
    })),
  }
}
