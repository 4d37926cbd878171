import { createHmac, timingSafeEqual } from 'node:crypto'
import { CONDITION_LINK_DAYS } from '@common/condition-reports'

/**
 * A tenant's signing link to one condition report (ADR 031), for a tenant of the lease without
 * an account: `<report>.<contact>.<version>.<expiry>.<HMAC>` signed with the server's secret
 * (bound to its purpose, so a vendor's token is never one). Whoever holds it reads that report
 * only and adds that tenant's notes and photos and signature, until it expires or a newer link
 * is made for the same tenant (the signer's `linkVersion` moves on); changing the secret
 * revokes every link.
 */
const sign = (secret: string, report: number, contact: number, version: number, expires: number) =>
  createHmac('sha256', secret).update(`condition-report-tenant:${report}:${contact}:${version}:${expires}`).digest('base64url')

export function createConditionLinkToken(secret: string, report: number, contact: number, version: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + CONDITION_LINK_DAYS * 24 * 60 * 60
  return { token: `${report}.${contact}.${version}.${expires}.${sign(secret, report, contact, version, expires)}`, expiresAt: new Date(expires * 1000).toISOString() }
}

/** The report, contact and link version of a valid, unexpired token; null otherwise. */
export function verifyConditionLinkToken(secret: string, token: string, now = Date.now()): { report: number; contact: number; version: number } | null {
  const match = /^(\d{1,12})\.(\d{1,12})\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [report, contact, version, expires] = [match[1], match[2], match[3], match[4]].map(Number) as [number, number, number, number]
  if (expires * 1000 < now) return null
  const expected = Buffer.from(sign(secret, report, contact, version, expires))
  const given = Buffer.from(match[5]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? { report, contact, version } : null
}
