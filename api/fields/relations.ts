import type { CollectionSlug, Field, PayloadRequest, RelationshipField, Validate } from 'payload'
import { idOf } from '@common/ids'

export const RELATION_NOT_FOUND = 'Choose one of your own records.'

/**
 * Every id the caller links must be a document the caller can read: a landlord cannot
 * attach another organization's unit, tenant or image by guessing its id. Calls without a
 * user (seed, server jobs) check existence only.
 */
export async function countReadable(req: PayloadRequest, collection: CollectionSlug, ids: unknown[]) {
  // An id that is not a number can never match: it stays wanted (-1) so the check refuses it.
  const wanted = [...new Set(ids.filter((id) => id !== null && id !== undefined && id !== '').map((id) => idOf(id) ?? -1))]
  if (!wanted.length) return { wanted: 0, found: 0 }
  const { totalDocs } = await req.payload.count({
    collection,
    where: { id: { in: wanted } },
    overrideAccess: !req.user,
    req,
  })
  return { wanted: wanted.length, found: totalDocs }
}

const validateOwnRelation =
  (collection: CollectionSlug, required: boolean): Validate =>
  async (value, { req }) => {
    const ids = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]
    if (!ids.length) return required ? 'This field is required.' : true
    const { wanted, found } = await countReadable(req, collection, ids)
    return found === wanted || RELATION_NOT_FOUND
  }

type OwnRelationOptions = Omit<RelationshipField, 'type' | 'relationTo' | 'validate' | 'hasMany'> & { relationTo: CollectionSlug; hasMany?: boolean }

/** A relationship to a document of the caller's own organization (validated, indexed). */
export function ownRelationField({ relationTo, hasMany, required = false, ...rest }: OwnRelationOptions): Field {
  return {
    ...rest,
    type: 'relationship',
    relationTo,
    required,
    index: true,
    validate: validateOwnRelation(relationTo, required),
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
    ...(hasMany ? { hasMany: true, maxRows } : {}),
  } as Field
}
