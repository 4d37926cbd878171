import type { CollectionAfterErrorHook, CollectionAfterOperationHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { normalizeEmail } from '@common/password'
import { afterCommit } from '@api/utilities/afterCommit'
import { KeyedLock } from '@api/utilities/keyedLock'

/**
 * Payload's login reads the user, hashes the password, then writes the user's `sessions`
 * list back from that first read: overlapping logins to one account overwrite each
 * other's session and all but one token stop working. Logins to the same account are
 * therefore run one at a time (in this process), each reading after the previous one
 * committed. Payload's afterOperation runs before its commit, so the release is queued
 * to run after the commit; an error releases at once.
 */
const loginLocks = new KeyedLock()
const RELEASE = 'leasewell:releaseLoginLock'

function release(req: PayloadRequest) {
  const releaseLock = req.context[RELEASE] as (() => void) | undefined
  delete req.context[RELEASE]
  releaseLock?.()
}

export const serializeLoginsBefore: CollectionBeforeOperationHook<'users'> = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (typeof email !== 'string' || !email) return args
  req.context[RELEASE] = await loginLocks.acquire(normalizeEmail(email))
  return args
}

export const serializeLoginsAfter: CollectionAfterOperationHook<'users'> = async ({ operation, req, result }) => {
  if (operation === 'login' && req.context[RELEASE]) await afterCommit(req, () => release(req))
  return result
}

export const serializeLoginsOnError: CollectionAfterErrorHook = ({ req }) => {
  release(req)
}
