import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { TenantInvoicePage } from '~/features/invoices/tenant-invoice-page'
import { StripePay } from '~/features/invoices/lazy-drawers'
import { handleTenantInvoiceAction, loadTenantInvoicePage } from '~/features/invoices/tenant-invoices.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/invoices.$invoiceId'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData ? `Invoice #${loaderData.invoice.id}` : 'Invoice', error)

/**
 * /app/tenant/invoices/{id} (also reached as `/{id}/` from notifications): an invoice of a
 * lease the tenant holds, its attachments and how to pay it. Any other invoice is the API's
 * 404, shown as the not-found page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadTenantInvoicePage(context, request, params.invoiceId)
}

/** Mark a Venmo, Cash App, Zelle or manual payment sent (card and bank post to ./pay, StripePay's route). */
export async function action({ params, request, context }: Route.ActionArgs) {
  return handleTenantInvoiceAction(context, request, params.invoiceId)
}

export default function TenantInvoice({ loaderData }: Route.ComponentProps) {
  const { invoice, files, checkout, publishableKey } = loaderData
  return (
    <TenantInvoicePage
      invoice={invoice}
      files={files}
      checkout={checkout}
      cardPayment={invoice.cardMethods.length ? <StripePay invoiceId={invoice.id} methods={invoice.cardMethods} publishableKey={publishableKey} amount={invoice.payable} /> : null}
    />
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
