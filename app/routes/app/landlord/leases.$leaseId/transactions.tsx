import { Link, useLocation } from 'react-router'
import { InvoiceList, TransactionsTabHeading } from '~/components/invoices/invoice-list'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { drawerHref } from '~/utils/drawer'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import { loadInvoiceList } from '~/utils/transactions.server'
import type { Route } from './+types/transactions'

export const meta: Route.MetaFunction = () => titleMeta('Transactions')

/** The lease's charges (issue 8): the transactions list scoped to the lease. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const leaseId = requireId(params.leaseId)
  return loadInvoiceList(context, request, { scope: { lease: leaseId } })
}

export default function LeaseTransactionsTab({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const leaseId = loaderData.scope.lease!
  const oneTimePayment = (
    <Button asChild size="3" className="min-h-11">
      <Link to={drawerHref(location, 'one-time-payment', { lease: leaseId })} preventScrollReset>
        One-time payment
      </Link>
    </Button>
  )
  return (
    <>
      <TransactionsTabHeading id="lease-transactions-title" actions={oneTimePayment} />
      <InvoiceList data={loaderData} headingId="lease-transactions-title" emptyDescription="Invoices of this lease — rent, fees, utilities — will be listed here with what is still due." emptyAction={oneTimePayment} />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
