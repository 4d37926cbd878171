import type { Payload, PayloadRequest } from 'payload'
import { normalizeStateCode } from '@common/address'
import type { Template } from '@api/payload-types'
import { ALL_STATES } from './index'

/** The `{stateSlug}` of forms/{templateSlug}/{stateSlug} that asks for the general (ALL) version. */
export const GENERAL_STATE_SLUG = 'general'

/**
 * The `states` value a URL's state slug stands for: ALL for 'general' (or 'all'), the
 * upper-case code of a known US state, else null (no such page).
 */
export function templateStateOf(stateSlug: string): string | null {
  const slug = stateSlug.trim().toLowerCase()
  if (slug === GENERAL_STATE_SLUG || slug === 'all') return ALL_STATES
  return normalizeStateCode(slug)
}

/**
 * Template lookup (product-spec §7): the first template whose templateGroup.slug equals `slug` and
 * whose states include the upper-case state code (ALL for the general slug), at depth 2 so
 * that its group and its form come with it. Null when there is none (or the state slug is
 * unknown). Public data: read with the caller's access when `req` is given.
 */
export async function findTemplate(payload: Payload, { slug, state, req }: { slug: string; state: string; req?: PayloadRequest }): Promise<Template | null> {
  const code = templateStateOf(state)
  if (!code || !slug) return null
  const { docs } = await payload.find({
    collection: 'templates',
    where: { and: [{ 'templateGroup.slug': { equals: slug } }, { states: { contains: code } }] },
    depth: 2,
    limit: 1,
    sort: 'id',
    pagination: false,
    overrideAccess: !req,
    req,
  })
  return docs[0] ?? null
}
