import { Link, useLocation } from 'react-router'
import { ONE_TIME_PAYMENT_DRAWER, ONE_TIME_PAYMENT_INTENT } from '~/features/invoices/invoice-paths'
import { InvoiceList, TransactionsTabHeading } from '~/features/invoices/invoice-list'
import { OneTimePaymentDrawer } from '~/features/invoices/lazy-drawers'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { drawerHref } from '~/utils/drawer'
import { requireId } from '~/utils/form-action.server'
import { oneTimePaymentAction, oneTimePaymentLoaderData } from '~/features/invoices/invoices.server'
import { titleMeta } from '~/utils/meta'
import { loadInvoiceList } from '~/features/transactions/transactions.server'
import type { Route } from './+types/transactions'

export const meta: Route.MetaFunction = () => titleMeta('Transactions')

/** The lease's charges: the transactions list scoped to the lease, and its one-time payment drawer. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const leaseId = requireId(params.leaseId)
  const [list, oneTimePayment] = await Promise.all([loadInvoiceList(context, request, { scope: { lease: leaseId } }), oneTimePaymentLoaderData(context, request)])
  return { ...list, oneTimePayment }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const formData = await request.formData()
  if (formData.get('intent') === ONE_TIME_PAYMENT_INTENT) return oneTimePaymentAction(context, request, formData)
  throw new Response(null, { status: 400 })
}

export default function LeaseTransactionsTab({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const leaseId = loaderData.scope.lease!
  const oneTimePayment = (
    <Button asChild size="3" className="min-h-11">
      <Link to={drawerHref(location, ONE_TIME_PAYMENT_DRAWER, { lease: leaseId })} preventScrollReset>
        One-time payment
      </Link>
    </Button>
  )
  return (
    <>
      <TransactionsTabHeading id="lease-transactions-title" actions={oneTimePayment} />
      <InvoiceList
        data={loaderData}
        headingId="lease-transactions-title"
        emptyDescription="Invoices of this lease — rent, fees, utilities — will be listed here with what is still due."
        emptyAction={oneTimePayment}
      />
      {loaderData.oneTimePayment ? <OneTimePaymentDrawer data={loaderData.oneTimePayment} /> : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
