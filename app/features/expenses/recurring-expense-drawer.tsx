import { useActionData } from 'react-router'
import { EXPENSE_FREQUENCIES, expenseFrequencyLabel } from '@common/expenses'
import { Drawer, DrawerForm } from '~/components/drawer'
import { Field, MoneyField, SelectField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Flex, Text } from '~/components/ui'
import { replyFor } from '~/utils/form-action'
import { ExpenseMemoFields, ExpensePayeeFields, ExpensePaymentFields } from './expense-drawer'
import { RECURRING_EXPENSE_ADD_INTENT, RECURRING_EXPENSE_SAVE_INTENT, RecurringExpenseSchema } from './recurring-expense-form'
import type { RecurringExpenseDrawerData } from './recurring-expenses.server'

const FREQUENCY_OPTIONS = EXPENSE_FREQUENCIES.map((frequency) => [frequency, expenseFrequencyLabel[frequency]] as const)

/** Add or edit a recurring expense: the expense's details, how often, from when, until when. */
export function RecurringExpenseDrawer({ data }: { data: RecurringExpenseDrawerData }) {
  const intent = data.mode === 'edit' ? RECURRING_EXPENSE_SAVE_INTENT : RECURRING_EXPENSE_ADD_INTENT
  const [form, fields] = useSchemaForm(RecurringExpenseSchema, {
    id: `recurring-expense-${data.mode}`,
    lastResult: replyFor(useActionData(), intent),
    defaultValue: data.defaults as never,
  })
  return (
    <Drawer title={data.mode === 'edit' ? 'Edit recurring expense' : 'Add recurring expense'} description="Recorded as an expense on each of its days, from the start date." size="md">
      <DrawerForm form={form} intent={intent} target={data.target} submitLabel={data.mode === 'edit' ? 'Save recurring expense' : 'Add recurring expense'}>
        {data.status === 'paused' ? (
          <Text size="2" color="gray">
            Paused: nothing is recorded until it is resumed from the list.
          </Text>
        ) : null}
        <Flex gap="3" wrap="wrap">
          <MoneyField field={fields.amount} label="Amount" className="min-w-40 flex-1" />
          <SelectField field={fields.frequency} label="Frequency" options={FREQUENCY_OPTIONS} placeholder="Select a frequency" className="min-w-40 flex-1" />
        </Flex>
        <Flex gap="3" wrap="wrap">
          <Field field={fields.startDate} label="Start date" type="date" className="min-w-40 flex-1" />
          <Field field={fields.endDate} label="End date" type="date" optional className="min-w-40 flex-1" />
        </Flex>
        <ExpensePayeeFields fields={fields} vendors={data.vendors} />
        <SelectField field={fields.place} label="Property or unit" options={data.places} placeholder="Whole portfolio" optional />
        <ExpensePaymentFields paymentMethod={fields.paymentMethod} />
        <ExpenseMemoFields fields={fields} />
      </DrawerForm>
    </Drawer>
  )
}
