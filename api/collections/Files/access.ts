import type { Access, Where } from 'payload'
import { hiddenUnlessReadable, isAdmin, oneOf } from '@api/access'
import { getMembership } from '@api/access/membership'
import { getTenancy } from '@api/access/tenancy'

/**
 * Who sees a file (ADR 018): the staff of its organization — a personal file (My Files)
 * only its uploader — and, for a lease file (an invoice's, a maintenance request's or a shared
 * comment's too), the tenants of that lease (ADR 017, ADR 028); never an internal one.
 * Property, unit, contact, document and personal files are never a tenant's.
 */
async function staffFiles(req: Parameters<Access>[0]['req']): Promise<Where> {
  const { organizationIds } = await getMembership(req)
  return {
    and: [
      oneOf('organization', organizationIds),
      { or: [{ kind: { not_equals: 'personal' } }, { uploadedBy: { equals: req.user!.id } }] },
    ],
  }
}

export const readFiles: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  const [staff, tenancy] = await Promise.all([staffFiles(req), getTenancy(req)])
  if (!tenancy.leaseIds.length) return staff
  return {
    or: [
      staff,
      // Never an internal file (an internal comment's photo, a request's receipt): `equals false`, so a row without the flag stays hidden too.
      { and: [{ kind: { in: ['lease', 'invoice', 'maintenanceRequest', 'maintenanceComment'] } }, oneOf('lease', tenancy.leaseIds), { internal: { equals: false } }] },
      // A condition report's photos and PDF once the report is requested or completed: a draft is the landlord's alone.
      { and: [{ kind: { equals: 'conditionReport' } }, oneOf('lease', tenancy.leaseIds), { 'conditionReport.status': { in: ['requested', 'completed'] } }] },
    ],
  }
}

/**
 * Uploading is for organization staff (a tenant has no organization of its own to file into),
 * and for a tenant's photos and PDFs of a maintenance request on its lease (hooks/parent.ts
 * refuses a tenant any other kind).
 */
export const createFiles: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return true
  if ((await getMembership(req)).organizationIds.length > 0) return true
  return (await getTenancy(req)).leaseIds.length > 0
}

/** A completed condition report is locked: its photos and PDF are never renamed or deleted, by anyone. */
const notLocked: Where = { or: [{ kind: { not_equals: 'conditionReport' } }, { 'conditionReport.status': { not_equals: 'completed' } }] }

const changeFiles: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req)) return notLocked
  return { and: [await staffFiles(req), notLocked] }
}

/** Rename and delete: staff only; a tenant gets 403 on a lease file it reads, 404 on anything else (ADR 008). */
export const updateFiles = hiddenUnlessReadable('files', changeFiles)
export const deleteFiles = hiddenUnlessReadable('files', changeFiles)
