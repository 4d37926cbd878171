import { invoiceStatusColor, invoiceStatusLabel, type InvoiceStatus } from '@common/invoices'
import { leaseStatusLabel, type LeaseStatus } from '@common/portfolio'
import { Badge } from './ui'

/** STYLE: one colour meaning everywhere — green active, blue upcoming, gray draft/past/archived. */
const LEASE_STATUS_COLOR = { active: 'green', upcoming: 'blue', draft: 'gray', past: 'gray' } as const

export function LeaseStatusBadge({ status }: { status: LeaseStatus | null | undefined }) {
  if (!status) return null
  return (
    <Badge color={LEASE_STATUS_COLOR[status]} variant={status === 'past' ? 'outline' : 'soft'} size="2">
      {leaseStatusLabel[status]}
    </Badge>
  )
}

export function ArchivedBadge({ archived }: { archived: boolean | null | undefined }) {
  if (!archived) return null
  return (
    <Badge color="gray" variant="soft" size="2">
      Archived
    </Badge>
  )
}

/** An invoice's derived status (ADR 021): blue open, amber partially paid, green paid, red overdue, gray void. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus | null | undefined }) {
  if (!status) return null
  return (
    <Badge color={invoiceStatusColor[status]} variant={status === 'void' ? 'outline' : 'soft'} size="2">
      {invoiceStatusLabel[status]}
    </Badge>
  )
}
