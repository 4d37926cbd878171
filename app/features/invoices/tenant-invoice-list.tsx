import { ChevronRightIcon } from '@radix-ui/react-icons'
import { Link } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { InvoiceStatusBadge } from '~/components/status-badge'
import { Button, Card, Flex, Heading, Text } from '~/components/ui'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'
import { tenantInvoicePath } from './invoice-paths'
import type { TenantInvoiceSummary } from './tenant-invoice-payment'

export type LeaseInvoices = {
  unpaid: TenantInvoiceSummary[]
  amountDue: number
  settled: { invoices: TenantInvoiceSummary[]; page: number; hasNextPage: boolean }
}

/**
 * A lease's invoices on its tenant's lease page: the unpaid ones first (soonest due on top,
 * with what is due), then the paid and void ones, newest first and paginated
 * (`?invoicesPage=`). Each opens the invoice page.
 */
export function TenantLeaseInvoices({ invoices }: { invoices: LeaseInvoices }) {
  const { unpaid, settled, amountDue } = invoices
  const empty = unpaid.length === 0 && settled.invoices.length === 0
  return (
    <section aria-labelledby="lease-invoices" className="flex flex-col gap-3">
      <Flex justify="between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id="lease-invoices">
          Invoices
        </Heading>
        {!empty ? (
          <Text size="2" color={amountDue > 0 ? undefined : 'gray'}>
            Amount due:{' '}
            <Text weight="bold" className="tabular-nums" data-testid="lease-amount-due">
              {formatCents(amountDue)}
            </Text>
          </Text>
        ) : null}
      </Flex>
      {empty ? (
        <EmptyState description="Invoices from your landlord for this lease appear here, with what is due and when." />
      ) : (
        <>
          {unpaid.length ? (
            <InvoiceCards label="Open invoices" invoices={unpaid} />
          ) : (
            <Text as="p" size="2" color="gray">
              Nothing to pay right now.
            </Text>
          )}
          {settled.invoices.length ? (
            <>
              <Heading as="h3" size="3" mt="2">
                Paid
              </Heading>
              <InvoiceCards label="Paid invoices" invoices={settled.invoices} />
              <InvoicesPagination settled={settled} />
            </>
          ) : null}
        </>
      )}
    </section>
  )
}

function InvoiceCards({ label, invoices }: { label: string; invoices: TenantInvoiceSummary[] }) {
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-label={label}>
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <Card size="2" asChild>
            <Link
              to={tenantInvoicePath(invoice.id)}
              className="no-underline"
            >
              <Flex justify="between" align="center" gap="3">
                <Flex direction="column" gap="1" className="min-w-0">
                  <Flex align="center" gap="2" wrap="wrap">
                    <Text weight="medium" className="truncate">
                      {invoice.title}
                    </Text>
                    <InvoiceStatusBadge status={invoice.status} />
                  </Flex>
                  <Text size="1" color={invoice.status === 'overdue' ? 'red' : 'gray'}>
                    Invoice #{invoice.id} · Due {formatDate(invoice.dueDate)}
                    {invoice.amountDue > 0 && invoice.amountDue !== invoice.total ? ` · Total ${formatCents(invoice.total)}` : ''}
                  </Text>
                </Flex>
                <Flex align="center" gap="2" className="shrink-0">
                  <Flex direction="column" align="end">
                    <Text size="1" color="gray">
                      {invoice.amountDue > 0 ? 'Due' : 'Total'}
                    </Text>
                    <Text weight="bold" className="tabular-nums">
                      {formatCents(invoice.amountDue > 0 ? invoice.amountDue : invoice.total)}
                    </Text>
                  </Flex>
                  <ChevronRightIcon aria-hidden />
                </Flex>
              </Flex>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  )
}

/** The paid invoices' pages, under their own parameter (`?invoicesPage=`): links, so they work without JavaScript. */
function InvoicesPagination({ settled }: { settled: LeaseInvoices['settled'] }) {
  if (settled.page <= 1 && !settled.hasNextPage) return null
  const href = (page: number) => (page === 1 ? '?' : `?invoicesPage=${page}`)
  return (
    <nav aria-label="Paid invoices pages" className="flex flex-wrap items-center justify-between gap-3">
      <Text size="2" color="gray">
        Page {settled.page}
      </Text>
      <Flex gap="2">
        {settled.page > 1 ? (
          <Button asChild variant="soft" color="gray" size="3" className="min-h-11">
            <Link to={href(settled.page - 1)} preventScrollReset>
              Previous
            </Link>
          </Button>
        ) : null}
        {settled.hasNextPage ? (
          <Button asChild variant="soft" color="gray" size="3" className="min-h-11">
            <Link to={href(settled.page + 1)} preventScrollReset>
              Next
            </Link>
          </Button>
        ) : null}
      </Flex>
    </nav>
  )
}
