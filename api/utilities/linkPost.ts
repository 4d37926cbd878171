import { addDataAndFileToRequest, type PayloadRequest } from 'payload'
import { readBody } from '@api/collections/Invoices/endpoints/shared'

/** What a post through a signed link carries: its fields, and the one file of a multipart post. */
export type LinkPost = { body: Record<string, unknown>; file: PayloadRequest['file'] | undefined }

/**
 * Reads the body of a POST made through a signed link (a vendor's job, a tenant's signing link):
 * JSON, or multipart with `_payload` and one `file`. The link is the only credential, so the
 * request then runs with no user whatever session cookie came with it (ADR 028, ADR 031).
 */
export async function readLinkPost(req: PayloadRequest): Promise<LinkPost> {
  const multipart = (req.headers.get('Content-Type') ?? '').includes('multipart/')
  if (multipart) await addDataAndFileToRequest(req)
  const body = multipart ? ((req.data ?? {}) as Record<string, unknown>) : await readBody(req)
  const file = multipart ? req.file : undefined
  req.user = null
  return { body, file }
}
