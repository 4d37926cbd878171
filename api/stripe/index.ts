/**
 * The Stripe module (ADR 015): one server-side client, one webhook endpoint with a
 * registry of event handlers, subscription state and Checkout. Importing this module
 * registers the built-in handlers (subscriptions); later features register theirs with
 * `registerStripeEventHandler` from a module the Payload config imports.
 */
import { applyConnectedAccountUpdate } from './connect'
import { registerStripeEventHandler } from './handlers'
import { applySubscriptionEvent, linkCompletedCheckout } from './subscriptions'
import { stripeWebhookEndpoint } from './webhook'
import { onChargeFailed, onCheckoutCompleted, onCheckoutExpired, onIntentCanceled, onIntentFailed, onIntentProcessing, onIntentSucceeded, onRefund } from './payments-events'

registerStripeEventHandler('checkout.session.completed', linkCompletedCheckout)
registerStripeEventHandler('customer.subscription.created', applySubscriptionEvent)
registerStripeEventHandler('customer.subscription.updated', applySubscriptionEvent)
registerStripeEventHandler('customer.subscription.deleted', applySubscriptionEvent)
// Invoice payments and refunds: payments-events.ts.
registerStripeEventHandler('payment_intent.succeeded', onIntentSucceeded)
registerStripeEventHandler('payment_intent.processing', onIntentProcessing)
registerStripeEventHandler('payment_intent.payment_failed', onIntentFailed)
registerStripeEventHandler('payment_intent.canceled', onIntentCanceled)
registerStripeEventHandler('charge.failed', onChargeFailed)
registerStripeEventHandler('checkout.session.completed', onCheckoutCompleted)
registerStripeEventHandler('checkout.session.expired', onCheckoutExpired)
registerStripeEventHandler('refund.created', onRefund)
registerStripeEventHandler('refund.updated', onRefund)
registerStripeEventHandler('refund.failed', onRefund)
registerStripeEventHandler('charge.refund.updated', onRefund)
registerStripeEventHandler('account.updated', applyConnectedAccountUpdate)

/** Root endpoints of the module, for the Payload config's `endpoints`. */
export const stripeEndpoints = [stripeWebhookEndpoint]

export { createSubscriptionCheckout, type SubscriptionCheckoutInput } from './checkout'
export { getStripe, getStripeWebhookSecret, isStripeConfigured, StripeNotConfiguredError } from './client'
export { registerStripeEventHandler, stripeEventHandlers, type StripeEventHandler, type StripeEventOf } from './handlers'
export {
  ACCESS_GRANTING_STATUSES,
  DEFAULT_SUBSCRIPTION_PLAN,
  statusGrantsAccess,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATUSES,
  subscriptionGrantsAccess,
  type OrganizationSubscription,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from './subscriptions'
export { processStripeEvent, type StripeEventOutcome } from './webhook'
