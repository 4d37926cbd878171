import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { ONE_TIME_PAYMENT_DRAWER, ONE_TIME_PAYMENT_INTENT } from '~/features/invoices/invoice-paths'
import { InvoiceFiltersButton, InvoiceList, TransactionsTabs } from '~/features/invoices/invoice-list'
import { OneTimePaymentDrawer } from '~/features/invoices/lazy-drawers'
import { RecurringPaymentDrawer } from '~/features/recurring/lazy-drawers'
import { RECURRING_PAYMENT_DRAWER, RECURRING_PAYMENT_INTENT } from '~/features/recurring/recurring-paths'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { drawerHref } from '~/utils/drawer'
import { oneTimePaymentAction, oneTimePaymentLoaderData } from '~/features/invoices/invoices.server'
import { titleMeta } from '~/utils/meta'
import { recurringPaymentAction, recurringPaymentLoaderData } from '~/features/recurring/recurring-invoices.server'
import { loadInvoiceList } from '~/features/transactions/transactions.server'
import type { Route } from './+types/transactions'

export const meta: Route.MetaFunction = () => titleMeta('Transactions')

/**
 * The organization's charges, filtered by the URL, due date newest first: two API
 * calls in parallel (a page of invoices, the totals), plus the drawer's data while one is open.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const [list, oneTimePayment, recurringPayment] = await Promise.all([
    loadInvoiceList(context, request, { view: 'all' }),
    oneTimePaymentLoaderData(context, request),
    recurringPaymentLoaderData(context, request),
  ])
  return { ...list, oneTimePayment, recurringPayment }
}

/** The drawers' forms: a one-time payment (an invoice) or a recurring payment (a schedule). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const formData = await request.formData()
  const intent = formData.get('intent')
  if (intent === ONE_TIME_PAYMENT_INTENT) return oneTimePaymentAction(context, request, formData)
  if (intent === RECURRING_PAYMENT_INTENT) return recurringPaymentAction(context, request, formData)
  throw new Response(null, { status: 400 })
}

export default function TransactionsPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  return (
    <>
      <PageHeader
        title="Transactions"
        actions={
          <>
            <InvoiceFiltersButton />
            <Button asChild size="3" variant="soft" className="min-h-11">
              <Link to={drawerHref(location, RECURRING_PAYMENT_DRAWER)} preventScrollReset>
                Recurring payment
              </Link>
            </Button>
            <Button asChild size="3" className="min-h-11">
              <Link to={drawerHref(location, ONE_TIME_PAYMENT_DRAWER)} preventScrollReset>
                One-time payment
              </Link>
            </Button>
          </>
        }
      />
      <TransactionsTabs />
      <InvoiceList data={loaderData} emptyDescription="Invoices you send your tenants — rent, fees, utilities — will be listed here with what is still due." />
      {loaderData.oneTimePayment ? <OneTimePaymentDrawer data={loaderData.oneTimePayment} /> : null}
      {loaderData.recurringPayment ? <RecurringPaymentDrawer data={loaderData.recurringPayment} /> : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
