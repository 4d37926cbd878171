import type { DatabaseAdapterObj } from 'payload'

/**
 * The database adapter `adapterObj` makes, changed by `patch` as soon as Payload has made it
 * (before it connects): how the wrappers of api/db.ts (after-commit tasks, SQLite's write
 * lock, pages without counts) reach the adapter's own methods. `Adapter` is the part of the
 * adapter the wrapper touches.
 */
export function patchAdapter<Adapter>(adapterObj: DatabaseAdapterObj, patch: (adapter: Adapter) => void): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args)
      patch(adapter as unknown as Adapter)
      return adapter
    },
  }
}
