import { data, Form, Link, useLocation } from 'react-router'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { useLeaseView } from '~/features/portfolio/lease-page'
import { EmptyState } from '~/components/empty-state'
import { AddLink } from '~/components/list'
import {
  CancelDepositDialog,
  RecordDepositDrawer,
  RequestDepositDrawer,
  ReturnDepositDrawer,
  SecurityDepositActionDialog,
} from '~/features/security-deposits/lazy-drawers'
import { ITEMISATION_INTENT, SECURITY_DEPOSIT_DRAWERS } from '~/features/security-deposits/security-deposit-names'
import { SecurityDepositDetails } from '~/features/security-deposits/security-deposit-views'
import { Button, Flex, Heading } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { landlordConditionReportPath } from '@common/condition-report-paths'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import { handleSecurityDepositIntent, loadLeaseDeposits, loadRequestMethods } from '~/features/security-deposits/security-deposits.server'
import { startItemisationFromLease } from '~/features/security-deposits/itemisation.server'
import type { Route } from './+types/security-deposit'

export const meta: Route.MetaFunction = () => titleMeta('Security Deposit')

/** The lease's deposits (the active one first, then returned ones); the request drawer also needs the methods the account offers. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const leaseId = requireId(params.leaseId)
  const drawer = openDrawer(new URL(request.url).search).name
  const [deposits, methods] = await Promise.all([loadLeaseDeposits(context, leaseId), drawer === SECURITY_DEPOSIT_DRAWERS.request ? loadRequestMethods(context) : null])
  return { deposits, methods: methods ?? [] }
}

/** Request, record, return and cancel (product-spec §2 Security deposit dialogs); and the itemization letter, started from this lease. */
export async function action({ params, request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const leaseId = requireId(params.leaseId)
  const formData = await request.formData()
  if (formData.get('intent') === ITEMISATION_INTENT) return startItemisationFromLease(context, leaseId)
  const handled = await handleSecurityDepositIntent(context, formData, { leaseId, fallbackRedirect: `/app/landlord/leases/${leaseId}/security-deposit` })
  if (handled) return handled
  throw data(null, { status: 400 })
}

export default function LeaseSecurityDepositTab({ loaderData }: Route.ComponentProps) {
  const { deposits, methods } = loaderData
  const lease = useLeaseView()
  const location = useLocation()
  const drawer = openDrawer(location.search)
  const active = deposits.find((deposit) => deposit.status !== 'returned') ?? null
  const history = deposits.filter((deposit) => deposit !== active)
  const addHref = drawerHref(location, SECURITY_DEPOSIT_DRAWERS.action)
  const target = active && drawer.target === String(active.id) ? active : null

  return (
    <section aria-labelledby="security-deposit-title" className="flex flex-col gap-3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id="security-deposit-title">
          Security deposit
        </Heading>
        <Flex gap="2" wrap="wrap">
          {deposits.some((deposit) => deposit.status !== 'requested') ? (
            // The 'Security deposit itemisation' document, filled in from this lease's deposit and its deductions.
            <Form method="post">
              <Button type="submit" name="intent" value={ITEMISATION_INTENT} size="3" variant="soft" className="min-h-11">
                Create itemization letter
              </Button>
            </Form>
          ) : null}
          {active || !deposits.length ? null : (
            <AddLink to={addHref} preventScrollReset>
              Add security deposit
            </AddLink>
          )}
        </Flex>
      </Flex>
      {active ? (
        <SecurityDepositDetails
          deposit={active}
          conditionReportHref={landlordConditionReportPath}
          invoiceHref={active.invoice ? `/app/landlord/invoices/${active.invoice.id}` : null}
          actions={
            active.status === 'held' ? (
              <Button asChild size="3" className="min-h-11">
                <Link to={drawerHref(location, SECURITY_DEPOSIT_DRAWERS.return, { target: active.id })} preventScrollReset>
                  Return deposit
                </Link>
              </Button>
            ) : (
              <Button asChild size="3" variant="soft" color="red" className="min-h-11">
                <Link to={drawerHref(location, SECURITY_DEPOSIT_DRAWERS.cancel, { target: active.id })} preventScrollReset>
                  Cancel request
                </Link>
              </Button>
            )
          }
        />
      ) : null}
      {!deposits.length ? (
        <EmptyState
          description="The deposit your tenants pay at the start of the lease: request it as an invoice, or record one you already received. It is held for them, not counted as income."
          action={
            <AddLink to={addHref} preventScrollReset>
              Add security deposit
            </AddLink>
          }
        />
      ) : null}
      {history.length ? (
        <>
          <Heading as="h3" size="3" mt="2">
            Returned deposits
          </Heading>
          {history.map((deposit) => (
            <SecurityDepositDetails key={deposit.id} deposit={deposit} conditionReportHref={landlordConditionReportPath} invoiceHref={deposit.invoice ? `/app/landlord/invoices/${deposit.invoice.id}` : null} />
          ))}
        </>
      ) : null}

      {!active && drawer.name === SECURITY_DEPOSIT_DRAWERS.action ? <SecurityDepositActionDialog /> : null}
      {!active && drawer.name === SECURITY_DEPOSIT_DRAWERS.request ? <RequestDepositDrawer defaultAmount={lease.securityDeposit} methods={methods} /> : null}
      {!active && drawer.name === SECURITY_DEPOSIT_DRAWERS.record ? <RecordDepositDrawer defaultAmount={lease.securityDeposit} /> : null}
      {target?.status === 'held' && drawer.name === SECURITY_DEPOSIT_DRAWERS.return ? <ReturnDepositDrawer depositId={target.id} amountHeld={target.amountHeld} recorded={target.deductions} /> : null}
      {target?.status === 'requested' && drawer.name === SECURITY_DEPOSIT_DRAWERS.cancel ? <CancelDepositDialog depositId={target.id} /> : null}
    </section>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
