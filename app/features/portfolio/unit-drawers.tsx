import type { FieldMetadata } from '@conform-to/react'
import { TrashIcon } from '@radix-ui/react-icons'
import { Form, useActionData, useLocation } from 'react-router'
import { CONTACT_METHODS, optionLabel, UTILITIES, UTILITY_PAYERS } from '@common/portfolio'
import { PETS_POLICIES } from '@common/listings'
import { ConfirmDialog, Drawer, DrawerForm } from '~/components/drawer'
import { CheckboxGroupField, Field, FormAlert, MoneyField, SelectField, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { ImageDrawer, MarketingImagesDrawer } from '~/features/files/image-drawer'
import { NoteAddDrawer } from '~/features/notes/lazy-drawers'
import { NOTE_ADD_DRAWER } from '~/features/notes/note-names'
import { Card, Flex, Heading, IconButton, Text } from '~/components/ui'
import { openDrawer } from '~/utils/drawer'
import { toDateInput } from '~/utils/format'
import { confirmErrors, replyFor } from '~/utils/form-action'
import { centsToDollarInput } from '~/utils/money'
import {
  featureListByDrawer,
  featureListSchema,
  UNIT_DRAWERS,
  UNIT_INTENTS,
  UnitEditSchema,
  UnitInformationSchema,
  UnitMarketingContactSchema,
  UnitMarketingSchema,
  UtilityAddSchema,
  type UnitFeatureList,
  type UnitPageUnit,
} from './unit-forms'

/**
 * The drawer of the unit page that the URL names (`?d=`), rendered by the unit layout.
 * Every form posts to `action`, the layout's URL with the current query (so a refused
 * form re-renders with its drawer open, also without JavaScript).
 */
export function UnitDrawers({ unit, action }: { unit: UnitPageUnit; action: string }) {
  const location = useLocation()
  const { name } = openDrawer(location.search)
  if (!name) return null
  const list = featureListByDrawer(name)
  if (list) return <UnitFeatureListDrawer key={list.drawer} unit={unit} list={list} action={action} />
  switch (name) {
    case UNIT_DRAWERS.edit:
      return <UnitEditDrawer unit={unit} action={action} />
    case UNIT_DRAWERS.information:
      return <UnitInformationDrawer unit={unit} action={action} />
    case UNIT_DRAWERS.image:
      return <ImageDrawer title="Unit image" currentImage={unit.image} action={action} />
    case UNIT_DRAWERS.utility:
      return <UnitUtilityDrawer unit={unit} action={action} />
    case UNIT_DRAWERS.marketing:
      return <UnitMarketingDrawer unit={unit} action={action} />
    case UNIT_DRAWERS.marketingContact:
      return <UnitMarketingContactDrawer unit={unit} action={action} />
    case UNIT_DRAWERS.marketingImages:
      return <MarketingImagesDrawer images={unit.marketing?.images} action={action} />
    case NOTE_ADD_DRAWER:
      return <NoteAddDrawer action={action} />
    case UNIT_DRAWERS.archive:
      return <ConfirmDialog intent={UNIT_INTENTS.archive} action={action} title="Archive unit" confirmLabel="Archive" description={`Archive ${unit.name}? It leaves your active lists; you can unarchive it at any time.`} />
    case UNIT_DRAWERS.unarchive:
      return <ConfirmDialog intent={UNIT_INTENTS.unarchive} action={action} title="Unarchive unit" confirmLabel="Unarchive" description={`Bring ${unit.name} back to your active lists?`} />
    case UNIT_DRAWERS.delete:
      return (
        <ConfirmDialog
          intent={UNIT_INTENTS.delete}
          action={action}
          title="Delete unit"
          confirmLabel="Delete"
          destructive
          description={`Delete ${unit.name}? A unit with leases cannot be deleted: archive it instead.`}
        />
      )
    default:
      return null
  }
}


function UnitEditDrawer({ unit, action }: { unit: UnitPageUnit; action: string }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(UnitEditSchema, {
    id: 'unit-edit',
    lastResult: replyFor(actionData, UNIT_INTENTS.edit),
    defaultValue: { name: unit.name },
  })
  return (
    <Drawer title="Edit unit" description="The unit's name is also line 2 of its address.">
      <DrawerForm form={form} intent={UNIT_INTENTS.edit} action={action} submitLabel="Save">
        <Field field={fields.name} label="Unit name" autoComplete="off" />
      </DrawerForm>
    </Drawer>
  )
}

/** Number inputs post text; their schemas coerce it (the field's value type is then `unknown`). */
const asTextField = (field: FieldMetadata<unknown>) => field as unknown as FieldMetadata<string | undefined>

const numberInput = (value: number | null | undefined) => (value === null || value === undefined ? undefined : String(value))

function UnitInformationDrawer({ unit, action }: { unit: UnitPageUnit; action: string }) {
  const actionData = useActionData()
  const information = unit.information ?? {}
  const [form, fields] = useSchemaForm(UnitInformationSchema, {
    id: 'unit-information',
    lastResult: replyFor(actionData, UNIT_INTENTS.information),
    defaultValue: {
      bedrooms: numberInput(information.bedrooms),
      bathrooms: numberInput(information.bathrooms),
      squareFeet: numberInput(information.squareFeet),
      floor: information.floor ?? undefined,
      parkingSpaces: numberInput(information.parkingSpaces),
    },
  })
  return (
    <Drawer title="Unit information">
      <DrawerForm form={form} intent={UNIT_INTENTS.information} action={action} submitLabel="Save">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field field={asTextField(fields.bedrooms)} label="Bedrooms" type="number" min={0} max={50} step={1} inputMode="numeric" optional />
          <Field field={asTextField(fields.bathrooms)} label="Bathrooms" type="number" min={0} max={50} step={0.5} inputMode="decimal" optional hint="Half baths count as .5" />
          <Field field={asTextField(fields.squareFeet)} label="Square feet" type="number" min={0} step={1} inputMode="numeric" optional />
          <Field field={fields.floor} label="Floor" optional autoComplete="off" />
          <Field field={asTextField(fields.parkingSpaces)} label="Parking spaces" type="number" min={0} max={50} step={1} inputMode="numeric" optional />
        </div>
      </DrawerForm>
    </Drawer>
  )
}

function UnitFeatureListDrawer({ unit, list, action }: { unit: UnitPageUnit; list: UnitFeatureList; action: string }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(featureListSchema(list), {
    id: list.drawer,
    lastResult: replyFor(actionData, list.drawer),
    defaultValue: { values: [...((unit[list.field] as string[] | null | undefined) ?? [])] },
  })
  return (
    <Drawer title={list.title} description="Tick everything that applies to this unit.">
      <DrawerForm form={form} intent={list.drawer} action={action} submitLabel="Save">
        <CheckboxGroupField field={fields.values} legend={list.title} options={list.options} />
      </DrawerForm>
    </Drawer>
  )
}

function UnitUtilityDrawer({ unit, action }: { unit: UnitPageUnit; action: string }) {
  const location = useLocation()
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(UtilityAddSchema, {
    id: 'unit-utility-add',
    lastResult: replyFor(actionData, UNIT_INTENTS.utilityAdd),
    defaultValue: { paidBy: 'tenant' },
  })
  const rows = unit.utilities ?? []
  // Removing a row keeps the drawer open, to remove or add the next one.
  const here = `${location.pathname}${location.search}`
  return (
    <Drawer title="Utilities" description="Which utilities the unit has, and who pays each.">
      <Flex direction="column" gap="5">
        <FormAlert errors={confirmErrors(actionData, UNIT_INTENTS.utilityRemove)} />
        {rows.length ? (
          <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-label="Current utilities">
            {rows.map((row) => (
              <li key={row.id ?? row.utility}>
                <Card size="1">
                  <Flex justify="between" align="center" gap="3">
                    <Flex direction="column" className="min-w-0">
                      <Text size="2" weight="medium">
                        {optionLabel(UTILITIES, row.utility)}
                      </Text>
                      <Text size="1" color="gray">
                        {[optionLabel(UTILITY_PAYERS, row.paidBy), row.provider].filter(Boolean).join(' · ')}
                      </Text>
                    </Flex>
                    {row.id ? (
                      <Form method="post" action={action} preventScrollReset>
                        <input type="hidden" name="returnTo" value={here} />
                        <input type="hidden" name="target" value={row.id} />
                        <IconButton
                          type="submit"
                          name="intent"
                          value={UNIT_INTENTS.utilityRemove}
                          variant="ghost"
                          color="gray"
                          size="3"
                          className="m-0 size-11"
                          aria-label={`Remove ${optionLabel(UTILITIES, row.utility)}`}
                        >
                          <TrashIcon aria-hidden />
                        </IconButton>
                      </Form>
                    ) : null}
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <Text as="p" size="2" color="gray">
            No utilities listed yet.
          </Text>
        )}
        <Heading as="h3" size="3">
          Add a utility
        </Heading>
        <DrawerForm form={form} intent={UNIT_INTENTS.utilityAdd} action={action} submitLabel="Add utility">
          <SelectField field={fields.utility} label="Utility" options={UTILITIES} placeholder="Choose a utility" />
          <SelectField field={fields.paidBy} label="Paid by" options={UTILITY_PAYERS} placeholder="Choose who pays" />
          <Field field={fields.provider} label="Provider" optional autoComplete="off" />
        </DrawerForm>
      </Flex>
    </Drawer>
  )
}

function UnitMarketingDrawer({ unit, action }: { unit: UnitPageUnit; action: string }) {
  const actionData = useActionData()
  const marketing = unit.marketing ?? {}
  const [form, fields] = useSchemaForm(UnitMarketingSchema, {
    id: 'unit-marketing',
    lastResult: replyFor(actionData, UNIT_INTENTS.marketing),
    defaultValue: {
      headline: marketing.headline ?? undefined,
      description: marketing.description ?? undefined,
      availableDate: toDateInput(marketing.availableDate) || undefined,
      rent: centsToDollarInput(marketing.rent) || undefined,
      securityDeposit: centsToDollarInput(marketing.securityDeposit) || undefined,
      petRent: centsToDollarInput(marketing.petRent) || undefined,
      petDeposit: centsToDollarInput(marketing.petDeposit) || undefined,
      applicationFee: centsToDollarInput(marketing.applicationFee) || undefined,
      petsPolicy: marketing.petsPolicy ?? undefined,
    },
  })
  return (
    <Drawer title="Marketing" description="The listing of this unit: what prospects see when it is published." size="md">
      <DrawerForm form={form} intent={UNIT_INTENTS.marketing} action={action} submitLabel="Save">
        <Field field={fields.headline} label="Title" optional autoComplete="off" />
        <TextAreaField field={fields.description} label="Description" optional rows={5} />
        <Field field={fields.availableDate} label="Available from" type="date" optional />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <MoneyField field={fields.rent} label="Rent (monthly)" optional />
          <MoneyField field={fields.securityDeposit} label="Security deposit" optional />
          <MoneyField field={fields.petRent} label="Pet rent (monthly)" optional />
          <MoneyField field={fields.petDeposit} label="Pet deposit" optional />
          <MoneyField field={fields.applicationFee} label="Application fee" optional />
        </div>
        <SelectField field={fields.petsPolicy} label="Pets" options={PETS_POLICIES} placeholder="Choose a pets policy" optional />
      </DrawerForm>
    </Drawer>
  )
}

function UnitMarketingContactDrawer({ unit, action }: { unit: UnitPageUnit; action: string }) {
  const actionData = useActionData()
  const contact = unit.marketing?.contact ?? {}
  const [form, fields] = useSchemaForm(UnitMarketingContactSchema, {
    id: 'unit-marketing-contact',
    lastResult: replyFor(actionData, UNIT_INTENTS.marketingContact),
    defaultValue: {
      name: contact.name ?? undefined,
      email: contact.email ?? undefined,
      phone: contact.phone ?? undefined,
      method: contact.method ?? 'call',
    },
  })
  return (
    <Drawer title="Marketing contact" description="Who prospects reach about this listing.">
      <DrawerForm form={form} intent={UNIT_INTENTS.marketingContact} action={action} submitLabel="Save">
        <Field field={fields.name} label="Name" optional autoComplete="name" />
        <Field field={fields.email} label="Email" type="email" optional autoComplete="email" />
        <Field field={fields.phone} label="Phone" type="tel" optional autoComplete="tel" />
        <SelectField field={fields.method} label="Preferred contact method" options={CONTACT_METHODS} placeholder="Choose a method" />
      </DrawerForm>
    </Drawer>
  )
}
