import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { SecurityDepositList } from '~/components/security-deposits/security-deposit-views'
import { Heading } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import { loadDepositPage } from '~/utils/security-deposits.server'
import type { Route } from './+types/security-deposits'

export const meta: Route.MetaFunction = () => titleMeta('Security Deposits')

/** The deposits of the unit's leases, newest first, a page of 10 (one API call). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const unitId = requireId(params.unitId)
  return loadDepositPage(context, request, { unit: { equals: unitId } })
}

export default function UnitSecurityDepositsTab({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="security-deposits-title" className="flex flex-col gap-3">
      <Heading as="h2" size="4" id="security-deposits-title">
        Security Deposits
      </Heading>
      <SecurityDepositList
        list={loaderData}
        emptyDescription="Security deposits of this unit's leases — requested, held and returned — will be listed here. Add one from a lease's Security deposit tab."
      />
    </section>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
