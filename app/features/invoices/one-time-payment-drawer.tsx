import { getFormProps, type FieldMetadata } from '@conform-to/react'
import { ArrowDownIcon, ArrowUpIcon, DragHandleDots2Icon } from '@radix-ui/react-icons'
import { useState, useSyncExternalStore } from 'react'
import { Form, Link, useActionData, useLocation } from 'react-router'
import { INVOICE_CATEGORIES, invoiceCategoryLabel, invoiceMessages, lineTotal, paymentMethodLabel } from '@common/invoices'
import { Drawer } from '~/components/drawer'
import { FilePickerField } from '~/features/files/files'
import { CheckboxGroupField, Field, FormAlert, MoneyField, SelectField, SubmitButton, useSchemaForm } from '~/components/forms'
import { CREATE_NEW_DRAWER } from '~/components/shell/create-new'
import { Button, Callout, Card, Flex, Heading, IconButton, Link as ThemeLink, Text } from '~/components/ui'
import { closedDrawerHref, drawerHref } from '~/utils/drawer'
import { replyFor } from '~/utils/form-action'
import { dollarsToCents, formatCents } from '~/utils/money'
import type { OneTimePaymentData } from './invoices.server'
import { ONE_TIME_PAYMENT_INTENT, OneTimePaymentSchema, ORIGIN_PARAM } from './invoice-forms'

const subscribeNothing = () => () => {}
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )

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
  const hydrated = useHydrated()
  const lastResult = replyFor(useActionData(), ONE_TIME_PAYMENT_INTENT)
  const [form, fields] = useSchemaForm(OneTimePaymentSchema, {
    id: 'one-time-payment',
    lastResult,
    defaultValue: {
      lease: data.lease ? String(data.lease) : undefined,
      items: [{}],
    },
  })
  const items = fields.items.getFieldList()
  const [dragging, setDragging] = useState<number | null>(null)
  const noMethod = data.methods.length === 0
  const origin = closedDrawerHref(withoutImpliedLease(location))
  const total = items.reduce((sum, item) => {
    const { amount, quantity } = item.getFieldset()
    const cents = dollarsToCents(String(amount.value ?? ''))
    const count = Number(quantity.value ?? '')
    return cents !== null && Number.isFinite(count) ? sum + lineTotal({ amount: cents, quantity: count }) : sum
  }, 0)

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

        <fieldset className="m-0 flex flex-col gap-3 border-0 p-0" aria-describedby={fields.items.errors?.length ? fields.items.errorId : undefined}>
          <Heading as="h3" size="3" asChild>
            <legend className="mb-1 p-0">Line items</legend>
          </Heading>
          <ol className="m-0 flex list-none flex-col gap-3 p-0">
            {items.map((item, index) => {
              const itemFields = item.getFieldset()
              return (
                <li
                  key={item.key}
                  draggable={hydrated}
                  onDragStart={() => setDragging(index)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => {
                    event.preventDefault()
                    if (dragging !== null && dragging !== index)
                      form.reorder({
                        name: fields.items.name,
                        from: dragging,
                        to: index,
                      })
                    setDragging(null)
                  }}
                  onDragEnd={() => setDragging(null)}
                  style={{ opacity: dragging === index ? 0.5 : 1 }}
                >
                  <Card size="2">
                    <Flex direction="column" gap="3">
                      <Flex justify="between" align="center" gap="2">
                        <Flex align="center" gap="2">
                          {hydrated ? (
                            <Text color="gray" aria-hidden className="cursor-grab">
                              <DragHandleDots2Icon width={18} height={18} />
                            </Text>
                          ) : null}
                          <Text size="2" weight="medium">
                            Item {index + 1}
                          </Text>
                        </Flex>
                        <Flex gap="1" align="center">
                          <IconButton
                            {...form.reorder.getButtonProps({
                              name: fields.items.name,
                              from: index,
                              to: index - 1,
                            })}
                            variant="ghost"
                            color="gray"
                            size="3"
                            className="m-0 size-11"
                            disabled={index === 0}
                            aria-label={`Move item ${index + 1} up`}
                          >
                            <ArrowUpIcon aria-hidden />
                          </IconButton>
                          <IconButton
                            {...form.reorder.getButtonProps({
                              name: fields.items.name,
                              from: index,
                              to: index + 1,
                            })}
                            variant="ghost"
                            color="gray"
                            size="3"
                            className="m-0 size-11"
                            disabled={index === items.length - 1}
                            aria-label={`Move item ${index + 1} down`}
                          >
                            <ArrowDownIcon aria-hidden />
                          </IconButton>
                          {items.length > 1 ? (
                            <Button
                              {...form.remove.getButtonProps({
                                name: fields.items.name,
                                index,
                              })}
                              variant="soft"
                              color="red"
                              size="2"
                              className="min-h-11"
                            >
                              Remove
                            </Button>
                          ) : null}
                        </Flex>
                      </Flex>
                      <Field field={itemFields.name} label="Name" autoComplete="off" />
                      <Field field={itemFields.description} label="Description" autoComplete="off" />
                      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                        <MoneyField field={itemFields.amount} label="Amount" />
                        <Field field={itemFields.quantity as FieldMetadata<string | undefined>} label="Quantity" inputMode="decimal" autoComplete="off" />
                      </div>
                    </Flex>
                  </Card>
                </li>
              )
            })}
          </ol>
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Button
              {...form.insert.getButtonProps({
                name: fields.items.name,
                defaultValue: {},
              })}
              variant="soft"
              size="3"
              className="min-h-11"
            >
              Add line item
            </Button>
            <Text size="3" weight="medium" className="tabular-nums">
              Total {formatCents(total)}
            </Text>
          </Flex>
          {fields.items.errors?.length ? (
            <Text id={fields.items.errorId} size="2" color="red">
              {fields.items.errors[0]}
            </Text>
          ) : null}
        </fieldset>

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
