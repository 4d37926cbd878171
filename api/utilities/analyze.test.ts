import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { ANALYZE_DONE, waitForLogLine } from '../../scripts/bench/server-log.mjs'
import { analyzeDatabase, ANALYZE_DONE_MESSAGE } from './analyze'

function fakePayload(execute: () => Promise<unknown>) {
  const logger = { info: vi.fn(), error: vi.fn() }
  const payload = { db: { name: 'sqlite', drizzle: {}, execute: vi.fn(execute) }, logger } as unknown as Payload
  return { payload, logger }
}

describe('analyzeDatabase', () => {
  it('runs ANALYZE and logs how long it took, in the line the bench waits for', async () => {
    const { payload, logger } = fakePayload(async () => undefined)
    expect(await analyzeDatabase(payload)).toBe(true)
    expect((payload.db as unknown as { execute: ReturnType<typeof vi.fn> }).execute).toHaveBeenCalledWith({ drizzle: {}, raw: 'ANALYZE' })
    expect(logger.error).not.toHaveBeenCalled()
    const [line] = logger.info.mock.calls[0] as [string]
    expect(line.startsWith(ANALYZE_DONE_MESSAGE)).toBe(true)
    expect(ANALYZE_DONE.exec(`[21:20:01] INFO: ${line}\n`)?.[1]).toMatch(/^\d+$/)
  })

  it('logs a failure and returns false, without the line of a refresh', async () => {
    const { payload, logger } = fakePayload(async () => Promise.reject(new Error('database is locked')))
    expect(await analyzeDatabase(payload)).toBe(false)
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ msg: 'ANALYZE failed' }))
    expect(logger.info).not.toHaveBeenCalled()
  })
})

describe("the bench's wait for a server's log line", () => {
  it('finds a line logged later, in pieces, and gives up after its time', async () => {
    const chunks: string[] = ['[21:20:00] INFO: Migrated\n']
    setTimeout(() => chunks.push('[21:20:03] INFO: Planner statistics refreshed (AN'), 20)
    setTimeout(() => chunks.push('ALYZE) in 612 ms\n'), 60)
    expect((await waitForLogLine(() => chunks.join(''), ANALYZE_DONE, 2_000))?.[1]).toBe('612')
    expect(await waitForLogLine(() => '[21:20:00] INFO: Migrated\n', ANALYZE_DONE, 120)).toBeNull()
  })
})
