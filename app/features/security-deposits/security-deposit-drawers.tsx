import type { FieldMetadata } from '@conform-to/react'
import { PlusIcon } from '@radix-ui/react-icons'
import { Link, useActionData, useLocation } from 'react-router'
import { invoiceMessages, paymentMethodLabel, type PaymentMethod } from '@common/invoices'
import { amountToReturn, deductionsTotal } from '@common/security-deposits'
import { ConfirmDialog, Drawer, DrawerForm } from '~/components/drawer'
import { CheckboxGroupField, ErrorList, Field, FormAlert, MoneyField, SelectField, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Button, Card, Flex, Text } from '~/components/ui'
import { drawerHref } from '~/utils/drawer'
import { replyFor } from '~/utils/form-action'
import { centsToDollarInput, dollarsToCents, formatCents } from '~/utils/money'
import type { SecurityDepositView } from './security-deposits.server'
import { OUTSIDE_METHODS, RecordDepositSchema, RequestDepositSchema, ReturnDepositSchema, SECURITY_DEPOSIT_DRAWERS } from './security-deposit-forms'

const METHOD_OPTIONS = OUTSIDE_METHODS.map((method) => [method, paymentMethodLabel[method]] as const)
/** Today as a date input shows it. */
const today = () => new Date().toISOString().slice(0, 10)
const asText = (field: FieldMetadata<unknown>) => field as unknown as FieldMetadata<string | undefined>

/**
 * Spec §2 'Security deposit action': how the deposit comes in — requested from the tenant
 * (an invoice they pay) or recorded as already received. Two links to the next drawer.
 */
export function SecurityDepositActionDialog() {
  const location = useLocation()
  const choices = [
    {
      to: drawerHref(location, SECURITY_DEPOSIT_DRAWERS.request),
      title: 'Request deposit',
      description: 'Send your tenants an invoice for the deposit. They pay it like any invoice; it is held, not counted as income.',
    },
    {
      to: drawerHref(location, SECURITY_DEPOSIT_DRAWERS.record),
      title: 'Record deposit',
      description: 'You already received it outside the app — cash, check, Zelle. It is held from now on.',
    },
  ]
  return (
    <Drawer title="Security deposit" description="Request the deposit from your tenants, or record one you already received." placement="center">
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {choices.map((choice) => (
          <li key={choice.title}>
            <Card asChild size="2">
              <Link to={choice.to} preventScrollReset className="flex min-h-11 flex-col gap-1 no-underline">
                <Text size="3" weight="medium">
                  {choice.title}
                </Text>
                <Text size="2" color="gray">
                  {choice.description}
                </Text>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Drawer>
  )
}

/** Spec §2 'Security deposit request': amount (the lease's deposit by default), Payment Due in days, the allowed methods. */
export function RequestDepositDrawer({ defaultAmount, methods }: { defaultAmount: number | null; methods: PaymentMethod[] }) {
  const [form, fields] = useSchemaForm(RequestDepositSchema, {
    id: SECURITY_DEPOSIT_DRAWERS.request,
    lastResult: replyFor(useActionData(), SECURITY_DEPOSIT_DRAWERS.request),
    defaultValue: { amount: centsToDollarInput(defaultAmount), dueDays: '7', paymentMethods: methods },
  })
  if (!methods.length) {
    return (
      <Drawer title="Request deposit">
        <Flex direction="column" gap="4">
          <FormAlert errors={[invoiceMessages.noOperatingMethod]} />
          <Flex justify="end">
            <Button asChild size="3" className="min-h-11">
              <Link to="/app/landlord/accounts">Go to Accounts</Link>
            </Button>
          </Flex>
        </Flex>
      </Drawer>
    )
  }
  return (
    <Drawer title="Request deposit" description="Your tenants receive an invoice for the deposit and pay it like any other. Once paid, the deposit is held.">
      <DrawerForm form={form} intent={SECURITY_DEPOSIT_DRAWERS.request} submitLabel="Request deposit">
        <MoneyField field={fields.amount} label="Amount" />
        <Field field={fields.dueDays} label="Payment Due" type="number" inputMode="numeric" min={0} hint="Days after sending." />
        <CheckboxGroupField field={fields.paymentMethods as unknown as FieldMetadata<string[] | undefined>} legend="Payment methods" options={methods.map((method) => [method, paymentMethodLabel[method]] as const)} />
        <TextAreaField field={fields.note} label="Note" optional rows={3} hint="Shown on the invoice." />
      </DrawerForm>
    </Drawer>
  )
}

/** Spec §2 'Security deposit record': a deposit received outside the app, held at once. */
export function RecordDepositDrawer({ defaultAmount }: { defaultAmount: number | null }) {
  const [form, fields] = useSchemaForm(RecordDepositSchema, {
    id: SECURITY_DEPOSIT_DRAWERS.record,
    lastResult: replyFor(useActionData(), SECURITY_DEPOSIT_DRAWERS.record),
    defaultValue: { amount: centsToDollarInput(defaultAmount), receivedAt: today() },
  })
  return (
    <Drawer title="Record deposit" description="A deposit you already received by cash, check, money order, Venmo, Cash App or Zelle.">
      <DrawerForm form={form} intent={SECURITY_DEPOSIT_DRAWERS.record} submitLabel="Record deposit">
        <MoneyField field={fields.amount} label="Amount" />
        <SelectField field={asText(fields.method)} label="Received by" options={METHOD_OPTIONS} placeholder="Select a method" />
        <Field field={fields.receivedAt} label="Date received" type="date" />
        <TextAreaField field={fields.note} label="Note" optional rows={3} />
      </DrawerForm>
    </Drawer>
  )
}

const EMPTY_DEDUCTION = { name: '', description: '', amount: '' }

/**
 * Returning a held deposit: itemised deductions (add and remove rows — conform's list
 * buttons, which post and re-render without JavaScript, values kept), how the money goes
 * back, a note; the amount returned follows the rows.
 */
export function ReturnDepositDrawer({ depositId, amountHeld, recorded = [] }: { depositId: number; amountHeld: number; recorded?: SecurityDepositView['deductions'] }) {
  const [form, fields] = useSchemaForm(ReturnDepositSchema, {
    id: SECURITY_DEPOSIT_DRAWERS.return,
    lastResult: replyFor(useActionData(), SECURITY_DEPOSIT_DRAWERS.return),
    // The deductions recorded so far (from the move-out report) start the list; they can be changed or removed here.
    defaultValue: { deductions: recorded.map((row) => ({ id: row.id, name: row.name, description: row.description ?? '', amount: centsToDollarInput(row.amount) })) },
  })
  const rows = fields.deductions.getFieldList()
  const deductions = rows.map((row) => ({ amount: Math.max(0, dollarsToCents(String(row.getFieldset().amount.value ?? '')) ?? 0) }))
  const total = deductionsTotal(deductions)
  return (
    <Drawer title="Return deposit" description={`${formatCents(amountHeld)} is held. List what you keep and why; the rest goes back to your tenants.`} size="md">
      <DrawerForm form={form} intent={SECURITY_DEPOSIT_DRAWERS.return} target={depositId} submitLabel="Return deposit">
        {/* The list buttons post without the submit button: the action still needs to know the form. */}
        <input type="hidden" name="intent" value={SECURITY_DEPOSIT_DRAWERS.return} />
        {/* Enter in a field submits with the first submit button: make that the real one, not 'Remove deduction'. */}
        <button type="submit" name="intent" value={SECURITY_DEPOSIT_DRAWERS.return} tabIndex={-1} aria-hidden className="hidden" />
        <fieldset className="m-0 flex flex-col gap-3 border-0 p-0" aria-describedby={fields.deductions.errors?.length ? fields.deductions.errorId : undefined}>
          <Text as="div" size="2" weight="medium" asChild>
            <legend className="mb-1 p-0">Deductions</legend>
          </Text>
          {rows.length === 0 ? (
            <Text size="2" color="gray">
              No deductions: the whole deposit goes back.
            </Text>
          ) : null}
          {rows.map((row, index) => {
            const row_ = row.getFieldset()
            return (
              <Card key={row.key} size="1">
                <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
                  <Text as="div" size="2" weight="medium" color="gray" asChild>
                    <legend className="mb-1 p-0">Deduction {index + 1}</legend>
                  </Text>
                  {row_.id.value ? <input type="hidden" name={row_.id.name} value={row_.id.value} /> : null}
                  <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                    <Field field={row_.name} label="Name" autoComplete="off" placeholder="Carpet cleaning" />
                    <MoneyField field={row_.amount} label="Amount" />
                  </div>
                  <Field field={row_.description} label="Description" optional autoComplete="off" />
                  <Flex justify="end">
                    <Button {...form.remove.getButtonProps({ name: fields.deductions.name, index })} variant="ghost" color="gray" size="2" className="m-0 min-h-11 px-3">
                      Remove deduction {index + 1}
                    </Button>
                  </Flex>
                </fieldset>
              </Card>
            )
          })}
          <Flex>
            <Button {...form.insert.getButtonProps({ name: fields.deductions.name, defaultValue: EMPTY_DEDUCTION })} variant="soft" color="gray" size="3" className="min-h-11">
              <PlusIcon aria-hidden /> Add deduction
            </Button>
          </Flex>
          <ErrorList id={fields.deductions.errorId} errors={fields.deductions.errors} />
        </fieldset>
        <Card size="1" variant="surface">
          <Flex direction="column" gap="1">
            <Flex justify="between">
              <Text size="2">Held</Text>
              <Text size="2" className="tabular-nums">
                {formatCents(amountHeld)}
              </Text>
            </Flex>
            <Flex justify="between">
              <Text size="2">Deductions</Text>
              <Text size="2" className="tabular-nums">
                −{formatCents(total)}
              </Text>
            </Flex>
            <Flex justify="between">
              <Text size="2" weight="medium">
                To return
              </Text>
              <Text size="2" weight="medium" className="tabular-nums" color={total > amountHeld ? 'red' : undefined}>
                {formatCents(amountToReturn(amountHeld, deductions))}
              </Text>
            </Flex>
          </Flex>
        </Card>
        <SelectField field={asText(fields.method)} label="Returned by" options={METHOD_OPTIONS} placeholder="Select a method" />
        <TextAreaField field={fields.note} label="Note" optional rows={3} />
      </DrawerForm>
    </Drawer>
  )
}

/** Withdrawing a request the tenant has not paid: the deposit goes, its invoice is voided. */
export function CancelDepositDialog({ depositId }: { depositId: number }) {
  return (
    <ConfirmDialog
      title="Cancel request"
      description="Cancel this security deposit request? Its invoice is voided, so your tenants can no longer pay it."
      intent={SECURITY_DEPOSIT_DRAWERS.cancel}
      target={depositId}
      confirmLabel="Cancel request"
      destructive
    />
  )
}
