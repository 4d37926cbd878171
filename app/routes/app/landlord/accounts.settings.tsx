import { Pencil1Icon, PlusIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { Form, Link, useActionData, useLocation } from 'react-router'
import { CARD_PROVIDER_NAME, CARD_PROVIDER_SEGMENT } from '@common/accounts'
import { MANUAL_METHODS, MOBILE_METHODS, paymentMethodLabel } from '@common/invoices'
import { ACCOUNT_DRAWERS, ACCOUNT_INTENTS, ACCOUNT_SETTINGS_PATH, ACCOUNTS_PATH, accountPagePath, CapabilityBadge, DetailRow, EnabledBadge } from '~/features/accounts/account-display'
import { AccountAddDrawer, ManualProviderDrawer, MobileProvidersDrawer } from '~/features/accounts/lazy-drawers'
import { cardProviderConfigured } from '~/features/accounts/account-summary'
import { loadOwnOperatingAccount, operatingAccountAction, type OperatingAccount } from '~/features/accounts/accounts.server'
import { FormAlert } from '~/components/form-alert'
import { SubmitButton } from '~/components/submit-button'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Card, Flex, Heading, Separator, Text } from '~/components/ui'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { confirmErrors } from '~/utils/form-action'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/accounts.settings'

export const meta: Route.MetaFunction = () => titleMeta('Payment Settings')

/**
 * /app/landlord/accounts/settings (product-spec §2, §3 Payment-method config): how tenants pay the
 * operating account — Venmo, Cash App and Zelle with their handles, the manual methods
 * with the mailing address, and (when this server has Stripe) card and bank payments with
 * the connected account's state, which only Stripe's webhooks change.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { account: await loadOwnOperatingAccount(context) }
}

export async function action({ request, context }: Route.ActionArgs) {
  return operatingAccountAction(context, request)
}

export default function PaymentSettingsPage({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData
  const location = useLocation()
  const drawer = openDrawer(location.search).name
  return (
    <>
      <PageHeader back={{ to: ACCOUNTS_PATH, label: 'Accounts' }} title="Payment Settings" description="Choose how your tenants can pay you." />
      {account ? (
        <Flex direction="column" gap="5">
          {cardProviderConfigured(account) ? <CardProviderCard account={account} /> : null}
          <SettingsCard
            title="Mobile payment providers"
            description="Tenants pay with Venmo, Cash App or Zelle and mark the payment sent."
            action={<EditLink to={drawerHref(location, ACCOUNT_DRAWERS.mobile)} label="Edit mobile payment providers" />}
          >
            {MOBILE_METHODS.map((method) => (
              <DetailRow key={method} label={paymentMethodLabel[method]}>
                <Flex gap="2" align="center" justify={{ initial: 'start', sm: 'end' }} wrap="wrap">
                  <EnabledBadge enabled={account[method]?.enabled} />
                  {account[method]?.handle ? <Text className="break-all">{account[method]?.handle}</Text> : null}
                </Flex>
              </DetailRow>
            ))}
          </SettingsCard>
          <SettingsCard
            title="Manual payment methods"
            description="Cash, checks and money orders handed over or mailed to you."
            action={<EditLink to={drawerHref(location, ACCOUNT_DRAWERS.manual)} label="Edit manual payment methods" />}
          >
            <DetailRow label="Manual payments">
              <EnabledBadge enabled={account.manual?.enabled} />
            </DetailRow>
            <DetailRow label="Methods">
              {MANUAL_METHODS.filter((method) => account.manual?.methods?.includes(method))
                .map((method) => paymentMethodLabel[method])
                .join(', ') || 'None'}
            </DetailRow>
            <DetailRow label="Mailing address">{account.manual?.address || 'None'}</DetailRow>
          </SettingsCard>
        </Flex>
      ) : (
        <Card size={{ initial: '2', md: '3' }}>
          <Flex direction="column" gap="3" align="start">
            <Text as="p" size="3">
              Add your operating account first: it holds the payment methods your tenants can use.
            </Text>
            <Button asChild size="3" className="min-h-11">
              <Link to={drawerHref(location, ACCOUNT_DRAWERS.add)} preventScrollReset>
                <PlusIcon aria-hidden /> Add Account
              </Link>
            </Button>
          </Flex>
        </Card>
      )}
      {drawer === ACCOUNT_DRAWERS.add ? <AccountAddDrawer /> : null}
      {account && drawer === ACCOUNT_DRAWERS.mobile ? <MobileProvidersDrawer account={account} /> : null}
      {account && drawer === ACCOUNT_DRAWERS.manual ? <ManualProviderDrawer account={account} /> : null}
    </>
  )
}

/** The card provider block: on/off, 'Set up card payments' (Stripe's hosted onboarding) and the account's state. */
function CardProviderCard({ account }: { account: OperatingAccount }) {
  const actionData = useActionData()
  const card = account.card ?? {}
  const onboardingAction = `${accountPagePath(account.id)}/${CARD_PROVIDER_SEGMENT}`
  const setupLabel = card.accountId ? (card.detailsSubmitted ? 'Update card payment details' : 'Continue card payment set-up') : 'Set up card payments'
  const toggleIntent = card.enabled ? ACCOUNT_INTENTS.cardDisable : ACCOUNT_INTENTS.cardEnable
  return (
    <SettingsCard title="Card and bank payments" description={`Tenants pay by credit card or US bank account through ${CARD_PROVIDER_NAME}; the money is paid out to your bank account.`}>
      <DetailRow label="Card payments">
        <EnabledBadge enabled={card.enabled} />
      </DetailRow>
      <DetailRow label="Charges enabled">
        <EnabledBadge enabled={card.chargesEnabled} on="Yes" off="No" />
      </DetailRow>
      <DetailRow label="Payouts enabled">
        <EnabledBadge enabled={card.payoutsEnabled} on="Yes" off="No" />
      </DetailRow>
      <DetailRow label={`${paymentMethodLabel.card} capability`}>
        <CapabilityBadge state={card.capabilities?.cardPayments} />
      </DetailRow>
      <DetailRow label={`${paymentMethodLabel['us-bank-account']} capability`}>
        <CapabilityBadge state={card.capabilities?.usBankAccountAchPayments} />
      </DetailRow>
      <Separator size="4" my="3" />
      <FormAlert errors={confirmErrors(actionData, toggleIntent)} />
      <Flex gap="3" wrap="wrap">
        <Form method="post" action={onboardingAction}>
          <input type="hidden" name="intent" value={ACCOUNT_INTENTS.cardOnboarding} />
          <SubmitButton formAction={onboardingAction}>{setupLabel}</SubmitButton>
        </Form>
        {card.accountId ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="target" value={account.id} />
            <input type="hidden" name="returnTo" value={ACCOUNT_SETTINGS_PATH} />
            <SubmitButton intent={toggleIntent} variant="soft" color={card.enabled ? 'red' : undefined}>
              {card.enabled ? 'Turn off card payments' : 'Turn on card payments'}
            </SubmitButton>
          </Form>
        ) : null}
      </Flex>
    </SettingsCard>
  )
}

function SettingsCard({ title, description, action, children }: { title: string; description: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card size={{ initial: '2', md: '3' }} asChild>
      <section aria-label={title}>
        <Flex justify="between" align="start" gap="3" mb="2">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4">
              {title}
            </Heading>
            <Text as="p" size="2" color="gray">
              {description}
            </Text>
          </Flex>
          {action}
        </Flex>
        {children}
      </section>
    </Card>
  )
}

function EditLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild size="3" variant="soft" className="min-h-11 shrink-0">
      <Link to={to} preventScrollReset aria-label={label}>
        <Pencil1Icon aria-hidden /> Edit
      </Link>
    </Button>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
