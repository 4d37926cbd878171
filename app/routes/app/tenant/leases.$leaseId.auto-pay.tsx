import { data, Form, Link, redirect, useActionData, useLocation, useNavigation } from 'react-router'
import { Drawer } from '~/components/drawer'
import { EmptyState } from '~/components/empty-state'
import { ErrorList, FormAlert, Notice } from '~/components/forms'
import { leaseTitle } from '~/features/portfolio/lease-display'
import { AddPaymentMethod, ADD_PAYMENT_METHOD_DRAWER } from '~/features/payment-methods/add-payment-method'
import { loadSavedPaymentMethods, paymentMethodAction } from '~/features/payment-methods/payment-methods.server'
import { NavIcon } from '~/components/shell/nav-icon'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Card, Flex, Heading, Text } from '~/components/ui'
import { ApiError } from '~/utils/api.server'
import { api, flashToast, requireTenant } from '~/utils/auth.server'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/leases.$leaseId.auto-pay'

export const meta: Route.MetaFunction = () => titleMeta('Autopay')

const autopayMessages = {
  methodRequired: 'Choose a payment method.',
  on: 'Autopay is on',
  off: 'Autopay is off',
} as const

const pagePath = (leaseId: string) => `/app/tenant/leases/${encodeURIComponent(leaseId)}/auto-pay`

/**
 * /app/tenant/leases/{id}/auto-pay: 'manage autopay'. The tenant chooses one of
 * its saved cards or bank accounts and turns autopay on (POST /api/autopays, or PATCH its
 * enrolment) or off: each invoice of the lease is then charged on its due date, once.
 * Without saved methods the 'add payment method' dialog opens here; without Stripe on the
 * server the page says card and bank payments are not available.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = await requireTenant(context)
  if (!/^\d+$/.test(params.leaseId)) throw data(null, { status: 404 })
  const url = new URL(request.url)
  if (url.searchParams.has('added')) {
    flashToast(context, { type: 'success', title: 'Payment method added' })
    throw redirect(pagePath(params.leaseId))
  }
  const client = api(context)
  const lease = await client.findById('leases', params.leaseId, { depth: 1, select: { nickname: true, unit: true } }).catch((error) => {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  })
  const [saved, enrolments] = await Promise.all([
    loadSavedPaymentMethods(context),
    client.find('autopays', { where: { and: [{ lease: { equals: lease.id } }, { user: { equals: user.id } }] }, limit: 1, depth: 0 }),
  ])
  const autopay = enrolments.docs[0] ?? null
  return {
    lease: { id: lease.id, title: leaseTitle(lease as Parameters<typeof leaseTitle>[0]) },
    ...saved,
    autopay: autopay ? { id: autopay.id, enabled: Boolean(autopay.enabled), paymentMethodId: autopay.paymentMethodId, label: autopay.paymentMethodLabel ?? null } : null,
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const user = await requireTenant(context)
  if (!/^\d+$/.test(params.leaseId)) throw data(null, { status: 404 })
  const path = pagePath(params.leaseId)
  const formData = await request.formData()
  const intent = String(formData.get('intent') ?? '')
  const setup = await paymentMethodAction(context, formData, path)
  if (setup) return setup
  const client = api(context)
  const existing = (await client.find('autopays', { where: { and: [{ lease: { equals: Number(params.leaseId) } }, { user: { equals: user.id } }] }, limit: 1, depth: 0 })).docs[0]
  try {
    if (intent === 'off') {
      if (existing) await client.update('autopays', existing.id, { enabled: false })
      flashToast(context, { type: 'info', title: autopayMessages.off })
      throw redirect(path)
    }
    if (intent === 'on') {
      const paymentMethodId = String(formData.get('paymentMethodId') ?? '')
      if (!paymentMethodId) return data({ fieldErrors: { paymentMethodId: autopayMessages.methodRequired }, formError: null }, { status: 400 })
      if (existing) await client.update('autopays', existing.id, { paymentMethodId, enabled: true })
      else await client.create('autopays', { lease: Number(params.leaseId), paymentMethodId, enabled: true })
      flashToast(context, { type: 'success', title: autopayMessages.on, description: 'Each invoice of this lease is paid on its due date.' })
      throw redirect(path)
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error
    if (error.status === 404 && !Object.keys(error.fieldErrors).length) throw data(null, { status: 404 })
    return data({ fieldErrors: error.fieldErrors, formError: Object.keys(error.fieldErrors).length ? null : error.message }, { status: error.status })
  }
  throw data(null, { status: 400 })
}

export default function AutopayPage({ loaderData }: Route.ComponentProps) {
  const { lease, available, methods, publishableKey, autopay } = loaderData
  const reply = useActionData<typeof action>()
  const fieldErrors = reply && 'fieldErrors' in reply ? (reply.fieldErrors as Record<string, string>) : {}
  const formError = reply && 'formError' in reply ? (reply.formError as string | null) : null
  const location = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const drawer = openDrawer(location.search).name
  const selected = autopay?.paymentMethodId ?? methods[0]?.id
  const methodErrorId = 'autopay-method-error'
  return (
    <>
      <PageHeader title="Autopay" description={`Pay each invoice of ${lease.title} automatically on its due date.`} />
      {!available ? (
        <EmptyState
          icon={<NavIcon name="payment-methods" />}
          description="Autopay charges a saved card or bank account, and card and bank payments are not available on this server. Pay your invoices with the other methods they offer."
          action={
            <Button asChild size="3" variant="soft" className="min-h-11">
              <Link to={`/app/tenant/leases/${lease.id}`}>Back to the lease</Link>
            </Button>
          }
        />
      ) : (
        <Card size="3" className="max-w-2xl">
          <Flex direction="column" gap="4">
            {autopay?.enabled ? <Notice>Autopay is on with {autopay.label ?? 'your saved method'}.</Notice> : <Notice tone="info">Autopay is off.</Notice>}
            {methods.length === 0 ? (
              <Flex direction="column" gap="3">
                <Text as="p" size="2" className="m-0">
                  Save a card or a bank account first; autopay charges it.
                </Text>
                <Flex>
                  <Button asChild size="3" className="min-h-11">
                    <Link to={drawerHref(location, ADD_PAYMENT_METHOD_DRAWER)} preventScrollReset>
                      Add payment method
                    </Link>
                  </Button>
                </Flex>
              </Flex>
            ) : (
              <Form method="post">
                <Flex direction="column" gap="3">
                  <FormAlert errors={formError ? [formError] : undefined} />
                  <fieldset className="m-0 border-0 p-0" aria-describedby={fieldErrors.paymentMethodId ? methodErrorId : undefined} aria-invalid={Boolean(fieldErrors.paymentMethodId) || undefined}>
                    <legend>
                      <Heading as="h2" size="3" mb="2">
                        Pay with
                      </Heading>
                    </legend>
                    <Flex direction="column" gap="2">
                      {methods.map((method) => (
                        <label key={method.id} className="flex min-h-11 cursor-pointer items-center gap-3">
                          <input type="radio" name="paymentMethodId" value={method.id} defaultChecked={method.id === selected} className="size-5" />
                          <Text>{method.label}</Text>
                        </label>
                      ))}
                    </Flex>
                    <ErrorList id={methodErrorId} errors={fieldErrors.paymentMethodId ? [fieldErrors.paymentMethodId] : undefined} />
                  </fieldset>
                  <Text size="2" color="gray">
                    <Link to={drawerHref(location, ADD_PAYMENT_METHOD_DRAWER)} preventScrollReset>
                      Add another payment method
                    </Link>
                  </Text>
                  <Flex gap="3" wrap="wrap">
                    <Button type="submit" name="intent" value="on" size="3" className="min-h-11" loading={busy && navigation.formData?.get('intent') === 'on'}>
                      {autopay?.enabled ? 'Save autopay' : 'Turn on autopay'}
                    </Button>
                    {autopay?.enabled ? (
                      <Button type="submit" name="intent" value="off" size="3" variant="soft" color="gray" className="min-h-11" loading={busy && navigation.formData?.get('intent') === 'off'}>
                        Turn off autopay
                      </Button>
                    ) : null}
                  </Flex>
                </Flex>
              </Form>
            )}
          </Flex>
        </Card>
      )}
      {available && drawer === ADD_PAYMENT_METHOD_DRAWER ? (
        <Drawer title="Add payment method" description="A card or a US bank account, for invoices and autopay." placement="center">
          <AddPaymentMethod publishableKey={publishableKey} returnPath={pagePath(String(lease.id))} />
        </Drawer>
      ) : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
