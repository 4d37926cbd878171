/**
 * The browser's cache of form previews (product-spec §3 "Preview cache record", §4 Preview, §9): an
 * IndexedDB database at version 1 whose records are `{ tempId, preview (PDF as base64),
 * formStateHash, timestamp, templateId }`, keyed by `${tempId}:${formStateHash}`. A record
 * older than 24 hours is never used and is deleted when met. Storing a preview of a draft
 * drops the draft's previews of older answers.
 *
 * Every operation degrades to "no cache" instead of failing: a browser without IndexedDB (or
 * one that refuses it, e.g. some private modes) simply regenerates the preview.
 */

export const PREVIEW_DB_NAME = 'leasewell-preview'
/** Spec §9: the browser database of the preview cache is at version 1. */
export const PREVIEW_DB_VERSION = 1
export const PREVIEW_STORE = 'previews'
/** Spec §9: a cached preview is used for 24 hours. */
export const PREVIEW_MAX_AGE_MS = 24 * 60 * 60 * 1000

export type PreviewCacheRecord = {
  tempId: string
  /** The PDF, base64-encoded. */
  preview: string
  /** `stateHash(answers)` from common/forms. */
  formStateHash: string
  /** When it was stored, ms since the epoch. */
  timestamp: number
  templateId: number | string
}

export type PreviewCacheKey = { tempId: string; formStateHash: string; templateId?: number | string }

export type PreviewCache = {
  /** The fresh record of that draft and form state (and template, when given), or null. */
  get(key: PreviewCacheKey): Promise<PreviewCacheRecord | null>
  /** Stores a preview (timestamp = now), dropping the draft's records of other form states and stale records. */
  put(record: Omit<PreviewCacheRecord, 'timestamp'>): Promise<void>
  /** Deletes every record older than 24 hours. */
  prune(): Promise<void>
  /** Deletes everything (sign-out clears the cache, product-spec §4). */
  clear(): Promise<void>
}

export type PreviewCacheOptions = {
  /** The IndexedDB implementation; default the browser's `indexedDB` (none on the server). */
  indexedDB?: IDBFactory | null
  now?: () => number
  maxAgeMs?: number
}

export const previewCacheKey = (tempId: string, formStateHash: string) => `${tempId}:${formStateHash}`

export function createPreviewCache(options: PreviewCacheOptions = {}): PreviewCache {
  const now = options.now ?? Date.now
  const maxAgeMs = options.maxAgeMs ?? PREVIEW_MAX_AGE_MS
  let opening: Promise<IDBDatabase | null> | null = null

  function database(): Promise<IDBDatabase | null> {
    const factory = options.indexedDB === undefined ? (globalThis.indexedDB ?? null) : options.indexedDB
    if (!factory) return Promise.resolve(null)
    opening ??= new Promise<IDBDatabase | null>((resolve) => {
      let request: IDBOpenDBRequest
      try {
        request = factory.open(PREVIEW_DB_NAME, PREVIEW_DB_VERSION)
      } catch {
        resolve(null)
        return
      }
      request.onupgradeneeded = () => {
        const db = request.result
        if (!db.objectStoreNames.contains(PREVIEW_STORE)) db.createObjectStore(PREVIEW_STORE)
      }
      request.onsuccess = () => {
        const db = request.result
        // Another tab upgrading the database (a later version): let it, reopen next time.
        db.onversionchange = () => {
          db.close()
          opening = null
        }
        resolve(db)
      }
      request.onerror = () => resolve(null)
      request.onblocked = () => resolve(null)
    }).then((db) => {
      if (!db) opening = null
      return db
    })
    return opening
  }

  /** Runs `work` in one transaction and resolves when it commits; null without a database or on any error. */
  async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => () => T): Promise<T | null> {
    const db = await database()
    if (!db) return null
    return new Promise<T | null>((resolve) => {
      try {
        const transaction = db.transaction(PREVIEW_STORE, mode)
        const result = work(transaction.objectStore(PREVIEW_STORE))
        transaction.oncomplete = () => resolve(result())
        transaction.onerror = () => resolve(null)
        transaction.onabort = () => resolve(null)
      } catch {
        resolve(null)
      }
    })
  }

  const isFresh = (record: PreviewCacheRecord) => now() - record.timestamp < maxAgeMs && record.timestamp <= now()

  return {
    async get({ tempId, formStateHash, templateId }) {
      const found = await transact('readwrite', (store) => {
        let record: PreviewCacheRecord | null = null
        const key = previewCacheKey(tempId, formStateHash)
        const request = store.get(key)
        request.onsuccess = () => {
          const value = request.result as PreviewCacheRecord | undefined
          if (!value) return
          if (isFresh(value)) record = value
          else store.delete(key)
        }
        return () => record
      })
      if (!found) return null
      if (found.tempId !== tempId || found.formStateHash !== formStateHash) return null
      if (templateId !== undefined && String(found.templateId) !== String(templateId)) return null
      return found
    },

    async put(record) {
      await transact('readwrite', (store) => {
        const key = previewCacheKey(record.tempId, record.formStateHash)
        // One walk over the (small) store: the draft's previews of other answers and every
        // stale record go, then this one is written.
        const request = store.openCursor()
        request.onsuccess = () => {
          const cursor = request.result
          if (!cursor) {
            store.put({ ...record, timestamp: now() } satisfies PreviewCacheRecord, key)
            return
          }
          const value = cursor.value as PreviewCacheRecord
          if ((value.tempId === record.tempId && cursor.key !== key) || !isFresh(value)) cursor.delete()
          cursor.continue()
        }
        return () => undefined
      })
    },

    async prune() {
      await transact('readwrite', (store) => {
        const request = store.openCursor()
        request.onsuccess = () => {
          const cursor = request.result
          if (!cursor) return
          if (!isFresh(cursor.value as PreviewCacheRecord)) cursor.delete()
          cursor.continue()
        }
        return () => undefined
      })
    },

    async clear() {
      await transact('readwrite', (store) => {
        store.clear()
        return () => undefined
      })
    },
  }
}

/** The app's preview cache over the browser's IndexedDB (a no-op cache on the server). */
export const previewCache: PreviewCache = createPreviewCache()

/** PDF bytes → base64 (the cache's `preview`), in chunks so large files do not overflow the stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  return btoa(binary)
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
