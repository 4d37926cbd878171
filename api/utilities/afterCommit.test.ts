import type { DatabaseAdapterObj, PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { afterCommit, runTasksAfterCommit } from './afterCommit'

function setup() {
  const calls: string[] = []
  const adapter = {
    async commitTransaction(id: string) {
      calls.push(`commit ${id}`)
    },
    async rollbackTransaction(id: string) {
      calls.push(`rollback ${id}`)
    },
  }
  const db = runTasksAfterCommit({ init: () => adapter } as unknown as DatabaseAdapterObj).init({ payload: {} } as never) as unknown as typeof adapter
  const logger = { error: vi.fn() }
  const request = (transactionID?: string) => ({ transactionID, payload: { logger } }) as unknown as PayloadRequest
  return { calls, db, logger, request }
}

describe('afterCommit', () => {
  it('runs the tasks of a transaction after its commit, in order', async () => {
    const { calls, db, request } = setup()
    const req = request('t1')
    await afterCommit(req, () => calls.push('mail 1'))
    await afterCommit(req, async () => calls.push('mail 2'))
    expect(calls).toEqual([])
    await db.commitTransaction('t1')
    expect(calls).toEqual(['commit t1', 'mail 1', 'mail 2'])
  })

  it('drops the tasks of a transaction that rolls back', async () => {
    const { calls, db, request } = setup()
    await afterCommit(request('t2'), () => calls.push('mail'))
    await db.rollbackTransaction('t2')
    await db.commitTransaction('t2')
    expect(calls).toEqual(['rollback t2', 'commit t2'])
  })

  it('runs at once without a transaction', async () => {
    const { calls, request } = setup()
    await afterCommit(request(), () => calls.push('mail'))
    expect(calls).toEqual(['mail'])
  })

  it('logs a failing task and still runs the others', async () => {
    const { calls, db, logger, request } = setup()
    await afterCommit(request('t3'), () => {
      throw new Error('SMTP down')
    })
    await afterCommit(request('t3'), () => calls.push('next'))
    await expect(db.commitTransaction('t3')).resolves.toBeUndefined()
    expect(calls).toEqual(['commit t3', 'next'])
    expect(logger.error).toHaveBeenCalledOnce()
  })
})
