import { APIError, commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { ClientError } from '@api/errors'
import { getStripeWebhookSecrets, loadStripeSdk, StripeNotConfiguredError } from './client'
import { stripeEventHandlers } from './handlers'

export const WEBHOOK_MESSAGES = {
  notConfigured: 'Stripe webhooks are not configured on this server.',
  missingSignature: 'The Stripe-Signature header is missing.',
  invalidSignature: 'The Stripe signature is invalid or too old.',
  tooLarge: 'The webhook payload is too large.',
} as const

/** Stripe's events are far smaller; a bigger body is refused before it is read. */
const MAX_BODY_BYTES = 1024 * 1024

export type StripeEventOutcome = 'processed' | 'duplicate'

async function isRecorded(req: PayloadRequest, eventId: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({ collection: 'stripe-events', where: { eventId: { equals: eventId } }, overrideAccess: true, req })
  return totalDocs > 0
}

/**
 * Processes a verified event once: records its id in `stripe-events` and runs its handlers
 * in one transaction (the request's own, or one begun here). An event already recorded
 * changes nothing: 'duplicate'. When two deliveries of one event race, the unique event id
 * lets one of them record it; the other rolls back and answers 'duplicate' as well.
 * A handler's error rolls everything back and is rethrown (Stripe retries later).
 */
export async function processStripeEvent(req: PayloadRequest, event: Stripe.Event): Promise<StripeEventOutcome> {
  const ownTransaction = await initTransaction(req)
  try {
    if (await isRecorded(req, event.id)) {
      if (ownTransaction) await commitTransaction(req)
      return 'duplicate'
    }
    const handlers = stripeEventHandlers(event.type)
    await req.payload.create({
      collection: 'stripe-events',
      data: { eventId: event.id, type: event.type, livemode: event.livemode, handled: handlers.length > 0 },
      overrideAccess: true,
      req,
    })
    for (const handler of handlers) await handler(event, req)
    if (ownTransaction) await commitTransaction(req)
    return 'processed'
  } catch (error) {
    if (!ownTransaction) throw error
    await killTransaction(req)
    // A concurrent delivery of the same event recorded it first (the unique id refused ours).
    if (await isRecorded(req, event.id)) return 'duplicate'
    throw error
  }
}

/**
 * POST /api/stripe/webhook: the one Stripe webhook endpoint (ADR 015). Verifies the
 * signature on the raw body (the request reaches this handler unread: Payload parses a
 * body only when an endpoint asks for it), then processes the event once. Answers
 * 200 { received: true, duplicate } for every verified event, handled or not; 400 for a
 * missing or bad signature (nothing recorded); 409 without a webhook secret.
 */
export const stripeWebhookEndpoint: Endpoint = {
  path: '/stripe/webhook',
  method: 'post',
  handler: async (req) => {
    let secrets: string[]
    try {
      secrets = getStripeWebhookSecrets()
    } catch (error) {
      if (error instanceof StripeNotConfiguredError) throw new ClientError(WEBHOOK_MESSAGES.notConfigured, 409)
      throw error
    }
    const signature = req.headers.get('stripe-signature')
    if (!signature) throw new ClientError(WEBHOOK_MESSAGES.missingSignature, 400)
    if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw new ClientError(WEBHOOK_MESSAGES.tooLarge, 413)
    if (!req.text) throw new APIError('The webhook request has no body to read.', 500)
    const rawBody = await req.text()
    const StripeSdk = await loadStripeSdk()
    let event: Stripe.Event | undefined
    // The account endpoint's secret, then the Connect endpoint's (ADR 023).
    for (const secret of secrets) {
      try {
        event = StripeSdk.webhooks.constructEvent(rawBody, signature, secret)
        break
      } catch (error) {
        if (!(error instanceof StripeSdk.errors.StripeSignatureVerificationError)) throw error
      }
    }
    if (!event) throw new ClientError(WEBHOOK_MESSAGES.invalidSignature, 400)
    const outcome = await processStripeEvent(req, event)
    return Response.json({ received: true, duplicate: outcome === 'duplicate' })
  },
}
