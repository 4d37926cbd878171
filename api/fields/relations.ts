import type { CollectionSlug, Field, RelationshipField, Validate } from 'payload'
import { allWritable, RELATION_NOT_FOUND } from '@api/access/writable'
import { idOf } from '@common/ids'

export { RELATION_NOT_FOUND }

/** Marks a field checked by the write rule (tests/security enumerates the config by it). */
export const OWN_RELATION = 'leasewell:ownRelation'

const idsIn = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value])

/**
 * Every id the caller links must be a document it may write as staff of that document's
 * organization (ADR 024, api/access/writable.ts): another organization's record, or one
 * the caller only reads as a tenant, is refused exactly like a missing id. On update the
 * ids the document already had are not checked again (only what the caller sets).
 */
const validateOwnRelation =
  (collection: CollectionSlug, required: boolean, setByServerWhen?: (data: Record<string, unknown>) => boolean): Validate =>
  async (value, { req, operation, previousValue, data }) => {
    // The collection's hook set it from a parent it checked itself (a tenant's maintenance photo's lease).
    if (setByServerWhen?.((data ?? {}) as Record<string, unknown>)) return true
    const ids = idsIn(value)
    if (!ids.length) return required ? 'This field is required.' : true
    const kept = operation === 'update' ? new Set(idsIn(previousValue).map((id) => idOf(id))) : new Set<number | null>()
    const added = ids.filter((id) => !kept.has(idOf(id)))
    return (await allWritable(req, collection, added)) || RELATION_NOT_FOUND
  }

type OwnRelationOptions = Omit<RelationshipField, 'type' | 'relationTo' | 'validate' | 'hasMany'> & {
  relationTo: CollectionSlug
  hasMany?: boolean
  /** When the collection's own hook sets the value from a parent it has checked (the write rule does not apply then). */
  setByServerWhen?: (data: Record<string, unknown>) => boolean
}

/** A relationship to a document of the caller's own organization (validated, indexed). */
export function ownRelationField({ relationTo, hasMany, required = false, setByServerWhen, ...rest }: OwnRelationOptions): Field {
  return {
    index: true,
    ...rest,
    type: 'relationship',
    relationTo,
    required,
    validate: validateOwnRelation(relationTo, required, setByServerWhen),
    custom: { [OWN_RELATION]: true },
    ...(hasMany ? { hasMany: true } : {}),
  } as Field
}

/** An image of the caller's own organization (upload field to `images`). */
export function ownImageField(name: string, { hasMany = false, maxRows }: { hasMany?: boolean; maxRows?: number } = {}): Field {
  return {
    name,
    type: 'upload',
    relationTo: 'images',
    validate: validateOwnRelation('images', false),
    custom: { [OWN_RELATION]: true },
    ...(hasMany ? { hasMany: true, maxRows } : {}),
  } as Field
}
