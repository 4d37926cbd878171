import type { Where } from 'payload'
import { Form, useLocation } from 'react-router'
import { SECURITY_DEPOSIT_STATUSES, type SecurityDepositStatus } from '@common/invoices'
import { securityDepositStatusLabel } from '@common/security-deposits'
import { TransactionsTabs } from '~/features/invoices/invoice-list'
import { propertyTitle } from '~/features/portfolio/lease-display'
import { ActiveFilters } from '~/components/list'
import { NATIVE_SELECT_CLASS, nativeSelectStyle } from '~/components/forms'
import { SecurityDepositList } from '~/features/security-deposits/security-deposit-views'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Flex, Text } from '~/components/ui'
import { api, requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import { loadDepositPage } from '~/features/security-deposits/security-deposits.server'
import type { Route } from './+types/transactions.security-deposits'

export const meta: Route.MetaFunction = () => titleMeta('Security Deposits')

const isStatus = (value: string | null): value is SecurityDepositStatus => (SECURITY_DEPOSIT_STATUSES as readonly (string | null)[]).includes(value)

/**
 * /app/landlord/transactions/security-deposits (product-spec §2): every deposit of the organization —
 * money held for tenants, apart from income — filtered by the URL (`status`, `property`),
 * newest first. Two API calls in parallel: the page and the property filter's choices.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const params = new URL(request.url).searchParams
  const status = params.get('status')
  const propertyParam = Number(params.get('property'))
  const property = Number.isSafeInteger(propertyParam) && propertyParam > 0 ? propertyParam : null
  const conditions: Where[] = [...(isStatus(status) ? [{ status: { equals: status } }] : []), ...(property ? [{ property: { equals: property } }] : [])]
  const where: Where = conditions.length ? { and: conditions } : {}
  const [list, properties] = await Promise.all([
    loadDepositPage(context, request, where),
    api(context).findEvery('properties', { depth: 0, sort: 'nickname', select: { nickname: true, address: true } }),
  ])
  return {
    list,
    status: isStatus(status) ? status : null,
    property,
    properties: properties.map((doc) => [String(doc.id), propertyTitle(doc) || `Property #${doc.id}`] as const).sort((a, b) => a[1].localeCompare(b[1])),
  }
}

export default function SecurityDepositsPage({ loaderData }: Route.ComponentProps) {
  const { list, status, property, properties } = loaderData
  const location = useLocation()
  const propertyLabel = properties.find(([id]) => id === String(property))?.[1]
  const filtered = Boolean(status || property)
  return (
    <>
      <PageHeader title="Transactions" />
      <TransactionsTabs />
      <Form method="get" action={location.pathname} className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter security deposits">
        <FilterSelect name="status" label="Status" value={status ?? ''} options={SECURITY_DEPOSIT_STATUSES.map((value) => [value, securityDepositStatusLabel[value]] as const)} all="All statuses" />
        <FilterSelect name="property" label="Property" value={property ? String(property) : ''} options={properties} all="All properties" />
        <Button type="submit" size="3" variant="soft" className="min-h-11">
          Apply filters
        </Button>
      </Form>
      <ActiveFilters
        filters={[
          ...(status ? [{ label: `Status: ${securityDepositStatusLabel[status]}`, remove: { status: null } }] : []),
          ...(property ? [{ label: `Property: ${propertyLabel ?? property}`, remove: { property: null } }] : []),
        ]}
      />
      <SecurityDepositList
        list={list}
        showProperty
        emptyDescription={
          filtered
            ? 'No security deposit matches these filters.'
            : "Security deposits you request or record on your leases are listed here: money you hold for your tenants until it is returned. Add one from a lease's Security deposit tab."
        }
      />
    </>
  )
}

function FilterSelect({ name, label, value, options, all }: { name: string; label: string; value: string; options: ReadonlyArray<readonly [string, string]>; all: string }) {
  const id = `filter-${name}`
  return (
    <Flex direction="column" gap="1" className="min-w-48">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <select key={value} id={id} name={name} defaultValue={value} className={NATIVE_SELECT_CLASS} style={nativeSelectStyle(false)}>
        <option value="">{all}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </Flex>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
