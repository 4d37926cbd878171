import { Form, Link, redirect, useLocation } from 'react-router'
import { Drawer } from '~/components/drawer'
import { EmptyState } from '~/components/empty-state'
import { AddPaymentMethod, ADD_PAYMENT_METHOD_DRAWER, PAYMENT_METHOD_ADDED_DRAWER } from '~/features/payment-methods/add-payment-method'
import { loadSavedPaymentMethods, paymentMethodAction } from '~/features/payment-methods/payment-methods.server'
import { NavIcon } from '~/components/shell/nav-icon'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Badge, Button, Card, Flex, Text } from '~/components/ui'
import { flashToast, requireTenant } from '~/utils/auth.server'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/payment-methods'

export const meta: Route.MetaFunction = () => titleMeta('Payment Methods')

const PAGE = '/app/tenant/payment-methods'

/**
 * /app/tenant/payment-methods: the tenant's saved cards and bank accounts (kept
 * with Stripe on the tenant's own customer, usable with every landlord). Add one in the
 * 'add tenant payment method' dialog (?d=add-payment-method: Stripe's Payment Element with
 * JavaScript, Stripe Checkout without); coming back, the feedback dialog
 * (?d=payment-method-added) confirms it. Remove one with its button.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTenant(context)
  const url = new URL(request.url)
  // Back from Stripe (Checkout: ?added=1; Stripe.js: ?added=1&setup_intent=…&redirect_status=…): one clean URL.
  if (url.searchParams.has('added')) {
    if (url.searchParams.get('redirect_status') === 'failed') {
      flashToast(context, { type: 'error', title: 'The payment method was not saved', description: 'Try again, or use another card or bank account.' })
      throw redirect(PAGE)
    }
    throw redirect(`${PAGE}?d=${PAYMENT_METHOD_ADDED_DRAWER}`)
  }
  return loadSavedPaymentMethods(context)
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireTenant(context)
  const result = await paymentMethodAction(context, await request.formData(), PAGE)
  if (!result) throw redirect(PAGE)
  return result
}

export default function PaymentMethodsPage({ loaderData }: Route.ComponentProps) {
  const { available, methods, publishableKey } = loaderData
  const location = useLocation()
  const drawer = openDrawer(location.search).name
  const addHref = drawerHref(location, ADD_PAYMENT_METHOD_DRAWER)
  return (
    <>
      <PageHeader
        title="Payment Methods"
        description="The cards and bank accounts you pay rent with. Stripe keeps them; Leasewell never sees the numbers."
        actions={
          available ? (
            <Button asChild size="3" className="min-h-11">
              <Link to={addHref} preventScrollReset>
                Add payment method
              </Link>
            </Button>
          ) : null
        }
      />
      {!available ? (
        <EmptyState icon={<NavIcon name="payment-methods" />} description="Card and bank payments are not available on this server. Pay your landlord with the other methods on your invoices." />
      ) : methods.length === 0 ? (
        <EmptyState
          icon={<NavIcon name="payment-methods" />}
          description="You have no saved payment methods. Save a card or a bank account to pay faster and to turn on autopay."
          action={
            <Button asChild size="3" variant="soft" className="min-h-11">
              <Link to={addHref} preventScrollReset>
                Add payment method
              </Link>
            </Button>
          }
        />
      ) : (
        <ul className="m-0 flex max-w-2xl list-none flex-col gap-3 p-0" aria-label="Saved payment methods">
          {methods.map((method) => (
            <li key={method.id}>
              <Card size="2">
                <Flex align="center" justify="between" gap="3" wrap="wrap">
                  <Flex align="center" gap="3">
                    <Text weight="medium">{method.label}</Text>
                    <Badge color="gray">{method.type === 'card' ? 'Card' : 'Bank account'}</Badge>
                  </Flex>
                  <Form method="post">
                    <input type="hidden" name="paymentMethodId" value={method.id} />
                    <Button type="submit" name="intent" value="remove" size="3" variant="soft" color="red" className="min-h-11" aria-label={`Remove ${method.label}`}>
                      Remove
                    </Button>
                  </Form>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {available && drawer === ADD_PAYMENT_METHOD_DRAWER ? (
        <Drawer title="Add payment method" description="A card or a US bank account, for invoices and autopay." placement="center">
          <AddPaymentMethod publishableKey={publishableKey} returnPath={PAGE} />
        </Drawer>
      ) : null}
      {drawer === PAYMENT_METHOD_ADDED_DRAWER ? (
        <Drawer title="Payment method added" placement="center">
          <Flex direction="column" gap="3">
            <Text as="p" size="2" className="m-0">
              Your payment method is saved. Bank accounts may take a moment to appear while Stripe confirms them.
            </Text>
            <Flex>
              <Button asChild size="3" className="min-h-11">
                <Link to={PAGE}>Done</Link>
              </Button>
            </Flex>
          </Flex>
        </Drawer>
      ) : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
