import { describe, expect, it } from 'vitest'
import { csvStreamResponse, csvText, streamPages } from './csv'

describe('csvStreamResponse', () => {
  it('writes the first rows, then each batch as its own chunk, the same bytes as the whole file', async () => {
    const header = [['Date', 'Amount', 'Memo']]
    const batches = [
      [['2026-01-01', 12.5, 'one, two']],
      [['2026-01-02', -3, '=cmd']],
    ]
    async function* rest() {
      yield* batches
    }
    const response = csvStreamResponse(header, rest(), 'my expenses.csv')
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="my_expenses.csv"')
    const chunks: string[] = []
    const decoder = new TextDecoder()
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) chunks.push(decoder.decode(chunk))
    expect(chunks).toEqual([csvText(header), csvText(batches[0]!), csvText(batches[1]!)])
    expect(chunks.join('')).toBe(csvText([...header, ...batches.flat()]))
  })

  it('stops reading the source when the download is cancelled', async () => {
    let read = 0
    let closed = false
    async function* rest() {
      try {
        for (;;) {
          read++
          yield [[read]]
        }
      } finally {
        closed = true
      }
    }
    const response = csvStreamResponse([['n']], rest(), 'n.csv')
    const reader = response.body!.getReader()
    await reader.read()
    await reader.read()
    await reader.cancel()
    expect(closed).toBe(true)
    expect(read).toBeLessThan(5)
  })
})

describe('streamPages', () => {
  const rows = Array.from({ length: 7 }, (_, index) => index + 1)
  const reader = (pageSize: number) => {
    const calls: Array<[number, ReadonlyArray<number> | null]> = []
    const pageOf = async (page: number, previous: ReadonlyArray<number> | null) => {
      calls.push([page, previous])
      return { docs: rows.slice((page - 1) * pageSize, page * pageSize) }
    }
    return { calls, pageOf }
  }
  const collect = async (rest: AsyncIterable<unknown[]>) => {
    const batches: unknown[][] = []
    for await (const batch of rest) batches.push(batch)
    return batches
  }

  it('reads the first page at once and each later one when asked, until a short page', async () => {
    const { calls, pageOf } = reader(3)
    const { first, rest } = await streamPages(pageOf, (n) => [n, `row ${n}`], { pageSize: 3 })
    expect(first).toEqual([[1, 'row 1'], [2, 'row 2'], [3, 'row 3']])
    expect(calls).toEqual([[1, null]])
    expect(await collect(rest)).toEqual([[[4, 'row 4'], [5, 'row 5'], [6, 'row 6']], [[7, 'row 7']]])
    // Each call is given the page before it (a cursor's last row).
    expect(calls).toEqual([[1, null], [2, [1, 2, 3]], [3, [4, 5, 6]]])
  })

  it('stops after an empty page, and after maxPages', async () => {
    const exact = reader(7)
    const whole = await streamPages(exact.pageOf, (n) => [n], { pageSize: 7 })
    expect(whole.first).toHaveLength(7)
    expect(await collect(whole.rest)).toEqual([])
    expect(exact.calls.map(([page]) => page)).toEqual([1, 2])
    const capped = reader(2)
    const two = await streamPages(capped.pageOf, (n) => [n], { pageSize: 2, maxPages: 2 })
    expect([...two.first, ...(await collect(two.rest)).flat()]).toEqual([[1], [2], [3], [4]])
    expect(capped.calls.map(([page]) => page)).toEqual([1, 2])
  })
})
