import type { DatabaseAdapterObj } from 'payload'
import { patchAdapter } from './patchAdapter'

/**
 * One writer at a time for the embedded SQLite adapter.
 *
 * libsql opens a separate connection per transaction, which does not inherit the busy
 * timeout, so concurrent writers fail with SQLITE_BUSY at BEGIN. Queueing write
 * transactions inside the process removes that while keeping rollback intact.
 * PostgreSQL does not need this.
 *
 * The lock is taken at a transaction's first write, not at its BEGIN: Payload begins
 * the transaction of an operation before its hooks run and before it hashes a password
 * (600,000 PBKDF2 rounds, most of a second), and holding the lock through that would let
 * a handful of concurrent sign-ups queue every other write past the lock's timeout.
 * Reads that come before the first write run outside the transaction, on the main
 * connection (with WAL they never wait); from the first write on, everything runs in the
 * real `BEGIN IMMEDIATE` transaction, which commits or rolls back as a whole. That is the
 * isolation PostgreSQL gives at its default level, READ COMMITTED.
 *
 * The timeout turns a hook that forgot to pass `req` (a nested transaction waiting for
 * its parent) into an error instead of a hang.
 */
export const WRITE_LOCK_TIMEOUT_MS = 15_000
/** How long a BEGIN that finds the file locked by another process is retried. */
export const BEGIN_RETRY_MS = 10_000

/** A write transaction holding the lock longer than this is logged, with the statement that took it. */
export const SLOW_WRITE_HOLD_MS = 3_000

export class WriteLock {
  private tail: Promise<void> = Promise.resolve()
  pending = 0
  /** Who holds the lock (the statement that took it) and since when: named when a waiter times out. */
  private holder: { what: string; since: number } | undefined

  private readonly slowHoldMs: number
  private readonly warn: (message: string) => void

  constructor({ slowHoldMs = SLOW_WRITE_HOLD_MS, warn = (message: string) => console.warn(message) }: { slowHoldMs?: number; warn?: (message: string) => void } = {}) {
    this.slowHoldMs = slowHoldMs
    this.warn = warn
  }

  async acquire(timeoutMs = WRITE_LOCK_TIMEOUT_MS, what = 'a write'): Promise<() => void> {
    let release!: () => void
    const previous = this.tail
    const mine = new Promise<void>((resolve) => {
      release = resolve
    })
    this.tail = previous.then(() => mine)
    this.pending++
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        previous,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            const holder = this.holder ? ` (held for ${Date.now() - this.holder.since} ms by ${this.holder.what}; ${this.pending} waiting)` : ''
            reject(new Error(`SQLite write lock not acquired within ${timeoutMs} ms${holder}`))
          }, timeoutMs)
        }),
      ])
    } catch (error) {
      // Our turn is abandoned: let whoever waits behind us go once the previous holder is done.
      previous.then(release, release)
      throw error
    } finally {
      clearTimeout(timer)
      this.pending--
    }
    const held = { what, since: Date.now() }
    this.holder = held
    let released = false
    return () => {
      if (released) return
      released = true
      if (this.holder === held) this.holder = undefined
      const ms = Date.now() - held.since
      if (ms > this.slowHoldMs) this.warn(`SQLite write lock held for ${ms} ms by ${what} (${this.pending} waiting)`)
      release()
    }
  }
}

/** The parts of libsql's client and transaction that drizzle uses. */
type Statement = string | { sql: string; args?: unknown }
export type LibsqlTransaction = {
  execute(statement: Statement, args?: unknown): Promise<unknown>
  batch(statements: Statement[], ...rest: unknown[]): Promise<unknown[]>
  executeMultiple(sql: string): Promise<void>
  commit(): Promise<void>
  rollback(): Promise<void>
  close(): void
  closed: boolean
}
export type LibsqlClient = {
  execute(statement: Statement, args?: unknown): Promise<unknown>
  transaction(mode?: string): Promise<LibsqlTransaction>
}

const isBusy = (error: unknown) => /SQLITE_BUSY|database is locked/i.test(String((error as Error)?.message ?? error))

/** Statements that only read; anything else (including WITH, which may write) counts as a write. */
const isRead = (statement: Statement) => /^\s*select\b/i.test(typeof statement === 'string' ? statement : statement.sql)

/** The first words of a statement (`update "users" set …`), to name a lock's holder in the log; never its values. */
function describeStatement(statement: Statement) {
  const sql = (typeof statement === 'string' ? statement : statement.sql).replace(/\s+/g, ' ').trim()
  return `"${sql.length > 60 ? `${sql.slice(0, 60)}…` : sql}"`
}

/** A libsql transaction that takes the write lock and begins for real at its first write. */
class LazyWriteTransaction implements LibsqlTransaction {
  closed = false
  private opening: Promise<LibsqlTransaction> | undefined
  private release: (() => void) | undefined

  constructor(
    private readonly client: LibsqlClient,
    private readonly begin: (mode?: string) => Promise<LibsqlTransaction>,
    private readonly lock: WriteLock,
    private readonly mode: string | undefined,
  ) {}

  private open(statement: Statement): Promise<LibsqlTransaction> {
    this.opening ??= (async () => {
      const release = await this.lock.acquire(WRITE_LOCK_TIMEOUT_MS, describeStatement(statement))
      const started = Date.now()
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            const transaction = await this.begin(this.mode)
            this.release = release
            return transaction
          } catch (error) {
            // Another process (a seed, a bench) may hold the file briefly; one that keeps it
            // locked fails the write (503) within BEGIN_RETRY_MS instead of a minute and more.
            if (!isBusy(error) || attempt >= 20 || Date.now() - started >= BEGIN_RETRY_MS) throw error
            await new Promise((resolve) => setTimeout(resolve, 25 * (attempt + 1)))
          }
        }
      } catch (error) {
        release()
        throw error
      }
    })()
    return this.opening
  }

  async execute(statement: Statement, args?: unknown) {
    if (!this.opening && isRead(statement)) return this.client.execute(statement, args)
    return (await this.open(statement)).execute(statement, args)
  }

  async batch(statements: Statement[], ...rest: unknown[]) {
    return (await this.open(statements[0] ?? 'a batch')).batch(statements, ...rest)
  }

  async executeMultiple(sql: string) {
    return (await this.open(sql)).executeMultiple(sql)
  }

  commit() {
    return this.finish((transaction) => transaction.commit())
  }

  rollback() {
    return this.finish((transaction) => transaction.rollback())
  }

  close() {
    this.closed = true
    void this.opening?.then((transaction) => transaction.close(), () => undefined).finally(() => this.releaseLock())
  }

  private async finish(end: (transaction: LibsqlTransaction) => Promise<void>) {
    this.closed = true
    if (!this.opening) return
    try {
      // A transaction whose BEGIN failed has nothing to end; its statement already failed.
      const transaction = await this.opening.catch(() => undefined)
      if (transaction) await end(transaction)
    } finally {
      this.releaseLock()
    }
  }

  private releaseLock() {
    const release = this.release
    this.release = undefined
    release?.()
  }
}

/**
 * Makes every transaction of a libsql client lazy and serialised by `lock`.
 *
 * libsql hands its current connection to a transaction and opens a fresh one for the
 * client's next statement, without the pragmas the adapter set at connect (busy_timeout,
 * synchronous): `pragmas` run on that fresh connection right away. libsql's `transaction`
 * and `execute` do their work synchronously before their first await, so calling `execute`
 * straight after `transaction` (without awaiting in between) opens the new connection and
 * applies the pragmas before any other statement can reach it.
 */
export function lazyWriteTransactions(client: LibsqlClient, lock: WriteLock, pragmas: readonly string[] = []) {
  if (lazyClients.has(client)) return
  lazyClients.add(client)
  const transaction = client.transaction.bind(client)
  const begin = (mode?: string) => {
    const beginning = transaction(mode)
    const applied = pragmas.map((pragma) => client.execute(pragma))
    return Promise.all([beginning, ...applied]).then(([begun]) => begun as LibsqlTransaction, async (error) => {
      // BEGIN failed (e.g. busy): the caller retries; the transaction, if one was opened, is not used.
      await beginning.then((begun) => begun.close(), () => undefined)
      throw error
    })
  }
  client.transaction = async (mode?: string) => new LazyWriteTransaction(client, begin, lock, mode)
}
const lazyClients = new WeakSet<object>()

type SqliteAdapter = { client?: LibsqlClient; connect?: (...args: unknown[]) => Promise<void> }

/** The connection pragmas the adapter sets at connect, for every later connection too. */
export function sqlitePragmas({ busyTimeout, synchronous }: { busyTimeout: number; synchronous: 'NORMAL' | 'FULL' | 'OFF' | 'EXTRA' }) {
  return [`PRAGMA busy_timeout = ${busyTimeout};`, `PRAGMA synchronous = ${synchronous};`]
}

export function serializeWriteTransactions(adapterObj: DatabaseAdapterObj, pragmas: readonly string[] = []): DatabaseAdapterObj {
  const lock = new WriteLock()
  return patchAdapter<SqliteAdapter>(adapterObj, (adapter) => {
    const connect = adapter.connect
    if (connect) {
      adapter.connect = async (...connectArgs) => {
        const connecting = connect.apply(adapter, connectArgs)
        // The adapter creates its client before its first await: wrap it before the
        // production migrations that `connect` runs; once more afterwards, to be sure.
        if (adapter.client) lazyWriteTransactions(adapter.client, lock, pragmas)
        await connecting
        if (adapter.client) lazyWriteTransactions(adapter.client, lock, pragmas)
      }
    }
  })
}
