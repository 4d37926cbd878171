import { data, Form, redirect, type RouterContextProvider } from 'react-router'
import { CARD_PROVIDER_NAME } from '@common/accounts'
import { ACCOUNT_INTENTS, ACCOUNT_SETTINGS_PATH } from '~/features/accounts/account-display'
import { cardProviderConfigured } from '~/features/accounts/account-summary'
import { requireOrganizationId, requireOwnAccount } from '~/features/accounts/accounts.server'
import { FormAlert } from '~/components/form-alert'
import { SubmitButton } from '~/components/submit-button'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Card, Flex, Text } from '~/components/ui'
import { ApiError } from '~/utils/api.server'
import { api, requireLandlord, requireVerifiedEmail } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/accounts.$accountId.stripe'

export const meta: Route.MetaFunction = () => titleMeta('Set up card payments')

type Context = Readonly<RouterContextProvider>

/** The landlord's own account with card payments available on this server; else 404. A verified e-mail first (product-spec §4). */
async function requireOnboardingAccount(context: Context, accountId: string | undefined) {
  const user = await requireLandlord(context)
  await requireVerifiedEmail(context)
  const account = await requireOwnAccount(context, requireOrganizationId(user), accountId)
  if (!cardProviderConfigured(account)) throw data(null, { status: 404 })
  return account
}

/** Stripe's hosted onboarding link for the account (POST /api/accounts/{id}/stripe-onboarding). */
async function onboardingUrl(context: Context, accountId: number) {
  const { url } = await api(context).endpoint<{ url: string }>('POST', 'accounts', `/${accountId}/stripe-onboarding`)
  return url
}

/**
 * /app/landlord/accounts/{accountId}/stripe (product-spec §2: the card-payment onboarding segment,
 * named after the provider): a form post sends the landlord to Stripe's hosted onboarding.
 * Stripe sends an expired link back here with `refresh=1` (its refresh_url), which goes
 * straight on with a fresh link, as Stripe asks of a refresh URL.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const account = await requireOnboardingAccount(context, params.accountId)
  if (new URL(request.url).searchParams.get('refresh') && account.card?.accountId) {
    try {
      throw redirect(await onboardingUrl(context, account.id))
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error
      return { account: { id: account.id, name: account.name, started: true }, error: error.message }
    }
  }
  return { account: { id: account.id, name: account.name, started: Boolean(account.card?.accountId) }, error: null }
}

export async function action({ context, params }: Route.ActionArgs) {
  const account = await requireOnboardingAccount(context, params.accountId)
  try {
    return redirect(await onboardingUrl(context, account.id))
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error
    return data({ error: error.message }, { status: error.status })
  }
}

export default function CardOnboardingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { account } = loaderData
  return (
    <>
      <PageHeader back={{ to: ACCOUNT_SETTINGS_PATH, label: 'Payment Settings' }} title="Set up card payments" description={account.name} />
      <Card size={{ initial: '2', md: '3' }}>
        <Flex direction="column" gap="4" align="start">
          <Text as="p" size="3">
            {CARD_PROVIDER_NAME} verifies your identity and your bank account, then pays out what your tenants pay by credit card or US bank account. It takes a
            few minutes; you come back here when you are done.
          </Text>
          <FormAlert errors={[actionData?.error ?? loaderData.error]} />
          <Form method="post">
            <input type="hidden" name="intent" value={ACCOUNT_INTENTS.cardOnboarding} />
            <SubmitButton>{account.started ? `Continue with ${CARD_PROVIDER_NAME}` : `Continue to ${CARD_PROVIDER_NAME}`}</SubmitButton>
          </Form>
        </Flex>
      </Card>
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
