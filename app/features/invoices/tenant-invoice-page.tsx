import type { ReactNode } from 'react'
import { PageHeader } from '~/components/shell/page-header'
import { invoiceCategoryLabel, paymentMethodLabel } from '@common/invoices'
import { EmptyState } from '~/components/empty-state'
import { AttachmentRow, fileSrc, formatFileSize, type FileItem } from '~/features/files/files-list'
import { FormAlert } from '~/components/form-alert'
import { Notice } from '~/components/notice'
import { InvoiceItems, PartiesCard, PaymentSummary, Term } from './invoice-items'
import { InvoiceStatusBadge } from '~/components/status-badge'
import { Card, DataList, Flex, Heading, Text } from '~/components/ui'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'
import type { TenantInvoiceView } from './tenant-invoices.server'
import { OfflineInstructions, tenantInvoiceMessages } from './tenant-invoice-payment'
import { MarkSentForm } from './lazy-drawers'
import { tenantLeasePath } from '~/features/portfolio/tenant-lease'

/**
 * The tenant's invoice page (product-spec §2 /tenant/invoices/{invoiceId}): who bills whom for which
 * home, the line items and amounts, the status and due date, the attachments and the
 * payments made — and how to pay what is left: the landlord's Venmo, Cash App or Zelle
 * handle or mailing address with 'Mark as sent', and card or bank through Stripe where
 * the invoice allows it.
 */
export function TenantInvoicePage({
  invoice,
  files,
  checkout,
  cardPayment,
}: {
  invoice: TenantInvoiceView
  files: FileItem[]
  checkout: 'paid' | 'canceled' | null
  /** The card and bank payment (Stripe) when the invoice offers it and the server takes card payments. */
  cardPayment?: ReactNode
}) {
  const canPay = !invoice.voided && invoice.payable > 0
  return (
    <Flex direction="column" gap="5">
      <PageHeader
        back={invoice.lease ? { to: tenantLeasePath(invoice.lease.id), label: invoice.unitAddress?.street || invoice.lease.title } : undefined}
        title={`Invoice #${invoice.id}`}
        badges={<InvoiceStatusBadge status={invoice.status} />}
        description={
          <Flex gap="2" align="baseline" wrap="wrap">
            <Text size="2" color="gray">
              Amount due
            </Text>
            <Text size="5" weight="bold" className="tabular-nums" highContrast data-testid="invoice-amount-due">
              {formatCents(invoice.amountDue)}
            </Text>
            <Text size="2" color={invoice.status === 'overdue' ? 'red' : 'gray'}>
              · Due {formatDate(invoice.dueDate)}
            </Text>
          </Flex>
        }
      />

      <StatusNotices invoice={invoice} checkout={checkout} />

      {canPay ? (
        <Card size="3" asChild>
          <section aria-labelledby="invoice-pay">
            <Heading as="h2" size="5" id="invoice-pay" mb="3">
              Pay {formatCents(invoice.payable)}
            </Heading>
            <Flex direction="column" gap="5">
              {/* 'Mark as sent' first: on a phone it is within the first screen (ADR 035); the card form follows. */}
              {invoice.offlineMethods.length ? (
                <Flex direction="column" gap="4">
                  <OfflineInstructions methods={invoice.offlineMethods} amount={invoice.payable} />
                  <MarkSentForm invoiceId={invoice.id} methods={invoice.offlineMethods} />
                </Flex>
              ) : null}
              {invoice.cardMethods.length && cardPayment ? cardPayment : null}
              {!invoice.offlineMethods.length && !(invoice.cardMethods.length && cardPayment) ? (
                <Text as="p" size="2" color="gray">
                  This invoice cannot be paid online right now. Ask your landlord how to pay it.
                </Text>
              ) : null}
            </Flex>
          </section>
        </Card>
      ) : null}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <PartiesCard invoice={invoice} />
        <Card size="2" asChild>
          <section aria-labelledby="invoice-details">
            <Heading as="h2" size="4" id="invoice-details" mb="3">
              Details
            </Heading>
            <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
              <Term label="Home">
                {invoice.unitAddress ? (
                  <Flex direction="column">
                    <Text>{[invoice.unitAddress.street, invoice.unitAddress.name && !invoice.unitAddress.street.includes(invoice.unitAddress.name) ? invoice.unitAddress.name : null].filter(Boolean).join(' · ') || '—'}</Text>
                    {invoice.unitAddress.locality ? <Text color="gray">{invoice.unitAddress.locality}</Text> : null}
                  </Flex>
                ) : (
                  '—'
                )}
              </Term>
              <Term label="Due date">{formatDate(invoice.dueDate)}</Term>
              {invoice.sentAt ? <Term label="Sent">{formatDate(invoice.sentAt)}</Term> : null}
              {invoice.paidAt ? <Term label="Paid">{formatDate(invoice.paidAt)}</Term> : null}
              <Term label="Category">{invoice.kind === 'security-deposit' ? 'Security deposit' : invoice.category ? invoiceCategoryLabel[invoice.category] : '—'}</Term>
              {/* While it can be paid, the Pay card lists the ways once (ADR 035). */}
              {canPay ? null : <Term label="Payment methods">{invoice.paymentMethods.map((method) => paymentMethodLabel[method]).join(', ') || '—'}</Term>}
            </DataList.Root>
          </section>
        </Card>
      </div>

      <InvoiceItems invoice={invoice} paidLabel="Paid" foldOnPhones />

      <section aria-labelledby="invoice-payments" className="flex flex-col gap-3">
        <Heading as="h2" size="4" id="invoice-payments">
          Payments
        </Heading>
        {invoice.payments.length === 0 ? (
          <EmptyState description="Your payments towards this invoice appear here, with their status." />
        ) : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {invoice.payments.map((payment) => (
              <li key={payment.id}>
                <Card size="2">
                  <Flex direction="column" gap="2">
                    <PaymentSummary payment={payment} />
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="invoice-attachments" className="flex flex-col gap-3">
        <Heading as="h2" size="4" id="invoice-attachments">
          Attachments
        </Heading>
        {files.length === 0 ? (
          <EmptyState description="Files your landlord attaches to this invoice, such as a bill or a receipt, appear here." />
        ) : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {files.map((file) => (
              <li key={file.id}>
                <AttachmentRow
                  // A plain link: the file is a download from the asset route, not a page of the app.
                  title={
                    <a href={fileSrc(file, { download: true })} className="min-w-0 truncate font-medium" style={{ color: 'var(--accent-11)' }}>
                      {file.nickname}
                    </a>
                  }
                  name={file.filename}
                  thumbnailSrc={fileSrc(file)}
                  details={[formatFileSize(file.filesize), `Added ${formatDate(file.createdAt)}`].filter(Boolean).join(' · ')}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Flex>
  )
}

/** Where the invoice stands for the tenant: void, marked sent and waiting, not received, a card payment processing, back from Checkout. */
function StatusNotices({ invoice, checkout }: { invoice: TenantInvoiceView; checkout: 'paid' | 'canceled' | null }) {
  return (
    <>
      {invoice.voided ? <Notice tone="info">This invoice is void: your landlord cancelled it, and there is nothing to pay.</Notice> : null}
      {invoice.waiting ? (
        <Notice tone="info">
          <strong>{tenantInvoiceMessages.waiting}</strong>
          <br />
          {paymentMethodLabel[invoice.waiting.method]} · <span className="tabular-nums">{formatCents(invoice.waiting.amount)}</span> · marked sent {formatDate(invoice.waiting.sentAt)}
        </Notice>
      ) : null}
      {invoice.notReceived ? (
        <FormAlert
          errors={[
            `${tenantInvoiceMessages.notReceived} (${paymentMethodLabel[invoice.notReceived.method]}, ${formatCents(invoice.notReceived.amount)}, marked sent ${formatDate(invoice.notReceived.sentAt)}) Check with your landlord, then send it again or pay another way.`,
          ]}
        />
      ) : null}
      {invoice.processing ? (
        <Notice tone="info">
          Your {paymentMethodLabel[invoice.processing.method]} payment of <span className="tabular-nums">{formatCents(invoice.processing.amount)}</span> is processing. The invoice shows it as paid once it
          clears.
        </Notice>
      ) : null}
      {checkout === 'paid' && !invoice.processing && invoice.status !== 'paid' ? <Notice tone="info">Thank you. Your payment is being processed.</Notice> : null}
      {checkout === 'canceled' ? <Notice tone="info">Checkout was canceled. Nothing was charged.</Notice> : null}
      {invoice.status === 'paid' ? <Notice>This invoice is paid in full. Thank you!</Notice> : null}
    </>
  )
}
