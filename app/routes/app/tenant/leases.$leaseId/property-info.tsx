import { formatNumber } from '@common/en-us'
import { data } from 'react-router'
import { formatLocality, formatStreet } from '@common/address'
import { optionLabel, PROPERTY_AMENITIES, propertyTypeLabel, UTILITIES, UTILITY_PAYERS } from '@common/portfolio'
import type { Property, Unit } from '@api/payload-types'
import { populated } from '~/features/portfolio/lease-display'
import { UNIT_FEATURE_LISTS } from '~/features/portfolio/unit-names'
import { Badge, Card, DataList, Flex, Heading, Text } from '~/components/ui'
import { ApiError } from '~/utils/api.server'
import { api, requireTenant } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/property-info'

export const meta: Route.MetaFunction = () => titleMeta('Property info')

type UnitInfo = Pick<Unit, 'id' | 'name' | 'address' | 'information' | 'amenities' | 'appliances' | 'coolingSystems' | 'heatingSystems' | 'floorCoverings' | 'utilities'>
type PropertyInfo = Pick<Property, 'id' | 'address' | 'propertyType' | 'yearBuilt' | 'amenities' | 'description'>

/**
 * The home the tenant rents (product-spec §2 tenant leases/{id}/property-info): the
 * property's address and features, and the unit's — what the tenant may read of them, in one
 * call (the lease with its unit and property populated).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireTenant(context)
  const id = requireId(params.leaseId)
  try {
    const lease = await api(context).findById('leases', id, {
      depth: 2,
      select: { unit: true },
      populate: {
        units: { name: true, address: true, information: true, amenities: true, appliances: true, coolingSystems: true, heatingSystems: true, floorCoverings: true, utilities: true, property: true },
        properties: { address: true, propertyType: true, yearBuilt: true, amenities: true, description: true },
      },
    })
    const unit = populated(lease.unit as number | UnitInfo)
    const property = unit ? populated((unit as unknown as { property: number | PropertyInfo }).property) : null
    return { unit, property }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

function Badges({ values, options }: { values: string[] | null | undefined; options: ReadonlyArray<readonly [string, string]> }) {
  if (!values?.length) return <Text color="gray">Not listed</Text>
  return (
    <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
      {values.map((value) => (
        <li key={value}>
          <Badge color="gray" variant="soft" size="2">
            {optionLabel(options, value)}
          </Badge>
        </li>
      ))}
    </ul>
  )
}

export default function TenantPropertyInfo({ loaderData }: Route.ComponentProps) {
  const { unit, property } = loaderData
  const address = unit?.address ?? property?.address
  const information = unit?.information
  const facts: Array<[string, string]> = [
    ['Address', [formatStreet(address), formatLocality(address)].filter(Boolean).join(', ') || '—'],
    ['Unit', unit?.name ?? '—'],
    ...(property?.propertyType ? [['Property type', propertyTypeLabel[property.propertyType]] as [string, string]] : []),
    ...(property?.yearBuilt ? [['Year built', String(property.yearBuilt)] as [string, string]] : []),
    ...(information?.bedrooms !== null && information?.bedrooms !== undefined ? [['Bedrooms', String(information.bedrooms)] as [string, string]] : []),
    ...(information?.bathrooms !== null && information?.bathrooms !== undefined ? [['Bathrooms', String(information.bathrooms)] as [string, string]] : []),
    ...(information?.squareFeet ? [['Size', `${formatNumber(information.squareFeet)} sq ft`] as [string, string]] : []),
    ...(information?.floor ? [['Floor', information.floor] as [string, string]] : []),
    ...(information?.parkingSpaces ? [['Parking spaces', String(information.parkingSpaces)] as [string, string]] : []),
  ]
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card size="3">
        <Heading as="h2" size="4" mb="3">
          Your home
        </Heading>
        <DataList.Root>
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label minWidth="140px">{label}</DataList.Label>
              <DataList.Value>{value}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
        {property?.description ? (
          <Text as="p" size="2" mt="3" className="whitespace-pre-line">
            {property.description}
          </Text>
        ) : null}
      </Card>
      <Card size="3">
        <Heading as="h2" size="4" mb="3">
          Utilities
        </Heading>
        {unit?.utilities?.length ? (
          <DataList.Root>
            {unit.utilities.map((row) => (
              <DataList.Item key={row.id ?? row.utility}>
                <DataList.Label minWidth="140px">{optionLabel(UTILITIES, row.utility)}</DataList.Label>
                <DataList.Value>{[optionLabel(UTILITY_PAYERS, row.paidBy), row.provider].filter(Boolean).join(' · ')}</DataList.Value>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : (
          <Text color="gray">Not listed</Text>
        )}
      </Card>
      <Card size="3">
        <Heading as="h2" size="4" mb="3">
          Building amenities
        </Heading>
        <Badges values={property?.amenities} options={PROPERTY_AMENITIES} />
      </Card>
      {UNIT_FEATURE_LISTS.map((list) => (
        <Card size="3" key={list.field}>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4">
              {list.title}
            </Heading>
            <Badges values={unit?.[list.field] as string[] | null | undefined} options={list.options} />
          </Flex>
        </Card>
      ))}
    </div>
  )
}
