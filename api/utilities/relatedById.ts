import type { CollectionBeforeOperationHook, SanitizedConfig } from 'payload'

/**
 * Payload reads the documents a page shows beside its rows (depth ≥ 1: an invoice's lease, unit
 * and property; a person's leases) in one find per collection through its dataloader: `where:
 * { id: { in: ids } }`, no sort, no limit, no pagination, errors disabled, and it then places each
 * document by its id — the order of the rows is never read. Without a sort the find takes the
 * collection's default sort (leases by start date, properties by address), and with the access
 * rule's `organization = …` beside the ids SQLite walks the organization's (organization, field,
 * createdAt) index — every lease of the organization, to find ten — rather than sort ten rows
 * read by primary key (ADR 043). Sorted by id, the database looks the ids up by primary key, in
 * that key's order: nothing else changes (the same rows, the same access rule, the same select).
 */
export function isLookupByIds(args: { where?: unknown; sort?: unknown; limit?: unknown; pagination?: unknown; disableErrors?: unknown }): boolean {
  if (args.disableErrors !== true || args.pagination !== false || args.limit || (Array.isArray(args.sort) ? args.sort.length : args.sort)) return false
  const where = args.where as Record<string, unknown> | undefined
  if (!where || Object.keys(where).length !== 1) return false
  const id = where.id as Record<string, unknown> | undefined
  return Boolean(id && typeof id === 'object' && Object.keys(id).length === 1 && Array.isArray(id.in))
}

const sortLookupsById: CollectionBeforeOperationHook = ({ args, operation }) => (operation === 'read' && isLookupByIds(args) ? { ...args, sort: 'id' } : args)

/** Adds the hook to every collection, Payload's own included (its reads by id are the same finds). */
export function readRelatedDocumentsById(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [...(collection.hooks.beforeOperation ?? []), sortLookupsById]
  }
  return config
}
