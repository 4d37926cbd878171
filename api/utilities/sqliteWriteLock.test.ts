import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'
import { lazyWriteTransactions, sqlitePragmas, WriteLock, type LibsqlClient, type LibsqlTransaction } from './sqliteWriteLock'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('WriteLock', () => {
  it('lets one holder in at a time, in the order they asked', async () => {
    const lock = new WriteLock()
    const events: string[] = []
    let inside = 0
    await Promise.all(
      [30, 5, 15, 0].map(async (work, index) => {
        const release = await lock.acquire()
        inside++
        events.push(`enter ${index}`)
        expect(inside).toBe(1)
        await sleep(work)
        inside--
        events.push(`leave ${index}`)
        release()
      }),
    )
    expect(events).toEqual(['enter 0', 'leave 0', 'enter 1', 'leave 1', 'enter 2', 'leave 2', 'enter 3', 'leave 3'])
  })

  it('gives up after the timeout instead of waiting forever', async () => {
    const lock = new WriteLock()
    const release = await lock.acquire()
    await expect(lock.acquire(30)).rejects.toThrow('SQLite write lock not acquired within 30 ms')
    expect(lock.pending).toBe(0)
    release()
  })

  it('names the holder when a waiter gives up, and logs a long hold', async () => {
    const warnings: string[] = []
    const lock = new WriteLock({ slowHoldMs: 20, warn: (message) => warnings.push(message) })
    const release = await lock.acquire(1000, '"update "users" set …"')
    await expect(lock.acquire(40, '"insert into "invoices" …"')).rejects.toThrow(/^SQLite write lock not acquired within 40 ms \(held for \d+ ms by "update "users" set …"; 1 waiting\)$/)
    release()
    release()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^SQLite write lock held for \d+ ms by "update "users" set …" \(0 waiting\)$/)
    // A short hold is not logged.
    const quick = await lock.acquire(1000, 'quick')
    quick()
    expect(warnings).toHaveLength(1)
  })

  it('an abandoned turn does not block those queued behind it', async () => {
    const lock = new WriteLock()
    const releaseFirst = await lock.acquire()
    const abandoned = lock.acquire(20)
    const third = lock.acquire(1000)
    await expect(abandoned).rejects.toThrow()
    releaseFirst()
    const releaseThird = await third
    releaseThird()
    // And the lock is free again.
    const releaseFourth = await lock.acquire(50)
    releaseFourth()
  })
})

/** A stand-in for libsql's client: records which connection ran what; transactions are 't1', 't2', ... */
function fakeClient(options: { beginFailures?: Error[] } = {}) {
  const calls: string[] = []
  const failures = [...(options.beginFailures ?? [])]
  let next = 0
  const sqlOf = (statement: string | { sql: string }) => (typeof statement === 'string' ? statement : statement.sql)
  const client: LibsqlClient = {
    async execute(statement) {
      calls.push(`main: ${sqlOf(statement)}`)
      return { rows: [] }
    },
    async transaction(mode) {
      const failure = failures.shift()
      if (failure) throw failure
      const id = `t${++next}`
      calls.push(`begin ${id} (${mode ?? 'write'})`)
      return {
        closed: false,
        async execute(statement) {
          calls.push(`${id}: ${sqlOf(statement)}`)
          return { rows: [] }
        },
        async batch(statements) {
          calls.push(`${id}: batch of ${statements.length}`)
          return []
        },
        async executeMultiple(sql) {
          calls.push(`${id}: ${sql}`)
        },
        async commit() {
          calls.push(`commit ${id}`)
        },
        async rollback() {
          calls.push(`rollback ${id}`)
        },
        close() {},
      } satisfies LibsqlTransaction
    },
  }
  const lock = new WriteLock()
  lazyWriteTransactions(client, lock)
  return { client, calls, lock }
}

describe('lazy write transactions', () => {
  it('reads before the first write run on the main connection; the first write begins the transaction', async () => {
    const { client, calls } = fakeClient()
    const transaction = await client.transaction()
    await transaction.execute('select 1')
    await transaction.execute({ sql: 'SELECT * FROM users', args: [] })
    expect(calls).toEqual(['main: select 1', 'main: SELECT * FROM users'])
    await transaction.execute('insert into users values (1)')
    await transaction.execute('select 2')
    await transaction.commit()
    expect(calls.slice(2)).toEqual(['begin t1 (write)', 't1: insert into users values (1)', 't1: select 2', 'commit t1'])
  })

  it('a second writer begins only once the first has committed or rolled back', async () => {
    const { client, calls } = fakeClient()
    const first = await client.transaction()
    const second = await client.transaction()
    const third = await client.transaction()
    await first.execute('update a set x = 1')
    const secondWrite = second.execute('delete from b')
    const thirdWrite = third.execute('savepoint sp0')
    await sleep(10)
    expect(calls).toEqual(['begin t1 (write)', 't1: update a set x = 1'])
    await first.commit()
    await secondWrite
    expect(calls.slice(2)).toEqual(['commit t1', 'begin t2 (write)', 't2: delete from b'])
    await second.rollback()
    await thirdWrite
    await third.commit()
    expect(calls.slice(5)).toEqual(['rollback t2', 'begin t3 (write)', 't3: savepoint sp0', 'commit t3'])
  })

  it('a transaction that only reads never takes the lock', async () => {
    const { client, calls, lock } = fakeClient()
    const reader = await client.transaction()
    await reader.execute('select 1')
    await reader.commit()
    const writer = await client.transaction()
    await writer.execute('insert into a values (1)')
    expect(lock.pending).toBe(0)
    await writer.commit()
    expect(calls).toEqual(['main: select 1', 'begin t1 (write)', 't1: insert into a values (1)', 'commit t1'])
  })

  it('batches and scripts count as writes', async () => {
    const { client, calls } = fakeClient()
    const transaction = await client.transaction()
    await transaction.batch(['select 1', 'insert into a values (1)'])
    await transaction.executeMultiple('create table b (x); create table c (y);')
    await transaction.commit()
    expect(calls).toEqual(['begin t1 (write)', 't1: batch of 2', 't1: create table b (x); create table c (y);', 'commit t1'])
  })

  it('retries a BEGIN refused with SQLITE_BUSY, and releases the lock when BEGIN fails for good', async () => {
    const busy = fakeClient({ beginFailures: [new Error('SQLITE_BUSY: database is locked'), new Error('SQLITE_BUSY: database is locked')] })
    const transaction = await busy.client.transaction()
    await transaction.execute('insert into a values (1)')
    await transaction.commit()
    expect(busy.calls).toEqual(['begin t1 (write)', 't1: insert into a values (1)', 'commit t1'])

    const broken = fakeClient({ beginFailures: [new Error('disk I/O error')] })
    const failing = await broken.client.transaction()
    await expect(failing.execute('insert into a values (1)')).rejects.toThrow('disk I/O error')
    await failing.rollback()
    // The lock was released: the next transaction begins at once.
    const next = await broken.client.transaction()
    await next.execute('insert into a values (2)')
    await next.commit()
    expect(broken.calls).toEqual(['begin t1 (write)', 't1: insert into a values (2)', 'commit t1'])
  })
})

describe('connection pragmas (real libsql)', () => {
  it('the connection libsql opens after a write transaction keeps busy_timeout and synchronous', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'leasewell-pragmas-'))
    const client = createClient({ url: `file:${path.join(folder, 'pragmas.db')}` })
    try {
      const pragmas = sqlitePragmas({ busyTimeout: 4321, synchronous: 'NORMAL' })
      for (const pragma of pragmas) await client.execute(pragma)
      await client.execute('PRAGMA journal_mode = WAL')
      await client.execute('CREATE TABLE a (x INTEGER)')
      const read = async () => {
        const timeout = await client.execute('PRAGMA busy_timeout')
        const synchronous = await client.execute('PRAGMA synchronous')
        return [Number(Object.values(timeout.rows[0]!)[0]), Number(Object.values(synchronous.rows[0]!)[0])]
      }
      expect(await read()).toEqual([4321, 1])
      lazyWriteTransactions(client as unknown as LibsqlClient, new WriteLock(), pragmas)
      for (let round = 0; round < 2; round++) {
        const transaction = await (client as unknown as LibsqlClient).transaction('write')
        await transaction.execute('INSERT INTO a VALUES (1)')
        await transaction.commit()
        transaction.close()
        // libsql handed its connection to the transaction: this is a new one.
        expect(await read()).toEqual([4321, 1])
      }
      expect((await client.execute('SELECT count(*) AS n FROM a')).rows[0]!.n).toBe(2)
    } finally {
      client.close()
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })
})
