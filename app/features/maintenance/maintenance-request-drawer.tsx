import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useActionData } from 'react-router'
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES, maintenanceCategoryLabel, maintenancePriorityLabel, MAX_MAINTENANCE_FILES } from '@common/maintenance'
import { Drawer, DrawerForm } from '~/components/drawer'
import { CheckboxField, Field, FieldShell, SelectField, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Callout } from '~/components/ui'
import { replyFor } from '~/utils/form-action'
import { MAINTENANCE_REQUEST_INTENT, MaintenanceRequestSchema } from './maintenance-form'
import type { MaintenanceArea, MaintenanceDrawerData } from './maintenance.server'

const CATEGORY_OPTIONS = MAINTENANCE_CATEGORIES.map((category) => [category, maintenanceCategoryLabel[category]] as const)
const PRIORITY_OPTIONS = MAINTENANCE_PRIORITIES.map((priority) => [priority, maintenancePriorityLabel[priority]] as const)
export const MAINTENANCE_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf'

/** Several photos or PDFs in one native input (posts without JavaScript). */
export function MaintenanceFilesField({ field, label = 'Photos or PDFs', max = MAX_MAINTENANCE_FILES }: { field: FieldMetadata<File[] | undefined>; label?: string; max?: number }) {
  const { key, ...controlProps } = getInputProps(field, { type: 'file', ariaDescribedBy: field.descriptionId })
  return (
    <FieldShell field={field} label={label} optional hint={max === 1 ? 'One file: JPG, PNG or PDF, up to 20 MB.' : `Up to ${max} files: JPG, PNG or PDF, up to 20 MB each.`}>
      <input key={key} {...controlProps} multiple={max > 1} accept={MAINTENANCE_FILE_ACCEPT} className="min-h-11 py-2" />
    </FieldShell>
  )
}

/**
 * The 'Maintenance request' drawer (product-spec §2): what is wrong, where, how urgent, photos,
 * access to the home; the landlord also assigns it. Multipart, so files go with the form
 * without JavaScript.
 */
export function MaintenanceRequestDrawer({ data, area, action }: { data: MaintenanceDrawerData; area: MaintenanceArea; action?: string }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(MaintenanceRequestSchema, {
    id: 'maintenance-request',
    lastResult: replyFor(actionData, MAINTENANCE_REQUEST_INTENT),
    defaultValue: { place: data.place ?? undefined, priority: 'normal' },
  })
  const emergency = fields.priority.value === 'emergency'
  return (
    <Drawer title="Maintenance request" description={area === 'tenant' ? 'Tell your landlord what needs fixing.' : 'Record a repair and assign it.'} size="md">
      <DrawerForm form={form} intent={MAINTENANCE_REQUEST_INTENT} action={action} encType="multipart/form-data" submitLabel={area === 'tenant' ? 'Send request' : 'Create request'}>
        <SelectField field={fields.place} label={area === 'tenant' ? 'Lease' : 'Lease, property or unit'} options={data.places} placeholder="Select…" />
        <Field field={fields.title} label="Title" placeholder="e.g. Kitchen sink leaks" />
        <TextAreaField field={fields.description} label="Description" rows={5} placeholder="What happened, where exactly, since when." />
        <SelectField field={fields.category} label="Category" options={CATEGORY_OPTIONS} placeholder="Select a category" />
        <SelectField field={fields.priority} label="Priority" options={PRIORITY_OPTIONS} placeholder="Normal" optional />
        {area === 'tenant' ? (
          <Callout.Root color={emergency ? 'red' : 'gray'} variant="surface" size="1">
            <Callout.Text>For an emergency (flooding, gas smell, no heat in freezing weather, fire risk), choose Emergency and also call your landlord now.</Callout.Text>
          </Callout.Root>
        ) : null}
        <CheckboxField field={fields.permissionToEnter} label="Permission to enter when I am not home" />
        <Field field={fields.preferredTimes} label="Preferred times" optional placeholder="e.g. Weekdays after 5 pm" />
        <MaintenanceFilesField field={fields.files} />
        {area === 'landlord' ? (
          <>
            <SelectField field={fields.assignee} label="Vendor" options={data.vendors} placeholder="No vendor from People" optional />
            <Field field={fields.assigneeName} label="Or assignee name" optional />
            <Field field={fields.dueDate} label="Due date" type="date" optional />
          </>
        ) : null}
      </DrawerForm>
    </Drawer>
  )
}
