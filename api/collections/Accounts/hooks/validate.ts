import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { accountMessages } from '@common/accounts'
import type { Account } from '@api/payload-types'

type Provider = { enabled?: boolean | null; handle?: string | null } | null | undefined

/** An enabled provider needs what the tenant pays to: a handle, or methods and (for mail) an address. */
export const validateAccount: CollectionBeforeChangeHook<Account> = ({ data, originalDoc, req }) => {
  const errors: { message: string; path: string }[] = []
  for (const name of ['venmo', 'cashapp', 'zelle'] as const) {
    const provider: NonNullable<Provider> = { ...(originalDoc?.[name] ?? {}), ...(data[name] ?? {}) }
    if (provider.enabled && !provider.handle?.trim()) errors.push({ message: accountMessages.handleRequired[name], path: `${name}.handle` })
  }
  const manual = { ...(originalDoc?.manual ?? {}), ...(data.manual ?? {}) } as { enabled?: boolean | null; methods?: string[] | null; address?: string | null }
  if (manual.enabled) {
    if (!manual.methods?.length) errors.push({ message: accountMessages.manualMethodsRequired, path: 'manual.methods' })
    if (manual.methods?.some((method) => method !== 'cash') && !manual.address?.trim()) errors.push({ message: accountMessages.mailingAddressRequired, path: 'manual.address' })
  }
  if (errors.length) throw new ValidationError({ collection: 'accounts', errors }, req.t)
  return data
}
