import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { PayloadRequest } from 'payload'
import { ourMessages } from '@common/messages'
import { getApiEnv } from '@api/env'
import { ClientError } from '@api/errors'

/**
 * Throttles for the auth endpoints, kept in memory for the single-process embedded
 * default and in Redis when REDIS_URL is set (several instances share the counters).
 * Per account we throttle with a growing back-off instead of a hard lock that anyone
 * knowing an e-mail address could trigger; unknown e-mails are counted the same way so
 * the answer never reveals whether an account exists.
 */
type LimiterOptions = { keyPrefix: string; points: number; duration: number }

/** The limiter methods the throttles use. */
type Limiter = Pick<RateLimiterAbstract, 'consume' | 'block' | 'delete'>

// ioredis is loaded only when REDIS_URL is set (ADR 027): not on the embedded default's cold start.
let redis: Promise<Redis> | undefined
const limiters = new Map<string, Limiter>()

function redisLimiter(options: LimiterOptions, url: string): Limiter {
  redis ??= import('ioredis').then(({ Redis }) => new Redis(url, { enableOfflineQueue: false, lazyConnect: false, maxRetriesPerRequest: 1 }))
  const created = redis.then((storeClient) => new RateLimiterRedis({ ...options, keyPrefix: `leasewell:${options.keyPrefix}`, storeClient }))
  return {
    consume: (key, points, consumeOptions) => created.then((real) => real.consume(key, points, consumeOptions)),
    block: (key, seconds, blockOptions) => created.then((real) => real.block(key, seconds, blockOptions)),
    delete: (key, deleteOptions) => created.then((real) => real.delete(key, deleteOptions)),
  }
}

function limiter(options: LimiterOptions): Limiter {
  const existing = limiters.get(options.keyPrefix)
  if (existing) return existing
  const { REDIS_URL } = getApiEnv()
  const created = REDIS_URL ? redisLimiter(options, REDIS_URL) : new RateLimiterMemory(options)
  limiters.set(options.keyPrefix, created)
  return created
}

export const LOGIN_ATTEMPTS_PER_ACCOUNT = 5
/** Listing inquiries a visitor's address may send per hour (ADR 032). */
export const INQUIRIES_PER_HOUR = 5
const WINDOW_SECONDS = 15 * 60
const MAX_BACKOFF_SECONDS = 60 * 60

const loginPerIp = () => limiter({ keyPrefix: 'login-ip', points: 50, duration: WINDOW_SECONDS })
const loginPerAccount = () => limiter({ keyPrefix: 'login-account', points: LOGIN_ATTEMPTS_PER_ACCOUNT, duration: WINDOW_SECONDS })
const loginStrikes = () => limiter({ keyPrefix: 'login-strikes', points: 1000, duration: 24 * 60 * 60 })
const signupPerIp = () => limiter({ keyPrefix: 'signup-ip', points: 10, duration: 60 * 60 })
const emailPerIp = () => limiter({ keyPrefix: 'email-ip', points: 10, duration: 60 * 60 })
const emailPerAccount = () => limiter({ keyPrefix: 'email-account', points: 3, duration: 60 * 60 })
const previewPerIp = () => limiter({ keyPrefix: 'preview-ip', points: 60, duration: 10 * 60 })
const inquiryPerIp = () => limiter({ keyPrefix: 'inquiry-ip', points: INQUIRIES_PER_HOUR, duration: 60 * 60 })
/** Signing links e-mailed to one signer of one condition report (ADR 031): a resend button is not a way to flood a tenant's inbox. */
export const LINK_MAILS_PER_SIGNER_PER_HOUR = 3
const linkMailPerSigner = () => limiter({ keyPrefix: 'link-mail', points: LINK_MAILS_PER_SIGNER_PER_HOUR, duration: 60 * 60 })
const draftPerIp = () => limiter({ keyPrefix: 'draft-ip', points: 60, duration: 60 * 60 })

export function clientIp(req: PayloadRequest): string {
  return req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local'
}

function tooMany(retryAfterMs: number, message: string = ourMessages.tooManyAttempts): never {
  throw new ClientError(message, 429, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) })
}

/** Consumes a point of `key`: the limiter's rejection when it is over its limit, else null. */
async function rejectionOf(limiterInstance: Limiter, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiterInstance.consume(key)
    return null
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection
    // The store is unreachable (Redis down): fail open rather than lock everyone out.
    console.error('Throttle store unavailable', rejection)
    return null
  }
}

async function consume(limiterInstance: Limiter, key: string, message: string = ourMessages.tooManyAttempts) {
  const rejection = await rejectionOf(limiterInstance, key)
  if (rejection) tooMany(rejection.msBeforeNext, message)
}

export async function throttleLogin(req: PayloadRequest, email: string) {
  await consume(loginPerIp(), clientIp(req))
  try {
    await loginPerAccount().consume(email)
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) return
    // Each throttled attempt doubles the wait: 1, 2, 4 ... minutes, at most an hour.
    const strikes = await loginStrikes().consume(email).then((res) => res.consumedPoints, () => 1)
    const backoff = Math.min(60 * 2 ** (strikes - 1), MAX_BACKOFF_SECONDS)
    await loginPerAccount().block(email, backoff)
    tooMany(backoff * 1000)
  }
}

export async function forgetLoginFailures(email: string) {
  await Promise.allSettled([loginPerAccount().delete(email), loginStrikes().delete(email)])
}

export const throttleSignup = (req: PayloadRequest) => consume(signupPerIp(), clientIp(req))

/** PDF previews (POST /api/form-submissions/preview): open to visitors, so capped per address. */
export const throttlePreview = (req: PayloadRequest) => consume(previewPerIp(), clientIp(req))

/** New form drafts (POST /api/form-submissions/draft): visitors create rows, so capped per address. */
export const throttleDraftCreation = (req: PayloadRequest) => consume(draftPerIp(), clientIp(req))

/** Listing inquiries (POST /api/organizations/sites/…/inquiries): open to visitors, so capped per address. */
export const throttleInquiry = (req: PayloadRequest) => consume(inquiryPerIp(), clientIp(req))

export async function throttleEmailSending(req: PayloadRequest, email: string) {
  await consume(emailPerIp(), clientIp(req))
  await consume(emailPerAccount(), email)
}

/** A signing link e-mailed to a signer of a condition report: at most LINK_MAILS_PER_SIGNER_PER_HOUR an hour, then `message` (429). */
export const throttleLinkMail = (report: number, contact: number, message: string) => consume(linkMailPerSigner(), `${report}:${contact}`, message)

/** The same count without the 429: whether one more link may be e-mailed now (a mail sent as a side effect of a lease change, ADR 031). */
export const linkMailAllowed = async (report: number, contact: number) => (await rejectionOf(linkMailPerSigner(), `${report}:${contact}`)) === null

/** Tests start from clean counters. */
export function resetThrottles() {
  limiters.clear()
}
