import { Link, useLocation } from 'react-router'
import { InvoiceFiltersButton, InvoiceList, TransactionsTabs } from '~/components/invoices/invoice-list'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { drawerHref } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import { loadInvoiceList } from '~/utils/transactions.server'
import type { Route } from './+types/transactions'

export const meta: Route.MetaFunction = () => titleMeta('Transactions')

/** The organization's charges (issue 8), filtered by the URL, due date newest first; two API calls in parallel. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadInvoiceList(context, request, { view: 'all' })
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
              <Link to={drawerHref(location, 'recurring-payment')} preventScrollReset>
                Recurring payment
              </Link>
            </Button>
            <Button asChild size="3" className="min-h-11">
              <Link to={drawerHref(location, 'one-time-payment')} preventScrollReset>
                One-time payment
              </Link>
            </Button>
          </>
        }
      />
      <TransactionsTabs />
      <InvoiceList data={loaderData} emptyDescription="Invoices you send your tenants — rent, fees, utilities — will be listed here with what is still due." />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
