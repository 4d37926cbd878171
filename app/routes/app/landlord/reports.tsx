import { Link as RouterLink } from 'react-router'
import { REPORTS } from '@common/reports'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Card, Flex, Heading, Text } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/reports'

export const meta: Route.MetaFunction = () => titleMeta('Reports')

export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

/** The reports index (product-spec §2 reports): the three reports, a sentence each. */
export default function ReportsPage() {
  return (
    <>
      <PageHeader title="Reports" description="Figures computed from your invoices, payments and expenses, for any date or period. Each one exports as CSV and PDF." />
      <Flex direction="column" gap="3" asChild>
        <ul className="m-0 list-none p-0">
          {REPORTS.map((report) => (
            <li key={report.slug}>
              <Card asChild size="2">
                <RouterLink to={`/app/landlord/reports/${report.slug}`}>
                  <Heading as="h2" size="4" mb="1">
                    {report.title}
                  </Heading>
                  <Text as="p" size="2" color="gray">
                    {report.description}
                  </Text>
                </RouterLink>
              </Card>
            </li>
          ))}
        </ul>
      </Flex>
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
