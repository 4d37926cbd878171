import { PageHeader } from '~/components/shell/page-header'
import { Form, Link, useActionData, useLocation } from 'react-router'
import { invoiceCategoryLabel, paymentMethodLabel, type RecurringInvoiceStatus } from '@common/invoices'
import { periodLabel } from '@common/recurring'
import { EmptyState } from '~/components/empty-state'
import { FormAlert } from '~/components/form-alert'
import { SubmitButton } from '~/components/submit-button'
import { RecurringPaymentDrawer } from '~/features/recurring/lazy-drawers'
import { RecurringStatusBadge } from '~/features/recurring/recurring-status-badge'
import { RECURRING_PAYMENT_DRAWER, RECURRING_PAYMENT_INTENT, RECURRING_PAYMENTS_PATH, RECURRING_STATUS_INTENT } from '~/features/recurring/recurring-paths'
import { invoiceHref } from '~/features/invoices/invoice-paths'
import { Term } from '~/components/term'
import { leaseHref } from '~/features/portfolio/lease-display'
import { ListTable } from '~/components/list'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { InvoiceStatusBadge } from '~/components/status-badge'
import { Button, Card, DataList, Flex, Heading, Link as ThemeLink, Table, Text } from '~/components/ui'
import { drawerHref } from '~/utils/drawer'
import { replyFor } from '~/utils/form-action'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import { formatCents } from '~/utils/money'
import { loadRecurringInvoice, recurringPaymentAction, recurringPaymentLoaderData, recurringStatusAction } from '~/features/recurring/recurring-invoices.server'
import { requireId } from '~/utils/form-action.server'
import type { Route } from './+types/recurring-invoices.$recurringInvoiceId'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData ? `Recurring payment #${loaderData.schedule.id}` : 'Recurring payment', error)

/** A recurring invoice (product-spec §2 recurring-invoices/{id}): its schedule, its generated invoices and amounts; the edit drawer when the URL opens it. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [page, recurringPayment] = await Promise.all([loadRecurringInvoice(context, params.recurringInvoiceId), recurringPaymentLoaderData(context, request)])
  return { ...page, recurringPayment }
}

/** Edit (the drawer), pause, resume, end. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = requireId(params.recurringInvoiceId)
  const formData = await request.formData()
  const intent = formData.get('intent')
  if (intent === RECURRING_PAYMENT_INTENT) return recurringPaymentAction(context, request, formData)
  if (intent === RECURRING_STATUS_INTENT) return recurringStatusAction(context, formData, id)
  throw new Response(null, { status: 400 })
}

const STATUS_ACTIONS: Record<RecurringInvoiceStatus, Array<{ status: RecurringInvoiceStatus; label: string; color?: 'red' | 'gray' }>> = {
  active: [
    { status: 'paused', label: 'Pause', color: 'gray' },
    { status: 'ended', label: 'End', color: 'red' },
  ],
  paused: [
    { status: 'active', label: 'Resume' },
    { status: 'ended', label: 'End', color: 'red' },
  ],
  ended: [],
}

export default function RecurringInvoicePage({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const { schedule, items, paymentMethods, invoices, invoiceCount, lastPeriod } = loaderData
  const statusReply = replyFor(useActionData(), RECURRING_STATUS_INTENT)
  const statusErrors = statusReply?.error?.[''] ?? undefined
  const origin = `/app/landlord/recurring-invoices/${schedule.id}`
  return (
    <Flex direction="column" gap="5">
      <PageHeader
        back={{ to: RECURRING_PAYMENTS_PATH, label: 'Recurring Payments' }}
        title={`Recurring payment #${schedule.id}`}
        badges={<RecurringStatusBadge status={schedule.status} />}
        actions={
          <>
            {schedule.status !== 'ended' ? (
              <Button asChild size="3" className="min-h-11">
                <Link to={drawerHref(location, RECURRING_PAYMENT_DRAWER, { target: schedule.id })} preventScrollReset>
                  Edit
                </Link>
              </Button>
            ) : null}
            {STATUS_ACTIONS[schedule.status].map((next) => (
              <Form key={next.status} method="post" preventScrollReset>
                <input type="hidden" name="status" value={next.status} />
                <SubmitButton intent={RECURRING_STATUS_INTENT} variant="soft" color={next.color}>
                  {next.label}
                </SubmitButton>
              </Form>
            ))}
          </>
        }
      />
      <FormAlert errors={statusErrors} />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card size="2" asChild>
          <section aria-labelledby="recurring-schedule">
            <Heading as="h2" size="4" id="recurring-schedule" mb="3">
              Schedule
            </Heading>
            <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
              <Term label="Sent">Monthly on day {schedule.dayOfMonth}</Term>
              <Term label="Start date">{formatDate(schedule.startDate)}</Term>
              <Term label="End date">{schedule.endDate ? formatDate(schedule.endDate) : 'None'}</Term>
              <Term label="Payment Due">
                {schedule.dueDays} {schedule.dueDays === 1 ? 'day' : 'days'} after sending
              </Term>
              <Term label="Next invoice">{schedule.nextDate ? formatDate(schedule.nextDate) : 'None'}</Term>
              <Term label="Last period">{lastPeriod ? periodLabel(lastPeriod) : '—'}</Term>
              <Term label="Category">{schedule.category ? invoiceCategoryLabel[schedule.category] : '—'}</Term>
              <Term label="Payment methods">{paymentMethods.map((method) => paymentMethodLabel[method]).join(', ') || '—'}</Term>
              <Term label="Lease">
                {schedule.leaseId ? (
                  <ThemeLink asChild>
                    <Link to={leaseHref(schedule.leaseId)}>{schedule.leaseLabel}</Link>
                  </ThemeLink>
                ) : (
                  '—'
                )}
              </Term>
              <Term label="Property">{[schedule.propertyLabel, schedule.unitName].filter(Boolean).join(' · ') || '—'}</Term>
            </DataList.Root>
          </section>
        </Card>
        <Card size="2" asChild>
          <section aria-labelledby="recurring-amounts">
            <Heading as="h2" size="4" id="recurring-amounts" mb="3">
              Amounts
            </Heading>
            <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
              <Term label="Each month">{formatCents(schedule.total)}</Term>
              <Term label="Invoices sent">{invoiceCount}</Term>
              <Term label="Paid">{formatCents(schedule.amountPaid)}</Term>
              <Term label="Refunded">{formatCents(loaderData.amountRefunded)}</Term>
              <Term label="Amount due">{formatCents(schedule.amountDue)}</Term>
            </DataList.Root>
            <Heading as="h3" size="3" mt="4" mb="2">
              Line items
            </Heading>
            <ul className="m-0 flex list-none flex-col gap-2 p-0">
              {items.map((item, index) => (
                <li key={index}>
                  <Flex justify="between" gap="3">
                    <Text size="2">
                      {item.name} — {item.description}
                      {item.quantity !== 1 ? ` × ${item.quantity}` : ''}
                    </Text>
                    <Text size="2" className="tabular-nums">
                      {formatCents(item.amount)}
                    </Text>
                  </Flex>
                </li>
              ))}
            </ul>
          </section>
        </Card>
      </div>

      <section aria-labelledby="recurring-invoices">
        <Heading as="h2" size="4" id="recurring-invoices" mb="3">
          Invoices
        </Heading>
        {invoices.length === 0 ? (
          <EmptyState description={schedule.nextDate ? `The first invoice is sent on ${formatDate(schedule.nextDate)}.` : 'No invoice was sent on this schedule.'} />
        ) : (
          <>
            <ListTable>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Period</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Due date</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">Amount due</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {invoices.map((invoice) => (
                  <Table.Row key={invoice.id} align="center">
                    <Table.RowHeaderCell>
                      <ThemeLink asChild weight="medium">
                        <Link to={invoiceHref(invoice.id, origin)} className="inline-flex min-h-11 items-center">
                          {invoice.period ? periodLabel(invoice.period) : `Invoice #${invoice.id}`}
                        </Link>
                      </ThemeLink>
                    </Table.RowHeaderCell>
                    <Table.Cell data-label="Due date">{formatDate(invoice.dueDate)}</Table.Cell>
                    <Table.Cell justify="end" className="tabular-nums" data-label="Total">
                      {formatCents(invoice.total)}
                    </Table.Cell>
                    <Table.Cell justify="end" className="tabular-nums" data-label="Amount due">
                      {formatCents(invoice.amountDue)}
                    </Table.Cell>
                    <Table.Cell data-label="Status">
                      <InvoiceStatusBadge status={invoice.status} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </ListTable>
            {invoiceCount > invoices.length ? (
              <Text as="p" size="2" color="gray" mt="2">
                The latest {invoices.length} of {invoiceCount} invoices.{' '}
                {schedule.leaseId ? (
                  <ThemeLink asChild>
                    <Link to={`${leaseHref(schedule.leaseId)}/transactions`}>All of the lease's transactions</Link>
                  </ThemeLink>
                ) : null}
              </Text>
            ) : null}
          </>
        )}
      </section>
      {loaderData.recurringPayment ? <RecurringPaymentDrawer data={loaderData.recurringPayment} /> : null}
    </Flex>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
