import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import {
  base64ToBytes,
  bytesToBase64,
  createPreviewCache,
  PREVIEW_DB_NAME,
  PREVIEW_DB_VERSION,
  PREVIEW_MAX_AGE_MS,
  PREVIEW_STORE,
  previewCacheKey,
  type PreviewCacheRecord,
} from './preview-cache'

const HOUR = 60 * 60 * 1000

function setup(start = Date.UTC(2026, 10, 22, 6, 0)) {
  const indexedDB = new IDBFactory()
  const clock = { now: start }
  const cache = createPreviewCache({ indexedDB, now: () => clock.now })
  return { indexedDB, clock, cache }
}

function allRecords(indexedDB: IDBFactory): Promise<{ version: number; keys: string[]; records: PreviewCacheRecord[] }> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(PREVIEW_DB_NAME)
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const store = db.transaction(PREVIEW_STORE).objectStore(PREVIEW_STORE)
      const keys = store.getAllKeys()
      const records = store.getAll()
      records.onsuccess = () => {
        resolve({ version: db.version, keys: keys.result as string[], records: records.result as PreviewCacheRecord[] })
        db.close()
      }
    }
  })
}

const lease = { tempId: 'tmp-1', formStateHash: 'aaaa000011112222', templateId: 7, preview: bytesToBase64(new TextEncoder().encode('%PDF-1.7 lease')) }

describe('previewCache', () => {
  it('stores the spec record at version 1 under tempId:formStateHash and returns it', async () => {
    const { cache, indexedDB, clock } = setup()
    expect(await cache.get(lease)).toBeNull()
    await cache.put(lease)
    expect(await cache.get(lease)).toEqual({ ...lease, timestamp: clock.now })
    const stored = await allRecords(indexedDB)
    expect(stored.version).toBe(PREVIEW_DB_VERSION)
    expect(PREVIEW_DB_VERSION).toBe(1)
    expect(stored.keys).toEqual([previewCacheKey('tmp-1', 'aaaa000011112222')])
    expect(Object.keys(stored.records[0]).sort()).toEqual(['formStateHash', 'preview', 'tempId', 'templateId', 'timestamp'])
  })

  it('misses on other answers, another draft or another template', async () => {
    const { cache } = setup()
    await cache.put(lease)
    expect(await cache.get({ ...lease, formStateHash: 'bbbb000011112222' })).toBeNull()
    expect(await cache.get({ ...lease, tempId: 'tmp-2' })).toBeNull()
    expect(await cache.get({ ...lease, templateId: 8 })).toBeNull()
    expect(await cache.get({ tempId: lease.tempId, formStateHash: lease.formStateHash })).not.toBeNull()
  })

  it('ignores and deletes a record 24 hours old', async () => {
    const { cache, clock, indexedDB } = setup()
    await cache.put(lease)
    clock.now += PREVIEW_MAX_AGE_MS - 1
    expect(await cache.get(lease)).not.toBeNull()
    clock.now += 1
    expect(await cache.get(lease)).toBeNull()
    expect((await allRecords(indexedDB)).keys).toEqual([])
  })

  it("replaces the draft's preview of older answers, keeps other drafts, drops stale ones", async () => {
    const { cache, clock, indexedDB } = setup()
    await cache.put({ ...lease, tempId: 'old-draft' })
    clock.now += 23 * HOUR
    await cache.put({ ...lease, tempId: 'other-draft' })
    await cache.put(lease)
    clock.now += 2 * HOUR // old-draft is now 25 h old
    await cache.put({ ...lease, formStateHash: 'cccc000011112222' })
    const { keys } = await allRecords(indexedDB)
    expect(keys.sort()).toEqual([previewCacheKey('other-draft', lease.formStateHash), previewCacheKey('tmp-1', 'cccc000011112222')])
  })

  it('prune deletes only stale records; clear deletes everything', async () => {
    const { cache, clock, indexedDB } = setup()
    await cache.put({ ...lease, tempId: 'a' })
    clock.now += 12 * HOUR
    await cache.put({ ...lease, tempId: 'b' })
    clock.now += 12 * HOUR
    await cache.prune()
    expect((await allRecords(indexedDB)).keys).toEqual([previewCacheKey('b', lease.formStateHash)])
    await cache.clear()
    expect((await allRecords(indexedDB)).keys).toEqual([])
  })

  it('is a harmless no-op without IndexedDB (server, refusing browsers)', async () => {
    const cache = createPreviewCache({ indexedDB: null })
    await cache.put(lease)
    expect(await cache.get(lease)).toBeNull()
    await expect(cache.prune()).resolves.toBeUndefined()
    await expect(cache.clear()).resolves.toBeUndefined()
    const throwing = createPreviewCache({
      indexedDB: {
        open() {
          throw new Error('SecurityError')
        },
      } as unknown as IDBFactory,
    })
    expect(await throwing.get(lease)).toBeNull()
  })

  it('round-trips PDF bytes through base64, large files included', () => {
    const bytes = new Uint8Array(200_000).map((_, index) => (index * 31) % 256)
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes)
    expect(bytesToBase64(new TextEncoder().encode('%PDF'))).toBe('JVBERg==')
  })
})
