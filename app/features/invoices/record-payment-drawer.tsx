import { useActionData } from 'react-router'
import { isCardProviderMethod, paymentMethodLabel } from '@common/invoices'
import { Drawer, DrawerForm } from '~/components/drawer'
import { Field, MoneyField, SelectField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { replyFor } from '~/utils/form-action'
import { centsToDollarInput } from '~/utils/money'
import type { InvoiceView } from './invoices.server'
import { RECORD_PAYMENT_INTENT, RecordPaymentSchema } from './invoice-forms'

/** Today as a date input shows it (the landlord's calendar day). */
const today = () => new Date().toISOString().slice(0, 10)

/**
 * The record payment drawer (`?d=record-payment`, product-spec §2 Dialogs): money the landlord
 * received outside the app. The amount defaults to what is payable; the method is one of
 * the invoice's Venmo, Cash App, Zelle or manual methods (card and bank come from Stripe).
 */
export function RecordPaymentDrawer({ invoice }: { invoice: InvoiceView }) {
  const [form, fields] = useSchemaForm(RecordPaymentSchema, {
    id: 'record-payment',
    lastResult: replyFor(useActionData(), RECORD_PAYMENT_INTENT),
    defaultValue: {
      amount: centsToDollarInput(invoice.payable),
      paidAt: today(),
    },
  })
  const methods = invoice.paymentMethods.filter((method) => !isCardProviderMethod(method))
  return (
    <Drawer title="Record payment" description="A payment you received by Venmo, Cash App, Zelle, cash, check or money order.">
      <DrawerForm form={form} intent={RECORD_PAYMENT_INTENT} submitLabel="Record payment">
        <MoneyField field={fields.amount} label="Amount" />
        <SelectField field={fields.method} label="Payment method" options={methods.map((method) => [method, paymentMethodLabel[method]] as const)} placeholder="Select a method" />
        <Field field={fields.paidAt} label="Date received" type="date" />
        <Field field={fields.reference} label="Reference" optional hint="A check number or a confirmation code." autoComplete="off" />
      </DrawerForm>
    </Drawer>
  )
}
