import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseS3StorageEnv } from '@api/env'
import { uploadStorage } from './s3'

const FULL = {
  S3_BUCKET: 'leasewell-uploads',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
}

// The plugin loads the S3 storage (and the AWS SDK) only when S3 is configured: load it once here, outside the tests' timeouts.
beforeAll(() => import('@payloadcms/storage-s3'), 60_000)

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('S3 environment (all or nothing)', () => {
  it('is off without any S3 variable', () => {
    expect(parseS3StorageEnv({})).toBeUndefined()
  })

  it('is on with bucket, region and both keys; endpoint and path style are optional', () => {
    expect(parseS3StorageEnv(FULL)).toEqual({ bucket: 'leasewell-uploads', region: 'us-east-1', endpoint: undefined, accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example', forcePathStyle: false })
    expect(parseS3StorageEnv({ ...FULL, S3_REGION: 'auto', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ region: 'auto', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true })
  })

  it('refuses a partial set, naming what is missing', () => {
    expect(() => parseS3StorageEnv({ S3_BUCKET: 'leasewell-uploads' })).toThrow(/S3_REGION[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/)
    expect(() => parseS3StorageEnv({ ...FULL, S3_SECRET_ACCESS_KEY: undefined })).toThrow(/S3_SECRET_ACCESS_KEY/)
    // An endpoint alone is a half-done configuration too, not "S3 off".
    expect(() => parseS3StorageEnv({ S3_ENDPOINT: 'https://s3.example.com' })).toThrow(/S3_BUCKET/)
  })

  it('refuses invalid values', () => {
    expect(() => parseS3StorageEnv({ ...FULL, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/)
    expect(() => parseS3StorageEnv({ ...FULL, S3_ENDPOINT: 'ftp://files.example.com' })).toThrow(/S3_ENDPOINT/)
    expect(() => parseS3StorageEnv({ ...FULL, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })

  it('stops the API at start on a partial set', async () => {
    vi.stubEnv('S3_BUCKET', 'leasewell-uploads')
    vi.stubEnv('S3_REGION', 'us-east-1')
    const { getApiEnv } = await import('@api/env')
    expect(() => getApiEnv()).toThrow(/Invalid API environment[\s\S]*S3_ACCESS_KEY_ID/)
  })
})

describe('upload storage plugin', () => {
  const collections = () => ['files', 'images', 'avatars', 'notes'].map((slug) => ({ slug, fields: [{ name: 'title', type: 'text' as const }], ...(slug === 'notes' ? {} : { upload: { staticDir: `/tmp/${slug}` } }) }))

  it('without S3 keeps local disk and adds only the storage fields (one schema for both modes)', async () => {
    const config = await uploadStorage({} as never)({ collections: collections() } as never)
    for (const collection of config.collections!.filter((entry) => entry.slug !== 'notes')) {
      expect(collection.upload, collection.slug).toEqual({ staticDir: `/tmp/${collection.slug}` })
      expect(collection.fields.map((field) => ('name' in field ? field.name : '')), collection.slug).toEqual(expect.arrayContaining(['prefix', '_objectKey']))
    }
    expect(config.collections!.find((entry) => entry.slug === 'notes')!.fields).toHaveLength(1)
  })

  it('with S3 stores through the adapter behind Payload’s access check, and keeps the storage fields server-only', async () => {
    const env = { S3_BUCKET: FULL.S3_BUCKET, S3_REGION: FULL.S3_REGION, S3_ACCESS_KEY_ID: FULL.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: FULL.S3_SECRET_ACCESS_KEY }
    const config = await uploadStorage(env as never)({ collections: collections() } as never)
    for (const collection of config.collections!.filter((entry) => entry.slug !== 'notes')) {
      expect(collection.upload, collection.slug).toMatchObject({ adapter: 's3', disableLocalStorage: true })
      expect((collection.upload as { handlers: unknown[] }).handlers).toHaveLength(1)
      const prefix = collection.fields.find((field) => 'name' in field && field.name === 'prefix') as { defaultValue: string; access: { create: () => boolean; update: () => boolean } }
      expect(prefix.defaultValue).toBe(collection.slug)
      expect(prefix.access.create()).toBe(false)
      expect(prefix.access.update()).toBe(false)
    }
  })
})
