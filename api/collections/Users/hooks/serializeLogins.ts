import type { CollectionAfterErrorHook, CollectionAfterLogoutHook, CollectionAfterOperationHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { normalizeEmail } from '@common/password'
import { afterCommit } from '@api/utilities/afterCommit'
import { KeyedLock } from '@api/utilities/keyedLock'

/**
 * Payload's login reads the user, hashes the password, then writes the user's `sessions`
 * list back from that first read; a token refresh and a logout read and write that list
 * too. Overlapping, they overwrite each other: a login's session lost (its token stops
 * working) or a logged-out session written back (its token works again). Logins,
 * refreshes and logouts of one account therefore run one at a time (in this process), each
 * reading after the previous one committed. Payload's afterOperation (and afterLogout) run
 * before its commit, so the release is queued to run after the commit; an error releases
 * at once.
 */
const loginLocks = new KeyedLock()
const RELEASE = 'leasewell:releaseLoginLock'

function release(req: PayloadRequest) {
  const releaseLock = req.context[RELEASE] as (() => void) | undefined
  delete req.context[RELEASE]
  releaseLock?.()
}

async function acquire(req: PayloadRequest, email: unknown) {
  if (typeof email !== 'string' || !email || req.context[RELEASE]) return
  req.context[RELEASE] = await loginLocks.acquire(normalizeEmail(email))
}

export const serializeLoginsBefore: CollectionBeforeOperationHook<'users'> = async ({ args, operation, req }) => {
  if (operation === 'login') await acquire(req, (args as { data?: { email?: unknown } }).data?.email)
  // The refresh reads the user again after this hook, so it reads what the login before it wrote.
  if (operation === 'refresh') await acquire(req, req.user?.email)
  return args
}

export const serializeLoginsAfter: CollectionAfterOperationHook<'users'> = async ({ operation, req, result }) => {
  if ((operation === 'login' || operation === 'refresh') && req.context[RELEASE]) await afterCommit(req, () => release(req))
  return result
}

/** Logout has no beforeOperation: its afterLogout hooks run before it reads the user's sessions. */
export const serializeLogout: CollectionAfterLogoutHook = async ({ req }) => {
  await acquire(req, req.user?.email)
  if (req.context[RELEASE]) await afterCommit(req, () => release(req))
}

export const serializeLoginsOnError: CollectionAfterErrorHook = ({ req }) => {
  release(req)
}
