import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { useHydrated } from 'remix-utils/use-hydrated'
import { FormAlert } from '~/components/forms'
import { Button, Flex, Text } from '~/components/ui'
import { useStripeJs } from './stripe-elements'
import { absoluteUrl } from './stripe-js.client'

export const ADD_PAYMENT_METHOD_DRAWER = 'add-payment-method'
export const PAYMENT_METHOD_ADDED_DRAWER = 'payment-method-added'
export const SETUP_INTENT = 'setup-intent'
export const SETUP_CHECKOUT_INTENT = 'setup-checkout'

/**
 * The 'add tenant payment method' dialog's body. With JavaScript: Stripe's
 * Payment Element on a SetupIntent of the tenant's customer (fetched from the page's action,
 * intent=setup-intent), confirmed with Stripe.js, which returns to `returnPath` with the
 * feedback dialog. Without JavaScript (or if Stripe.js cannot load): a plain form that posts
 * intent=setup-checkout, which redirects to Stripe Checkout in setup mode.
 */
export function AddPaymentMethod({ publishableKey, action, returnPath }: { publishableKey: string | null; action?: string; returnPath: string }) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<{ clientSecret?: string; error?: string }>()
  const live = hydrated && Boolean(publishableKey)
  const { submit, state, data } = fetcher
  useEffect(() => {
    if (live && state === 'idle' && !data) void submit({ intent: SETUP_INTENT }, { method: 'post', action })
  }, [live, state, data, submit, action])
  const clientSecret = data?.clientSecret ?? null
  const { stripe, loadError } = useStripeJs(live && clientSecret ? publishableKey : null)

  if (!live || loadError || data?.error) {
    return (
      <form method="post" action={action}>
        <input type="hidden" name="intent" value={SETUP_CHECKOUT_INTENT} />
        <Flex direction="column" gap="3">
          <FormAlert errors={[loadError, data?.error].filter((each): each is string => Boolean(each))} />
          <Text as="p" size="2" className="m-0">
            Add a card or a US bank account on Stripe’s secure page. You come back here when it is saved.
          </Text>
          <Flex>
            <Button type="submit" size="3" className="min-h-11">
              Continue to Stripe
            </Button>
          </Flex>
        </Flex>
      </form>
    )
  }

  return (
    // Stripe.js and the SetupIntent both known: the Payment Element (remounted for another secret).
    <Elements key={clientSecret ?? ''} stripe={clientSecret ? stripe : null} options={clientSecret ? { clientSecret } : undefined}>
      <SetupForm returnPath={returnPath} />
    </Elements>
  )
}

/** The Payment Element on the SetupIntent, confirmed with Stripe.js (which leaves for return_url). */
function SetupForm({ returnPath }: { returnPath: string }) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (!stripe || !elements || busy) return
    setBusy(true)
    setError(null)
    try {
      const result = await stripe.confirmSetup({ elements, confirmParams: { return_url: absoluteUrl(`${returnPath}?added=1`) } })
      if (result.error) setError(result.error.message ?? 'The payment method could not be saved.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={save} aria-label="Add payment method">
      <Flex direction="column" gap="3">
        <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
        {!ready ? (
          <Text size="2" color="gray">
            Loading the secure form…
          </Text>
        ) : null}
        <FormAlert errors={error ? [error] : undefined} />
        <Flex>
          <Button type="submit" size="3" className="min-h-11" loading={busy} disabled={!ready}>
            Save payment method
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
