import { data, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import type { Unit } from '@api/payload-types'
import { api } from '~/utils/auth.server'
import { MARKETING_IMAGE_PREFIX } from '~/features/files/image-drawer'
import { ApiError } from '~/utils/api.server'
import { confirmAction, requireId, submitForm } from '~/utils/form-action.server'
import { handleImageIntent } from '~/features/files/images.server'
import { handleNoteIntent } from '~/features/notes/notes.server'
import { propertyPath } from './property'
import {
  featureListSchema,
  UNIT_FEATURE_LISTS,
  UNIT_INTENTS,
  UnitEditSchema,
  UnitInformationSchema,
  UnitMarketingContactSchema,
  UnitMarketingSchema,
  unitMessages,
  UtilityAddSchema,
  type UnitPageUnit,
} from './unit-forms'
import { idOf } from '@common/ids'

type Context = Readonly<RouterContextProvider>

/**
 * Depth 1 for the page: the property's name and address, the image's and marketing images'
 * file and alt text, never the organization (ADR 038 amended: a populated document costs a
 * read and its whole afterRead pass, and the property's would bring its own joins).
 */
const PAGE_READ = {
  depth: 1,
  select: { organization: false },
  populate: { properties: { nickname: true, address: true }, images: { filename: true, alt: true } },
} as const

/**
 * The unit of a unit page: a 404 when it does not exist, is in the trash, is not the
 * caller's, or is not a unit of the property in the URL. Depth 1 brings its property,
 * image and marketing images; its leases join is left out (the leases tab asks itself).
 */
export async function loadUnit(context: Context, params: { propertyId?: string; unitId?: string }, { depth = 1 }: { depth?: 0 | 1 } = {}): Promise<UnitPageUnit> {
  const propertyId = requireId(params.propertyId)
  const unitId = requireId(params.unitId)
  let unit: Unit
  try {
    unit = await api(context).findById('units', unitId, { ...(depth === 1 ? PAGE_READ : { depth }), joins: { leases: false } })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
  if (idOf(unit.property) !== propertyId) throw data(null, { status: 404 })
  return unit
}

/** An optional form value as the API must receive it: an emptied input clears the stored value. */
const orNull = <T,>(value: T | undefined) => (value === undefined ? null : value)

const saved = { type: 'success', title: unitMessages.saved } as const

/**
 * Every form of the unit page (its drawers, notes and images), handled by the unit
 * layout's action. The unit was loaded (and checked to belong to the property) by the
 * caller; the API checks again that the caller may change it.
 */
export async function handleUnitIntent(context: Context, formData: FormData, unit: { id: number; propertyId: number }) {
  const intent = String(formData.get('intent') ?? '')
  const client = api(context)
  const id = unit.id

  const byOtherHandler =
    (await handleNoteIntent(context, formData, { unit: id })) ??
    (await handleImageIntent(context, formData, { collection: 'units', id, field: 'image' })) ??
    (await handleImageIntent(context, formData, { collection: 'units', id, field: 'marketing.images', append: true }, { intentPrefix: MARKETING_IMAGE_PREFIX }))
  if (byOtherHandler) return byOtherHandler

  switch (intent) {
    case UNIT_INTENTS.edit:
      return submitForm({ context, formData, schema: UnitEditSchema, intent, toast: saved, mutate: (value) => client.update('units', id, { name: value.name }) })

    case UNIT_INTENTS.information:
      return submitForm({
        context,
        formData,
        schema: UnitInformationSchema,
        intent,
        toast: saved,
        fieldNames: prefixed('information', ['bedrooms', 'bathrooms', 'squareFeet', 'floor', 'parkingSpaces']),
        mutate: (value) =>
          client.update('units', id, {
            information: {
              bedrooms: orNull(value.bedrooms),
              bathrooms: orNull(value.bathrooms),
              squareFeet: orNull(value.squareFeet),
              floor: orNull(value.floor),
              parkingSpaces: orNull(value.parkingSpaces),
            },
          }),
      })

    case UNIT_INTENTS.utilityAdd:
      return submitForm({
        context,
        formData,
        schema: UtilityAddSchema,
        intent,
        toast: { type: 'success', title: unitMessages.utilityAdded },
        mutate: async (value) => {
          const current = await client.findById('units', id, { depth: 0, joins: { leases: false } })
          const rows = current.utilities ?? []
          if (rows.some((row) => row.utility === value.utility)) {
            throw new ApiError(unitMessages.utilityListed, 400, { utility: unitMessages.utilityListed })
          }
          return client.update('units', id, { utilities: [...rows, { utility: value.utility, paidBy: value.paidBy, provider: orNull(value.provider) }] })
        },
      })

    case UNIT_INTENTS.utilityRemove: {
      const rowId = String(formData.get('target') ?? '')
      if (!rowId) throw data(null, { status: 404 })
      return confirmAction({
        context,
        formData,
        intent,
        toast: { type: 'success', title: unitMessages.utilityRemoved },
        mutate: async () => {
          const current = await client.findById('units', id, { depth: 0, joins: { leases: false } })
          const rows = current.utilities ?? []
          if (!rows.some((row) => row.id === rowId)) return
          await client.update('units', id, { utilities: rows.filter((row) => row.id !== rowId) })
        },
      })
    }

    case UNIT_INTENTS.marketing:
      return submitForm({
        context,
        formData,
        schema: UnitMarketingSchema,
        intent,
        toast: saved,
        fieldNames: prefixed('marketing', Object.keys(UnitMarketingSchema.shape)),
        mutate: (value) =>
          client.update('units', id, {
            marketing: {
              headline: orNull(value.headline),
              description: orNull(value.description),
              availableDate: value.availableDate ? `${value.availableDate}T00:00:00.000Z` : null,
              rent: orNull(value.rent),
              securityDeposit: orNull(value.securityDeposit),
              petRent: orNull(value.petRent),
              petDeposit: orNull(value.petDeposit),
              applicationFee: orNull(value.applicationFee),
              petsPolicy: orNull(value.petsPolicy),
            },
          }),
      })

    case UNIT_INTENTS.marketingContact:
      return submitForm({
        context,
        formData,
        schema: UnitMarketingContactSchema,
        intent,
        toast: saved,
        fieldNames: prefixed('marketing.contact', ['name', 'email', 'phone', 'method']),
        mutate: (value) =>
          client.update('units', id, {
            marketing: { contact: { name: orNull(value.name), email: orNull(value.email), phone: orNull(value.phone), method: value.method } },
          }),
      })

    case UNIT_INTENTS.archive:
    case UNIT_INTENTS.unarchive: {
      const archived = intent === UNIT_INTENTS.archive
      return confirmAction({
        context,
        formData,
        intent,
        toast: { type: 'success', title: archived ? unitMessages.archived : unitMessages.unarchived },
        mutate: () => client.update('units', id, { archived }),
      })
    }

    case UNIT_INTENTS.delete:
      // A move to the trash (restorable); the API refuses a unit that has leases, with its message.
      return confirmAction({
        context,
        formData,
        intent,
        toast: { type: 'success', title: unitMessages.deleted },
        redirectTo: propertyPath(unit.propertyId),
        mutate: () => client.update('units', id, { deletedAt: new Date().toISOString() }),
      })
  }

  const list = UNIT_FEATURE_LISTS.find((candidate) => candidate.drawer === intent)
  if (list) {
    const schema = featureListSchema(list)
    return submitForm({
      context,
      formData,
      schema,
      intent,
      toast: saved,
      fieldNames: { [list.field]: 'values' },
      mutate: (value: z.output<typeof schema>) => client.update('units', id, { [list.field]: value.values }),
    })
  }

  throw data(null, { status: 400 })
}

/** API paths of a group's fields → the form's (unprefixed) field names. */
function prefixed(group: string, names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [`${group}.${name}`, name]))
}
