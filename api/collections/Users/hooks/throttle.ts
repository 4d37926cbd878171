import crypto from 'node:crypto'
import type { CollectionAfterLoginHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { normalizeEmail } from '@common/password'
import { forgetLoginFailures, throttleEmailSending, throttleLogin, throttleSignup } from '@api/utilities/throttle'
import type { User } from '@api/payload-types'

/** Payload 3.90's password hash (PBKDF2-SHA256, 600,000 iterations, 32 bytes). */
const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/**
 * Payload answers a login for an unknown e-mail before hashing anything, and a wrong
 * password for a real account after a hash that takes a good part of a second: the delay
 * would tell which e-mails have accounts. For unknown e-mails we spend the same hash.
 */
async function spendPasswordHashForUnknownAccount(req: PayloadRequest, email: string, password: unknown) {
  if (!email) return
  const account = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, req })
  if (account) return
  const salt = crypto.randomBytes(32).toString('hex')
  const { iterations, keyLength, digest } = PASSWORD_HASH
  // Called as crypto.pbkdf2, exactly as Payload calls it.
  await new Promise((resolve, reject) =>
    crypto.pbkdf2(typeof password === 'string' ? password : '', salt, iterations, keyLength, digest, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** Throttles apply to API clients only; server code using the Local API is not a caller to slow down. */
export const throttleAuthOperations: CollectionBeforeOperationHook<'users'> = async ({ args, operation, req }) => {
  if (req.payloadAPI !== 'REST') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? normalizeEmail(data.email) : ''
  if (operation === 'login') {
    await throttleLogin(req, email)
    await spendPasswordHashForUnknownAccount(req, email, data?.password)
  }
  if (operation === 'create') await throttleSignup(req)
  if (operation === 'forgotPassword') await throttleEmailSending(req, email)
  return args
}

export const forgetFailuresAfterLogin: CollectionAfterLoginHook<User> = async ({ user }) => {
  await forgetLoginFailures(normalizeEmail(String(user.email)))
}
