import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { PlusIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { useActionData } from 'react-router'
import type { z } from 'zod'
import { contactTypeLabel, CUSTOM_FIELD_TYPES, customFieldTypeLabel, type ContactType, type CustomFieldType } from '@common/people'
import { ConfirmDialog, Drawer, DrawerForm } from '~/components/drawer'
import { CheckboxField, ErrorList, Field, FieldShell, NATIVE_SELECT_CLASS, nativeSelectStyle, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { ContactFormFields } from '~/features/portfolio/contact-form'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button, Card, Flex, Text, VisuallyHidden } from '~/components/ui'
import { replyFor } from '~/utils/form-action'
import { CONTACT_TYPE_OPTIONS, CustomFieldRowSchema, PERSON_DRAWERS, PersonSchema } from './people'

/**
 * The person drawers (product-spec §2 Dialogs: people action; contact; contact info): add (on
 * every list, the list's type preset), edit (on the person page) and the delete
 * confirmation. Custom fields work without JavaScript: the stored rows, each with a
 * Remove checkbox, and one empty row that adds a field when filled; JavaScript adds a
 * button for more empty rows.
 */
type PersonForm = ReturnType<typeof useSchemaForm<typeof PersonSchema>>
type CustomFieldRowInput = z.input<typeof CustomFieldRowSchema>

export type PersonFormDefaults = {
  type: ContactType
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  phoneNumber?: string | null
  companyName?: string | null
  notes?: string | null
  customFields?: ReadonlyArray<{ id: string; label: string; type: CustomFieldType; value: string | null }>
}

const EMPTY_ROW: CustomFieldRowInput = { type: 'text' }

function defaultValueOf(person: PersonFormDefaults) {
  return {
    type: person.type,
    firstName: person.firstName ?? undefined,
    lastName: person.lastName ?? undefined,
    email: person.email ?? undefined,
    phoneNumber: person.phoneNumber ?? undefined,
    companyName: person.companyName ?? undefined,
    notes: person.notes ?? undefined,
    customFields: [
      ...(person.customFields ?? []).map((row) => ({ id: row.id, label: row.label, type: row.type, value: row.value ?? undefined })),
      EMPTY_ROW,
    ],
  }
}

export function PersonAddDrawer({ type }: { type: ContactType }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(PersonSchema, {
    id: PERSON_DRAWERS.add,
    lastResult: replyFor(actionData, PERSON_DRAWERS.add),
    defaultValue: defaultValueOf({ type }),
  })
  const label = `Add ${contactTypeLabel[type].toLowerCase()}`
  return (
    <Drawer title={label} description="A first or last name is enough; the rest helps you reach them." size="md">
      <DrawerForm form={form} intent={PERSON_DRAWERS.add} submitLabel={label}>
        <PersonFormFields form={form} fields={fields} />
      </DrawerForm>
    </Drawer>
  )
}

export function PersonEditDrawer({ person, action }: { person: PersonFormDefaults; action?: string }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(PersonSchema, {
    id: PERSON_DRAWERS.edit,
    lastResult: replyFor(actionData, PERSON_DRAWERS.edit),
    defaultValue: defaultValueOf(person),
  })
  return (
    <Drawer title={`Edit ${contactTypeLabel[person.type].toLowerCase()}`} size="md">
      <DrawerForm form={form} intent={PERSON_DRAWERS.edit} action={action} submitLabel="Save changes">
        <PersonFormFields form={form} fields={fields} />
      </DrawerForm>
    </Drawer>
  )
}

export function PersonDeleteDialog({ name, type, action }: { name: string; type: ContactType; action?: string }) {
  return (
    <ConfirmDialog
      title={`Delete ${contactTypeLabel[type].toLowerCase()}?`}
      description={`${name} moves to the trash and leaves your lists. Someone who is on a lease stays until you remove them from the lease.`}
      intent={PERSON_DRAWERS.delete}
      action={action}
      confirmLabel="Delete"
      destructive
    />
  )
}

/** The zod schemas' enums are typed as their values; the field components take text inputs. */
const asTextField = (field: FieldMetadata<unknown>) => field as unknown as FieldMetadata<string | undefined>

function PersonFormFields({ form, fields }: { form: PersonForm[0]; fields: PersonForm[1] }) {
  return (
    <>
      <NativeSelectField field={asTextField(fields.type)} label="Type" options={CONTACT_TYPE_OPTIONS} />
      <ContactFormFields fields={fields} />
      <Field field={fields.companyName} label="Company name" optional autoComplete="off" />
      <TextAreaField field={fields.notes} label="Notes" optional rows={3} hint="Private to you and your team." />
      <CustomFields form={form} field={fields.customFields} />
    </>
  )
}

const CUSTOM_FIELD_TYPE_OPTIONS = CUSTOM_FIELD_TYPES.map((type) => [type, customFieldTypeLabel[type]] as const)

/** What a value of each type looks like (its keyboard on phones, and an example). */
const VALUE_INPUT: Record<CustomFieldType, { type?: 'date' | 'email' | 'tel'; inputMode?: 'tel' | 'email' | 'url' | 'numeric'; placeholder?: string; hint?: string }> = {
  text: {},
  // Dates as date inputs, e-mails typed (ADR 035); the stored value is YYYY-MM-DD either way.
  date: { type: 'date' },
  'phone-number': { type: 'tel', placeholder: '(555) 010-2030' },
  email: { type: 'email', placeholder: 'name@example.com' },
  url: { inputMode: 'url', placeholder: 'example.com' },
  address: { placeholder: '12 Oak St, Austin, TX 78701' },
}

function CustomFields({ form, field }: { form: PersonForm[0]; field: PersonForm[1]['customFields'] }) {
  const hydrated = useHydrated()
  const rows = field.getFieldList()
  return (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0" aria-describedby={field.descriptionId}>
      <Text as="div" size="2" weight="medium" asChild>
        <legend className="mb-1 p-0">Custom fields</legend>
      </Text>
      <Text id={field.descriptionId} size="1" color="gray">
        Anything else worth keeping: a license number, a birthday, a website. An empty row adds nothing.
      </Text>
      {rows.map((row, index) => (
        <CustomFieldRow key={row.key} form={form} listName={field.name} row={row} index={index} removable={hydrated} />
      ))}
      {hydrated ? (
        <Flex>
          <Button type="button" variant="soft" color="gray" size="3" className="min-h-11" onClick={() => form.insert({ name: field.name, defaultValue: EMPTY_ROW })}>
            <PlusIcon aria-hidden /> Add another field
          </Button>
        </Flex>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

function CustomFieldRow({
  form,
  listName,
  row,
  index,
  removable,
}: {
  form: PersonForm[0]
  listName: string
  row: FieldMetadata<CustomFieldRowInput>
  index: number
  /** With JavaScript, a new row can be taken away again (a stored one has its Remove checkbox). */
  removable: boolean
}) {
  const rowFields = row.getFieldset()
  const stored = Boolean(rowFields.id.initialValue)
  const { key: idKey, ...idProps } = getInputProps(rowFields.id, { type: 'hidden' })
  const currentType = (CUSTOM_FIELD_TYPES as readonly string[]).includes(String(rowFields.type.value)) ? (rowFields.type.value as CustomFieldType) : 'text'
  const valueInput = VALUE_INPUT[currentType]
  const label = typeof rowFields.label.initialValue === 'string' ? rowFields.label.initialValue : ''
  return (
    <Card size="1">
      <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
        <Text as="div" size="2" weight="medium" color="gray" asChild>
          <legend className="mb-1 p-0">{stored ? label || `Custom field ${index + 1}` : 'New custom field'}</legend>
        </Text>
        {stored ? <input key={idKey} {...idProps} /> : null}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field field={rowFields.label} label="Label" autoComplete="off" />
          <NativeSelectField field={asTextField(rowFields.type)} label="Type" options={CUSTOM_FIELD_TYPE_OPTIONS} />
        </div>
        <Field field={rowFields.value} label="Value" type={valueInput.type} autoComplete="off" inputMode={valueInput.inputMode} placeholder={valueInput.placeholder} hint={valueInput.hint} />
        {stored ? (
          <CheckboxField
            field={rowFields.remove}
            label={
              <>
                Remove<VisuallyHidden> {label || `custom field ${index + 1}`}</VisuallyHidden>
              </>
            }
          />
        ) : removable ? (
          <Flex justify="end">
            <Button type="button" variant="ghost" color="gray" size="2" className="m-0 min-h-11 px-3" onClick={() => form.remove({ name: listName, index })}>
              Remove<VisuallyHidden> new custom field</VisuallyHidden>
            </Button>
          </Flex>
        ) : null}
      </fieldset>
    </Card>
  )
}

/** A native select without an empty choice (the value always has a default). */
function NativeSelectField({ field, label, options }: { field: FieldMetadata<string | undefined>; label: ReactNode; options: ReadonlyArray<readonly [string, string]> }) {
  const { key, ...controlProps } = getSelectProps(field)
  return (
    <FieldShell field={field} label={label}>
      <select key={key} {...controlProps} className={NATIVE_SELECT_CLASS} style={nativeSelectStyle(Boolean(field.errors?.length))}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
