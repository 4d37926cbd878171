import { formatNumber } from '@common/en-us'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { CONTACT_METHODS, optionLabel, UTILITIES, UTILITY_PAYERS } from '@common/portfolio'
import { marketingListingPath, PETS_POLICIES } from '@common/listings'
import { ListingStatusBadge } from '~/features/listings/listing-status-badge'
import { imageSrc, populatedImage } from '~/features/files/images'
import { Badge, Button, Card, DataList, Flex, Heading, Text } from '~/components/ui'
import { drawerHref } from '~/utils/drawer'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'
import type { UnitPageUnit } from './unit-forms'
import { UNIT_DRAWERS, UNIT_FEATURE_LISTS } from './unit-names'

const NOT_SET = 'Not set'

/**
 * The unit's overview tab: one card per part of the unit (information, feature lists,
 * utilities, marketing, marketing images), each with an Edit link to its drawer. Empty
 * parts say 'Not set' rather than showing blanks.
 */
export function UnitOverview({ unit }: { unit: UnitPageUnit }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <InformationSection unit={unit} />
      {UNIT_FEATURE_LISTS.map((list) => {
        const values = (unit[list.field] as string[] | null | undefined) ?? []
        return (
          <Section key={list.drawer} title={list.title} drawer={list.drawer}>
            {values.length ? (
              <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
                {values.map((value) => (
                  <li key={value}>
                    <Badge color="gray" variant="soft" size="2">
                      {optionLabel(list.options, value)}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <NotSet />
            )}
          </Section>
        )
      })}
      <UtilitiesSection unit={unit} />
      <MarketingSection unit={unit} />
      <MarketingImagesSection unit={unit} />
    </div>
  )
}

function Section({ title, drawer, children, className }: { title: string; drawer: string; children: ReactNode; className?: string }) {
  const location = useLocation()
  const headingId = `unit-section-${drawer}`
  return (
    <Card size="2" asChild className={className}>
      <section aria-labelledby={headingId}>
        <Flex justify="between" align="center" gap="3" mb="3">
          <Heading as="h2" size="3" id={headingId}>
            {title}
          </Heading>
          <EditLink to={drawerHref(location, drawer)} label={`Edit ${title.toLowerCase()}`} />
        </Flex>
        {children}
      </section>
    </Card>
  )
}

function EditLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="soft" size="2" className="min-h-11 min-w-11">
      <Link to={to} preventScrollReset aria-label={label}>
        Edit
      </Link>
    </Button>
  )
}

function NotSet() {
  return (
    <Text as="p" size="2" color="gray">
      {NOT_SET}
    </Text>
  )
}

type Row = { label: string; value: ReactNode; numeric?: boolean }

/** Label/value rows; rows without a value are left out, and none at all reads 'Not set'. */
function Rows({ rows }: { rows: Row[] }) {
  const shown = rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== '')
  if (!shown.length) return <NotSet />
  return (
    <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
      {shown.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.Label minWidth="140px">{row.label}</DataList.Label>
          <DataList.Value className={row.numeric ? 'tabular-nums' : undefined}>{row.value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}

const count = (value: number | null | undefined) => (value === null || value === undefined ? null : formatNumber(value))

function InformationSection({ unit }: { unit: UnitPageUnit }) {
  const information = unit.information ?? {}
  return (
    <Section title="Information" drawer={UNIT_DRAWERS.information}>
      <Rows
        rows={[
          { label: 'Bedrooms', value: count(information.bedrooms), numeric: true },
          { label: 'Bathrooms', value: count(information.bathrooms), numeric: true },
          { label: 'Square feet', value: count(information.squareFeet), numeric: true },
          { label: 'Floor', value: information.floor },
          { label: 'Parking spaces', value: count(information.parkingSpaces), numeric: true },
        ]}
      />
    </Section>
  )
}

function UtilitiesSection({ unit }: { unit: UnitPageUnit }) {
  const rows = unit.utilities ?? []
  return (
    <Section title="Utilities" drawer={UNIT_DRAWERS.utility} className="lg:col-span-2">
      <Rows
        rows={rows.map((row) => ({
          label: optionLabel(UTILITIES, row.utility),
          value: [optionLabel(UTILITY_PAYERS, row.paidBy), row.provider].filter(Boolean).join(' · '),
        }))}
      />
    </Section>
  )
}

const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : formatCents(cents))

function MarketingSection({ unit }: { unit: UnitPageUnit }) {
  const location = useLocation()
  const marketing = unit.marketing ?? {}
  const contact = marketing.contact ?? {}
  return (
    <Section title="Marketing" drawer={UNIT_DRAWERS.marketing} className="lg:col-span-2">
      <Flex direction="column" gap="4">
        <Flex align="center" gap="3" wrap="wrap">
          <ListingStatusBadge status={marketing.status} />
          <Link to={marketingListingPath(unit.id)} className="text-[length:var(--font-size-2)]">
            Open the listing
          </Link>
        </Flex>
        <Rows
          rows={[
            { label: 'Title', value: marketing.headline },
            {
              label: 'Description',
              value: marketing.description ? <span className="whitespace-pre-wrap break-words">{marketing.description}</span> : null,
            },
            { label: 'Available from', value: marketing.availableDate ? formatDate(marketing.availableDate) : null },
            { label: 'Rent', value: money(marketing.rent), numeric: true },
            { label: 'Security deposit', value: money(marketing.securityDeposit), numeric: true },
            { label: 'Pet rent', value: money(marketing.petRent), numeric: true },
            { label: 'Pet deposit', value: money(marketing.petDeposit), numeric: true },
            { label: 'Application fee', value: money(marketing.applicationFee), numeric: true },
            { label: 'Pets', value: marketing.petsPolicy ? optionLabel(PETS_POLICIES, marketing.petsPolicy) : null },
          ]}
        />
        <Flex direction="column" gap="3" pt="3" className="border-t border-[var(--gray-a5)]">
          <Flex justify="between" align="center" gap="3">
            <Heading as="h3" size="2" id="unit-marketing-contact">
              Marketing contact
            </Heading>
            <EditLink to={drawerHref(location, UNIT_DRAWERS.marketingContact)} label="Edit marketing contact" />
          </Flex>
          <Rows
            rows={[
              { label: 'Name', value: contact.name },
              { label: 'Email', value: contact.email },
              { label: 'Phone', value: contact.phone },
              {
                label: 'Preferred method',
                value: contact.name || contact.email || contact.phone ? optionLabel(CONTACT_METHODS, contact.method ?? 'call') : null,
              },
            ]}
          />
        </Flex>
      </Flex>
    </Section>
  )
}

function MarketingImagesSection({ unit }: { unit: UnitPageUnit }) {
  const images = (unit.marketing?.images ?? []).map(populatedImage).filter((image) => image !== null)
  return (
    <Section title="Marketing images" drawer={UNIT_DRAWERS.marketingImages} className="lg:col-span-2">
      {images.length ? (
        <ul className="m-0 grid list-none grid-cols-3 gap-2 p-0 sm:grid-cols-4 md:grid-cols-6">
          {images.map((image, index) => (
            <li key={image.id}>
              <img
                src={imageSrc(image)}
                alt={image.alt || `Marketing image ${index + 1}`}
                loading="lazy"
                className="aspect-square w-full rounded-[var(--radius-2)] object-cover"
              />
            </li>
          ))}
        </ul>
      ) : (
        <NotSet />
      )}
    </Section>
  )
}
