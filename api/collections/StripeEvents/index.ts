import type { CollectionConfig } from 'payload'
import { adminsOnly, hiddenUnlessReadable, nobody } from '@api/access'

/**
 * Stripe webhook events already processed, one row per event id (unique): the webhook
 * (api/stripe/webhook.ts) records an event in the same transaction as the changes its
 * handlers make, so a redelivered or replayed event changes nothing. Written only by the
 * server; admins may read it (support, audits).
 */
export const StripeEvents: CollectionConfig<'stripe-events'> = {
  slug: 'stripe-events',
  access: {
    read: adminsOnly,
    create: nobody,
    update: hiddenUnlessReadable('stripe-events', nobody),
    delete: hiddenUnlessReadable('stripe-events', nobody),
  },
  // Document locks serve Payload's admin panel, which we do not run.
  lockDocuments: false,
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true, index: true },
    { name: 'livemode', type: 'checkbox', defaultValue: false },
    // Whether a handler was registered for the type when the event arrived.
    { name: 'handled', type: 'checkbox', defaultValue: false },
  ],
}
