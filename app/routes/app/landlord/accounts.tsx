import { GearIcon, PlusIcon } from '@radix-ui/react-icons'
import { Link, useLocation } from 'react-router'
import { ACCOUNT_DRAWERS, ACCOUNT_SETTINGS_PATH, accountPagePath, EnabledBadge } from '~/features/accounts/account-display'
import { AccountAddDrawer } from '~/features/accounts/lazy-drawers'
import { cardProviderConfigured, MethodBadges, methodsTenantsCanUse } from '~/features/accounts/account-summary'
import { loadOwnOperatingAccount, operatingAccountAction } from '~/features/accounts/accounts.server'
import { EmptyState } from '~/components/empty-state'
import { NavIcon } from '~/components/shell/nav-icon'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Card, Flex, Heading, Text } from '~/components/ui'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/accounts'

export const meta: Route.MetaFunction = () => titleMeta('Accounts')

/** /app/landlord/accounts (product-spec §2): the organization's operating account, added here on first use. */
export async function loader({ context }: Route.LoaderArgs) {
  return { account: await loadOwnOperatingAccount(context) }
}

export async function action({ request, context }: Route.ActionArgs) {
  return operatingAccountAction(context, request)
}

export default function AccountsPage({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData
  const location = useLocation()
  const addHref = drawerHref(location, ACCOUNT_DRAWERS.add)
  return (
    <>
      <PageHeader
        title="Accounts"
        description="The account you collect rent into and the payment methods your tenants can use."
        actions={
          <>
            <Button asChild size="3" variant="soft" className="min-h-11">
              <Link to={ACCOUNT_SETTINGS_PATH}>
                <GearIcon aria-hidden /> Payment Settings
              </Link>
            </Button>
            {account ? null : (
              <Button asChild size="3" className="min-h-11">
                <Link to={addHref} preventScrollReset>
                  <PlusIcon aria-hidden /> Add Account
                </Link>
              </Button>
            )}
          </>
        }
      />
      {account ? (
        <Card size={{ initial: '2', md: '3' }}>
          <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" gap="3">
            <Flex direction="column" gap="2" className="min-w-0">
              <Heading as="h2" size="4">
                <Link to={accountPagePath(account.id)} className="text-[var(--accent-11)] underline-offset-4 hover:underline">
                  {account.name}
                </Link>
              </Heading>
              <Text size="2" color="gray">
                Operating account
              </Text>
              <MethodBadges methods={methodsTenantsCanUse(account)} />
            </Flex>
            {cardProviderConfigured(account) ? (
              <Flex direction="column" gap="1" align={{ initial: 'start', sm: 'end' }}>
                <Text size="2" color="gray">
                  Card payments
                </Text>
                <EnabledBadge enabled={account.card?.enabled && account.card.chargesEnabled && account.card.payoutsEnabled} on="Active" off={account.card?.enabled ? 'Set-up pending' : 'Off'} />
              </Flex>
            ) : null}
          </Flex>
        </Card>
      ) : (
        <EmptyState
          icon={<NavIcon name="accounts" />}
          description="Your operating account holds the payment methods your tenants pay rent with. Add it to start collecting."
          action={
            <Button asChild size="3" className="min-h-11">
              <Link to={addHref} preventScrollReset>
                <PlusIcon aria-hidden /> Add Account
              </Link>
            </Button>
          }
        />
      )}
      {openDrawer(location.search).name === ACCOUNT_DRAWERS.add ? <AccountAddDrawer /> : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
