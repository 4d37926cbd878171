import { formatNumber } from '@common/en-us'
import type { ReactNode } from 'react'
import { Link, useLocation, useRouteLoaderData } from 'react-router'
import { formatStreet } from '@common/address'
import { optionLabel, PROPERTY_AMENITIES, propertyTypeLabel } from '@common/portfolio'
import { AddLink, ListSection, ListTable } from '~/components/list'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { ArchivedBadge, LeaseStatusBadge } from '~/components/status-badge'
import { Badge, Button, Card, DataList, Flex, Heading, Table, Text, Link as TextLink } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { loadPropertyUnits } from '~/features/portfolio/property.server'
import { drawerHref } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import { PROPERTY_DRAWERS, unitPath, UNITS_SHOWN } from '~/features/portfolio/property'
import type { loader as layoutLoader } from './_layout'
import type { Route } from './+types/_index'

const LAYOUT_ID = 'routes/app/landlord/properties.$propertyId/_layout'

/** The property's street address as the page title. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === LAYOUT_ID)?.loaderData as LayoutData | undefined
  return titleMeta(layout ? formatStreet(layout.property.address) || 'Property' : 'Property')
}

/** The overview shows the layout's property and reads its units (the other tabs do not need them). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadPropertyUnits(context, requireId(params.propertyId))
}

type LayoutData = Awaited<ReturnType<typeof layoutLoader>>
type UnitRow = Route.ComponentProps['loaderData']['units'][number]

export default function PropertyOverview({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(LAYOUT_ID)
  if (!layout) return null
  const { property } = layout
  const { units, unitCount } = loaderData
  return (
    <Flex direction="column" gap="6">
      <PropertyDetails property={property} />
      <UnitsSection propertyId={property.id} units={units} unitCount={unitCount} />
    </Flex>
  )
}

function PropertyDetails({ property }: { property: LayoutData['property'] }) {
  const location = useLocation()
  const amenities = property.amenities.map((value) => optionLabel(PROPERTY_AMENITIES, value))
  const rows: Array<{ label: string; value: ReactNode }> = [
    { label: 'Property type', value: property.propertyType ? propertyTypeLabel[property.propertyType] : null },
    { label: 'Nickname', value: property.nickname },
    { label: 'Year built', value: property.yearBuilt },
    { label: 'Description', value: property.description ? <span className="whitespace-pre-line">{property.description}</span> : null },
    {
      label: 'Amenities',
      value: amenities.length ? (
        <Flex gap="1" wrap="wrap">
          {amenities.map((amenity) => (
            <Badge key={amenity} color="gray" variant="soft" size="2">
              {amenity}
            </Badge>
          ))}
        </Flex>
      ) : null,
    },
  ]
  return (
    <section aria-labelledby="details-title">
      <Card size={{ initial: '2', md: '3' }}>
        <Flex justify="between" align="center" gap="3" mb="3">
          <Heading as="h2" size="4" id="details-title">
            Details
          </Heading>
          <Flex gap="1">
            <Button asChild variant="ghost" size="2" className="m-0 min-h-11 px-3">
              <Link to={drawerHref(location, PROPERTY_DRAWERS.edit)} preventScrollReset aria-label="Edit details">
                Edit
              </Link>
            </Button>
            <Button asChild variant="ghost" size="2" className="m-0 min-h-11 px-3">
              <Link to={drawerHref(location, PROPERTY_DRAWERS.amenities)} preventScrollReset aria-label="Edit amenities">
                Amenities
              </Link>
            </Button>
          </Flex>
        </Flex>
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
          {rows.map((row) => (
            <DataList.Item key={row.label}>
              <DataList.Label minWidth="160px">{row.label}</DataList.Label>
              <DataList.Value>
                {row.value ?? (
                  <Text color="gray" size="2">
                    Not provided
                  </Text>
                )}
              </DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card>
    </section>
  )
}

function UnitsSection({ propertyId, units, unitCount }: { propertyId: number; units: UnitRow[]; unitCount: number }) {
  const location = useLocation()
  return (
    <ListSection
      id="units-title"
      title={
        <>
          Units{' '}
          <Text size="2" color="gray" weight="regular">
            ({unitCount})
          </Text>
        </>
      }
      action={
        <AddLink to={drawerHref(location, PROPERTY_DRAWERS.unitAdd)} preventScrollReset>
          Add unit
        </AddLink>
      }
      empty={units.length === 0}
      emptyDescription="Units are what you lease: an apartment, a room, or the entire home. Add the first one."
    >
      <ListTable>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Unit</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="text-right">Beds</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="text-right">Baths</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="text-right">Sq ft</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Lease</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {units.map((unit) => (
            <Table.Row key={unit.id} align="center">
              <Table.RowHeaderCell>
                <TextLink asChild size="2" weight="medium">
                  <Link to={unitPath(propertyId, unit.id)} className="inline-flex min-h-11 items-center">
                    {unit.name}
                  </Link>
                </TextLink>{' '}
                <ArchivedBadge archived={unit.archived} />
              </Table.RowHeaderCell>
              <Table.Cell className="text-right tabular-nums" data-label="Beds">
                {formatCount(unit.bedrooms)}
              </Table.Cell>
              <Table.Cell className="text-right tabular-nums" data-label="Baths">
                {formatCount(unit.bathrooms)}
              </Table.Cell>
              <Table.Cell className="text-right tabular-nums" data-label="Sq ft">
                {formatCount(unit.squareFeet)}
              </Table.Cell>
              <Table.Cell data-label="Lease">
                <UnitLeaseStatus status={unit.leaseStatus} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ListTable>
      {unitCount > units.length ? (
        <Text size="2" color="gray">
          Showing the first {UNITS_SHOWN} of {unitCount} units.
        </Text>
      ) : null}
    </ListSection>
  )
}

function UnitLeaseStatus({ status }: { status: UnitRow['leaseStatus'] }) {
  if (status) return <LeaseStatusBadge status={status} />
  return (
    <Text size="2" color="gray">
      Vacant
    </Text>
  )
}

const formatCount = (value: number | null) => (value === null ? '—' : formatNumber(value))

export const ErrorBoundary = PrivateAreaErrorBoundary
