import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'
import { keysetPaging } from './keyset'

type Row = { id: number; createdAt: string; dueDate: string | null; title: string }

/** A database's answer to a find: `where` as Payload reads it, sorted with NULL first (SQLite) or last (PostgreSQL). */
function find(rows: Row[], where: Where, sort: string, limit: number, nulls: 'first' | 'last') {
  const compare = (a: unknown, b: unknown) => (a === b ? 0 : (a as number) < (b as number) ? -1 : 1)
  const matches = (row: Row, condition: Where): boolean =>
    Object.entries(condition).every(([field, test]) => {
      if (field === 'and') return (test as Where[]).every((part) => matches(row, part))
      if (field === 'or') return (test as Where[]).some((part) => matches(row, part))
      const value = row[field as keyof Row] ?? null
      return Object.entries(test as Record<string, unknown>).every(([operator, operand]) => {
        if (operator === 'exists') return (value !== null) === operand
        if (value === null) return false // SQL: a comparison with NULL is never true
        const order = compare(value, operand)
        return { equals: order === 0, greater_than: order > 0, less_than: order < 0, greater_than_equal: order >= 0, less_than_equal: order <= 0 }[operator]
      })
    })
  const keys = sort.split(',').map((key) => ({ field: key.replace(/^-/, '') as keyof Row, sign: key.startsWith('-') ? -1 : 1 }))
  const sorted = rows
    .filter((row) => matches(row, where))
    .sort((a, b) => {
      for (const { field, sign } of keys) {
        const [x, y] = [a[field] ?? null, b[field] ?? null]
        if (x === y) continue
        // NULL is the smallest value on SQLite and the largest on PostgreSQL.
        if (x === null || y === null) return (x === null) === (nulls === 'first') ? -sign : sign
        return compare(x, y) * sign
      }
      return 0
    })
  return sorted.slice(0, limit)
}

/** Every page read after the previous one's last row, as the exports read them. */
async function readAll(rows: Row[], sort: string, pageSize: number, nulls: 'first' | 'last', where: Where = {}) {
  const keyset = keysetPaging<Row>(sort, { nullable: ['dueDate'], limit: pageSize })
  const calls: Where[] = []
  const pages: Row[][] = []
  let previous: Row[] | null = null
  for (let guard = 0; guard < 1000; guard++) {
    const page: Row[] = (await keyset.page(where, previous, async (condition, limit) => {
      expect(limit).toBeLessThanOrEqual(pageSize)
      calls.push(condition)
      return { docs: find(rows, condition, keyset.sort, limit, nulls) }
    })).docs
    expect(page.length).toBeLessThanOrEqual(pageSize)
    pages.push(page)
    if (page.length < pageSize) break
    previous = page
  }
  return { ids: pages.flat().map((row) => row.id), expected: find(rows, where, keyset.sort, rows.length, nulls).map((row) => row.id), calls, pages: pages.length }
}

/** Rows that tie on every sort key but the id, in long runs, some without a due date. */
function rows(count: number, seed: number): Row[] {
  let state = seed
  const random = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state % n
  }
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    createdAt: `2026-01-0${1 + random(3)}T00:00:00.000Z`,
    dueDate: random(3) === 0 ? null : `2026-02-0${1 + random(4)}T12:00:00.000Z`,
    title: ['Leak', 'Door', 'Heat'][random(3)]!,
  }))
}

describe('keyset paging', () => {
  it('asks for the list order ended by createdAt and the id, and selects the keys it reads', async () => {
    const keyset = keysetPaging('-dueDate')
    expect(keyset.sort).toBe('-dueDate,-createdAt,-id')
    expect(keyset.select).toEqual({ dueDate: true, createdAt: true })
    const asked: Where[] = []
    await keyset.page({ title: { equals: 'x' } }, null, async (where) => (asked.push(where), { docs: [] }))
    expect(asked).toEqual([{ title: { equals: 'x' } }])
  })

  it('the page after a row: its keys after the cursor, with the first key bounded for the index', async () => {
    const keyset = keysetPaging<{ id: number; title: string; createdAt: string }>('title')
    const asked: Where[] = []
    await keyset.page({ status: { equals: 'new' } }, [{ id: 7, title: 'Door', createdAt: '2026-01-01T00:00:00.000Z' }], async (where) => (asked.push(where), { docs: [] }))
    expect(asked).toEqual([
      {
        and: [
          { status: { equals: 'new' } },
          {
            and: [
              { title: { greater_than_equal: 'Door' } },
              {
                or: [
                  { and: [{ title: { greater_than: 'Door' } }] },
                  { and: [{ title: { equals: 'Door' } }, { createdAt: { greater_than: '2026-01-01T00:00:00.000Z' } }] },
                  { and: [{ title: { equals: 'Door' } }, { createdAt: { equals: '2026-01-01T00:00:00.000Z' } }, { id: { greater_than: 7 } }] },
                ],
              },
            ],
          },
        ],
      },
    ])
  })

  for (const nulls of ['first', 'last'] as const) {
    for (const sort of ['-createdAt', 'createdAt', 'title', '-title', 'dueDate', '-dueDate']) {
      it(`reads every row once, in order: ${sort}, NULL ${nulls}`, async () => {
        for (const [count, pageSize, seed] of [
          [57, 5, 1],
          [40, 10, 2],
          [9, 3, 3],
          [30, 1, 4],
        ] as const) {
          const data = rows(count, seed)
          const { ids, expected } = await readAll(data, sort, pageSize, nulls)
          expect(ids).toEqual(expected)
          expect(ids).toHaveLength(count)
          // A filter of the list stays: only its rows, in the same order.
          const filtered = await readAll(data, sort, pageSize, nulls, { title: { equals: 'Leak' } })
          expect(filtered.ids).toEqual(filtered.expected)
        }
      })
    }
  }

  it('a nullable first key: each segment is bounded; the nulls are read once, at their end of the order', async () => {
    const data = rows(57, 5)
    for (const nulls of ['first', 'last'] as const) {
      const { calls } = await readAll(data, 'dueDate', 5, nulls)
      // No condition lets NULL and values through together (an index range could not serve it).
      for (const where of calls.slice(1)) {
        const text = JSON.stringify(where)
        expect(/"dueDate":\{("exists":(false|true)|"greater_than_equal")/.test(text), text).toBe(true)
      }
      const nullRuns = calls.filter((where) => JSON.stringify(where).includes('"exists":false')).length
      expect(nullRuns).toBeGreaterThan(0)
    }
  })
})
