import { formatNumber } from '@common/en-us'
import { paymentMethodLabel, type PaymentStatus } from '@common/invoices'
import { Badge, Card, DataList, Flex, Heading, Table, Text } from '~/components/ui'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'
import type { InvoicePayment, InvoiceView } from './invoices.server'
import { Term } from '~/components/term'

export { Term }

/**
 * The parts the landlord's invoice page (invoice-view.tsx) and the tenant's
 * (tenant/invoice-page.tsx) share: the line items with their amounts, a payment's status,
 * a payment with its refunds, a term of a details list, a party (From, To) and the card of both.
 */

/** A payment's state in words (STYLE colours: green done, amber pending, red failed). */
export const PAYMENT_STATUS: Record<PaymentStatus, { label: string; color: 'green' | 'amber' | 'red' | 'gray' }> = {
  succeeded: { label: 'Received', color: 'green' },
  pending: { label: 'Pending', color: 'amber' },
  failed: { label: 'Failed', color: 'red' },
  canceled: { label: 'Canceled', color: 'gray' },
}

/**
 * The invoice's line items (name, description, amount, quantity, line total) and its
 * amounts: total, paid (`paidLabel`), refunded, amount due. On phones the amount and
 * quantity columns fold under the item (the table fits the screen instead of being cut off);
 * the table also scrolls sideways should a line still not fit.
 */
export function InvoiceItems({
  invoice,
  paidLabel,
  foldOnPhones = true,
}: {
  invoice: Pick<InvoiceView, 'items' | 'total' | 'amountPaid' | 'amountRefunded' | 'amountDue'>
  paidLabel: string
  foldOnPhones?: boolean
}) {
  const columnClass = foldOnPhones ? 'hidden sm:table-cell' : undefined
  const cellClass = foldOnPhones ? 'hidden tabular-nums sm:table-cell' : 'tabular-nums'
  return (
    <Card size="2" asChild>
      <section aria-labelledby="invoice-items">
        <Heading as="h2" size="4" id="invoice-items" mb="3">
          Line items
        </Heading>
        {/* Table.Root scrolls natively (components/ui/table.tsx), without JavaScript too. */}
        <Table.Root variant="ghost" className="max-w-full">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Item</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end" className={columnClass}>
                Amount
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end" className={columnClass}>
                Quantity
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invoice.items.map((item, index) => (
              <Table.Row key={index}>
                <Table.Cell>
                  <Text as="div" weight="medium">
                    {item.name}
                  </Text>
                  <Text as="div" size="1" color="gray">
                    {item.description}
                  </Text>
                  {foldOnPhones ? (
                    // Phones: the amount and quantity columns fold into the item.
                    <Text as="div" size="1" color="gray" className="tabular-nums sm:hidden">
                      {formatCents(item.amount)} × {formatNumber(item.quantity)}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell justify="end" className={cellClass}>
                  {formatCents(item.amount)}
                </Table.Cell>
                <Table.Cell justify="end" className={cellClass}>
                  {formatNumber(item.quantity)}
                </Table.Cell>
                <Table.Cell justify="end" className="tabular-nums">
                  {formatCents(Math.round((item.amount * Math.round(item.quantity * 1000)) / 1000))}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <DataList.Root mt="4" className="ml-auto max-w-xs">
          <Amount label="Total" cents={invoice.total} />
          <Amount label={paidLabel} cents={invoice.amountPaid} />
          <Amount label="Refunded" cents={invoice.amountRefunded} />
          <Amount label="Amount due" cents={invoice.amountDue} strong />
        </DataList.Root>
      </section>
    </Card>
  )
}

function Amount({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="120px">{label}</DataList.Label>
      <DataList.Value className="w-full justify-end tabular-nums">
        <Text weight={strong ? 'bold' : 'regular'}>{formatCents(cents)}</Text>
      </DataList.Value>
    </DataList.Item>
  )
}

/** Who bills (From) or is billed (To): name, organization, address, email; a dash when none is known. */
export function Party({ title, party }: { title: string; party: InvoiceView['from'] }) {
  const lines = [party?.name, party?.organizationName && party.organizationName !== party.name ? party.organizationName : null, party?.address, party?.email].filter((line): line is string => Boolean(line))
  return (
    <Flex direction="column" gap="1">
      <Text size="1" color="gray" weight="medium">
        {title}
      </Text>
      {lines.length ? (
        lines.map((line) => (
          <Text key={line} size="2" className="min-w-0 [overflow-wrap:break-word]">
            {line && line === party?.email ? <EmailText email={line} /> : line}
          </Text>
        ))
      ) : (
        <Text size="2" color="gray">
          —
        </Text>
      )}
    </Flex>
  )
}

/** The 'From and to' card of an invoice page: who bills and who is billed, side by side where there is room. */
export function PartiesCard({ invoice }: { invoice: Pick<InvoiceView, 'from' | 'to'> }) {
  return (
    <Card size="2" asChild>
      <section aria-labelledby="invoice-parties">
        <Heading as="h2" size="4" id="invoice-parties" mb="3">
          From and to
        </Heading>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <Party title="From" party={invoice.from} />
          <Party title="To" party={invoice.to} />
        </div>
      </section>
    </Card>
  )
}

/**
 * An e-mail address that wraps where a reader expects — after the '@' and before a dot —
 * rather than mid-word; only a part longer than the line itself breaks inside.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=@)|(?=\.)/)
  return (
    <span data-email={email}>
      {parts.map((part, index) => (
        <span key={index}>
          {index ? <wbr /> : null}
          {part}
        </span>
      ))}
    </span>
  )
}

/** A payment's method, status, date, reference, failure and amount, then its refunds (the landlord's and the tenant's invoice pages). */
export function PaymentSummary({ payment }: { payment: InvoicePayment }) {
  const status = PAYMENT_STATUS[payment.status]
  return (
    <>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Flex align="center" gap="2" wrap="wrap">
            <Text weight="medium">{paymentMethodLabel[payment.method]}</Text>
            <Badge color={status.color} variant="soft" size="2">
              {status.label}
            </Badge>
          </Flex>
          <Text size="1" color="gray">
            {[formatDate(payment.paidAt ?? payment.createdAt), payment.reference ? `Ref. ${payment.reference}` : null, payment.note].filter(Boolean).join(' · ')}
          </Text>
          {payment.failureMessage ? (
            <Text size="1" color="red">
              {payment.failureMessage}
            </Text>
          ) : null}
        </Flex>
        <Text size="4" weight="bold" className="tabular-nums">
          {formatCents(payment.amount)}
        </Text>
      </Flex>
      {payment.refunds.length ? (
        <ul className="m-0 flex list-none flex-col gap-1 p-0">
          {payment.refunds.map((refund, index) => (
            <li key={index}>
              <Text size="2" color="gray">
                Refund of <span className="tabular-nums">{formatCents(refund.amount)}</span> ({refund.status}){refund.createdAt ? ` on ${formatDate(refund.createdAt)}` : ''}
                {refund.reason ? `: ${refund.reason}` : ''}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
