/**
 * StripePay: the tenant pays an invoice by card or US bank account.
 *
 * Props:
 * - `invoiceId`: the invoice.
 * - `methods`: the card-provider methods the invoice offers and its landlord can take now
 *   ('card', 'us-bank-account'); nothing renders without one.
 * - `publishableKey`: the app's STRIPE_PUBLISHABLE_KEY (null: only the Checkout path).
 * - `amount`: what is payable, in cents (the Payment Element shows and checks it).
 * - `attempt` (optional): the attempt the page was rendered for; a stale page is refused.
 *
 * With JavaScript: a method choice and Stripe's Payment Element (deferred: no PaymentIntent
 * until Pay is pressed); Pay posts to /app/tenant/invoices/{id}/pay (intent=intent), which
 * calls POST /api/invoices/{id}/pay, then confirms with Stripe.js; Stripe returns to the
 * invoice with ?checkout=paid. Without JavaScript (or if Stripe.js cannot load): one plain
 * form per method posting intent=checkout there, which redirects to Stripe Checkout.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { paymentMethodLabel, type CardProviderMethod } from '@common/invoices'
import { FormAlert } from '~/components/forms'
import { postForJson, useStripeJs } from '~/features/payment-methods/stripe-elements'
import { absoluteUrl } from '~/features/payment-methods/stripe-js.client'
import { Button, Flex, SegmentedControl, Text } from '~/components/ui'
import { formatCents } from '~/utils/money'

export type StripePayProps = {
  invoiceId: number | string
  methods: readonly CardProviderMethod[]
  publishableKey: string | null
  amount: number
  attempt?: number
}

const stripeType = (method: CardProviderMethod) => (method === 'card' ? 'card' : 'us_bank_account')
const payAction = (invoiceId: number | string) => `/app/tenant/invoices/${invoiceId}/pay`

/** The path without JavaScript: Stripe's hosted Checkout page, one button per method. */
export function StripeCheckoutButtons({ invoiceId, methods }: Pick<StripePayProps, 'invoiceId' | 'methods'>) {
  return (
    <Flex gap="2" wrap="wrap">
      {methods.map((method) => (
        <form key={method} method="post" action={payAction(invoiceId)}>
          <input type="hidden" name="intent" value="checkout" />
          <input type="hidden" name="method" value={method} />
          <Button type="submit" size="3" className="min-h-11" variant={method === 'card' ? 'solid' : 'soft'}>
            Pay by {paymentMethodLabel[method]}
          </Button>
        </form>
      ))}
    </Flex>
  )
}

export function StripePay({ invoiceId, methods, publishableKey, amount, attempt }: StripePayProps) {
  const hydrated = useHydrated()
  const [method, setMethod] = useState<CardProviderMethod>(methods[0] ?? 'card')
  const live = hydrated && Boolean(publishableKey) && amount > 0
  const { stripe, loadError } = useStripeJs(live ? publishableKey : null)
  if (!methods.length) return null
  if (!live || loadError) {
    return (
      <Flex direction="column" gap="2">
        {loadError ? <FormAlert errors={[loadError]} /> : null}
        <StripeCheckoutButtons invoiceId={invoiceId} methods={methods} />
      </Flex>
    )
  }
  return (
    // Deferred mode: no PaymentIntent until Pay; another method or amount remounts the Element.
    <Elements key={`${method}-${amount}`} stripe={stripe} options={{ mode: 'payment', amount, currency: 'usd', allowedPaymentMethodTypes: [stripeType(method)] }}>
      <PayForm invoiceId={invoiceId} methods={methods} method={method} onMethodChange={setMethod} amount={amount} attempt={attempt} />
    </Elements>
  )
}

function PayForm({
  invoiceId,
  methods,
  method,
  onMethodChange,
  amount,
  attempt,
}: Pick<StripePayProps, 'invoiceId' | 'methods' | 'amount' | 'attempt'> & { method: CardProviderMethod; onMethodChange: (method: CardProviderMethod) => void }) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function pay(event: React.FormEvent) {
    event.preventDefault()
    if (!stripe || !elements || busy) return
    setBusy(true)
    setError(null)
    try {
      const submitted = await elements.submit()
      if (submitted.error) return setError(submitted.error.message ?? 'Check the payment details.')
      const started = await postForJson<{ clientSecret?: string; error?: string }>(payAction(invoiceId), { intent: 'intent', method, ...(attempt ? { attempt: String(attempt) } : {}) })
      if (!started.clientSecret) return setError(started.error ?? 'The payment could not be started. Try again.')
      const confirmed = await stripe.confirmPayment({
        elements,
        clientSecret: started.clientSecret,
        confirmParams: { return_url: absoluteUrl(`/app/tenant/invoices/${invoiceId}?checkout=paid`) },
      })
      // Stripe redirects on success; an error stays here (a declined card: try another).
      if (confirmed.error) setError(confirmed.error.message ?? 'The payment failed.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={pay} aria-label="Pay by card or bank">
      <Flex direction="column" gap="3">
        {methods.length > 1 ? (
          <SegmentedControl.Root value={method} onValueChange={(value) => onMethodChange(value as CardProviderMethod)} aria-label="Payment method">
            {methods.map((each) => (
              <SegmentedControl.Item key={each} value={each}>
                {paymentMethodLabel[each]}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
        ) : null}
        <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
        {!ready ? (
          <Text size="2" color="gray">
            Loading the secure payment form…
          </Text>
        ) : null}
        <FormAlert errors={error ? [error] : undefined} />
        <Flex>
          <Button type="submit" size="3" className="min-h-11" loading={busy} disabled={!ready}>
            Pay {formatCents(amount)}
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
