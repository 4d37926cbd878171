import type { Where } from 'payload'
import { totalOrder } from './api.server'

type Key = { field: string; descending: boolean; nullable: boolean }
type Value = string | number | boolean | null

const valueAt = (doc: unknown, field: string): Value => {
  let value: unknown = doc
  for (const part of field.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  if (value === undefined || value === null) return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  throw new Error(`Keyset paging: ${field} is not a plain value (select it, unpopulated)`)
}

/**
 * Keyset paging over a list read in several calls (a CSV export, ADR 030): each page asks for
 * the rows after the previous page's last row in the list's order (`totalOrder`: the sort,
 * createdAt, then the id, so the order is total) instead of an OFFSET, so a page costs the
 * same at row 50,000 as at row 100, and no count is needed (`pagination: false` with a limit).
 *
 * The rows after (v1, v2, id) are those with k1 after v1, or k1 = v1 and k2 after v2, or
 * k1 = v1, k2 = v2 and id after the id; plus `k1 ≥ v1` (`≤` descending) on its own, the
 * bound an index on (…, k1, k2, id) starts its range at. SQLite's rowid ends every index
 * already; PostgreSQL needs the id in the index.
 *
 * A `nullable` key: PostgreSQL sorts NULL after every value, SQLite before, and the web app
 * may not know which database answers (API_URL). The order is walked from its start, so
 * the rows read so far tell: among rows equal on the keys before it, a null read before a
 * value means nulls come first (and none is left after a value), a value read before a null
 * that they come last. Until the rows have shown it, the condition allows the nulls (or the
 * values) after the cursor as well: where none exist the branch matches nothing. A nullable
 * first key gets its index bound only once nulls are known to come first.
 */
export function keysetPaging(sort: string | undefined, { nullable = [] }: { nullable?: readonly string[] } = {}) {
  const order = totalOrder(sort)
  const keys: Key[] = order.split(',').map((key) => {
    const field = key.replace(/^-/, '')
    return { field, descending: key.startsWith('-'), nullable: nullable.includes(field) }
  })
  // Per key, within the run of rows equal on the keys before it: a null and a value were read.
  const nullRead = keys.map(() => false)
  const valueRead = keys.map(() => false)
  let last: Value[] | null = null

  /** Reads rows in the list's order: the evidence of where nulls sort, and the cursor. */
  function read(docs: ReadonlyArray<unknown>) {
    for (const doc of docs) {
      const values = keys.map((key) => valueAt(doc, key.field))
      const changed = last ? values.findIndex((value, index) => value !== last![index]) : -1
      // A change of key j starts a new run for every key after it.
      if (changed >= 0) for (let index = changed + 1; index < keys.length; index++) nullRead[index] = valueRead[index] = false
      values.forEach((value, index) => {
        if (value === null) nullRead[index] = true
        else valueRead[index] = true
      })
      last = values
    }
  }

  const is = (key: Key, value: Value): Where => ({ [key.field]: value === null ? { exists: false } : { equals: value } })
  const after = (key: Key, value: Value): Where[] => {
    const index = keys.indexOf(key)
    if (value === null) return key.nullable && !valueRead[index] ? [{ [key.field]: { exists: true } }] : []
    const beyond: Where = { [key.field]: { [key.descending ? 'less_than' : 'greater_than']: value } }
    return key.nullable && !nullRead[index] ? [beyond, { [key.field]: { exists: false } }] : [beyond]
  }

  return {
    /** The sort to ask for (the list's, ended by createdAt and the id). */
    sort: order,
    /** The fields the cursor reads: add them to the page's `select`. */
    select: Object.fromEntries(keys.filter((key) => key.field !== 'id').map((key) => [key.field.split('.')[0]!, true])) as Record<string, true>,
    /** The `where` of the page after `previous` (the previous page's rows, in order; null: the first page). */
    after(where: Where, previous: ReadonlyArray<unknown> | null): Where {
      if (!previous) return where
      read(previous)
      if (!last) return where
      const cursor = last as Value[]
      const branches: Where[] = []
      keys.forEach((key, index) => {
        const equalBefore = keys.slice(0, index).map((earlier, position) => is(earlier, cursor[position]!))
        for (const condition of after(key, cursor[index]!)) branches.push({ and: [...equalBefore, condition] })
      })
      const [first] = keys
      const bound: Where[] =
        first && cursor[0] !== null && (!first.nullable || nullRead[0]) ? [{ [first.field]: { [first.descending ? 'less_than_equal' : 'greater_than_equal']: cursor[0] } }] : []
      return { and: [...(Object.keys(where).length ? [where] : []), ...bound, { or: branches }] }
    },
  }
}
