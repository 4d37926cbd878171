import { getFormProps, type FieldMetadata } from '@conform-to/react'
import { Form, Link, useActionData, useLocation } from 'react-router'
import { INVOICE_CATEGORIES, invoiceCategoryLabel, invoiceMessages, paymentMethodLabel } from '@common/invoices'
import { Drawer } from '~/components/drawer'
import { FilePickerField } from '~/features/files/file-drawers'
import { CheckboxGroupField, Field, FormAlert, SelectField, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { CREATE_NEW_DRAWER } from '~/components/shell/create-new'
import { Button, Callout, Flex, Link as ThemeLink } from '~/components/ui'
import { closedDrawerHref, drawerHref } from '~/utils/drawer'
import { replyFor } from '~/utils/form-action'
import type { OneTimePaymentData } from './invoices.server'
import { LineItemsFields } from './line-items-fields'
import { ONE_TIME_PAYMENT_INTENT, OneTimePaymentSchema, ORIGIN_PARAM } from './invoice-forms'

/**
 * The one-time payment drawer (`?d=one-time-payment[&lease=ID]`; product-spec §2, §4, §5): a form
 * that creates an invoice for a lease. Line items are added, removed and moved with
 * conform's intent buttons — handled in the browser with JavaScript (rows also drag), and
 * posted to the action without it, which answers with the form changed. Save is disabled,
 * with a red notice, while the operating account offers no method. Its action is
 * `oneTimePaymentAction` (utils/invoices.server.ts), mounted by the page's own action.
 */
export function OneTimePaymentDrawer({ data, action }: { data: OneTimePaymentData; action?: string }) {
  const location = useLocation()
  const lastResult = replyFor(useActionData(), ONE_TIME_PAYMENT_INTENT)
  const [form, fields] = useSchemaForm(OneTimePaymentSchema, {
    id: 'one-time-payment',
    lastResult,
    defaultValue: {
      lease: data.lease ? String(data.lease) : undefined,
      items: [{}],
    },
  })
  const noMethod = data.methods.length === 0
  const origin = closedDrawerHref(withoutImpliedLease(location))

  return (
    <Drawer title="One-time payment" description="Bill a lease once: the tenants receive the invoice and pay it with the methods you allow." size="md">
      <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} preventScrollReset className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={ONE_TIME_PAYMENT_INTENT} />
        <input type="hidden" name={ORIGIN_PARAM} value={origin} />
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

        <Flex gap="3" align="end">
          <SelectField
            className="flex-1"
            field={fields.lease}
            label="Lease"
            options={data.leases.map((lease) => [String(lease.id), lease.label] as const)}
            placeholder="Select a lease"
          />
          <Button asChild variant="soft" size="3" className="min-h-11">
            <Link to={drawerHref(location, CREATE_NEW_DRAWER)} preventScrollReset>
              Create New
            </Link>
          </Button>
        </Flex>

        <LineItemsFields form={form} field={fields.items} />

        <Field field={fields.dueDays} label="Payment Due" type="number" min={0} step={1} hint="Days after the invoice is sent." autoComplete="off" />
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
        <FilePickerField field={fields.file} label="Attachment (optional)" />

        <Flex gap="3" justify="end" pt="2" wrap="wrap">
          <Button asChild variant="soft" color="gray" size="3" className="min-h-11">
            <Link to={origin} preventScrollReset>
              Cancel
            </Link>
          </Button>
          <SubmitButton intent={ONE_TIME_PAYMENT_INTENT} disabled={noMethod}>
            Save
          </SubmitButton>
        </Flex>
      </Form>
    </Drawer>
  )
}

/**
 * On a lease's own pages the `lease` parameter only preselects the drawer's lease: the way
 * back from the invoice drops it. Elsewhere (the transactions list) it is a filter and stays.
 */
function withoutImpliedLease(location: { pathname: string; search: string }) {
  const params = new URLSearchParams(location.search)
  const onLease = /^\/app\/landlord\/leases\/(\d+)(\/|$)/.exec(location.pathname)
  if (onLease && params.get('lease') === onLease[1]) params.delete('lease')
  const search = params.toString()
  return { pathname: location.pathname, search: search ? `?${search}` : '' }
}
