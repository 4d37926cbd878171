import { ValidationError, type CollectionBeforeOperationHook, type CollectionBeforeValidateHook } from 'payload'
import { normalizeEmail, passwordProblem } from '@common/password'
import type { User } from '@api/payload-types'

export const lowerCaseEmail: CollectionBeforeValidateHook<User> = ({ data }) => {
  if (data && typeof data.email === 'string') data.email = normalizeEmail(data.email)
  return data
}

/**
 * The spec's password rules on every path that sets a password: create, update and
 * reset-password (Payload's reset path does not run field validation).
 */
export const enforcePasswordRules: CollectionBeforeOperationHook<'users'> = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID' && operation !== 'resetPassword') return args
  const password: unknown = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined && operation !== 'resetPassword' && operation !== 'create') return args
  const problem = passwordProblem(typeof password === 'string' ? password : '')
  if (problem) {
    throw new ValidationError({ collection: 'users', errors: [{ message: problem, path: 'password' }], req }, req.t)
  }
  return args
}
