import { ArrowRightIcon, Pencil1Icon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { data, Link, redirect, useLocation } from 'react-router'
import { CONTACT_METHODS } from '@common/business'
import { requireLandlordOrganization } from '~/features/settings/setup-progress.server'
import { BUSINESS_DRAWERS, formatOrganizationAddress, InfoRow, organizationTypeLabel } from '~/features/settings/business-info'
import { AccountInformationDrawer, BusinessContactDrawer } from '~/features/settings/lazy-drawers'
import { handleBusinessIntent } from '~/features/settings/business.server'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Card, Flex, Heading, Text } from '~/components/ui'
import { getAuth, requireLandlord, requireUser } from '~/utils/auth.server'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import { settingsPath } from '~/utils/navigation'
import type { Route } from './+types/settings'

export const meta: Route.MetaFunction = () => titleMeta('Account Settings')

const SETTINGS_PATH = '/app/settings'

/**
 * Account settings (landlords; product-spec §2 Shell, §6): the organization's type and name, its
 * Account Information and Business Contact Information (each edited in its drawer), and
 * links to the business website, billing and user settings. Tenants have user settings
 * only and are sent there.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context)
  const area = getAuth(context).internalRole ?? 'landlord'
  if (area !== 'landlord') throw redirect(settingsPath(area))
  const organization = await requireLandlordOrganization(context, user)
  return { organization }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLandlord(context)
  const organization = await requireLandlordOrganization(context, user)
  const formData = await request.formData()
  const handled = await handleBusinessIntent(context, formData, organization, { fallbackRedirect: SETTINGS_PATH })
  if (handled) return handled
  throw data(null, { status: 400 })
}

const methodLabel = (type: string | null | undefined) => CONTACT_METHODS.find(([value]) => value === type)?.[1] ?? 'Call'

export default function AccountSettingsPage({ loaderData }: Route.ComponentProps) {
  const { organization } = loaderData
  const location = useLocation()
  const drawer = openDrawer(location.search).name
  const company = organization.organizationType === 'company'
  const contact = organization.marketing?.contactInfo
  const name = company ? organization.organizationName : [organization.firstName, organization.lastName].filter(Boolean).join(' ')
  return (
    <>
      <PageHeader title="Account Settings" description="Your organization's details." />
      <Flex direction="column" gap="5">
        <SettingsCard
          title="Account Information"
          action={<EditLink to={drawerHref(location, BUSINESS_DRAWERS.accountInformation)} label="Edit account information" />}
        >
          <InfoRow label="Account Type" value={organizationTypeLabel(organization.organizationType)} />
          <InfoRow label="Name" value={name || null} />
          <InfoRow label="Business Name" value={organization.organizationName} />
          <InfoRow label={company ? 'Registered Business Address' : 'Address'} value={formatOrganizationAddress(organization.address)} />
          <InfoRow label={company ? 'Business Phone' : 'Phone'} value={organization.phoneNumber} />
          <InfoRow label={company ? 'Business Email' : 'Email'} value={organization.email} />
          {company ? <InfoRow label="Business Website" value={organization.website} /> : null}
        </SettingsCard>
        <SettingsCard
          title="Business Contact Information"
          action={<EditLink to={drawerHref(location, BUSINESS_DRAWERS.contactInformation)} label="Edit business contact information" />}
        >
          <InfoRow label="Contact Address" value={formatOrganizationAddress(contact?.address)} />
          {[0, 1].map((slot) => {
            const phone = contact?.phone?.[slot]
            return <InfoRow key={slot} label={`Contact Phone ${slot + 1}`} value={phone?.number ? `${phone.number} (${methodLabel(phone.type)})` : null} />
          })}
          <InfoRow label="Contact Email" value={contact?.email} />
        </SettingsCard>
        <LinkCard title="Business Website" description="What your public business page shows: contact details, description and image." to="/app/settings/business-website" />
        <LinkCard title="Billing" description="Your subscription." to="/app/settings/billing" />
        <LinkCard title="User Settings" description="Your own name, email and password." to="/app/settings/user-settings" />
      </Flex>
      {drawer === BUSINESS_DRAWERS.accountInformation ? <AccountInformationDrawer organization={organization} /> : null}
      {drawer === BUSINESS_DRAWERS.contactInformation ? <BusinessContactDrawer organization={organization} /> : null}
    </>
  )
}

function SettingsCard({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Card size={{ initial: '2', md: '3' }}>
      <Flex justify="between" align="center" gap="3" mb="2">
        <Heading as="h2" size="4">
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Card>
  )
}

function EditLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild size="3" variant="soft" className="min-h-11">
      <Link to={to} preventScrollReset aria-label={label}>
        <Pencil1Icon aria-hidden /> Edit
      </Link>
    </Button>
  )
}

function LinkCard({ title, description, to }: { title: string; description: string; to: string }) {
  return (
    <Card size={{ initial: '2', md: '3' }}>
      <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" align={{ initial: 'start', sm: 'center' }} gap="3">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            {title}
          </Heading>
          <Text as="p" size="2" color="gray">
            {description}
          </Text>
        </Flex>
        <Button asChild size="3" variant="soft" className="min-h-11">
          <Link to={to}>
            {title}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </Flex>
    </Card>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
