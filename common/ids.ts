/**
 * The id of a relationship value, whether Payload returned it populated (`{ id }`) or as
 * a bare id; null when there is none. Ids are numbers in both adapters (autoIncrement).
 */
export function idOf(value: number | { id: number }): number
export function idOf(value: unknown): number | null
export function idOf(value: unknown): number | null {
  if (typeof value === 'object' && value !== null && 'id' in value) return idOf((value as { id: unknown }).id)
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  return null
}

/** A Stripe object's id, expanded or not (`cus_…`, `pi_…`); null when there is none. */
export function stripeIdOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null)
}
