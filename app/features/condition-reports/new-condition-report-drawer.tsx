import { useActionData } from 'react-router'
import { CONDITION_REPORT_TYPES, conditionReportTypeLabel } from '@common/condition-reports'
import { Drawer, DrawerForm } from '~/components/drawer'
import { SelectField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { replyFor } from '~/utils/form-action'
import { CONDITION_REPORT_CREATE_INTENT, ConditionReportCreateSchema } from './condition-report-forms'
import type { ConditionReportDrawerData } from './condition-reports.server'

const TYPE_OPTIONS = CONDITION_REPORT_TYPES.map((type) => [type, conditionReportTypeLabel[type]] as const)

/**
 * The new-report drawer: 'config' on a lease (the type, and for a move-out the completed
 * report it starts from), 'lease picker' on a property or unit (the lease, then the type).
 */
export function NewConditionReportDrawer({ data }: { data: ConditionReportDrawerData }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(ConditionReportCreateSchema, {
    id: 'condition-report-create',
    lastResult: replyFor(actionData, CONDITION_REPORT_CREATE_INTENT),
    defaultValue: { lease: data.lease ?? undefined, type: 'move-in' },
  })
  return (
    <Drawer title="New condition report" description="Rooms come from the unit: its bedrooms and bathrooms, kitchen, living area, exterior and appliances.">
      <DrawerForm form={form} intent={CONDITION_REPORT_CREATE_INTENT} submitLabel="Start report">
        {data.drawer === 'lease-picker' ? (
          <SelectField field={fields.lease} label="Lease" options={data.leases} placeholder="Select a lease" />
        ) : (
          <input type="hidden" name={fields.lease.name} value={data.lease ?? ''} />
        )}
        <SelectField field={fields.type} label="Type" options={TYPE_OPTIONS} placeholder="Select a type" />
        {data.moveIns.length ? <SelectField field={fields.basedOn} label="Start from a completed report (same rooms and items)" options={data.moveIns} placeholder="No, use the unit's rooms" optional /> : null}
      </DrawerForm>
    </Drawer>
  )
}
