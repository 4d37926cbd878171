import { InvoiceList, TransactionsTabHeading } from '~/features/invoices/invoice-list'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import { loadInvoiceList } from '~/features/transactions/transactions.server'
import type { Route } from './+types/transactions'

export const meta: Route.MetaFunction = () => titleMeta('Transactions')

/** The unit's charges, every lease of it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadInvoiceList(context, request, { scope: { unit: requireId(params.unitId) } })
}

export default function UnitTransactionsTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TransactionsTabHeading id="unit-transactions-title" />
      <InvoiceList data={loaderData} headingId="unit-transactions-title" emptyDescription="Invoices of this unit's leases will be listed here with what is still due." />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
