import type { RouterContextProvider } from 'react-router'
import { collectionClient } from './api.server'
import { getAuth } from './auth.server'

/** The spec's feature config (§3): support, feedback, forms, public.forms. */
export type Feature = 'support' | 'feedback' | 'forms' | 'public.forms' | 'public.website'

/** GET /api/feature-flags, cached for 300 s (product-spec §7). */
export const FEATURE_FLAGS_TTL_MS = 300_000

type FlagsByRole = Map<string, Feature[]>

/** The flags' promise, kept from the moment it is asked: loaders that start together on a cold cache share one call. */
let cache: { at: number; byRole: Promise<FlagsByRole> } | undefined

export function loadFeatureFlags(now = Date.now()): Promise<FlagsByRole> {
  if (cache && now - cache.at < FEATURE_FLAGS_TTL_MS) return cache.byRole
  const previous = cache
  const byRole = collectionClient(null)
    .findEvery('feature-flags')
    .then(
      (flags): FlagsByRole => new Map(flags.map((doc) => [doc.role, (doc.features ?? []) as Feature[]])),
      (error: unknown) => {
        console.error('Getting public feature flags failed', error)
        // The last flags known stay in use, and the next request asks again.
        if (cache?.byRole === byRole) cache = previous
        return previous?.byRole ?? new Map<string, Feature[]>()
      },
    )
  cache = { at: now, byRole }
  return byRole
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
