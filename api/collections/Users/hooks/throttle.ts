import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'
import { normalizeEmail } from '../../../../common/password'
import { forgetLoginFailures, throttleEmailSending, throttleLogin, throttleSignup } from '../../../utilities/throttle'

/** Throttles apply to API clients only; server code using the Local API is not a caller to slow down. */
export const throttleAuthOperations: CollectionBeforeOperationHook<'users'> = async ({ args, operation, req }) => {
  if (req.payloadAPI !== 'REST') return args
  const data = (args as { data?: { email?: unknown } }).data
  const email = typeof data?.email === 'string' ? normalizeEmail(data.email) : ''
  if (operation === 'login') await throttleLogin(req, email)
  if (operation === 'create') await throttleSignup(req)
  if (operation === 'forgotPassword') await throttleEmailSending(req, email)
  return args
}

export const forgetFailuresAfterLogin: CollectionAfterLoginHook = async ({ user }) => {
  await forgetLoginFailures(normalizeEmail(String(user.email)))
}
