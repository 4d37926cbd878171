import { InvoicePage } from '~/features/invoices/invoice-view'
import { handleInvoicePageAction, loadInvoicePage } from '~/features/invoices/invoices.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/invoices.$invoiceId'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData ? `Invoice #${loaderData.invoice.id}` : 'Invoice', error)

/** The invoice, its attachments and the Back link's destination (`?origin=`, else the transactions). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadInvoicePage(context, request, params.invoiceId)
}

/** Record payment, confirm / not received, refund, void, add attachment. */
export async function action({ params, request, context }: Route.ActionArgs) {
  return handleInvoicePageAction(context, request, params.invoiceId)
}

export default function LandlordInvoice({ loaderData }: Route.ComponentProps) {
  return <InvoicePage invoice={loaderData.invoice} files={loaderData.files} backHref={loaderData.backHref} />
}
