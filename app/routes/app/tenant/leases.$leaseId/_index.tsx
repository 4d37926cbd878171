import { Link } from 'react-router'
import { DataList, Card, Heading, Text, Link as TextLink } from '~/components/ui'
import { leaseTypeLabel } from '~/features/portfolio/lease-display'
import { leaseStatusLabel } from '@common/portfolio'
import { useTenantLease } from '~/features/portfolio/tenant-lease'
import { TenantLeaseInvoices } from '~/features/invoices/tenant-invoice-list'
import { loadLeaseInvoices } from '~/features/invoices/tenant-invoices.server'
import { requireTenant } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import { formatCents } from '~/utils/money'
import type { Route } from './+types/_index'

export const meta: Route.MetaFunction = () => titleMeta('Lease')

/** The lease comes from the layout's loader; its invoices from here (two calls, in parallel with the layout's). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireTenant(context)
  return { invoices: await loadLeaseInvoices(context, request, requireId(params.leaseId)) }
}

const ordinal = (day: number) => `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`

export default function TenantLeaseOverview({ loaderData }: Route.ComponentProps) {
  const lease = useTenantLease()
  const rows: Array<[string, string]> = [
    ['Landlord', lease.landlord],
    ['Status', leaseStatusLabel[lease.status]],
    ['Lease type', leaseTypeLabel(lease.leaseType)],
    ['Start date', lease.startDate ? formatDate(lease.startDate) : '—'],
    ['End date', lease.endDate ? formatDate(lease.endDate) : 'Open-ended'],
    ['Monthly rent', formatCents(lease.rent)],
    ['Rent due', lease.rentDueDay ? `${ordinal(lease.rentDueDay)} of the month` : '—'],
    ['Security deposit', lease.securityDeposit === null ? '—' : formatCents(lease.securityDeposit)],
    ['Tenants', [...lease.you, ...(lease.otherTenants ? [`${lease.otherTenants} other ${lease.otherTenants === 1 ? 'tenant' : 'tenants'}`] : [])].join(', ') || '—'],
  ]
  return (
    <div className="flex flex-col gap-6">
      <TenantLeaseInvoices invoices={loaderData.invoices} />
      <Text size="2">
        <TextLink asChild>
          <Link to={`/app/tenant/leases/${lease.id}/auto-pay`}>Manage autopay</Link>
        </TextLink>
      </Text>
      <Card size="3" className="max-w-2xl">
        <Heading as="h2" size="4" mb="3">
          Terms
        </Heading>
        <DataList.Root>
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label minWidth="140px">{label}</DataList.Label>
              <DataList.Value>{value}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card>
    </div>
  )
}
