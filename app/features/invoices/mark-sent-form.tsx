import { getFormProps } from '@conform-to/react'
import { useActionData, useFetcher } from 'react-router'
import { z } from 'zod'
import { MANUAL_METHODS, MOBILE_METHODS, paymentMethodLabel } from '@common/invoices'
import { FormAlert } from '~/components/form-alert'
import { RadioCardsField, TextAreaField } from '~/components/fields'
import { SubmitButton } from '~/components/submit-button'
import { useSchemaForm } from '~/components/schema-form'
import { Flex } from '~/components/ui'
import { replyFor, type FormReply } from '~/utils/form-action'
import { isManual, MARK_SENT_INTENT, tenantInvoiceMessages, type OfflineMethodView } from './tenant-invoice-payment'

/**
 * The tenant's 'Mark as sent' form and its schema, shared by the browser (conform) and the route
 * action. A chunk of its own: the invoice page renders the form through `lazyBoundary`
 * (lazy-drawers.tsx), so the server sends it complete and the browser loads this beside
 * hydration (ADR 027).
 */
const OFFLINE_METHODS = [...MOBILE_METHODS, ...MANUAL_METHODS] as const

export const MarkSentSchema = z.object({
  method: z.enum(OFFLINE_METHODS, { error: tenantInvoiceMessages.methodRequired }),
  note: z.string().trim().max(500, { error: tenantInvoiceMessages.noteTooLong }).optional(),
})

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

