import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Link, useActionData } from 'react-router'
import { EXPENSE_CATEGORIES, EXPENSE_PAYMENT_METHODS, expenseCategoryLabel, expensePaymentMethodLabel, MAX_EXPENSE_RECEIPTS, TAX_CATEGORIES, TAX_CATEGORY_LINES } from '@common/expenses'
import { Drawer, DrawerForm } from '~/components/drawer'
import { CheckboxField, Field, FieldShell, MoneyField, SelectField, TextAreaField, useSchemaForm } from '~/components/forms'
import { Flex, Text, Link as TextLink } from '~/components/ui'
import { replyFor } from '~/utils/form-action'
import { landlordMaintenancePath } from '~/features/maintenance/maintenance-form'
import { EXPENSE_ADD_INTENT, EXPENSE_SAVE_INTENT, ExpenseSchema } from './expense-form'
import type { ExpenseDrawerData } from './expenses.server'

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((category) => [category, expenseCategoryLabel[category]] as const)
const TAX_OPTIONS = TAX_CATEGORIES.map((category) => [category, `Line ${TAX_CATEGORY_LINES[category].line} · ${TAX_CATEGORY_LINES[category].label}`] as const)
const METHOD_OPTIONS = EXPENSE_PAYMENT_METHODS.map((method) => [method, expensePaymentMethodLabel[method]] as const)
export const RECEIPT_ACCEPT = '.jpg,.jpeg,.png,.pdf,.doc,.docx'

/** Several receipts in one native input (posts without JavaScript). */
function ReceiptsField({ field }: { field: FieldMetadata<File[] | undefined> }) {
  const { key, ...controlProps } = getInputProps(field, { type: 'file', ariaDescribedBy: field.descriptionId })
  return (
    <FieldShell field={field} label="Receipts" optional hint={`Up to ${MAX_EXPENSE_RECEIPTS} files: JPG, PNG, PDF or Word, up to 20 MB each.`}>
      <input key={key} {...controlProps} multiple accept={RECEIPT_ACCEPT} className="min-h-11 py-2" />
    </FieldShell>
  )
}

/**
 * The 'expense add' drawer (product-spec §2), for a new expense and to edit one: when, how
 * much, to whom (a vendor from People or a name), category and tax category, where (a
 * property, a unit, or the whole portfolio), how it was paid, memo, capital improvement and
 * receipts. Multipart, so receipts go with the form without JavaScript.
 */
export function ExpenseDrawer({ data, action }: { data: ExpenseDrawerData; action?: string }) {
  const actionData = useActionData()
  const intent = data.mode === 'edit' ? EXPENSE_SAVE_INTENT : EXPENSE_ADD_INTENT
  const [form, fields] = useSchemaForm(ExpenseSchema, {
    id: `expense-${data.mode}`,
    lastResult: replyFor(actionData, intent),
    defaultValue: data.defaults as never,
  })
  return (
    <Drawer title={data.mode === 'edit' ? 'Edit expense' : 'Add expense'} description="Record what you paid, for which property, and keep the receipt." size="md">
      <DrawerForm form={form} intent={intent} target={data.target} action={action} encType="multipart/form-data" submitLabel={data.mode === 'edit' ? 'Save expense' : 'Add expense'}>
        {data.maintenanceRequest ? (
          <Text size="2">
            Recorded when{' '}
            <TextLink asChild>
              <Link to={landlordMaintenancePath(data.maintenanceRequest.id)}>{data.maintenanceRequest.label}</Link>
            </TextLink>{' '}
            was closed with a cost.
          </Text>
        ) : null}
        <Flex gap="3" wrap="wrap">
          <Field field={fields.date} label="Date" type="date" className="min-w-40 flex-1" />
          <MoneyField field={fields.amount} label="Amount" className="min-w-40 flex-1" />
        </Flex>
        <SelectField field={fields.vendor} label="Vendor" options={data.vendors} placeholder="No vendor from People" optional />
        <Field field={fields.payeeName} label="Or payee name" optional hint="Used when no vendor is chosen." />
        <Flex gap="3" wrap="wrap">
          <SelectField field={fields.category} label="Category" options={CATEGORY_OPTIONS} placeholder="Select a category" className="min-w-40 flex-1" />
          <SelectField field={fields.taxCategory} label="Tax category" options={TAX_OPTIONS} placeholder="Select a tax category" className="min-w-40 flex-1" />
        </Flex>
        <SelectField field={fields.place} label="Property or unit" options={data.places} placeholder="Whole portfolio" optional />
        <Flex gap="3" wrap="wrap">
          <Field field={fields.paidDate} label="Paid date" type="date" optional className="min-w-40 flex-1" />
          <SelectField field={fields.paymentMethod} label="Payment method" options={METHOD_OPTIONS} placeholder="Not recorded" optional className="min-w-40 flex-1" />
        </Flex>
        <TextAreaField field={fields.memo} label="Memo" optional rows={3} />
        <CheckboxField field={fields.capitalImprovement} label="Capital improvement (depreciated, not deducted this year)" />
        {data.receipts.length ? (
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium">
              Attached receipts
            </Text>
            <ul className="m-0 flex list-none flex-col gap-1 p-0">
              {data.receipts.map((receipt) => (
                <li key={receipt.id}>
                  <TextLink href={receipt.href} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center">
                    {receipt.nickname}
                  </TextLink>
                </li>
              ))}
            </ul>
          </Flex>
        ) : null}
        <ReceiptsField field={fields.receipts} />
      </DrawerForm>
    </Drawer>
  )
}
