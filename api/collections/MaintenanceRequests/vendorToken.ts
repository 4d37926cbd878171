import { createHmac, timingSafeEqual } from 'node:crypto'
import { VENDOR_LINK_DAYS } from '@common/maintenance'

/**
 * A vendor's link to one job (product-spec §1: no account): `<id>.<version>.<expiry>.<HMAC>`
 * signed with the server's secret. Anyone holding it reads that job only and may comment and
 * mark it done until it expires or the request's link version moves on (a new link, or
 * 'revoke': the caller compares the version); changing the secret revokes every link.
 */
const sign = (secret: string, id: number, version: number, expires: number) =>
  createHmac('sha256', secret).update(`maintenance-vendor:${id}:${version}:${expires}`).digest('base64url')

export function createVendorToken(secret: string, id: number, version: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + VENDOR_LINK_DAYS * 24 * 60 * 60
  return { token: `${id}.${version}.${expires}.${sign(secret, id, version, expires)}`, expiresAt: new Date(expires * 1000).toISOString() }
}

/** The request id and link version of a valid, unexpired token; null otherwise. */
export function verifyVendorToken(secret: string, token: string, now = Date.now()): { id: number; version: number } | null {
  const match = /^(\d{1,12})\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const id = Number(match[1])
  const version = Number(match[2])
  const expires = Number(match[3])
  if (expires * 1000 < now) return null
  const expected = Buffer.from(sign(secret, id, version, expires))
  const given = Buffer.from(match[4]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? { id, version } : null
}
