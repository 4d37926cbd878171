import { PageHeader } from '~/components/shell/page-header'
import { Form, Link, useActionData, useLocation } from 'react-router'
import { invoiceCategoryLabel, isCardProviderMethod, paymentMethodLabel } from '@common/invoices'
import { ConfirmDialog } from '~/components/lazy-drawers'
import { EmptyState } from '~/components/empty-state'
import { AttachmentRow, fileSrc, formatFileSize, type FileItem } from '~/features/files/files-list'
import { FormAlert } from '~/components/form-alert'
import { Notice } from '~/components/notice'
import { SubmitButton } from '~/components/submit-button'
import { leaseHref, propertyHref, unitHref } from '~/features/portfolio/lease-display'
import { InvoiceStatusBadge } from '~/components/status-badge'
import { Button, Card, DataList, Flex, Heading, Link as ThemeLink } from '~/components/ui'
import { closedDrawerHref, drawerHref, openDrawer } from '~/utils/drawer'
import { confirmErrors } from '~/utils/form-action'
import { formatDate } from '~/utils/format'
import type { InvoicePayment, InvoiceView } from './invoices.server'
import { InvoiceItems, PartiesCard, PaymentSummary, Term } from './invoice-items'
import { ATTACHMENT_ADD_DRAWER, CONFIRM_PAYMENT_INTENT, NOT_RECEIVED_INTENT, RECORD_PAYMENT_DRAWER, REFUND_DRAWER, VOID_DRAWER, VOID_INTENT } from './invoice-paths'
import { AttachmentAddDrawer, RecordPaymentDrawer, RefundDrawer } from './lazy-drawers'

/** An invoice may be voided while it holds no money (the API refuses otherwise: refund first). */
const canVoid = (invoice: InvoiceView) => !invoice.voided && invoice.amountPaid - invoice.amountRefunded === 0 && !invoice.payments.some((payment) => payment.status === 'pending')
const canRecord = (invoice: InvoiceView) => !invoice.voided && invoice.payable > 0 && invoice.paymentMethods.some((method) => !isCardProviderMethod(method))

/**
 * The landlord's invoice page (product-spec §2 /landlord/invoices/{invoiceId}): who bills whom, the
 * lease, its line items and amounts, status, due date, methods, category, attachments and
 * payments — and the actions, each a drawer or a form in the URL that works without
 * JavaScript: record a payment, confirm or deny a payment the tenant marked sent, refund,
 * void, add an attachment.
 */
export function InvoicePage({ invoice, files, backHref }: { invoice: InvoiceView; files: FileItem[]; backHref: string }) {
  const location = useLocation()
  const drawer = openDrawer(location.search)
  const refundPayment = drawer.name === REFUND_DRAWER ? invoice.payments.find((payment) => String(payment.id) === drawer.target && payment.refundable > 0) : undefined
  return (
    <Flex direction="column" gap="5">
      <PageHeader
        back={{ to: backHref, label: 'Back' }}
        title={`Invoice #${invoice.id}`}
        badges={<InvoiceStatusBadge status={invoice.status} />}
        actions={
          canRecord(invoice) || canVoid(invoice) ? (
            <>
              {canRecord(invoice) ? (
                <Button asChild size="3" className="min-h-11">
                  <Link to={drawerHref(location, RECORD_PAYMENT_DRAWER)} preventScrollReset>
                    Record payment
                  </Link>
                </Button>
              ) : null}
              {canVoid(invoice) ? (
                <Button asChild size="3" variant="soft" color="red" className="min-h-11">
                  <Link to={drawerHref(location, VOID_DRAWER)} preventScrollReset>
                    Void
                  </Link>
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />

      {invoice.paymentSent ? (
        <Notice tone="info">
          The tenant marked a {invoice.paymentSent.method ? paymentMethodLabel[invoice.paymentSent.method] : ''} payment sent
          {invoice.paymentSent.sentAt ? ` on ${formatDate(invoice.paymentSent.sentAt)}` : ''}. Confirm it below once you have received it.
        </Notice>
      ) : null}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card size="2" asChild>
          <section aria-labelledby="invoice-details">
            <Heading as="h2" size="4" id="invoice-details" mb="3">
              Details
            </Heading>
            <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
              <Term label="Due date">{formatDate(invoice.dueDate)}</Term>
              <Term label="Sent">{invoice.sentAt ? formatDate(invoice.sentAt) : '—'}</Term>
              {invoice.paidAt ? <Term label="Paid">{formatDate(invoice.paidAt)}</Term> : null}
              <Term label="Category">{invoice.category ? invoiceCategoryLabel[invoice.category] : '—'}</Term>
              <Term label="Payment methods">{invoice.paymentMethods.map((method) => paymentMethodLabel[method]).join(', ') || '—'}</Term>
              <Term label="Lease">
                {invoice.lease ? (
                  <ThemeLink asChild>
                    <Link to={leaseHref(invoice.lease.id)}>{invoice.lease.title}</Link>
                  </ThemeLink>
                ) : (
                  '—'
                )}
              </Term>
              <Term label="Unit">
                {invoice.unit && invoice.unit.propertyId ? (
                  <ThemeLink asChild>
                    <Link to={unitHref(invoice.unit.propertyId, invoice.unit.id)}>{invoice.unit.title}</Link>
                  </ThemeLink>
                ) : (
                  (invoice.unit?.title ?? '—')
                )}
              </Term>
              <Term label="Property">
                {invoice.property ? (
                  <ThemeLink asChild>
                    <Link to={propertyHref(invoice.property.id)}>{invoice.property.title}</Link>
                  </ThemeLink>
                ) : (
                  '—'
                )}
              </Term>
            </DataList.Root>
          </section>
        </Card>
        <PartiesCard invoice={invoice} />
      </div>

      <InvoiceItems invoice={invoice} paidLabel="Amount paid" />

      <section aria-labelledby="invoice-payments" className="flex flex-col gap-3">
        <Heading as="h2" size="4" id="invoice-payments">
          Payments
        </Heading>
        {invoice.payments.length === 0 ? (
          <EmptyState description="Payments towards this invoice are listed here: the tenant's, and those you record." />
        ) : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {invoice.payments.map((payment) => (
              <li key={payment.id}>
                <PaymentRow payment={payment} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="invoice-attachments" className="flex flex-col gap-3">
        <Flex justify="between" align="center" gap="3">
          <Heading as="h2" size="4" id="invoice-attachments">
            Attachments
          </Heading>
          <Button asChild size="3" variant="soft" className="min-h-11">
            <Link to={drawerHref(location, ATTACHMENT_ADD_DRAWER)} preventScrollReset>
              Add attachment
            </Link>
          </Button>
        </Flex>
        {files.length === 0 ? (
          <EmptyState description="Files attached to this invoice, such as a receipt or a bill, are listed here and shared with the lease's tenants." />
        ) : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {files.map((file) => (
              <li key={file.id}>
                <AttachmentRow
                  title={file.nickname}
                  name={file.filename}
                  thumbnailSrc={fileSrc(file)}
                  href={fileSrc(file, { download: true })}
                  details={[formatFileSize(file.filesize), `Added ${formatDate(file.createdAt)}`].filter(Boolean).join(' · ')}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {drawer.name === RECORD_PAYMENT_DRAWER && canRecord(invoice) ? <RecordPaymentDrawer invoice={invoice} /> : null}
      {refundPayment ? <RefundDrawer payment={refundPayment} /> : null}
      {drawer.name === VOID_DRAWER ? (
        <ConfirmDialog
          title="Void this invoice?"
          description="A void invoice stays on record but can no longer be paid. This cannot be undone."
          intent={VOID_INTENT}
          confirmLabel="Void invoice"
          destructive
        />
      ) : null}
      {drawer.name === ATTACHMENT_ADD_DRAWER ? <AttachmentAddDrawer /> : null}
    </Flex>
  )
}

/** One payment: method, amount, status, date and refunds, with what the landlord can do about it. */
function PaymentRow({ payment }: { payment: InvoicePayment }) {
  const location = useLocation()
  const actionData = useActionData()
  const waiting = payment.status === 'pending' && !payment.stripe
  const errors = waiting ? [...(confirmErrors(actionData, CONFIRM_PAYMENT_INTENT) ?? []), ...(confirmErrors(actionData, NOT_RECEIVED_INTENT) ?? [])] : []
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <PaymentSummary payment={payment} />
        {waiting ? (
          <Flex direction="column" gap="2">
            <FormAlert errors={errors} />
            <Flex gap="2" wrap="wrap">
              <Form method="post" preventScrollReset>
                <input type="hidden" name="paymentId" value={payment.id} />
                <input type="hidden" name="returnTo" value={closedDrawerHref(location)} />
                <SubmitButton intent={CONFIRM_PAYMENT_INTENT}>Confirm</SubmitButton>
              </Form>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="paymentId" value={payment.id} />
                <input type="hidden" name="returnTo" value={closedDrawerHref(location)} />
                <SubmitButton intent={NOT_RECEIVED_INTENT} variant="soft" color="red">
                  Not received
                </SubmitButton>
              </Form>
            </Flex>
          </Flex>
        ) : null}
        {payment.refundable > 0 ? (
          <Flex>
            <Button asChild variant="soft" color="gray" size="2" className="min-h-11">
              <Link to={drawerHref(location, REFUND_DRAWER, { target: payment.id })} preventScrollReset>
                Refund
              </Link>
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  )
}
