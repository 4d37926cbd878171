import { data, type RouterContextProvider } from 'react-router'
import { accountToasts } from '@common/accounts'
import { MOBILE_METHODS } from '@common/invoices'
import { forgetSetupProgress, landlordOrganization, organizationIdOf } from '~/features/settings/setup-progress.server'
import type { Doc } from '~/utils/api.server'
import { api, requireLandlord, type User } from '~/utils/auth.server'
import { confirmAction, requireId, submitForm } from '~/utils/form-action.server'
import { ACCOUNT_FIELD_NAMES, AccountNameSchema, ManualProviderSchema, MobileProvidersSchema, mobileFieldNames } from './account-forms'
import { ACCOUNT_INTENTS, ACCOUNT_SETTINGS_PATH } from './account-display'

type Context = Readonly<RouterContextProvider>
export type OperatingAccount = Doc<'accounts'>

/** The landlord's organization id (from /users/me, no extra call); none: the 404 page. */
export function requireOrganizationId(user: User): number {
  const organization = landlordOrganization(user)
  if (organization === null) throw data(null, { status: 404 })
  return organizationIdOf(organization)
}

/**
 * The organization's operating account, or null before it is added. Filtered by the
 * organization: a landlord who also rents elsewhere reads that landlord's account too.
 */
export async function loadOperatingAccount(context: Context, organizationId: number): Promise<OperatingAccount | null> {
  const { docs } = await api(context).find('accounts', { where: { organization: { equals: organizationId } }, limit: 1, depth: 0 })
  return docs[0] ?? null
}

/** The signed-in landlord's operating account (null before it is added); not a landlord: the sign-in page or 404. */
export async function loadOwnOperatingAccount(context: Context): Promise<OperatingAccount | null> {
  const user = await requireLandlord(context)
  return loadOperatingAccount(context, requireOrganizationId(user))
}

/** The action of the pages that show the operating account (accounts, payment settings): its intents, anything else 400. */
export async function operatingAccountAction(context: Context, request: Request) {
  const account = await loadOwnOperatingAccount(context)
  const handled = await handleAccountIntent(context, await request.formData(), { account })
  if (handled) return handled
  throw data(null, { status: 400 })
}

/** The account of a page's URL: the organization's own, else 404 (ADR 008). */
export async function requireOwnAccount(context: Context, organizationId: number, rawId: string | undefined): Promise<OperatingAccount> {
  const account = await loadOperatingAccount(context, organizationId)
  if (!account || account.id !== requireId(rawId)) throw data(null, { status: 404 })
  return account
}

/**
 * The operating account's intents (accounts list, settings and account pages): add,
 * rename, mobile providers, manual methods and the card provider's on/off. Returns null
 * for any other intent.
 */
export async function handleAccountIntent(context: Context, formData: FormData, { account }: { account: OperatingAccount | null }) {
  const intent = formData.get('intent')
  const client = api(context)
  forgetSetupProgress(context)
  const fallbackRedirect = ACCOUNT_SETTINGS_PATH
  // Every intent but add acts on the organization's account (the form's target must be it).
  const own = () => {
    if (!account || requireId(formData.get('target')) !== account.id) throw data(null, { status: 404 })
    return account
  }

  switch (intent) {
    case ACCOUNT_INTENTS.add:
      return submitForm({
        context,
        formData,
        schema: AccountNameSchema,
        intent,
        fallbackRedirect,
        toast: { type: 'success', title: accountToasts.added },
        // Straight on to choosing how tenants pay.
        redirectTo: ACCOUNT_SETTINGS_PATH,
        mutate: (value) => client.create('accounts', { name: value.name }),
      })
    case ACCOUNT_INTENTS.edit: {
      const target = own()
      return submitForm({
        context,
        formData,
        schema: AccountNameSchema,
        intent,
        fallbackRedirect,
        toast: { type: 'success', title: accountToasts.renamed },
        mutate: (value) => client.update('accounts', target.id, { name: value.name }),
      })
    }
    case ACCOUNT_INTENTS.mobile: {
      const target = own()
      return submitForm({
        context,
        formData,
        schema: MobileProvidersSchema,
        intent,
        fallbackRedirect,
        fieldNames: ACCOUNT_FIELD_NAMES,
        toast: { type: 'success', title: accountToasts.mobileSaved },
        mutate: (value) =>
          client.update(
            'accounts',
            target.id,
            Object.fromEntries(
              MOBILE_METHODS.map((method) => {
                const names = mobileFieldNames(method)
                return [method, { enabled: value[names.enabled], handle: value[names.handle] ?? null }]
              }),
            ),
          ),
      })
    }
    case ACCOUNT_INTENTS.manual: {
      const target = own()
      return submitForm({
        context,
        formData,
        schema: ManualProviderSchema,
        intent,
        fallbackRedirect,
        fieldNames: ACCOUNT_FIELD_NAMES,
        toast: { type: 'success', title: accountToasts.manualSaved },
        mutate: (value) => client.update('accounts', target.id, { manual: { enabled: value.enabled, methods: value.methods ?? [], address: value.address ?? null } }),
      })
    }
    case ACCOUNT_INTENTS.cardEnable:
    case ACCOUNT_INTENTS.cardDisable: {
      const target = own()
      const enabled = intent === ACCOUNT_INTENTS.cardEnable
      return confirmAction({
        context,
        formData,
        intent,
        fallbackRedirect,
        toast: { type: 'success', title: enabled ? accountToasts.cardEnabled : accountToasts.cardDisabled },
        mutate: () => client.update('accounts', target.id, { card: { enabled } }),
      })
    }
    default:
      return null
  }
}
