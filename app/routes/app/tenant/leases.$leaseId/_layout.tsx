import { data, Outlet } from 'react-router'
import { DetailTabs } from '~/components/detail-tabs'
import { leaseTypeLabel } from '~/features/portfolio/lease-display'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { LeaseStatusBadge } from '~/components/status-badge'
import { TENANT_LEASE_ARGS, tenantLeasePath, toTenantLeaseView } from '~/features/portfolio/tenant-lease'
import { Flex, Text } from '~/components/ui'
import { ApiError } from '~/utils/api.server'
import { api, requireTenant } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import { formatCents } from '~/utils/money'
import type { Route } from './+types/_layout'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData?.lease.title ?? 'Lease', error)

/**
 * /app/tenant/leases/{id}: one lease the tenant holds. Another tenant's lease, or any lease
 * of a landlord the tenant has no accepted invitation from, is the API's 404 (ADR 017).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireTenant(context)
  const id = requireId(params.leaseId)
  try {
    return { lease: toTenantLeaseView(await api(context).findById('leases', id, TENANT_LEASE_ARGS)) }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

export default function TenantLeaseLayout({ loaderData }: Route.ComponentProps) {
  const { lease } = loaderData
  const base = tenantLeasePath(lease.id)
  return (
    <>
      <PageHeader back={{ to: '/app/tenant/leases', label: 'Leases' }} title={lease.title} description={[lease.unitName && !lease.title.includes(lease.unitName) ? lease.unitName : null, lease.locality].filter(Boolean).join(' · ')} />
      <Flex gap="3" align="center" wrap="wrap" mb="4">
        <LeaseStatusBadge status={lease.status} />
        <Text size="2">{formatCents(lease.rent)} / month</Text>
        <Text size="2" color="gray">
          {lease.startDate ? formatDate(lease.startDate) : 'No start date'} – {lease.endDate ? formatDate(lease.endDate) : 'open-ended'} · {leaseTypeLabel(lease.leaseType)}
        </Text>
      </Flex>
      <DetailTabs
        label="Lease sections"
        tabs={[
          { to: base, label: 'Overview', end: true },
          { to: `${base}/property-info`, label: 'Property Info' },
          { to: `${base}/files`, label: 'Files' },
          { to: `${base}/maintenance`, label: 'Maintenance' },
          { to: `${base}/condition-reports`, label: 'Condition Reports' },
          { to: `${base}/security-deposit`, label: 'Security Deposit' },
        ]}
      />
      <Outlet />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
