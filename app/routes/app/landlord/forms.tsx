import { data, Link } from 'react-router'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Card, Heading, Text } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import { TemplateGroupGrid } from '~/features/forms/template-group-grid'
import { listTemplateGroups } from '~/features/forms/templates.server'
import { getFeatureFlags } from '~/utils/feature-flags.server'
import type { Route } from './+types/forms'

export const meta: Route.MetaFunction = () => titleMeta('Forms')

/**
 * /app/landlord/forms: the template catalogue inside the app (product-spec §2), only while the
 * landlord's 'forms' feature is on (else 404). Each group opens its public form pages
 * (/app/forms/{slug}), which show the app's top bar to signed-in users.
 */
export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const features = await getFeatureFlags(context)
  if (!features.includes('forms')) throw data(null, { status: 404 })
  return { groups: await listTemplateGroups(context) }
}

export default function FormsPage({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData
  return (
    <>
      <PageHeader title="Forms" description="Fill in a template to create a lease, notice or letter. Your documents are saved under Documents." />
      <Card asChild size="2" className="mb-4 flex w-full sm:max-w-md">
        <Link to="/app/landlord/wizards/lease-renewal" className="flex min-h-11 flex-col gap-2 no-underline">
          <Heading as="h2" size="4">
            Guided: renew a lease
          </Heading>
          <Text as="p" size="2" color="gray" className="m-0">
            Choose one of your leases and start its renewal agreement filled in with the tenants, address, dates and rent.
          </Text>
        </Link>
      </Card>
      <TemplateGroupGrid groups={groups} />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
