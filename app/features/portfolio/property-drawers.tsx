import type { FieldMetadata } from '@conform-to/react'
import { useActionData } from 'react-router'
import { PROPERTY_AMENITIES, WHOLE_PROPERTY_UNIT } from '@common/portfolio'
import { AddressFields, type AddressFormValue } from '~/components/address-fields'
import { ConfirmDialog, Drawer, DrawerForm } from '~/components/drawer'
import { CheckboxGroupField, Field, SelectField, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { replyFor } from '~/utils/form-action'
import { PROPERTY_INTENTS, PROPERTY_TYPE_OPTIONS, propertyMessages } from './property'
import { PropertyAddSchema, PropertyAmenitiesSchema, PropertyEditSchema, UnitAddSchema } from './property-schemas'
import type { Property } from '@api/payload-types'

/**
 * The property drawers (product-spec §2 Dialogs: property add, edit, amenities; unit add) and the
 * archive/delete confirmations. Each reads its own reply from the route's action data,
 * so several can live on one route; `action` is the route that handles them when it is
 * not the closest one (the property layout's drawers).
 */
/**
 * The shared number and address schemas coerce their input (zod's input type `unknown`),
 * while the field components take text inputs: the same fields, typed as the inputs they are.
 */
const asTextField = (field: FieldMetadata<unknown>) => field as unknown as FieldMetadata<string | undefined>
const asAddressField = (field: FieldMetadata<unknown>) => field as unknown as FieldMetadata<AddressFormValue>

export function PropertyAddDrawer({ action }: { action?: string }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(PropertyAddSchema, {
    id: 'property-add',
    lastResult: replyFor(actionData, PROPERTY_INTENTS.add),
    defaultValue: { propertyType: 'single-family' },
  })
  return (
    <Drawer title="Add property" description="Its address, and the units you rent out in it." size="md">
      <DrawerForm form={form} intent={PROPERTY_INTENTS.add} action={action} submitLabel="Add property">
        <Field field={fields.nickname} label="Nickname" optional autoComplete="off" hint="A short name you know it by, e.g. “Oak duplex”." />
        <SelectField field={fields.propertyType} label="Property type" options={PROPERTY_TYPE_OPTIONS} placeholder="Choose a type" />
        <AddressFields field={asAddressField(fields.address)} />
        <TextAreaField
          field={fields.unitNames}
          label="Unit names"
          optional
          rows={3}
          placeholder={`Unit 1\nUnit 2`}
          hint={propertyMessages.unitNamesHint}
        />
      </DrawerForm>
    </Drawer>
  )
}

export function PropertyEditDrawer({
  property,
  action,
}: {
  property: Pick<Property, 'nickname' | 'propertyType' | 'address' | 'yearBuilt' | 'description'>
  action?: string
}) {
  const actionData = useActionData()
  const { address } = property
  const [form, fields] = useSchemaForm(PropertyEditSchema, {
    id: 'property-edit',
    lastResult: replyFor(actionData, PROPERTY_INTENTS.edit),
    defaultValue: {
      nickname: property.nickname ?? undefined,
      propertyType: property.propertyType ?? undefined,
      address: {
        line1: address.line1,
        line2: address.line2 ?? undefined,
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
        latitude: address.latitude?.toString(),
        longitude: address.longitude?.toString(),
      },
      yearBuilt: property.yearBuilt?.toString(),
      description: property.description ?? undefined,
    },
  })
  return (
    <Drawer title="Edit property" size="md">
      <DrawerForm form={form} intent={PROPERTY_INTENTS.edit} action={action} submitLabel="Save changes">
        <Field field={fields.nickname} label="Nickname" optional autoComplete="off" />
        <SelectField field={fields.propertyType} label="Property type" options={PROPERTY_TYPE_OPTIONS} placeholder="Choose a type" />
        <AddressFields field={asAddressField(fields.address)} />
        <Field field={asTextField(fields.yearBuilt)} label="Year built" type="number" optional inputMode="numeric" min={1600} max={2100} />
        <TextAreaField field={fields.description} label="Description" optional rows={5} />
      </DrawerForm>
    </Drawer>
  )
}

export function PropertyAmenitiesDrawer({ property, action }: { property: Pick<Property, 'amenities'>; action?: string }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(PropertyAmenitiesSchema, {
    id: 'property-amenities',
    lastResult: replyFor(actionData, PROPERTY_INTENTS.amenities),
    defaultValue: { amenities: property.amenities ?? [] },
  })
  return (
    <Drawer title="Amenities" description="What the whole property offers its tenants.">
      <DrawerForm form={form} intent={PROPERTY_INTENTS.amenities} action={action} submitLabel="Save amenities">
        <CheckboxGroupField field={fields.amenities} legend="Amenities" options={PROPERTY_AMENITIES} />
      </DrawerForm>
    </Drawer>
  )
}

export function UnitAddDrawer({ action }: { action?: string }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(UnitAddSchema, { id: 'unit-add', lastResult: replyFor(actionData, PROPERTY_INTENTS.unitAdd) })
  return (
    <Drawer title="Add unit" description="A unit takes the property's address, with its name as the second line.">
      <DrawerForm form={form} intent={PROPERTY_INTENTS.unitAdd} action={action} submitLabel="Add unit">
        <Field field={fields.name} label="Unit name" autoComplete="off" placeholder={`e.g. Unit 2B or ${WHOLE_PROPERTY_UNIT}`} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Field field={asTextField(fields.bedrooms)} label="Bedrooms" type="number" optional inputMode="numeric" min={0} max={50} />
          <Field field={asTextField(fields.bathrooms)} label="Bathrooms" type="number" optional inputMode="decimal" min={0} max={50} step={0.5} />
          <Field field={asTextField(fields.squareFeet)} label="Square feet" type="number" optional inputMode="numeric" min={0} />
        </div>
      </DrawerForm>
    </Drawer>
  )
}

/** Archive or unarchive (a flag; the property stays in place with its units and leases). */
export function PropertyArchiveDialog({
  property,
  archived,
  action,
}: {
  property: { id: number; label?: string | null }
  archived: boolean
  action?: string
}) {
  const name = property.label ? `“${property.label}”` : 'this property'
  return archived ? (
    <ConfirmDialog
      title="Unarchive property?"
      description={`${capitalize(name)} will show in your properties list again.`}
      intent={PROPERTY_INTENTS.unarchive}
      target={property.id}
      action={action}
      confirmLabel="Unarchive"
    />
  ) : (
    <ConfirmDialog
      title="Archive property?"
      description={`${capitalize(name)} will be hidden from your properties list; its units, leases and notes are kept. You can unarchive it at any time.`}
      intent={PROPERTY_INTENTS.archive}
      target={property.id}
      action={action}
      confirmLabel="Archive"
    />
  )
}

/** Delete = move to the trash (restorable from the deleted view); refused while the property has leases. */
export function PropertyDeleteDialog({ property, action }: { property: { id: number; label?: string | null }; action?: string }) {
  const name = property.label ? `“${property.label}”` : 'this property'
  return (
    <ConfirmDialog
      title="Delete property?"
      description={`${capitalize(name)} and its units will be removed from your lists. You can restore them later from the deleted properties.`}
      intent={PROPERTY_INTENTS.delete}
      target={property.id}
      action={action}
      confirmLabel="Delete"
      destructive
    />
  )
}

const capitalize = (text: string) => (text.startsWith('this') ? `T${text.slice(1)}` : text)
