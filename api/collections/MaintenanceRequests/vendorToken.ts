import { createHmac, timingSafeEqual } from 'node:crypto'
import { VENDOR_LINK_DAYS } from '@common/maintenance'

/**
 * A vendor's link to one job (product-spec §1: no account): `<id>.<expiry>.<HMAC>` signed with
 * the server's secret. Anyone holding it reads that job only and may comment and mark it
 * done until it expires; changing the secret revokes every link.
 */
const sign = (secret: string, id: number, expires: number) =>
  createHmac('sha256', secret).update(`maintenance-vendor:${id}:${expires}`).digest('base64url')

export function createVendorToken(secret: string, id: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + VENDOR_LINK_DAYS * 24 * 60 * 60
  return { token: `${id}.${expires}.${sign(secret, id, expires)}`, expiresAt: new Date(expires * 1000).toISOString() }
}

/** The request id of a valid, unexpired token; null otherwise. */
export function verifyVendorToken(secret: string, token: string, now = Date.now()): number | null {
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const id = Number(match[1])
  const expires = Number(match[2])
  if (expires * 1000 < now) return null
  const expected = Buffer.from(sign(secret, id, expires))
  const given = Buffer.from(match[3]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}
