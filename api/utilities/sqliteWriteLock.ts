import type { DatabaseAdapterObj } from 'payload'

/**
 * One writer at a time for the embedded SQLite adapter.
 *
 * libsql opens a separate connection per transaction, which does not inherit the
 * busy timeout, so concurrent writers fail with SQLITE_BUSY at BEGIN. Queueing write
 * transactions inside the process removes that while keeping rollback intact.
 * PostgreSQL does not need this. The timeout turns a hook that forgot to pass `req`
 * (a nested transaction waiting for its parent) into an error instead of a hang.
 */
export const WRITE_LOCK_TIMEOUT_MS = 15_000

export class WriteLock {
  private tail: Promise<void> = Promise.resolve()
  private holders = new Map<string, () => void>()
  pending = 0

  async acquire(timeoutMs = WRITE_LOCK_TIMEOUT_MS): Promise<() => void> {
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
            reject(new Error(`SQLite write lock not acquired within ${timeoutMs} ms`))
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
    return release
  }

  hold(id: string, release: () => void) {
    this.holders.set(id, release)
  }

  release(id: string) {
    const release = this.holders.get(id)
    this.holders.delete(id)
    release?.()
  }
}

type TransactionalAdapter = {
  beginTransaction: (options?: unknown) => Promise<null | number | string>
  commitTransaction: (id: number | Promise<number | string> | string) => Promise<void>
  rollbackTransaction: (id: number | Promise<number | string> | string) => Promise<void>
}

const isBusy = (error: unknown) => /SQLITE_BUSY|database is locked/i.test(String((error as Error)?.message ?? error))

export function serializeWriteTransactions(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  const lock = new WriteLock()
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args) as unknown as TransactionalAdapter
      const begin = adapter.beginTransaction.bind(adapter)
      const commit = adapter.commitTransaction.bind(adapter)
      const rollback = adapter.rollbackTransaction.bind(adapter)
      adapter.beginTransaction = async (options) => {
        const release = await lock.acquire()
        try {
          for (let attempt = 0; ; attempt++) {
            try {
              const id = await begin(options)
              if (id === null || id === undefined) {
                release()
              } else {
                lock.hold(String(id), release)
              }
              return id
            } catch (error) {
              // A non-transactional write on the main connection can hold the file briefly.
              if (!isBusy(error) || attempt >= 20) throw error
              await new Promise((resolve) => setTimeout(resolve, 25 * (attempt + 1)))
            }
          }
        } catch (error) {
          release()
          throw error
        }
      }
      adapter.commitTransaction = async (incoming) => {
        const id = String(await incoming)
        try {
          await commit(id)
        } finally {
          lock.release(id)
        }
      }
      adapter.rollbackTransaction = async (incoming) => {
        const id = String(await incoming)
        try {
          await rollback(id)
        } finally {
          lock.release(id)
        }
      }
      return adapter as unknown as ReturnType<typeof init>
    },
  }
}
