import { useActionData } from 'react-router'
import { paymentMethodLabel } from '@common/invoices'
import { Drawer, DrawerForm } from '~/components/drawer'
import { MoneyField, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { replyFor } from '~/utils/form-action'
import { centsToDollarInput, formatCents } from '~/utils/money'
import type { InvoicePayment } from './invoices.server'
import { REFUND_INTENT, RefundSchema } from './invoice-forms'

/**
 * The refund drawer of a received payment (`?d=refund&target=<paymentId>`): an amount up to
 * what the payment still holds, and a reason. A manual or mobile payment is refunded at
 * once; a card or bank refund goes through Stripe.
 */
export function RefundDrawer({ payment }: { payment: InvoicePayment }) {
  const [form, fields] = useSchemaForm(RefundSchema, {
    id: 'refund',
    lastResult: replyFor(useActionData(), REFUND_INTENT),
    defaultValue: { amount: centsToDollarInput(payment.refundable) },
  })
  return (
    <Drawer
      title="Refund payment"
      description={`${paymentMethodLabel[payment.method]} payment of ${formatCents(payment.amount)}: up to ${formatCents(payment.refundable)} can be refunded.`}
    >
      <DrawerForm form={form} intent={REFUND_INTENT} target={payment.id} submitLabel="Refund">
        <MoneyField field={fields.amount} label="Amount" />
        <TextAreaField field={fields.reason} label="Reason" optional rows={3} />
      </DrawerForm>
    </Drawer>
  )
}
