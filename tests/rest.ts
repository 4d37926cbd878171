import { handleEndpoints } from 'payload'
import { stringify } from 'qs-esm'
import config from '@api/payload.config'
import { refuseApiRequest } from '~/utils/api-query.server'
import { testPayload } from './support/payload'

export type RestOptions = {
  /** A Payload token, sent as `Authorization: JWT <token>` like the web app does. */
  token?: string | null
  json?: unknown
  /** Query parameters, serialised the way Payload parses them (`where[field][equals]=...`). */
  query?: Record<string, unknown>
  /** The client address the throttles see (the /api route forwards the server-seen address). */
  ip?: string
  headers?: Record<string, string>
}

export type RestResponse<T = any> = { status: number; body: T; headers: Headers }

/**
 * Calls the REST API exactly as /api does: a real Request, its query checked as the /api
 * route checks it (400 for a malformed one), then dispatched to Payload's handleEndpoints,
 * with the real config and database of this test file.
 */
export async function rest<T = any>(method: string, pathname: string, options: RestOptions = {}): Promise<RestResponse<T>> {
  await testPayload()
  const headers = new Headers(options.headers)
  if (options.token) headers.set('Authorization', `JWT ${options.token}`)
  headers.set('x-forwarded-for', options.ip ?? '10.0.0.1')
  let body: string | undefined
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.json)
  }
  const search = options.query ? stringify(options.query, { addQueryPrefix: true }) : ''
  const url = new URL(`/api${pathname}${search}`, process.env.SERVER_URL)
  const request = new Request(url, { method, headers, body })
  const response = refuseApiRequest(request) ?? (await handleEndpoints({ config, request, path: url.pathname }))
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    /* not JSON: keep the text */
  }
  return { status: response.status, body: parsed as T, headers: response.headers }
}

/** The first error message of Payload's error envelope (nested field error first, as the web app reads it). */
export function errorMessage(body: any): string | undefined {
  const first = body?.errors?.[0]
  const details = Array.isArray(first?.data) ? first.data : first?.data?.errors
  return details?.[0]?.message ?? first?.message ?? body?.message
}

/** A file part of a multipart request. */
export type UploadPart = { bytes: Uint8Array; name: string; type: string }

/**
 * A multipart call, the way the web app uploads (product-spec §7: `file` and `_payload`): each
 * entry of `files` is sent as a `file` part (several to test the single-file rule).
 */
export async function restMultipart<T = any>(
  method: 'POST' | 'PATCH',
  pathname: string,
  { token, files = [], payload }: { token?: string | null; files?: UploadPart[]; payload?: unknown },
): Promise<RestResponse<T>> {
  await testPayload()
  const form = new FormData()
  for (const file of files) form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
  if (payload !== undefined) form.append('_payload', JSON.stringify(payload))
  const headers = new Headers({ 'x-forwarded-for': '10.0.0.1' })
  if (token) headers.set('Authorization', `JWT ${token}`)
  const url = new URL(`/api${pathname}`, process.env.SERVER_URL)
  const request = new Request(url, { method, headers, body: form })
  const response = refuseApiRequest(request) ?? (await handleEndpoints({ config, request, path: url.pathname }))
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    /* not JSON: keep the text */
  }
  return { status: response.status, body: parsed as T, headers: response.headers }
}
