import { getFormProps, type FieldMetadata } from '@conform-to/react'
import { Form, Link, useActionData, useLocation } from 'react-router'
import { INVOICE_CATEGORIES, invoiceCategoryLabel, invoiceMessages, MAX_RECURRING_DAY, paymentMethodLabel } from '@common/invoices'
import { Drawer } from '~/components/drawer'
import { CheckboxGroupField, Field, FormAlert, SelectField, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Button, Callout, Flex, Link as ThemeLink, Text } from '~/components/ui'
import { closedDrawerHref } from '~/utils/drawer'
import { replyFor } from '~/utils/form-action'
import type { RecurringPaymentData } from './recurring-invoices.server'
import { LineItemsFields } from '~/features/invoices/line-items-fields'
import { RECURRING_PAYMENT_INTENT, RecurringPaymentSchema } from './recurring-payment-form'

const todayInput = () => new Date().toISOString().slice(0, 10)
const dayOptions = Array.from({ length: MAX_RECURRING_DAY }, (_, index) => [String(index + 1), String(index + 1)] as const)

/**
 * The recurring payment drawer (`?d=recurring-payment[&lease=ID][&target=ID]`; product-spec §2
 * dialogs): a monthly invoice for a lease — line items, the day of the month it is sent,
 * the start and optional end date, Payment Due days, the allowed methods and the category.
 * With `target` it edits that recurring invoice (its lease stays). Save is disabled, with a
 * red notice, while the operating account offers no method. Its action is
 * `recurringPaymentAction` (utils/recurring-invoices.server.ts), mounted by the page's action.
 */
export function RecurringPaymentDrawer({ data, action }: { data: RecurringPaymentData; action?: string }) {
  const location = useLocation()
  const lastResult = replyFor(useActionData(), RECURRING_PAYMENT_INTENT)
  const edit = data.edit
  const [form, fields] = useSchemaForm(RecurringPaymentSchema, {
    id: edit ? `recurring-payment-${edit.id}` : 'recurring-payment',
    lastResult,
    defaultValue: edit
      ? { ...edit, id: String(edit.id) }
      : { lease: data.lease ? String(data.lease) : undefined, items: [{ quantity: '1' }], dayOfMonth: '1', startDate: todayInput(), dueDays: '5' },
  })
  const noMethod = data.methods.length === 0
  const origin = closedDrawerHref(location)
  const leaseLabel = edit ? (data.leases.find((lease) => String(lease.id) === edit.lease)?.label ?? `Lease #${edit.lease}`) : null

  return (
    <Drawer
      title={edit ? 'Edit recurring payment' : 'Recurring payment'}
      description="Bill a lease every month: on the day you choose, the tenants receive that month's invoice and pay it with the methods you allow."
      size="md"
    >
      <Form method="post" action={action} {...getFormProps(form)} preventScrollReset className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={RECURRING_PAYMENT_INTENT} />
        {edit ? <input type="hidden" name={fields.id.name} value={String(edit.id)} /> : null}
        <FormAlert id={form.errorId} errors={form.errors} />
        {noMethod ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {invoiceMessages.noOperatingMethod}{' '}
              <ThemeLink asChild>
                <Link to="/app/landlord/accounts">Go to Accounts</Link>
              </ThemeLink>
            </Callout.Text>
          </Callout.Root>
        ) : null}

        {edit ? (
          <div className="flex flex-col gap-1">
            <input type="hidden" name={fields.lease.name} value={edit.lease} />
            <Text size="2" weight="medium">
              Lease
            </Text>
            <Text size="2">{leaseLabel}</Text>
          </div>
        ) : (
          <SelectField field={fields.lease} label="Lease" options={data.leases.map((lease) => [String(lease.id), lease.label] as const)} placeholder="Select a lease" />
        )}

        <LineItemsFields form={form} field={fields.items} newItem={{ quantity: '1' }} />

        <SelectField field={fields.dayOfMonth} label="Day of the month" options={dayOptions} placeholder="Select a day" hint={`Each month's invoice is sent on this day (1 to ${MAX_RECURRING_DAY}).`} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field field={fields.startDate} label="Start date" type="date" />
          <Field field={fields.endDate} label="End date" type="date" optional />
        </div>
        <Field field={fields.dueDays} label="Payment Due" type="number" min={0} step={1} hint="Days after each invoice is sent." autoComplete="off" />
        {noMethod ? null : (
          <CheckboxGroupField
            field={fields.paymentMethods as unknown as FieldMetadata<string[] | undefined>}
            legend="Allowed payment methods"
            options={data.methods.map((method) => [method, paymentMethodLabel[method]] as const)}
          />
        )}
        <SelectField
          field={fields.category}
          label="Category"
          options={INVOICE_CATEGORIES.map((category) => [category, invoiceCategoryLabel[category]] as const)}
          placeholder="Select a category"
        />

        <Flex gap="3" justify="end" pt="2" wrap="wrap">
          <Button asChild variant="soft" color="gray" size="3" className="min-h-11">
            <Link to={origin} preventScrollReset>
              Cancel
            </Link>
          </Button>
          <SubmitButton intent={RECURRING_PAYMENT_INTENT} disabled={noMethod}>
            Save
          </SubmitButton>
        </Flex>
      </Form>
    </Drawer>
  )
}

// The status badge (no form): list pages import it from recurring-status-badge.tsx (ADR 027).
