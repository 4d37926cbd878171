import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest, SanitizedConfig } from 'payload'
import { afterCommit } from '@api/utilities/afterCommit'

/**
 * The shell's unread counts, remembered per caller (ADR 038). Every page of the private area
 * asks them (the bell's dot, the sidebar's maintenance count): two counts behind one call,
 * for numbers that change only when something is written.
 *
 * An entry is used only while (1) no document of any collection has been written in this
 * process since it was read — every collection's afterChange and afterDelete hooks move an
 * epoch, inside the write's transaction and again after its commit, so a count read between
 * the two is not kept — and (2) it is younger than UNREAD_COUNTS_TTL_MS, the bound for writes
 * this process does not see (the jobs runner's process, another server on the same
 * PostgreSQL database). The counts depend on more than the notifications and maintenance
 * unread rows (a notification whose invoice or invitation was deleted is not counted), hence
 * every collection rather than those two. Keyed by the user and the query it sent: one
 * caller's counts never answer another.
 */
export const UNREAD_COUNTS_TTL_MS = 5_000
/** Entries kept at most; past that the map starts again (a few hundred bytes each). */
const MAX_ENTRIES = 10_000

type Counts = { notifications: number; maintenance: number }
type Entry = { epoch: number; at: number; counts: Counts }

let epoch = 0
const entries = new Map<string, Entry>()

/** Something was written: every remembered count is stale. */
export function forgetUnreadCounts() {
  epoch++
  entries.clear()
}

/** The counts of `key` (user and query), from memory while they hold, else from `count()`. */
export async function rememberedUnreadCounts(key: string, count: () => Promise<Counts>, now: () => number = Date.now): Promise<Counts> {
  const entry = entries.get(key)
  if (entry && entry.epoch === epoch && now() - entry.at < UNREAD_COUNTS_TTL_MS) return { ...entry.counts }
  // The epoch before the read: a write that lands during it makes this entry unusable.
  const readAt = { epoch, at: now() }
  const counts = await count()
  if (readAt.epoch === epoch) {
    if (entries.size >= MAX_ENTRIES) entries.clear()
    entries.set(key, { ...readAt, counts: { ...counts } })
  }
  return counts
}

function forgetNowAndAfterCommit(req: PayloadRequest) {
  forgetUnreadCounts()
  // A read between this hook and the commit still saw the old rows: forget again once they are visible.
  return afterCommit(req, forgetUnreadCounts)
}

const forgetAfterChange: CollectionAfterChangeHook = async ({ req }) => {
  await forgetNowAndAfterCommit(req)
}
const forgetAfterDelete: CollectionAfterDeleteHook = async ({ req }) => {
  await forgetNowAndAfterCommit(req)
}

/**
 * Adds the hooks that forget the counts to every collection of ours (Payload's own
 * `payload-*` collections — jobs queue, locks, preferences — hold nothing they count).
 */
export function forgetUnreadCountsOnWrites(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug.startsWith('payload-')) continue
    collection.hooks.afterChange = [...(collection.hooks.afterChange ?? []), forgetAfterChange]
    collection.hooks.afterDelete = [...(collection.hooks.afterDelete ?? []), forgetAfterDelete]
  }
  return config
}
