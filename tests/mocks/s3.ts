import { createHash } from 'node:crypto'
import { http, HttpResponse } from 'msw'

/**
 * S3, offline: an in-memory bucket behind msw handlers for the object calls the real AWS SDK
 * makes through @payloadcms/storage-s3 (PutObject, HeadObject, GetObject, DeleteObject), on a
 * path-style endpoint as MinIO or R2 serve it. Every call is recorded. Only S3's HTTP is
 * intercepted; the API and the database are real (ARCHITECTURE §3).
 */
export const S3_TEST_ENV = {
  S3_BUCKET: 'leasewell-test-uploads',
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: 'https://s3.leasewell.test',
  S3_ACCESS_KEY_ID: 'AKIALEASEWELLTEST0001',
  S3_SECRET_ACCESS_KEY: 'leasewell-test-secret-access-key-0123456789',
  S3_FORCE_PATH_STYLE: 'true',
} as const

const BUCKET_URL = `${S3_TEST_ENV.S3_ENDPOINT}/${S3_TEST_ENV.S3_BUCKET}`

export type StoredObject = { bytes: Buffer; contentType: string; etag: string }

/** The bucket: object key → object. */
export const bucket = new Map<string, StoredObject>()

/** One call the handlers answered, in order: the S3 operation, the object key, what was sent. */
export type S3Call = { method: 'PUT' | 'HEAD' | 'GET' | 'DELETE'; key: string; contentType?: string | null; bytes?: Buffer; range?: string | null; authorization: string | null }
export const s3Calls: S3Call[] = []

export const s3CallsOf = (method: S3Call['method']) => s3Calls.filter((call) => call.method === method)

export function resetBucket() {
  bucket.clear()
  s3Calls.length = 0
}

/** Forgets the calls so far and keeps the objects (to look at what one request does). */
export function forgetS3Calls() {
  s3Calls.length = 0
}

/** The object key of a path-style URL: everything after `/<bucket>/`, decoded. */
function objectKey(url: string): string {
  const { pathname } = new URL(url)
  const prefix = `/${S3_TEST_ENV.S3_BUCKET}/`
  if (!pathname.startsWith(prefix)) throw new Error(`Not an object of the test bucket: ${url}`)
  return pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/')
}

function s3Error(status: number, code: string, message: string, key: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message><Key>${key}</Key><RequestId>TEST</RequestId></Error>`
  return new HttpResponse(body, { status, headers: { 'Content-Type': 'application/xml' } })
}

const noSuchKey = (key: string) => s3Error(404, 'NoSuchKey', 'The specified key does not exist.', key)

function objectHeaders(object: StoredObject): Record<string, string> {
  return { 'Content-Type': object.contentType, 'Content-Length': String(object.bytes.length), ETag: object.etag, 'Last-Modified': new Date(0).toUTCString(), 'Accept-Ranges': 'bytes' }
}

export const s3Handlers = [
  http.put(`${BUCKET_URL}/*`, async ({ request }) => {
    const key = objectKey(request.url)
    if (request.headers.get('content-encoding')?.includes('aws-chunked')) throw new Error('aws-chunked uploads are not simulated')
    const bytes = Buffer.from(await request.arrayBuffer())
    const contentType = request.headers.get('content-type')
    s3Calls.push({ method: 'PUT', key, contentType, bytes, authorization: request.headers.get('authorization') })
    const etag = `"${createHash('md5').update(bytes).digest('hex')}"`
    bucket.set(key, { bytes, contentType: contentType ?? 'binary/octet-stream', etag })
    return new HttpResponse(null, { status: 200, headers: { ETag: etag } })
  }),
  http.head(`${BUCKET_URL}/*`, ({ request }) => {
    const key = objectKey(request.url)
    s3Calls.push({ method: 'HEAD', key, authorization: request.headers.get('authorization') })
    const object = bucket.get(key)
    if (!object) return new HttpResponse(null, { status: 404 })
    return new HttpResponse(null, { status: 200, headers: objectHeaders(object) })
  }),
  http.get(`${BUCKET_URL}/*`, ({ request }) => {
    const key = objectKey(request.url)
    const range = request.headers.get('range')
    s3Calls.push({ method: 'GET', key, range, authorization: request.headers.get('authorization') })
    const object = bucket.get(key)
    if (!object) return noSuchKey(key)
    const match = range && /^bytes=(\d+)-(\d*)$/.exec(range)
    if (match) {
      const start = Number(match[1])
      const end = match[2] ? Math.min(Number(match[2]), object.bytes.length - 1) : object.bytes.length - 1
      const part = object.bytes.subarray(start, end + 1)
      return new HttpResponse(new Uint8Array(part), {
        status: 206,
        headers: { ...objectHeaders(object), 'Content-Length': String(part.length), 'Content-Range': `bytes ${start}-${end}/${object.bytes.length}` },
      })
    }
    return new HttpResponse(new Uint8Array(object.bytes), { status: 200, headers: objectHeaders(object) })
  }),
  http.delete(`${BUCKET_URL}/*`, ({ request }) => {
    const key = objectKey(request.url)
    s3Calls.push({ method: 'DELETE', key, authorization: request.headers.get('authorization') })
    bucket.delete(key)
    return new HttpResponse(null, { status: 204 })
  }),
]

/** Overrides for one test (`server.use(...)`). */
export const s3Failures = {
  /** The bucket refuses writes (a key without s3:PutObject): a 403 the SDK does not retry. */
  putAccessDenied: http.put(`${BUCKET_URL}/*`, ({ request }) => {
    const key = objectKey(request.url)
    s3Calls.push({ method: 'PUT', key, contentType: request.headers.get('content-type'), authorization: request.headers.get('authorization') })
    return s3Error(403, 'AccessDenied', 'Access Denied', key)
  }),
}
