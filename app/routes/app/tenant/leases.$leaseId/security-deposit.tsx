import { Link } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { SecurityDepositDetails } from '~/features/security-deposits/security-deposit-views'
import { Button, Heading } from '~/components/ui'
import { requireTenant } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import { loadLeaseDeposits } from '~/features/security-deposits/security-deposits.server'
import type { Route } from './+types/security-deposit'

export const meta: Route.MetaFunction = () => titleMeta('Security deposit')

/** The deposits of a lease the tenant holds (the API reads only those: another lease's are none). One API call. */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireTenant(context)
  const leaseId = requireId(params.leaseId)
  return { deposits: await loadLeaseDeposits(context, leaseId) }
}

const invoiceHref = (id: number) => `/app/tenant/invoices/${id}`

/** What the tenant paid or owes as a deposit, what is held, and what came back with each deduction. */
export default function TenantSecurityDepositTab({ loaderData }: Route.ComponentProps) {
  const { deposits } = loaderData
  return (
    <section aria-labelledby="security-deposit-title" className="flex flex-col gap-3">
      <Heading as="h2" size="4" id="security-deposit-title">
        Security deposit
      </Heading>
      {deposits.length ? (
        deposits.map((deposit) => (
          <SecurityDepositDetails
            key={deposit.id}
            deposit={deposit}
            invoiceHref={deposit.invoice ? invoiceHref(deposit.invoice.id) : null}
            actions={
              deposit.status === 'requested' && deposit.invoice && deposit.invoice.amountDue > 0 && deposit.invoice.status !== 'void' ? (
                <Button asChild size="3" className="min-h-11">
                  <Link to={invoiceHref(deposit.invoice.id)}>Pay deposit</Link>
                </Button>
              ) : null
            }
          />
        ))
      ) : (
        <EmptyState description="Your security deposit will show here once your landlord requests or records it: what you paid, what is held, and what is returned." />
      )}
    </section>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
