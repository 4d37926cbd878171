import type { SanitizedConfig } from 'payload'
import { nobody } from '@api/access'

/**
 * Payload adds collections of its own (preferences, migrations, key-value store, document
 * locks) that serve its admin panel and CLI. We run no admin panel, so none of them is a
 * resource of our REST API: no endpoints, and every rule denies (Payload's defaults would
 * let any signed-in user read and write them). Payload itself still uses them through the
 * Local API, which skips access control.
 */
export function closeInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.slug.startsWith('payload-')) continue
    collection.endpoints = false
    collection.access = { ...collection.access, read: nobody, create: nobody, update: nobody, delete: nobody, unlock: nobody }
  }
  // The same for its globals (the jobs queue's statistics, payload-jobs-stats).
  for (const global of config.globals) {
    if (!global.slug.startsWith('payload-')) continue
    global.endpoints = false
    global.access = { ...global.access, read: nobody, update: nobody, readVersions: nobody }
  }
  return config
}
