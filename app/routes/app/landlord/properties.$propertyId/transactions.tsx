import { InvoiceList, TransactionsTabHeading } from '~/features/invoices/invoice-list'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import { loadInvoiceList } from '~/features/transactions/transactions.server'
import type { Route } from './+types/transactions'

export const meta: Route.MetaFunction = () => titleMeta('Transactions')

/** The property's charges, all its units and leases. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadInvoiceList(context, request, { scope: { property: requireId(params.propertyId) } })
}

export default function PropertyTransactionsTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TransactionsTabHeading id="property-transactions-title" />
      <InvoiceList data={loaderData} headingId="property-transactions-title" emptyDescription="Invoices of this property's leases will be listed here with what is still due." />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
