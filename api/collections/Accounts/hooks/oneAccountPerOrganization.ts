import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { accountMessages } from '@common/accounts'
import { idOf } from '@common/ids'
import type { Account } from '@api/payload-types'

/**
 * One operating account per organization (ADR 023): a second create is refused with a
 * clear message on `name`. The unique index on `organization` still decides a race between
 * two creates; this check gives the usual case its words.
 */
export const oneAccountPerOrganization: CollectionBeforeChangeHook<Account> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const organization = idOf(data.organization)
  if (!organization) return data
  const { totalDocs } = await req.payload.count({ collection: 'accounts', where: { organization: { equals: organization } }, overrideAccess: true, req })
  if (totalDocs > 0) throw new ValidationError({ collection: 'accounts', errors: [{ message: accountMessages.alreadyExists, path: 'name' }] }, req.t)
  return data
}
