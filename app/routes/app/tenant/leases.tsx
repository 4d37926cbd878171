import { Link, redirect } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { Pagination } from '~/components/list'
import { NavIcon } from '~/components/shell/nav-icon'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { LeaseStatusBadge } from '~/components/status-badge'
import { loadAmountsDue } from '~/features/invoices/tenant-invoices.server'
import { TENANT_LEASE_ARGS, tenantLeasePath, toTenantLeaseView } from '~/features/portfolio/tenant-lease'
import { Button, Card, Flex, Heading, Text } from '~/components/ui'
import { DEFAULT_PAGE_SIZE } from '~/utils/api.server'
import { api, requireTenant } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import { formatCents } from '~/utils/money'
import type { Route } from './+types/leases'

export const meta: Route.MetaFunction = () => titleMeta('Leases')

/**
 * /app/tenant/leases: every lease the tenant holds, with any landlord (the API answers only
 * leases that list the tenant's linked contacts). `?allow-redirect=true` goes straight to the
 * lease when there is exactly one (product-spec §2: /tenant/invoices lands here).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTenant(context)
  const url = new URL(request.url)
  const pageNumber = Number(url.searchParams.get('page') ?? '1')
  const page = Number.isSafeInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1
  const result = await api(context).findPage('leases', { ...TENANT_LEASE_ARGS, sort: '-startDate', page, limit: DEFAULT_PAGE_SIZE })
  leavePastTheEnd(result, request)
  if (url.searchParams.get('allow-redirect') === 'true' && page === 1 && result.docs.length === 1 && !result.hasNextPage) throw redirect(tenantLeasePath(result.docs[0]!.id))
  // What is due on each lease of the page: one call for all of them.
  const due = await loadAmountsDue(context, result.docs.map((lease) => lease.id))
  return {
    leases: result.docs.map((lease) => ({ ...toTenantLeaseView(lease), amountDue: due[lease.id]?.amountDue ?? 0, unpaidInvoices: due[lease.id]?.count ?? 0 })),
    page: result.page,
    hasNextPage: result.hasNextPage,
  }
}

export default function TenantLeasesPage({ loaderData }: Route.ComponentProps) {
  const { leases, page, hasNextPage } = loaderData
  return (
    <>
      <PageHeader title="Leases" description="The homes you rent through Leasewell." />
      {leases.length === 0 ? (
        <EmptyState
          icon={<NavIcon name="leases" />}
          description="No leases yet. When your landlord invites you, accept the invitation and your lease appears here."
          action={
            <Button asChild size="3" variant="soft" className="min-h-11">
              <Link to="/app/tenant/invitations">See invitations</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul className="m-0 grid list-none grid-cols-1 gap-3 p-0 md:grid-cols-2">
            {leases.map((lease) => (
              <li key={lease.id}>
                <Card size="3" asChild>
                  <Link to={tenantLeasePath(lease.id)} className="no-underline">
                    <Flex direction="column" gap="2">
                      <Flex justify="between" align="start" gap="3">
                        <Heading as="h2" size="4">
                          {lease.title}
                        </Heading>
                        <LeaseStatusBadge status={lease.status} />
                      </Flex>
                      <Text size="2" color="gray">
                        {[lease.unitName && !lease.title.includes(lease.unitName) ? lease.unitName : null, lease.locality].filter(Boolean).join(' · ')}
                      </Text>
                      <Text size="2">
                        {formatCents(lease.rent)} / month · {lease.startDate ? formatDate(lease.startDate) : 'No start date'} – {lease.endDate ? formatDate(lease.endDate) : 'open-ended'}
                      </Text>
                      <Text size="2" color="gray">
                        Landlord: {lease.landlord}
                      </Text>
                      <Text size="2" color={lease.amountDue > 0 ? undefined : 'gray'}>
                        {lease.amountDue > 0 ? (
                          <>
                            Amount due: <strong className="tabular-nums">{formatCents(lease.amountDue)}</strong> · {lease.unpaidInvoices} open {lease.unpaidInvoices === 1 ? 'invoice' : 'invoices'}
                          </>
                        ) : (
                          'Nothing due'
                        )}
                      </Text>
                    </Flex>
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
          <Pagination page={page} hasNextPage={hasNextPage} />
        </>
      )}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
