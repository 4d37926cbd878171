import { PersonIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { Link, redirect } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Card, DataList, Flex, Heading, Text } from '~/components/ui'
import type { Doc } from '~/utils/api.server'
import { api, getAuth, requireUser } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import { settingsPath } from '~/utils/navigation'
import type { Route } from './+types/settings'

export const meta: Route.MetaFunction = () => titleMeta('Account Settings')

type Organization = Doc<'organizations'>

/**
 * Account settings (landlords; spec §2 Shell, §6): the organization's details, read-only
 * until the Account Information drawer arrives with account setup. Tenants have user
 * settings only and are sent there.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context)
  const area = getAuth(context).internalRole ?? 'landlord'
  if (area !== 'landlord') throw redirect(settingsPath(area))
  const permission = user.organizationPermissions?.docs
    ?.filter((doc) => typeof doc === 'object')
    .find((doc) => doc.roles.includes('owner') || doc.roles.includes('manager'))
  let organization: Organization | null = null
  if (permission) {
    organization =
      typeof permission.organization === 'object' ? permission.organization : await api(context).findById('organizations', permission.organization, { depth: 0 })
  }
  return { organization: organization ? organizationDetails(organization) : null }
}

function formatAddress(address: Organization['address']) {
  if (!address?.line1) return null
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [address.line1, address.line2, cityLine].filter(Boolean).join('\n')
}

/** Labels as the Account Information drawer names them (spec §2): company wording for companies. */
function organizationDetails(organization: Organization) {
  const company = organization.organizationType === 'company'
  const rows: Array<{ label: string; value: string | null }> = [
    { label: 'Account Type', value: company ? 'Company' : 'Individual' },
    { label: 'Business Name', value: organization.organizationName ?? null },
    ...(company ? [] : [{ label: 'Name', value: [organization.firstName, organization.lastName].filter(Boolean).join(' ') || null }]),
    { label: company ? 'Registered Business Address' : 'Address', value: formatAddress(organization.address) },
    { label: company ? 'Business Phone' : 'Phone', value: organization.phoneNumber ?? null },
    { label: company ? 'Business Email' : 'Email', value: organization.email ?? null },
    ...(company ? [{ label: 'Business Website', value: organization.website ?? null }] : []),
  ]
  return { rows }
}

const NOT_PROVIDED = 'Not provided'

export default function AccountSettingsPage({ loaderData }: Route.ComponentProps) {
  const { organization } = loaderData
  return (
    <>
      <PageHeader title="Account Settings" description="Your organization's details." />
      <Flex direction="column" gap="5">
        {organization ? (
          <Card size={{ initial: '2', md: '3' }}>
            <Heading as="h2" size="4" mb="4">
              Account Information
            </Heading>
            <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
              {organization.rows.map((row) => (
                <DataList.Item key={row.label}>
                  <DataList.Label minWidth="200px">{row.label}</DataList.Label>
                  <DataList.Value>{row.value ? <span className="whitespace-pre-line">{row.value}</span> : <NotProvided />}</DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card>
        ) : (
          <EmptyState description="Your organization's details will show here once your account is set up." />
        )}
        <Card size={{ initial: '2', md: '3' }}>
          <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" align={{ initial: 'start', sm: 'center' }} gap="3">
            <Flex direction="column" gap="1">
              <Heading as="h2" size="4">
                User Settings
              </Heading>
              <Text as="p" size="2" color="gray">
                Your own name and password.
              </Text>
            </Flex>
            <Button asChild size="3" variant="soft" className="min-h-11">
              <Link to="/app/settings/user-settings">
                <PersonIcon aria-hidden />
                User Settings
              </Link>
            </Button>
          </Flex>
        </Card>
      </Flex>
    </>
  )
}

function NotProvided(): ReactNode {
  return <Text color="gray">{NOT_PROVIDED}</Text>
}

export const ErrorBoundary = PrivateAreaErrorBoundary
