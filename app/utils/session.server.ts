import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { createCookie, createSession, type Cookie, type SessionStorage } from 'react-router'
import { getEnv } from './env.server'

export type InternalRole = 'landlord' | 'tenant'
export type Toast = { type: 'success' | 'error' | 'info'; title: string; description?: string }

export type SessionData = {
  /** The Payload token of the signed-in user, its expiry (seconds since epoch) and the chosen area. */
  token: string
  exp: number
  internalRole: InternalRole
  /** Set at a landlord's sign-in: the first load of /app/landlord may still send them to account setup (product-spec §4). */
  accountSetupCheckDue?: boolean
  /** The tempIds of the public-form drafts this browser started, newest last: only this browser previews them (product-spec §4 Preview). */
  drafts?: string[]
  /**
   * A visitor pressed Download on this draft's preview and then signed up or logged in there: the
   * preview continues the download once (product-spec §4 Download flow). `at`: ms since epoch.
   */
  pendingDownload?: { tempId: string; at: number }
  /** The organization's five counted setup steps were complete: the shell stops asking (product-spec §2 banner). */
  setupComplete?: boolean
}
export type SessionFlashData = { toast: Toast }

export const SESSION_COOKIE_NAME = '__leasewell_session'

const COOKIE_MAX_BYTES = 4096
const SEALED_PREFIX = 'v1.'
const IV_BYTES = 12
const TAG_BYTES = 16

/** The cookie's key: derived from the app secret, so the secret itself never encrypts anything directly. */
const sealingKey = (secret: string) => createHash('sha256').update('leasewell session cookie v1\0').update(secret).digest()

/**
 * The session (the API token included) sealed with AES-256-GCM (ADR 003): the browser holds
 * it but can neither read the token nor alter anything without the app secret.
 */
export function sealSessionData(data: unknown, secret: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()])
  return SEALED_PREFIX + Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')
}

/** The session data of a sealed value, or an empty session when it is not ours (tampered, old format, other secret). */
export function openSessionData(value: unknown, secret: string): Record<string, unknown> {
  if (typeof value !== 'string' || !value.startsWith(SEALED_PREFIX)) return {}
  try {
    const bytes = Buffer.from(value.slice(SEALED_PREFIX.length), 'base64url')
    if (bytes.length < IV_BYTES + TAG_BYTES) return {}
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), bytes.subarray(0, IV_BYTES))
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8')
    const data: unknown = JSON.parse(plain)
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

let storage: SessionStorage<SessionData, SessionFlashData> | undefined

/** How many Cookie headers' session values `rememberedParse` keeps, and the longest header it keeps. */
export const REMEMBERED_COOKIE_HEADERS = 1000
const REMEMBERED_HEADER_MAX_LENGTH = 8192

/**
 * `cookie.parse` of a Cookie header, remembered for the last REMEMBERED_COOKIE_HEADERS headers
 * (ADR 043). React Router's signed cookie checks the signature with WebCrypto on every request —
 * a key import and an HMAC through the thread pool — and decodes the value character by character:
 * about 0.2 ms of CPU for the session cookie, on every page and API request. A browser sends the
 * same Cookie header on every request until a cookie changes, and a header always parses to the
 * same value (the secrets are fixed for the process), so a header seen before gets the value it
 * had. Only a value that passed the signature check (a string) is kept, never a rejection: a forged
 * header is checked every time. The oldest header is forgotten first.
 */
export function rememberedParse(cookie: Cookie): (cookieHeader: string) => Promise<unknown> {
  const parsed = new Map<string, string>()
  return async (cookieHeader) => {
    const known = parsed.get(cookieHeader)
    if (known !== undefined) {
      // Most recently used last: the Map's order is the eviction order.
      parsed.delete(cookieHeader)
      parsed.set(cookieHeader, known)
      return known
    }
    const value: unknown = await cookie.parse(cookieHeader)
    if (typeof value === 'string' && cookieHeader.length <= REMEMBERED_HEADER_MAX_LENGTH) {
      parsed.set(cookieHeader, value)
      if (parsed.size > REMEMBERED_COOKIE_HEADERS) parsed.delete(parsed.keys().next().value!)
    }
    return value
  }
}

/** React Router's cookie session storage, with the cookie's content encrypted instead of only signed. */
function sealedCookieSessionStorage(cookie: Cookie, secret: string): SessionStorage<SessionData, SessionFlashData> {
  const parse = rememberedParse(cookie)
  return {
    async getSession(cookieHeader, options) {
      const value: unknown = cookieHeader ? await (options ? cookie.parse(cookieHeader, options) : parse(cookieHeader)) : null
      return createSession<SessionData, SessionFlashData>(openSessionData(value, secret) as SessionData)
    },
    async commitSession(session, options) {
      const serialized = await cookie.serialize(sealSessionData(session.data, secret), options)
      if (serialized.length > COOKIE_MAX_BYTES) throw new Error(`Cookie length will exceed browser maximum. Length: ${serialized.length}`)
      return serialized
    },
    async destroySession(_session, options) {
      return cookie.serialize('', { ...options, maxAge: undefined, expires: new Date(0) })
    },
  }
}

export function sessionStorage() {
  if (storage) return storage
  const env = getEnv()
  const cookie = createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.cookieSecure,
    path: '/',
    secrets: [env.SESSION_SECRET],
    maxAge: 60 * 60 * 24 * 30,
  })
  storage = sealedCookieSessionStorage(cookie, env.SESSION_SECRET)
  return storage
}

export const getSession = (request: Request) => sessionStorage().getSession(request.headers.get('Cookie'))
