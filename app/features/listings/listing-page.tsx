import { CheckCircledIcon, CrossCircledIcon, ExclamationTriangleIcon, ExternalLinkIcon, Pencil1Icon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { Form, Link, useActionData, useLocation } from 'react-router'
import { listingHealth, listingPath, PETS_POLICIES, type ListingHealth } from '@common/listings'
import { CONTACT_METHODS, optionLabel, UNIT_AMENITIES } from '@common/portfolio'
import type { Unit } from '@api/payload-types'
import { FormAlert } from '~/components/form-alert'
import { SubmitButton } from '~/components/submit-button'
import { Button, Callout, Card, DataList, Flex, Heading, Text } from '~/components/ui'
import { imageSrc, populatedImage } from '~/features/files/images'
import { UNIT_DRAWERS } from '~/features/portfolio/unit-names'
import { drawerHref } from '~/utils/drawer'
import { confirmErrors } from '~/utils/form-action'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'
import { LISTING_INTENTS } from './listing-forms'
import { ListingStatusBadge } from './listing-status-badge'

const NOT_SET = 'Not set'
const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? NOT_SET : formatCents(cents))

/** The health of the unit's listing as the panel and the API see it (common/listings.ts). */
export const healthOf = (unit: Unit) => listingHealth({ ...unit.marketing, images: unit.marketing?.images ?? [] })

/**
 * The listing health panel (ADR 032): what blocks publishing, what weakens the listing, and
 * wording fair-housing advertising rules forbid — each with the drawer that fixes it.
 */
export function ListingHealthPanel({ health }: { health: ListingHealth }) {
  const location = useLocation()
  const drawerFor = (field: string) => (field === 'images' ? UNIT_DRAWERS.marketingImages : UNIT_DRAWERS.marketing)
  const fix = (field: string) => (
    <Link to={drawerHref(location, drawerFor(field))} preventScrollReset className="whitespace-nowrap">
      Fix
    </Link>
  )
  const healthy = !health.blockers.length && !health.warnings.length && !health.fairHousing.length
  return (
    <Card size={{ initial: '2', md: '3' }} asChild>
      <section aria-labelledby="listing-health">
        <Heading as="h2" size="4" id="listing-health" mb="3">
          Listing health
        </Heading>
        {healthy ? (
          <Callout.Root color="green">
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>This listing is complete and ready to be published.</Callout.Text>
          </Callout.Root>
        ) : (
          <Flex direction="column" gap="3">
            {health.blockers.length ? (
              <HealthGroup title="Blocks publishing" color="red" icon={<CrossCircledIcon />}>
                {health.blockers.map((issue) => (
                  <li key={issue.message}>
                    {issue.message} {fix(issue.field)}
                  </li>
                ))}
              </HealthGroup>
            ) : null}
            {health.fairHousing.length ? (
              <HealthGroup title="Fair-housing wording" color="amber" icon={<ExclamationTriangleIcon />}>
                {health.fairHousing.map((flag) => (
                  <li key={flag.phrase}>
                    “{flag.phrase}”: advertising rules forbid stating a preference about {flag.label}. Describe the home, not who should live in it. {fix('description')}
                  </li>
                ))}
              </HealthGroup>
            ) : null}
            {health.warnings.length ? (
              <HealthGroup title="Weakens the listing" color="amber" icon={<ExclamationTriangleIcon />}>
                {health.warnings.map((issue) => (
                  <li key={issue.message}>
                    {issue.message} {fix(issue.field)}
                  </li>
                ))}
              </HealthGroup>
            ) : null}
          </Flex>
        )}
      </section>
    </Card>
  )
}

function HealthGroup({ title, color, icon, children }: { title: string; color: 'red' | 'amber'; icon: ReactNode; children: ReactNode }) {
  return (
    <Callout.Root color={color}>
      <Callout.Icon>{icon}</Callout.Icon>
      <Flex direction="column" gap="1">
        <Text weight="bold" size="2">
          {title}
        </Text>
        <ul className="m-0 flex list-disc flex-col gap-1 pl-5 text-[length:var(--font-size-2)]">{children}</ul>
      </Flex>
    </Callout.Root>
  )
}

/** Publish or unpublish (a form post); the API's refusal lists every blocker above the button. */
export function PublishControls({ unit, slug, action }: { unit: Unit; slug: string | null; action: string }) {
  const actionData = useActionData()
  const status = unit.marketing?.status ?? 'draft'
  const live = status === 'published'
  const intent = live ? LISTING_INTENTS.unpublish : LISTING_INTENTS.publish
  return (
    <Flex direction="column" gap="2" align="end">
      <Flex gap="2" wrap="wrap" justify="end">
        {live && slug ? (
          <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
            <a href={listingPath(slug, unit.id)} target="_blank" rel="noreferrer">
              <ExternalLinkIcon aria-hidden /> View public page
            </a>
          </Button>
        ) : null}
        <Form method="post" action={action} preventScrollReset>
          <SubmitButton intent={intent} color={live ? 'gray' : undefined} variant={live ? 'soft' : 'solid'}>
            {live ? 'Unpublish' : status === 'leased' ? 'Publish again' : 'Publish'}
          </SubmitButton>
        </Form>
      </Flex>
      <FormAlert errors={confirmErrors(actionData, LISTING_INTENTS.publish) ?? confirmErrors(actionData, LISTING_INTENTS.unpublish)} />
    </Flex>
  )
}

function SectionCard({ title, id, editTo, editLabel, children }: { title: string; id: string; editTo: string; editLabel: string; children: ReactNode }) {
  return (
    <Card size={{ initial: '2', md: '3' }} asChild>
      <section aria-labelledby={id}>
        <Flex justify="between" align="center" gap="3" mb="3">
          <Heading as="h2" size="4" id={id}>
            {title}
          </Heading>
          <Button asChild size="2" variant="soft" className="min-h-11">
            <Link to={editTo} preventScrollReset aria-label={editLabel}>
              <Pencil1Icon aria-hidden /> Edit
            </Link>
          </Button>
        </Flex>
        {children}
      </section>
    </Card>
  )
}

/** The listing's content, photos and contact, each with the unit drawer that edits it. */
export function ListingDetails({ unit }: { unit: Unit }) {
  const location = useLocation()
  const marketing = unit.marketing ?? {}
  const info = unit.information ?? {}
  const contact = marketing.contact ?? {}
  const photos = (marketing.images ?? []).map(populatedImage).filter((image) => image !== null)
  const amenities = (unit.amenities ?? []).map((value) => optionLabel(UNIT_AMENITIES, value))
  const facts = [info.bedrooms != null ? `${info.bedrooms} bd` : null, info.bathrooms != null ? `${info.bathrooms} ba` : null, info.squareFeet ? `${info.squareFeet} sq ft` : null]
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <SectionCard title="Listing" id="listing-content" editTo={drawerHref(location, UNIT_DRAWERS.marketing)} editLabel="Edit listing">
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
          <Row label="Title" value={marketing.headline || NOT_SET} />
          <Row label="Description" value={marketing.description ? <span className="whitespace-pre-wrap break-words">{marketing.description}</span> : NOT_SET} />
          <Row label="Available from" value={marketing.availableDate ? formatDate(marketing.availableDate) : NOT_SET} />
          <Row label="Rent" value={money(marketing.rent)} />
          <Row label="Security deposit" value={money(marketing.securityDeposit)} />
          <Row label="Pet rent" value={money(marketing.petRent)} />
          <Row label="Pet deposit" value={money(marketing.petDeposit)} />
          <Row label="Application fee" value={money(marketing.applicationFee)} />
          <Row label="Pets" value={marketing.petsPolicy ? optionLabel(PETS_POLICIES, marketing.petsPolicy) : NOT_SET} />
        </DataList.Root>
      </SectionCard>
      <Flex direction="column" gap="4">
        <SectionCard title="Home" id="listing-home" editTo={drawerHref(location, UNIT_DRAWERS.information)} editLabel="Edit unit information">
          <Text as="p" size="2">
            {facts.filter(Boolean).join(' · ') || NOT_SET}
          </Text>
          <Flex justify="between" align="center" mt="3" gap="3">
            <Text as="p" size="2" color={amenities.length ? undefined : 'gray'}>
              {amenities.length ? amenities.join(', ') : 'No amenities listed.'}
            </Text>
            <Link to={drawerHref(location, UNIT_DRAWERS.amenities)} preventScrollReset className="whitespace-nowrap text-[length:var(--font-size-2)]">
              Edit amenities
            </Link>
          </Flex>
        </SectionCard>
        <SectionCard title="Contact" id="listing-contact" editTo={drawerHref(location, UNIT_DRAWERS.marketingContact)} editLabel="Edit marketing contact">
          <DataList.Root>
            <Row label="Name" value={contact.name || NOT_SET} />
            <Row label="Email" value={contact.email || NOT_SET} />
            <Row label="Phone" value={contact.phone || NOT_SET} />
            <Row label="Preferred method" value={contact.name || contact.email || contact.phone ? optionLabel(CONTACT_METHODS, contact.method ?? 'call') : NOT_SET} />
          </DataList.Root>
          <Text as="p" size="1" color="gray" mt="2">
            Shown on the public listing. Visitors can always write to you through its inquiry form.
          </Text>
        </SectionCard>
      </Flex>
      <div className="lg:col-span-2">
        <SectionCard title="Photos" id="listing-photos" editTo={drawerHref(location, UNIT_DRAWERS.marketingImages)} editLabel="Edit photos">
          {photos.length ? (
            <ol className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-4">
              {photos.map((image, index) => (
                <li key={image.id}>
                  <img src={imageSrc(image)} alt={image.alt || `Photo ${index + 1}`} loading="lazy" className="aspect-[4/3] w-full rounded-[var(--radius-2)] object-cover" />
                </li>
              ))}
            </ol>
          ) : (
            <Text as="p" size="2" color="gray">
              No photos yet.
            </Text>
          )}
        </SectionCard>
      </div>
    </div>
  )
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="140px">{label}</DataList.Label>
      <DataList.Value>{value}</DataList.Value>
    </DataList.Item>
  )
}

export { ListingStatusBadge }
