import type { RouterContextProvider } from 'react-router'
import { collectionClient } from './api.server'
import { getAuth } from './auth.server'

/** The spec's feature config (§3): support, feedback, forms, public.forms. */
export type Feature = 'support' | 'feedback' | 'forms' | 'public.forms' | 'public.website'

/** GET /api/feature-flags, cached for 300 s (product-spec §7). */
export const FEATURE_FLAGS_TTL_MS = 300_000

let cache: { at: number; byRole: Map<string, Feature[]> } | undefined

export async function loadFeatureFlags(now = Date.now()) {
  if (cache && now - cache.at < FEATURE_FLAGS_TTL_MS) return cache.byRole
  try {
    const flags = await collectionClient(null).findEvery('feature-flags')
    cache = { at: now, byRole: new Map(flags.map((doc) => [doc.role, (doc.features ?? []) as Feature[]])) }
  } catch (error) {
    console.error('Getting public feature flags failed', error)
    return cache?.byRole ?? new Map<string, Feature[]>()
  }
  return cache.byRole
}

export function clearFeatureFlagCache() {
  cache = undefined
}

/** Signed-in users use their own role's flags; visitors the 'public' ones (product-spec §4). */
export async function getFeatureFlags(context: Readonly<RouterContextProvider>): Promise<Feature[]> {
  const auth = getAuth(context)
  const byRole = await loadFeatureFlags()
  const role = auth.token ? (auth.internalRole ?? 'landlord') : 'public'
  return byRole.get(role) ?? []
}
