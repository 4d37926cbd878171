import { getFormProps } from '@conform-to/react'
import { useActionData, useFetcher } from 'react-router'
import { z } from 'zod'
import { MANUAL_METHODS, MOBILE_METHODS, paymentMethodLabel, type InvoiceStatus, type ManualMethod, type MobileMethod } from '@common/invoices'
import { FormAlert, RadioCardsField, SubmitButton, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Flex, Text } from '~/components/ui'
import { replyFor, type FormReply } from '~/utils/form-action'
import { formatCents } from '~/utils/money'
import { tenantInvoicePath } from './invoice-paths'

export { tenantInvoicePath }

/**
 * Paying an invoice as its tenant: by Venmo, Cash App or Zelle to the landlord's
 * handle, or by hand (cash, check, money order, cashier's check) to the mailing address,
 * then 'Mark as sent' — the landlord confirms it or marks it not received. The form's schema
 * is shared by the browser (conform) and the route action.
 */
export const MARK_SENT_INTENT = 'mark-sent'


export const tenantInvoiceMessages = {
  methodRequired: 'Choose how you sent the payment.',
  noteTooLong: 'Use at most 500 characters.',
  waiting: 'Payment marked sent — waiting for your landlord to confirm',
  notReceived: 'Your landlord has not received the payment you marked as sent.',
} as const

const OFFLINE_METHODS = [...MOBILE_METHODS, ...MANUAL_METHODS] as const

export const MarkSentSchema = z.object({
  method: z.enum(OFFLINE_METHODS, { error: tenantInvoiceMessages.methodRequired }),
  note: z.string().trim().max(500, { error: tenantInvoiceMessages.noteTooLong }).optional(),
})

/** An invoice in a tenant's list (the lease page). */
export type TenantInvoiceSummary = {
  id: number
  title: string
  dueDate: string
  status: InvoiceStatus
  total: number
  amountDue: number
}

export type OfflineMethodView = { method: MobileMethod | ManualMethod; handle: string | null; address: string | null }

const isManual = (entry: OfflineMethodView) => (MANUAL_METHODS as readonly string[]).includes(entry.method)

/**
 * What to do, and where the manual methods go: the mailing address, once. The mobile
 * providers' handles are on the choices of the 'Mark as sent' form below, so each way to
 * pay is listed once on the page (ADR 035).
 */
export function OfflineInstructions({ methods, amount }: { methods: OfflineMethodView[]; amount: number }) {
  const manual = methods.filter(isManual)
  const address = manual.find((entry) => entry.address)?.address ?? null
  return (
    <Flex direction="column" gap="2">
      <Text as="p" size="2">
        Send <strong className="tabular-nums">{formatCents(amount)}</strong> one of these ways, then mark it as sent so your landlord can confirm it.
      </Text>
      {manual.length ? (
        <Text as="p" size="2">
          <Text color="gray">{manual.map((entry) => paymentMethodLabel[entry.method]).join(', ')}: </Text>
          {address ? (
            <>
              mail or deliver to <Text weight="medium" className="whitespace-pre-line">{address}</Text>
            </>
          ) : (
            'ask your landlord where to send it.'
          )}
        </Text>
      ) : null}
    </Flex>
  )
}

/** A choice's second line: the provider's handle, or where to ask (manual methods: the address above). */
function methodDetail(entry: OfflineMethodView) {
  if (isManual(entry)) return undefined
  if (!entry.handle) return `Ask your landlord for their ${paymentMethodLabel[entry.method]} details.`
  return (
    <span className="break-all" data-testid={`handle-${entry.method}`}>
      {entry.handle}
    </span>
  )
}

/**
 * 'Mark as sent': the method and an optional note. A fetcher form: with JavaScript it posts
 * without leaving the page and shows its pending state; without, it is a plain form post
 * that comes back to the invoice page with a toast (or the refusal next to the field).
 */
export function MarkSentForm({ invoiceId, methods }: { invoiceId: number; methods: OfflineMethodView[] }) {
  const fetcher = useFetcher<FormReply>({ key: `mark-sent-${invoiceId}` })
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(MarkSentSchema, {
    id: `mark-sent-${invoiceId}`,
    lastResult: replyFor(fetcher.data ?? actionData, MARK_SENT_INTENT),
    defaultValue: methods.length === 1 ? { method: methods[0]!.method } : undefined,
  })
  return (
    <fetcher.Form method="post" {...getFormProps(form)} preventScrollReset className="flex flex-col gap-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <RadioCardsField
        field={fields.method}
        legend="How did you send it?"
        options={methods.map((entry) => ({ value: entry.method, label: paymentMethodLabel[entry.method], description: methodDetail(entry) }))}
      />
      <TextAreaField field={fields.note} label="Note" optional rows={2} hint="For example the confirmation number or check number." />
      <Flex>
        <SubmitButton intent={MARK_SENT_INTENT} pending={fetcher.state !== 'idle'}>
          Mark as sent
        </SubmitButton>
      </Flex>
    </fetcher.Form>
  )
}

