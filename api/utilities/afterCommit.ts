import type { DatabaseAdapterObj, PayloadRequest } from 'payload'
import { patchAdapter } from './patchAdapter'

/**
 * Side effects (e-mails, later webhooks and jobs) that must happen only once the
 * request's writes are committed: a sign-up whose later hook fails must not have sent a
 * verification e-mail, and no side effect may run while the SQLite write lock is held.
 *
 * `afterCommit(req, task)` queues the task on the request's transaction; the adapter
 * wrapper runs the queue after a successful commit (the lock already released) and drops
 * it on rollback. Without a transaction the task runs at once. A task's failure is logged,
 * never thrown: the writes it follows are already durable.
 */
type Task = () => unknown

const queues = new Map<string, { req: PayloadRequest; tasks: Task[] }>()

async function run(req: PayloadRequest, tasks: Task[]) {
  for (const task of tasks) {
    try {
      await task()
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'A task after commit failed' })
    }
  }
}

export async function afterCommit(req: PayloadRequest, task: Task): Promise<void> {
  const id = req.transactionID
  if (id === undefined || id === null || id instanceof Promise) {
    await run(req, [task])
    return
  }
  const queue = queues.get(String(id))
  if (queue) queue.tasks.push(task)
  else queues.set(String(id), { req, tasks: [task] })
}

type TransactionalAdapter = {
  commitTransaction: (id: number | Promise<number | string> | string) => Promise<void>
  rollbackTransaction: (id: number | Promise<number | string> | string) => Promise<void>
}

/** Wraps a database adapter so that tasks queued with `afterCommit` run after its commits. */
export function runTasksAfterCommit(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return patchAdapter<TransactionalAdapter>(adapterObj, (adapter) => {
    const commit = adapter.commitTransaction.bind(adapter)
    const rollback = adapter.rollbackTransaction.bind(adapter)
    adapter.commitTransaction = async (incoming) => {
      const id = String(await incoming)
      try {
        await commit(id)
      } catch (error) {
        queues.delete(id)
        throw error
      }
      const queue = queues.get(id)
      queues.delete(id)
      if (queue) await run(queue.req, queue.tasks)
    }
    adapter.rollbackTransaction = async (incoming) => {
      const id = String(await incoming)
      queues.delete(id)
      await rollback(id)
    }
  })
}
