import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Link, useActionData, useLocation } from 'react-router'
import { EXPENSE_CATEGORIES, EXPENSE_PAYMENT_METHODS, expenseCategoryLabel, expensePaymentMethodLabel, MAX_EXPENSE_RECEIPTS, TAX_CATEGORIES, taxCategoryText } from '@common/expenses'
import { Drawer, DrawerForm } from '~/components/drawer'
import { CheckboxField, Field, FieldShell, MoneyField, SelectField, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Button, Card, Flex, Heading, Text, Link as TextLink } from '~/components/ui'
import { drawerHref } from '~/utils/drawer'
import { dollarsToCents, formatCents } from '~/utils/money'
import { replyFor } from '~/utils/form-action'
import { EXPENSE_ADD_INTENT, EXPENSE_SAVE_INTENT, EXPENSE_SPLIT_DRAWER, EXPENSE_SPLIT_INTENT, ExpenseSchema, ExpenseSplitSchema } from './expense-form'
import type { ExpenseDrawerData, ExpenseSplitDrawerData, ReceiptItem } from './expenses.server'
import { landlordMaintenancePath } from '~/features/maintenance/maintenance-form'

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((category) => [category, expenseCategoryLabel[category]] as const)
const TAX_OPTIONS = TAX_CATEGORIES.map((category) => [category, `Line ${taxCategoryText(category)}`] as const)
const METHOD_OPTIONS = EXPENSE_PAYMENT_METHODS.map((method) => [method, expensePaymentMethodLabel[method]] as const)
export const RECEIPT_ACCEPT = '.jpg,.jpeg,.png,.pdf,.doc,.docx'

type TextField = FieldMetadata<string | undefined>

/** To whom (a vendor from People or a typed name), category and tax category: the fields every expense form starts with (expenseDetailsFields). */
export function ExpensePayeeFields({ fields, vendors }: { fields: { vendor: TextField; payeeName: TextField; category: TextField; taxCategory: TextField }; vendors: ReadonlyArray<readonly [string, string]> }) {
  return (
    <>
      <SelectField field={fields.vendor} label="Vendor" options={vendors} placeholder="No vendor from People" optional />
      <Field field={fields.payeeName} label="Or payee name" optional hint="Used when no vendor is chosen." />
      <Flex gap="3" wrap="wrap">
        <SelectField field={fields.category} label="Category" options={CATEGORY_OPTIONS} placeholder="Select a category" className="min-w-40 flex-1" />
        <SelectField field={fields.taxCategory} label="Tax category" options={TAX_OPTIONS} placeholder="Select a tax category" className="min-w-40 flex-1" />
      </Flex>
    </>
  )
}

/** How it was paid: the paid date (an expense; not a recurring one, paid on each of its days) and the method. */
export function ExpensePaymentFields({ paidDate, paymentMethod }: { paidDate?: TextField; paymentMethod: TextField }) {
  if (!paidDate) return <SelectField field={paymentMethod} label="Payment method" options={METHOD_OPTIONS} placeholder="Not recorded" optional />
  return (
    <Flex gap="3" wrap="wrap">
      <Field field={paidDate} label="Paid date" type="date" optional className="min-w-40 flex-1" />
      <SelectField field={paymentMethod} label="Payment method" options={METHOD_OPTIONS} placeholder="Not recorded" optional className="min-w-40 flex-1" />
    </Flex>
  )
}

/** The memo and the capital-improvement flag: what every expense form ends with. */
export function ExpenseMemoFields({ fields }: { fields: { memo: TextField; capitalImprovement: FieldMetadata<boolean | undefined> } }) {
  return (
    <>
      <TextAreaField field={fields.memo} label="Memo" optional rows={3} />
      <CheckboxField field={fields.capitalImprovement} label="Capital improvement (depreciated, not deducted this year)" />
    </>
  )
}

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
export function ExpenseDrawer({ data, action }: { data: ExpenseDrawerData | ExpenseSplitDrawerData; action?: string }) {
  if (data.mode === 'split') return <ExpenseSplitDrawer data={data} action={action} />
  return <SingleExpenseDrawer data={data} action={action} />
}

function SingleExpenseDrawer({ data, action }: { data: ExpenseDrawerData; action?: string }) {
  const location = useLocation()
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
        {data.mode === 'add' ? (
          <Text size="2">
            One payment for several properties?{' '}
            <TextLink asChild>
              <Link to={drawerHref(location, EXPENSE_SPLIT_DRAWER, { place: undefined })} preventScrollReset className="inline-flex min-h-11 items-center">
                Split across properties
              </Link>
            </TextLink>
          </Text>
        ) : null}
        {data.maintenanceRequest ? (
          <Text size="2">
            Recorded when{' '}
            {/* Underlined: a link inside a sentence is told apart by more than its colour. */}
            <TextLink asChild underline="always">
              <Link to={landlordMaintenancePath(data.maintenanceRequest.id)}>{data.maintenanceRequest.label}</Link>
            </TextLink>{' '}
            was closed with a cost.
          </Text>
        ) : null}
        <Flex gap="3" wrap="wrap">
          <Field field={fields.date} label="Date" type="date" className="min-w-40 flex-1" />
          <MoneyField field={fields.amount} label="Amount" className="min-w-40 flex-1" />
        </Flex>
        <ExpensePayeeFields fields={fields} vendors={data.vendors} />
        <SelectField field={fields.place} label="Property or unit" options={data.places} placeholder="Whole portfolio" optional />
        <ExpensePaidAndReceipts fields={fields} receipts={data.receipts} />
      </DrawerForm>
    </Drawer>
  )
}

/** How it was paid, memo, capital improvement, and the receipts: how both the expense drawer and its split mode end. */
function ExpensePaidAndReceipts({
  fields,
  receipts,
}: {
  fields: { paidDate: TextField; paymentMethod: TextField; memo: TextField; capitalImprovement: FieldMetadata<boolean | undefined>; receipts: FieldMetadata<File[] | undefined> }
  receipts: ReceiptItem[]
}) {
  return (
    <>
      <ExpensePaymentFields paidDate={fields.paidDate} paymentMethod={fields.paymentMethod} />
      <ExpenseMemoFields fields={fields} />
      <AttachedReceipts receipts={receipts} />
      <ReceiptsField field={fields.receipts} />
    </>
  )
}

function AttachedReceipts({ receipts }: { receipts: ReceiptItem[] }) {
  if (!receipts.length) return null
  return (
    <Flex direction="column" gap="1">
      <Text size="2" weight="medium">
        Attached receipts
      </Text>
      <ul className="m-0 flex list-none flex-col gap-1 p-0">
        {receipts.map((receipt) => (
          <li key={receipt.id}>
            <TextLink href={receipt.href} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center">
              {receipt.nickname}
            </TextLink>
          </li>
        ))}
      </ul>
    </Flex>
  )
}

const asText = (field: unknown) => field as FieldMetadata<string | undefined>

/**
 * The drawer's 'Split across properties' mode (ADR 029): the expense's details once, its
 * total, and one row per part (a property or one of its units, and the part's amount), which
 * must add up to the total to the cent. 'Add row' and 'Remove' are conform's intent buttons:
 * with JavaScript they change the form in place; without it they post, and the action answers
 * with the same form one row longer or shorter, what was typed kept. Errors show next to the
 * row's field.
 */
function ExpenseSplitDrawer({ data, action }: { data: ExpenseSplitDrawerData; action?: string }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(ExpenseSplitSchema, {
    id: `expense-split-${data.target ?? 'new'}`,
    lastResult: replyFor(actionData, EXPENSE_SPLIT_INTENT),
    defaultValue: data.defaults as never,
  })
  const rows = fields.parts.getFieldList()
  const typed = rows.reduce((sum, row) => sum + (dollarsToCents(String(row.getFieldset().amount.value ?? '')) ?? 0), 0)
  return (
    <Drawer title={data.target ? 'Edit split expense' : 'Split an expense'} description="One payment shared by several properties: each part is recorded on its property." size="md">
      <DrawerForm form={form} intent={EXPENSE_SPLIT_INTENT} target={data.target} action={action} encType="multipart/form-data" submitLabel={data.target ? 'Save split' : 'Split expense'}>
        {/* 'Add row' and 'Remove' post without the submit button's intent (JavaScript off). */}
        <input type="hidden" name="intent" value={EXPENSE_SPLIT_INTENT} />
        <Flex gap="3" wrap="wrap">
          <Field field={fields.date} label="Date" type="date" className="min-w-40 flex-1" />
          <MoneyField field={fields.amount} label="Total amount" className="min-w-40 flex-1" />
        </Flex>
        <ExpensePayeeFields fields={fields} vendors={data.vendors} />
        <fieldset className="m-0 flex flex-col gap-3 border-0 p-0" aria-describedby={fields.parts.errors?.length ? fields.parts.errorId : undefined}>
          <Heading as="h3" size="3" asChild>
            <legend className="mb-1 p-0">Split across properties</legend>
          </Heading>
          <ol className="m-0 flex list-none flex-col gap-3 p-0">
            {rows.map((row, index) => {
              const part = row.getFieldset()
              return (
                <li key={row.key}>
                  <Card size="1">
                    <Flex gap="3" wrap="wrap" align="end">
                      <SelectField field={asText(part.place)} label={`Part ${index + 1}: property or unit`} options={data.places} placeholder="Choose a property" className="min-w-48 flex-[2]" />
                      <MoneyField field={asText(part.amount)} label={`Part ${index + 1}: amount`} className="min-w-32 flex-1" />
                      {rows.length > 2 ? (
                        <Button {...form.remove.getButtonProps({ name: fields.parts.name, index })} variant="soft" color="red" size="2" className="min-h-11" aria-label={`Remove part ${index + 1}`}>
                          Remove
                        </Button>
                      ) : null}
                    </Flex>
                  </Card>
                </li>
              )
            })}
          </ol>
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Button {...form.insert.getButtonProps({ name: fields.parts.name, defaultValue: {} })} variant="soft" size="3" className="min-h-11">
              Add row
            </Button>
            <Text size="2" className="tabular-nums">
              Parts add up to {formatCents(typed)}
            </Text>
          </Flex>
          {fields.parts.errors?.length ? (
            <Text id={fields.parts.errorId} size="2" color="red">
              {fields.parts.errors[0]}
            </Text>
          ) : null}
        </fieldset>
        <ExpensePaidAndReceipts fields={fields} receipts={data.receipts} />
      </DrawerForm>
    </Drawer>
  )
}
