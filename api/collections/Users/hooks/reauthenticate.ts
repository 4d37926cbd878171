import crypto from 'node:crypto'
import { ValidationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { ourMessages } from '@common/messages'
import { normalizeEmail } from '@common/password'
import { forgetLoginFailures, throttleLogin } from '@api/utilities/throttle'

const CURRENT_HASH_PREFIX = 'pbkdf2-sha256-v1:'

/** Payload's password check (its hash format: current PBKDF2 600,000 × 32 bytes, or the legacy 25,000 × 512), called as crypto.pbkdf2 like Payload calls it. */
export async function passwordMatches(password: string, stored: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith(CURRENT_HASH_PREFIX)
  const expected = Buffer.from(current ? stored.hash.slice(CURRENT_HASH_PREFIX.length) : stored.hash, 'hex')
  const [iterations, keyLength] = current ? [600_000, 32] : [25_000, 512]
  const actual = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, stored.salt as string, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

const AUTH_INTERNALS = ['hash', 'salt', 'resetPasswordToken', 'resetPasswordExpiration', 'sessions', 'loginAttempts', 'lockUntil', '_verified', '_verificationToken']

const refuse = (req: PayloadRequest, message: string) => {
  throw new ValidationError({ collection: 'users', errors: [{ message, path: 'currentPassword' }], req }, req.t)
}

/**
 * A token alone cannot move an account to another inbox or lock its owner out (ASVS
 * V2.1.6, V3.7.1): a request through the API that changes an e-mail or a password must
 * carry the caller's current password as `currentPassword`. The check counts as a login
 * attempt for the caller's account (same throttle). Server code (the Local API) is not
 * asked: it acts for no signed-in person.
 */
export const requireCurrentPassword: CollectionBeforeOperationHook<'users'> = async ({ args, operation, req }) => {
  if (operation === 'create') {
    // A sign-up through the API plants none of them either (a session id, a reset token).
    const data = (args as { data?: Record<string, unknown> }).data
    if (data && req.payloadAPI !== 'local' && !(args as { overrideAccess?: boolean }).overrideAccess) for (const field of AUTH_INTERNALS) delete data[field]
    return args
  }
  if (operation !== 'update' && operation !== 'updateByID') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data) return args
  const currentPassword = data.currentPassword
  delete data.currentPassword
  if (req.payloadAPI === 'local' || (args as { overrideAccess?: boolean }).overrideAccess) return args
  // Payload's auth fields are hidden from responses, not from requests: a caller setting its
  // own reset token (or hash, or sessions) would change the password without the check below.
  for (const field of AUTH_INTERNALS) delete data[field]
  if (data.password === undefined && data.email === undefined) return args
  if (!req.user) return args // Access control answers an anonymous caller.
  // Payload runs this hook with 'update' for PATCH /users/:id as well; `id` tells them apart.
  const id = (args as { id?: number | string }).id
  if (data.password === undefined && typeof data.email === 'string' && id !== undefined) {
    // The same address again (a form sending the whole profile) is no change.
    const target = await req.payload.db.findOne<{ id: number; email?: string }>({ collection: 'users', where: { id: { equals: id } }, req })
    if (target && normalizeEmail(data.email) === target.email) return args
  }
  if (typeof currentPassword !== 'string' || currentPassword === '') refuse(req, ourMessages.currentPasswordRequired)
  const email = normalizeEmail(String(req.user.email))
  await throttleLogin(req, email)
  const caller = await req.payload.db.findOne<{ id: number; hash?: string; salt?: string }>({ collection: 'users', where: { id: { equals: req.user.id } }, req })
  if (!caller || !(await passwordMatches(currentPassword as string, caller))) refuse(req, ourMessages.currentPasswordWrong)
  await forgetLoginFailures(email)
  return args
}
