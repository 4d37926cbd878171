import { GearIcon, Pencil1Icon } from '@radix-ui/react-icons'
import { data, Link, useLocation } from 'react-router'
import { CARD_PROVIDER_NAME } from '@common/accounts'
import { CARD_PROVIDER_METHODS, capabilityOf, MIN_CARD_PROVIDER_TOTAL_CENTS, paymentMethodLabel } from '@common/invoices'
import { ACCOUNT_DRAWERS, ACCOUNT_SETTINGS_PATH, ACCOUNTS_PATH, CapabilityBadge, DetailRow, EnabledBadge } from '~/features/accounts/account-display'
import { AccountEditDrawer } from '~/features/accounts/lazy-drawers'
import { cardProviderConfigured, methodDetail, methodsTenantsCanUse } from '~/features/accounts/account-summary'
import { handleAccountIntent, requireOrganizationId, requireOwnAccount } from '~/features/accounts/accounts.server'
import { Notice } from '~/components/notice'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Card, Flex, Heading, Text } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { formatCents } from '~/utils/money'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/accounts.$accountId'

export const meta: Route.MetaFunction = ({ data: loaderData, error }) => titleMeta(loaderData?.account.name ?? 'Account', error)

/**
 * /app/landlord/accounts/{accountId} (product-spec §2): the operating account's details, the
 * methods its invoices can offer tenants today and when card or bank payments can be
 * offered. Stripe's onboarding returns here (return_url).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = await requireLandlord(context)
  const account = await requireOwnAccount(context, requireOrganizationId(user), params.accountId)
  return { account }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireLandlord(context)
  const account = await requireOwnAccount(context, requireOrganizationId(user), params.accountId)
  const handled = await handleAccountIntent(context, await request.formData(), { account })
  if (handled) return handled
  throw data(null, { status: 400 })
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData
  const location = useLocation()
  const methods = methodsTenantsCanUse(account)
  const card = account.card ?? {}
  const stripe = cardProviderConfigured(account)
  return (
    <>
      <PageHeader back={{ to: ACCOUNTS_PATH, label: 'Accounts' }}
        title={account.name}
        description="Operating account"
        actions={
          <>
            <Button asChild size="3" variant="soft" className="min-h-11">
              <Link to={drawerHref(location, ACCOUNT_DRAWERS.edit)} preventScrollReset>
                <Pencil1Icon aria-hidden /> Edit
              </Link>
            </Button>
            <Button asChild size="3" className="min-h-11">
              <Link to={ACCOUNT_SETTINGS_PATH}>
                <GearIcon aria-hidden /> Payment Settings
              </Link>
            </Button>
          </>
        }
      />
      <Flex direction="column" gap="5">
        {stripe && card.enabled && card.accountId && !(card.chargesEnabled && card.payoutsEnabled) ? (
          <Notice tone="info">
            {card.detailsSubmitted
              ? `${CARD_PROVIDER_NAME} is reviewing your details. Card and bank payments open as soon as charges and payouts are enabled.`
              : `Your ${CARD_PROVIDER_NAME} set-up is not finished. Continue it from Payment Settings to take card and bank payments.`}
          </Notice>
        ) : null}
        <Card size={{ initial: '2', md: '3' }} asChild>
          <section aria-label="Methods tenants can use">
            <Heading as="h2" size="4" mb="1">
              Methods tenants can use
            </Heading>
            <Text as="p" size="2" color="gray" mb="2">
              Your invoices can offer these methods; each invoice lists the ones you tick.
            </Text>
            {methods.length ? (
              methods.map((method) => (
                <DetailRow key={method} label={paymentMethodLabel[method]}>
                  {methodDetail(account, method) ?? 'In person'}
                </DetailRow>
              ))
            ) : (
              <Text as="p" size="2">
                None yet. <Link to={ACCOUNT_SETTINGS_PATH}>Enable a payment method</Link> before you create an invoice.
              </Text>
            )}
          </section>
        </Card>
        {stripe ? (
          <Card size={{ initial: '2', md: '3' }} asChild>
            <section aria-label="Card and bank payments">
              <Heading as="h2" size="4" mb="1">
                Card and bank payments
              </Heading>
              <Text as="p" size="2" color="gray" mb="2">
                An invoice can offer {paymentMethodLabel.card} or {paymentMethodLabel['us-bank-account']} when card payments are on, charges are enabled, the
                method&apos;s capability is active and its total is over {formatCents(MIN_CARD_PROVIDER_TOTAL_CENTS)}.
              </Text>
              <DetailRow label="Card payments">
                <EnabledBadge enabled={card.enabled} />
              </DetailRow>
              <DetailRow label="Charges enabled">
                <EnabledBadge enabled={card.chargesEnabled} on="Yes" off="No" />
              </DetailRow>
              <DetailRow label="Payouts enabled">
                <EnabledBadge enabled={card.payoutsEnabled} on="Yes" off="No" />
              </DetailRow>
              {CARD_PROVIDER_METHODS.map((method) => (
                <DetailRow key={method} label={paymentMethodLabel[method]}>
                  <Flex gap="2" align="center" justify={{ initial: 'start', sm: 'end' }} wrap="wrap">
                    <CapabilityBadge state={card.capabilities?.[capabilityOf[method]]} />
                    <Text size="2" color="gray">
                      {methods.includes(method) ? `Invoices over ${formatCents(MIN_CARD_PROVIDER_TOTAL_CENTS)} can offer it` : 'Invoices cannot offer it yet'}
                    </Text>
                  </Flex>
                </DetailRow>
              ))}
            </section>
          </Card>
        ) : null}
      </Flex>
      {openDrawer(location.search).name === ACCOUNT_DRAWERS.edit ? <AccountEditDrawer account={account} /> : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
