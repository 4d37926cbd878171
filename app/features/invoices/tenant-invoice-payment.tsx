import { MANUAL_METHODS, paymentMethodLabel, type InvoiceStatus, type ManualMethod, type MobileMethod } from '@common/invoices'
import { Flex, Text } from '~/components/ui'
import { formatCents } from '~/utils/money'
import { tenantInvoicePath } from './invoice-paths'

export { tenantInvoicePath }

/**
 * Paying an invoice as its tenant: by Venmo, Cash App or Zelle to the landlord's
 * handle, or by hand (cash, check, money order, cashier's check) to the mailing address,
 * then 'Mark as sent' — the landlord confirms it or marks it not received. This module holds
 * what the page shows without a form; the form and its schema (shared by the browser and the
 * route action) are in mark-sent-form.tsx, a chunk of their own (ADR 027).
 */
export const MARK_SENT_INTENT = 'mark-sent'

export const tenantInvoiceMessages = {
  methodRequired: 'Choose how you sent the payment.',
  noteTooLong: 'Use at most 500 characters.',
  waiting: 'Payment marked sent — waiting for your landlord to confirm',
  notReceived: 'Your landlord has not received the payment you marked as sent.',
} as const

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

export const isManual = (entry: OfflineMethodView) => (MANUAL_METHODS as readonly string[]).includes(entry.method)

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
