import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { SecurityDepositsTab } from '~/features/security-deposits/security-deposit-views'
import { titleMeta } from '~/utils/meta'
import { loadDepositTab } from '~/features/security-deposits/security-deposits.server'
import type { Route } from './+types/security-deposits'

export const meta: Route.MetaFunction = () => titleMeta('Security Deposits')

/** The deposits of the unit's leases, newest first, a page of 10 (one API call). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadDepositTab(context, request, 'unit', params.unitId)
}

export default function UnitSecurityDepositsTab({ loaderData }: Route.ComponentProps) {
  return <SecurityDepositsTab list={loaderData} scope="unit" />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
