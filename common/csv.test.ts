import { describe, expect, it } from 'vitest'
import { csvStreamResponse, csvText } from './csv'

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
