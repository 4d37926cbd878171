import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import type { Config, Field, Plugin } from 'payload'
import { getS3StorageEnv, type ApiEnv } from '@api/env'

/**
 * The upload collections and the key prefix of their objects in the bucket: `files/<uuid>.pdf`,
 * `images/<name>`, `avatars/<uuid>.png` — the same folders as under DATA_DIR/uploads.
 */
export const STORAGE_PREFIXES = { files: 'files', images: 'images', avatars: 'avatars' } as const

/** Storage coordinates the plugin keeps on each upload: set by the server only, never by a client. */
const STORAGE_FIELDS = new Set(['prefix', '_objectKey'])
const serverOnly = () => false

function lockStorageFields(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => {
      if (!(collection.slug in STORAGE_PREFIXES)) return collection
      const fields = collection.fields.map((field): Field => {
        if (!('name' in field) || !STORAGE_FIELDS.has(field.name)) return field
        const access = (field as { access?: Record<string, unknown> }).access
        return { ...field, access: { ...access, create: serverOnly, update: serverOnly } } as Field
      })
      return { ...collection, fields }
    }),
  }
}

/**
 * Upload storage (ADR 022): with S3 configured, `@payloadcms/storage-s3` stores the files,
 * images and avatars in the bucket instead of on disk. Payload's access control stays on:
 * objects are private and reached only through the API's access-checked file endpoints
 * (no public or signed URLs). Without S3 the plugin still adds its storage fields
 * (`prefix`, `_objectKey`), so both modes share one schema and one set of migrations.
 */
export function uploadStorage(env?: ApiEnv): Plugin {
  const s3 = getS3StorageEnv(env)
  const collections = {
    files: { prefix: STORAGE_PREFIXES.files },
    images: { prefix: STORAGE_PREFIXES.images },
    avatars: { prefix: STORAGE_PREFIXES.avatars },
  }
  if (!s3) {
    // What `s3Storage({ enabled: false, alwaysInsertFields: true })` does, without loading the
    // AWS SDK on the embedded default's cold start (ADR 027): the storage fields, no adapter.
    const withoutAdapter = Object.fromEntries(Object.entries(collections).map(([slug, options]) => [slug, { ...options, adapter: null }]))
    const plugin = cloudStoragePlugin({ alwaysInsertFields: true, enabled: false, collections: withoutAdapter })
    return async (config) => lockStorageFields(await plugin(config))
  }
  return async (config) => {
    const { s3Storage } = await import('@payloadcms/storage-s3')
    const plugin = s3Storage({
      enabled: true,
      alwaysInsertFields: true,
      bucket: s3.bucket,
      config: {
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: s3.forcePathStyle,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      },
      collections,
    })
    return lockStorageFields(await plugin(config))
  }
}
