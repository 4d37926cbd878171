import { ValidationError, type CollectionSlug, type PayloadRequest } from 'payload'
import { idOf } from '@common/ids'
import { isAdmin, oneOf } from './index'
import { getMembership } from './membership'

/** The answer for a link the caller may not make: the same as for an id that does not exist. */
export const RELATION_NOT_FOUND = 'Choose one of your own records.'

/**
 * The write rule (ADR 024): a relationship set on create or update points at a document the
 * caller may write as staff of that document's organization. Reading is not enough: a
 * tenant reads its lease, unit, property, contact and invoices, and must not attach
 * anything to them, nor move anything into their organization. Admins may link anything
 * that exists; calls without a user (seed, jobs, server flows run as the server) check
 * existence only. Trashed documents are not linkable unless `trash` says so (hooks that
 * re-read the parent of a document already linked).
 */
export async function writableIds(req: PayloadRequest, collection: CollectionSlug, ids: unknown[], { trash = false }: { trash?: boolean } = {}): Promise<{ wanted: number[]; writable: number[] }> {
  // An id that is not a number can never match: it stays wanted (-1) so the check refuses it.
  const wanted = [...new Set(ids.filter((id) => id !== null && id !== undefined && id !== '').map((id) => idOf(id) ?? -1))]
  if (!wanted.length) return { wanted, writable: [] }
  const byId = oneOf('id', wanted)
  let where = byId
  if (req.user && !isAdmin(req)) {
    const { organizationIds } = await getMembership(req)
    if (!organizationIds.length) return { wanted, writable: [] }
    where = { and: [byId, oneOf('organization', organizationIds)] }
  }
  const { docs } = await req.payload.find({ collection, where, depth: 0, limit: wanted.length, pagination: false, select: {}, overrideAccess: true, trash, req })
  return { wanted, writable: docs.map((doc) => doc.id as number) }
}

/** True when every id is writable (an empty list is). */
export async function allWritable(req: PayloadRequest, collection: CollectionSlug, ids: unknown[], options?: { trash?: boolean }): Promise<boolean> {
  const { wanted, writable } = await writableIds(req, collection, ids, options)
  return writable.length === wanted.length
}

/**
 * The parent a hook copies the organization (and more) from, read only when the caller may
 * write to it; else the relation is refused as not found, before anything is written.
 */
export async function writableParent<T extends object>(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: unknown,
  { path, slug, trash = false }: { path: string; slug: string; trash?: boolean },
): Promise<T> {
  const parentId = idOf(id)
  if (parentId !== null && parentId !== undefined && (await allWritable(req, collection, [parentId], { trash }))) {
    const parent = await req.payload.findByID({ collection, id: parentId, depth: 0, overrideAccess: true, trash, req, disableErrors: true })
    if (parent) return parent as unknown as T
  }
  throw relationNotFound(req, slug, path)
}

export const relationNotFound = (req: PayloadRequest, collection: string, path: string) =>
  new ValidationError({ collection, errors: [{ message: RELATION_NOT_FOUND, path }] }, req.t)
