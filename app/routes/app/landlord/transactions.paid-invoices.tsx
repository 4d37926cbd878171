import { InvoiceFiltersButton, InvoiceList, TransactionsTabs } from '~/features/invoices/invoice-list'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import { loadInvoiceList } from '~/features/transactions/transactions.server'
import type { Route } from './+types/transactions.paid-invoices'

export const meta: Route.MetaFunction = () => titleMeta('Paid Invoices')

/** The organization's paid charges, the latest payment first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadInvoiceList(context, request, { view: 'paid' })
}

export default function PaidInvoicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Transactions" actions={<InvoiceFiltersButton />} />
      <TransactionsTabs />
      <InvoiceList data={loaderData} emptyDescription="Invoices your tenants have paid in full will be listed here, the latest payment first." />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
