import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'

/**
 * The registry of Stripe webhook event handlers. The one webhook endpoint
 * (POST /api/stripe/webhook, see webhook.ts) verifies an event, records its id and runs
 * the handlers registered for its type; later features add their own events here:
 *
 *     registerStripeEventHandler('invoice.paid', async (event, req) => {
 *       await req.payload.update({ collection: 'invoices', id: ..., data: ..., req, overrideAccess: true })
 *     })
 *
 * A handler's contract:
 * - It runs inside the webhook request's database transaction, after the event id was
 *   recorded: pass `req` to every Local API call, so that its writes and the record commit
 *   or roll back together (an event is processed once, entirely or not at all).
 * - It only writes to the database: no network calls (Stripe, SMTP) while the transaction
 *   may hold the SQLite write lock (ARCHITECTURE §2). Queue side effects with
 *   `afterCommit(req, task)` (api/utilities/afterCommit.ts).
 * - Throwing rolls everything back and answers 500, so Stripe delivers the event again
 *   later. Data that can never be processed (an event about an organization that does not
 *   exist) is logged and ignored instead, or Stripe would retry it for days.
 * - Stripe does not guarantee the order of events: a handler compares what it receives
 *   with what is stored (see subscriptions.ts).
 */

/** The event of one type, with its `data.object` typed (a Checkout Session, a Subscription...). */
export type StripeEventOf<T extends Stripe.Event.Type> = Extract<Stripe.Event, { type: T }>

export type StripeEventHandler<T extends Stripe.Event.Type = Stripe.Event.Type> = (event: StripeEventOf<T>, req: PayloadRequest) => Promise<void> | void

const registry = new Map<string, StripeEventHandler[]>()

/**
 * Runs `handler` for every verified event of `type`, after the handlers registered before
 * it. Returns a function that removes it again (tests).
 */
export function registerStripeEventHandler<T extends Stripe.Event.Type>(type: T, handler: StripeEventHandler<T>): () => void {
  // The registry dispatches by type, so a handler only ever receives events of its own type.
  const untyped = handler as unknown as StripeEventHandler
  const list = registry.get(type) ?? []
  registry.set(type, [...list, untyped])
  return () => {
    const current = registry.get(type) ?? []
    registry.set(
      type,
      current.filter((each) => each !== untyped),
    )
  }
}

/** The handlers of an event type, in registration order (none for types nobody handles). */
export function stripeEventHandlers(type: string): readonly StripeEventHandler[] {
  return registry.get(type) ?? []
}
