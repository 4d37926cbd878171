import type { RecurringInvoiceStatus } from '@common/invoices'
import { Badge } from '~/components/ui'
import { recurringStatusColor, recurringStatusLabel } from './recurring-paths'

/** A recurring invoice's status: active, paused or ended. */
export function RecurringStatusBadge({ status }: { status: RecurringInvoiceStatus }) {
  return <Badge color={recurringStatusColor[status]}>{recurringStatusLabel[status]}</Badge>
}
