import { GlobeIcon } from '@radix-ui/react-icons'
import { data, Link, useLocation } from 'react-router'
import { businessMessages } from '@common/business'
import { requireLandlordOrganization } from '~/features/settings/setup-progress.server'
import { imageSrc } from '~/features/files/images'
import { BUSINESS_DRAWERS, formatOrganizationAddress, InfoRow } from '~/features/settings/business-info'
import { AccountInformationDrawer, BusinessWebsiteDrawer } from '~/features/settings/lazy-drawers'
import { handleBusinessIntent } from '~/features/settings/business.server'
import { handleSiteAddressIntent } from '~/features/listings/listings.server'
import { publicOrigin } from '~/features/listings/public-site.server'
import { SiteAddressCard } from '~/features/listings/lazy-drawers'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Badge, Button, Card, Flex, Heading, Text } from '~/components/ui'
import { api, requireLandlord } from '~/utils/auth.server'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/settings.business-website'

export const meta: Route.MetaFunction = () => titleMeta('Business Website')

const BUSINESS_WEBSITE_PATH = '/app/settings/business-website'

/**
 * The business website settings (product-spec §2 settings/business-website): what the public
 * business page shows — address, phone and e-mail toggles, description and image —
 * edited in the Business Website drawer; Add opens Account Information on this page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireLandlord(context)
  const organization = await requireLandlordOrganization(context, user)
  // /users/me may stop one level short of the image: read it when only its id came.
  const websiteImage =
    typeof organization.websiteImage === 'number' ? await api(context).findById('images', organization.websiteImage, { depth: 0 }).catch(() => null) : (organization.websiteImage ?? null)
  return { organization: { ...organization, websiteImage }, origin: publicOrigin() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLandlord(context)
  const organization = await requireLandlordOrganization(context, user)
  const formData = await request.formData()
  const address = await handleSiteAddressIntent(context, formData, organization, BUSINESS_WEBSITE_PATH)
  if (address) return address
  const handled = await handleBusinessIntent(context, formData, organization, { fallbackRedirect: BUSINESS_WEBSITE_PATH })
  if (handled) return handled
  throw data(null, { status: 400 })
}

const shown = (on: boolean | null | undefined) => (
  <Badge color={on ? 'green' : 'gray'} size="2">
    {on ? 'Shown' : 'Hidden'}
  </Badge>
)

export default function BusinessWebsitePage({ loaderData }: Route.ComponentProps) {
  const { organization, origin } = loaderData
  const location = useLocation()
  const drawer = openDrawer(location.search).name
  const marketing = organization.marketing
  const image = organization.websiteImage
  return (
    <>
      <PageHeader
        title="Business Website"
        description="Your public business page: what it shows about you."
        actions={
          <Button asChild size="3" className="min-h-11">
            <Link to={drawerHref(location, BUSINESS_DRAWERS.website)} preventScrollReset>
              <GlobeIcon aria-hidden /> Edit business website
            </Link>
          </Button>
        }
      />
      <Flex direction="column" gap="5">
        <SiteAddressCard slug={organization.slug ?? null} origin={origin} />
        <Card size={{ initial: '2', md: '3' }}>
          <Heading as="h2" size="4" mb="2">
            Contact details
          </Heading>
          <Flex direction="column">
            <Flex align="center" justify="between" gap="3">
              <InfoRow label="Address" value={formatOrganizationAddress(organization.address) ?? businessMessages.noAddress} />
              {shown(marketing?.shareAddress)}
            </Flex>
            <Flex align="center" justify="between" gap="3">
              <InfoRow label="Phone Number" value={organization.phoneNumber ?? businessMessages.noPhone} />
              {shown(marketing?.sharePhone)}
            </Flex>
            <Flex align="center" justify="between" gap="3">
              <InfoRow label="Email Address" value={organization.email ?? businessMessages.noEmail} />
              {shown(marketing?.shareEmail)}
            </Flex>
            <Flex align="center" justify="between" gap="3">
              <InfoRow label="Properties" value="Your properties and their listings" />
              {shown(marketing?.shareProperties)}
            </Flex>
          </Flex>
        </Card>
        <Card size={{ initial: '2', md: '3' }}>
          <Heading as="h2" size="4" mb="2">
            Description
          </Heading>
          <Text as="p" size="2" color={organization.description ? undefined : 'gray'} className="whitespace-pre-line">
            {organization.description ?? 'No description yet.'}
          </Text>
        </Card>
        <Card size={{ initial: '2', md: '3' }}>
          <Heading as="h2" size="4" mb="2">
            Website Image
          </Heading>
          {typeof image === 'object' && image?.filename ? (
            <img src={imageSrc(image)} alt={image.alt || 'Website image'} className="max-h-72 rounded-[var(--radius-3)] object-contain" />
          ) : (
            <Text as="p" size="2" color="gray">
              No website image yet.
            </Text>
          )}
        </Card>
      </Flex>
      {drawer === BUSINESS_DRAWERS.website ? <BusinessWebsiteDrawer organization={organization} /> : null}
      {drawer === BUSINESS_DRAWERS.accountInformation ? <AccountInformationDrawer organization={organization} /> : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
