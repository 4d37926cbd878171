import { ChevronDownIcon, Pencil1Icon } from '@radix-ui/react-icons'
import { data, Link, Outlet, useLocation } from 'react-router'
import { formatLocality, formatStreet } from '@common/address'
import { propertyTypeLabel } from '@common/portfolio'
import { DetailTabs } from '~/components/detail-tabs'
import { ImageDrawer } from '~/features/files/lazy-drawers'
import { ImageThumbnail } from '~/features/files/image-thumbnail'
import { NoteAddDrawer } from '~/features/notes/lazy-drawers'
import { propertyLabel } from '~/features/portfolio/property-address'
import {
  PropertyAmenitiesDrawer,
  PropertyArchiveDialog,
  PropertyDeleteDialog,
  PropertyEditDrawer,
  UnitAddDrawer,
} from '~/features/portfolio/lazy-drawers'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { ArchivedBadge } from '~/components/status-badge'
import { Badge, Button, Flex, Text } from '~/components/ui'
import { PageHeader } from '~/components/shell/page-header'
import { ApiError } from '~/utils/api.server'
import { api, requireLandlord } from '~/utils/auth.server'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { requireId, submitForm } from '~/utils/form-action.server'
import { handleImageIntent } from '~/features/files/images.server'
import { handleNoteIntent } from '~/features/notes/notes.server'
import { PROPERTY_DRAWERS, PROPERTY_INTENTS, propertyPath } from '~/features/portfolio/property'
import { PropertyAmenitiesSchema, PropertyEditSchema, UnitAddSchema } from '~/features/portfolio/property-schemas'
import { addressForUpdate, handlePropertyConfirmIntent } from '~/features/portfolio/property.server'
import { layoutMeta } from '~/utils/meta'
import type { Route } from './+types/_layout'

/** No title of its own; the error screen's title when it catches a page's error (ADR 035). */
export const meta: Route.MetaFunction = (args) => layoutMeta(args)

/**
 * The property page (product-spec §2 properties/{propertyId}): header, tabs, and every drawer of
 * the property, handled by this layout's action (the drawers post to this URL). One API
 * call: the property itself; the overview reads its units (ADR 038 amended: every other tab
 * would otherwise pay for the units and leases joins it never shows).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const id = requireId(params.propertyId)
  let property
  try {
    property = await api(context).findById('properties', id, {
      depth: 1,
      select: { nickname: true, propertyType: true, address: true, description: true, yearBuilt: true, amenities: true, image: true, archived: true },
      populate: { images: { filename: true, alt: true } },
    })
  } catch (error) {
    // Another organization's property is a 404 from the API, like one that never existed.
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
  const image = typeof property.image === 'object' && property.image ? { id: property.image.id, filename: property.image.filename, alt: property.image.alt } : null

  return {
    property: {
      id,
      nickname: property.nickname ?? null,
      propertyType: property.propertyType ?? null,
      address: property.address,
      description: property.description ?? null,
      yearBuilt: property.yearBuilt ?? null,
      amenities: property.amenities ?? [],
      archived: Boolean(property.archived),
      image,
    },
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const id = requireId(params.propertyId)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const client = api(context)

  if (intent === PROPERTY_INTENTS.edit) {
    return submitForm({
      context,
      formData,
      schema: PropertyEditSchema,
      intent,
      mutate: async (value) => {
        const stored = await client.findById('properties', id, { depth: 0, joins: false, select: { address: true } })
        return client.update('properties', id, {
          // Emptied optional fields are cleared, not left as they were.
          nickname: value.nickname ?? null,
          propertyType: value.propertyType,
          address: await addressForUpdate(value.address, stored.address),
          yearBuilt: value.yearBuilt ?? null,
          description: value.description ?? null,
        })
      },
      toast: { type: 'success', title: 'Property updated.' },
    })
  }
  if (intent === PROPERTY_INTENTS.amenities) {
    return submitForm({
      context,
      formData,
      schema: PropertyAmenitiesSchema,
      intent,
      mutate: (value) => client.update('properties', id, { amenities: value.amenities }),
      toast: { type: 'success', title: 'Amenities saved.' },
    })
  }
  if (intent === PROPERTY_INTENTS.unitAdd) {
    return submitForm({
      context,
      formData,
      schema: UnitAddSchema,
      intent,
      mutate: (value) =>
        client.create('units', {
          property: id,
          name: value.name,
          information: { bedrooms: value.bedrooms ?? null, bathrooms: value.bathrooms ?? null, squareFeet: value.squareFeet ?? null },
        }),
      toast: { type: 'success', title: 'Unit added.' },
      redirectTo: propertyPath(id),
      fieldNames: { 'information.bedrooms': 'bedrooms', 'information.bathrooms': 'bathrooms', 'information.squareFeet': 'squareFeet' },
    })
  }
  const handled =
    (await handleNoteIntent(context, formData, { property: id })) ??
    (await handleImageIntent(context, formData, { collection: 'properties', id, field: 'image' })) ??
    (await handlePropertyConfirmIntent(context, formData, id, { afterDelete: '/app/landlord' }))
  if (handled) return handled
  throw data(null, { status: 400 })
}

export default function PropertyLayout({ loaderData }: Route.ComponentProps) {
  const { property } = loaderData
  const location = useLocation()
  const basePath = propertyPath(property.id)
  // The drawers post to this layout whichever tab is open; the search keeps the drawer open on errors.
  const layoutAction = `${basePath}${location.search}`
  const drawer = openDrawer(location.search)
  const label = propertyLabel(property)
  const street = formatStreet(property.address)

  return (
    <>
      <PageHeader
        back={{ to: '/app/landlord', label: 'Properties' }}
        media={
          <Link to={drawerHref(location, PROPERTY_DRAWERS.image)} preventScrollReset aria-label={property.image ? 'Change image' : 'Add an image'}>
            <ImageThumbnail image={property.image} size={64} label={label} />
          </Link>
        }
        title={street}
        badges={
          <>
            {property.propertyType ? (
              <Badge color="gray" variant="surface" size="2">
                {propertyTypeLabel[property.propertyType]}
              </Badge>
            ) : null}
            <ArchivedBadge archived={property.archived} />
          </>
        }
        description={
          <>
            {formatLocality(property.address)}
            {property.nickname ? (
              <Text as="div" size="2" weight="medium" color="gray" highContrast>
                {property.nickname}
              </Text>
            ) : null}
          </>
        }
        actions={<PropertyActions archived={property.archived} />}
      />

      <DetailTabs
        label="Property sections"
        tabs={[
          { to: basePath, label: 'Overview', end: true },
          { to: `${basePath}/leases`, label: 'Leases' },
          { to: `${basePath}/notes`, label: 'Notes' },
          { to: `${basePath}/condition-reports`, label: 'Condition Reports' },
          { to: `${basePath}/files`, label: 'Files' },
          { to: `${basePath}/maintenance`, label: 'Maintenance' },
          { to: `${basePath}/security-deposits`, label: 'Security Deposits' },
          { to: `${basePath}/transactions`, label: 'Transactions' },
          { to: `${basePath}/expenses`, label: 'Expenses' },
        ]}
      />
      <Outlet />

      {drawer.name === PROPERTY_DRAWERS.edit ? <PropertyEditDrawer property={property} action={layoutAction} /> : null}
      {drawer.name === PROPERTY_DRAWERS.amenities ? <PropertyAmenitiesDrawer property={property} action={layoutAction} /> : null}
      {drawer.name === PROPERTY_DRAWERS.image ? (
        <ImageDrawer title="Property image" description="Shown on the property page and in your lists." currentImage={property.image} action={layoutAction} />
      ) : null}
      {drawer.name === 'note-add' ? <NoteAddDrawer action={layoutAction} /> : null}
      {drawer.name === PROPERTY_DRAWERS.unitAdd ? <UnitAddDrawer action={layoutAction} /> : null}
      {drawer.name === PROPERTY_DRAWERS.archive || drawer.name === PROPERTY_DRAWERS.unarchive ? (
        <PropertyArchiveDialog property={{ id: property.id, label }} archived={property.archived} action={layoutAction} />
      ) : null}
      {drawer.name === PROPERTY_DRAWERS.delete ? <PropertyDeleteDialog property={{ id: property.id, label }} action={layoutAction} /> : null}
    </>
  )
}

/**
 * Edit and Add note up front; the rest in a menu. The menu is a native <details>, so it
 * opens without JavaScript; it is re-created on every navigation, which closes it.
 */
function PropertyActions({ archived }: { archived: boolean }) {
  const location = useLocation()
  const open = (name: string) => drawerHref(location, name)
  const menuItem = 'flex min-h-11 items-center rounded-[var(--radius-2)] px-3 text-[length:var(--font-size-2)] no-underline hover:bg-[var(--gray-a3)]'
  return (
    <Flex gap="2" wrap="wrap" align="start">
      <Button asChild size="3" variant="soft" className="min-h-11">
        <Link to={open(PROPERTY_DRAWERS.edit)} preventScrollReset>
          <Pencil1Icon aria-hidden /> Edit
        </Link>
      </Button>
      <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
        <Link to={open('note-add')} preventScrollReset>
          Add note
        </Link>
      </Button>
      <details key={location.key} className="relative">
        <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
          <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
            More <ChevronDownIcon aria-hidden />
          </summary>
        </Button>
        <div
          className="absolute right-0 z-20 mt-2 flex min-w-52 flex-col p-1 shadow-lg"
          style={{ backgroundColor: 'var(--color-panel-solid)', borderRadius: 'var(--radius-3)', border: '1px solid var(--gray-a5)' }}
        >
          <Link to={open(PROPERTY_DRAWERS.amenities)} preventScrollReset className={menuItem} style={{ color: 'var(--gray-12)' }}>
            Amenities
          </Link>
          <Link to={open(PROPERTY_DRAWERS.image)} preventScrollReset className={menuItem} style={{ color: 'var(--gray-12)' }}>
            Image
          </Link>
          <Link to={open(PROPERTY_DRAWERS.unitAdd)} preventScrollReset className={menuItem} style={{ color: 'var(--gray-12)' }}>
            Add unit
          </Link>
          <Link to={open(archived ? PROPERTY_DRAWERS.unarchive : PROPERTY_DRAWERS.archive)} preventScrollReset className={menuItem} style={{ color: 'var(--gray-12)' }}>
            {archived ? 'Unarchive' : 'Archive'}
          </Link>
          <Link to={open(PROPERTY_DRAWERS.delete)} preventScrollReset className={menuItem} style={{ color: 'var(--red-11)' }}>
            Delete
          </Link>
        </div>
      </details>
    </Flex>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
