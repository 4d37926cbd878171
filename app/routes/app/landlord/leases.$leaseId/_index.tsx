import { data, Link, useLocation } from 'react-router'
import { leaseStatusLabel } from '@common/portfolio'
import { FILE_ADD_DRAWER, filePageHref, FilesSection } from '~/features/files/files-list'
import { FileAddDrawer } from '~/features/files/lazy-drawers'
import { leaseTypeLabel, propertyHref, unitHref } from '~/features/portfolio/lease-display'
import { isLeaseTenant, leaseBasePath, useLeaseView } from '~/features/portfolio/lease-page'
import { Card, DataList, Flex, Heading, Link as ThemeLink, Text } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { openDrawer } from '~/utils/drawer'
import { closeFileDrawerWithoutParent, handleFileUpload, loadFiles } from '~/features/files/files.server'
import { requireId } from '~/utils/form-action.server'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import { formatCents } from '~/utils/money'
import type { Route } from './+types/_index'

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === 'routes/app/landlord/leases.$leaseId/_layout')
  const title = (layout?.loaderData as { lease?: { title?: string } } | undefined)?.lease?.title
  return titleMeta(title ?? 'Lease')
}

/** The lease comes from the layout's loader; its files are this page's one API call (product-spec §2: leases/{id}/files redirects here). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const leaseId = requireId(params.leaseId)
  await closeFileDrawerWithoutParent(context, request, { kind: 'lease', id: leaseId })
  return loadFiles(context, { kind: 'lease', id: leaseId })
}

/** The Add File drawer of the lease's files. */
export async function action({ params, request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const leaseId = requireId(params.leaseId)
  const handled = await handleFileUpload(context, await request.formData(), { kind: 'lease', id: leaseId })
  if (handled) return handled
  throw data(null, { status: 400 })
}

const ordinal = (day: number) => {
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'
  return `${day}${suffix}`
}

export default function LeaseOverview({ loaderData }: Route.ComponentProps) {
  const lease = useLeaseView()
  const location = useLocation()
  const propertyId = lease.property?.id ?? lease.unit?.propertyId ?? null
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card size="2" asChild>
        <section aria-labelledby="lease-terms">
          <Heading as="h2" size="4" id="lease-terms" mb="3">
            Terms
          </Heading>
          <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
            <Term label="Status">{leaseStatusLabel[lease.status]}</Term>
            <Term label="Lease type">{leaseTypeLabel(lease.leaseType)}</Term>
            <Term label="Start date">{formatDate(lease.startDate)}</Term>
            <Term label="End date">{lease.endDate ? formatDate(lease.endDate) : 'Open-ended'}</Term>
            <Term label="Monthly rent">
              <span className="tabular-nums">{formatCents(lease.rent)}</span>
            </Term>
            <Term label="Security deposit">
              <span className="tabular-nums">{lease.securityDeposit === null ? 'None' : formatCents(lease.securityDeposit)}</span>
            </Term>
            <Term label="Rent due">{lease.rentDueDay ? `${ordinal(lease.rentDueDay)} of the month` : '—'}</Term>
          </DataList.Root>
        </section>
      </Card>

      <Flex direction="column" gap="4">
        <Card size="2" asChild>
          <section aria-labelledby="lease-unit">
            <Heading as="h2" size="4" id="lease-unit" mb="3">
              Unit
            </Heading>
            {lease.unit ? (
              <Flex direction="column" gap="1">
                {propertyId ? (
                  <ThemeLink asChild weight="medium">
                    <Link to={unitHref(propertyId, lease.unit.id)}>{lease.unit.street}</Link>
                  </ThemeLink>
                ) : (
                  <Text weight="medium">{lease.unit.street}</Text>
                )}
                <Text size="2" color="gray">
                  {lease.unit.locality}
                </Text>
                {lease.property ? (
                  <Text size="2">
                    Property:{' '}
                    <ThemeLink asChild>
                      <Link to={propertyHref(lease.property.id)}>{lease.property.title}</Link>
                    </ThemeLink>
                  </Text>
                ) : null}
              </Flex>
            ) : (
              <Text size="2" color="gray">
                The unit of this lease is no longer available.
              </Text>
            )}
          </section>
        </Card>

        <Card size="2" asChild>
          <section aria-labelledby="lease-tenants">
            <Flex justify="between" align="center" gap="3" mb="3">
              <Heading as="h2" size="4" id="lease-tenants">
                Tenants
              </Heading>
              <ThemeLink asChild size="2">
                <Link to={`${leaseBasePath(lease.id)}/tenants`} className="inline-flex min-h-11 items-center">
                  Manage tenants
                </Link>
              </ThemeLink>
            </Flex>
            {lease.tenants.some(isLeaseTenant) ? (
              <ul className="m-0 flex list-none flex-col gap-2 p-0">
                {lease.tenants.filter(isLeaseTenant).map((tenant) => (
                  <li key={tenant.id}>
                    <Text size="2" weight="medium">
                      {tenant.name}
                    </Text>
                    {tenant.email ? (
                      <Text size="2" color="gray">
                        {' '}
                        · {tenant.email}
                      </Text>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <Text size="2" color="gray">
                No tenants yet. Invite a contact to add one.
              </Text>
            )}
          </section>
        </Card>
      </Flex>

      {/* Spec §2: the lease's files live on the lease page itself (leases/{id}/files redirects here). */}
      <div className="lg:col-span-2">
        <FilesSection
          files={loaderData.files}
          fileHref={(id) => filePageHref.lease(lease.id, id)}
          emptyText="Files of this lease, such as the signed lease, are listed here. They are shared with all tenants under the lease and visible on their dashboard."
        />
      </div>
      {openDrawer(location.search).name === FILE_ADD_DRAWER ? <FileAddDrawer kind="lease" /> : null}
    </div>
  )
}

function Term({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="140px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  )
}
