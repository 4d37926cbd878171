import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import type { Organization } from '@api/payload-types'
import { getStripeEnv } from '@api/env'
import { isStripeConfigured } from './client'
import type { StripeEventOf } from './handlers'
import { stripeIdOf } from '@common/ids'

/**
 * An organization's subscription (product-spec §3: organization.subscription with grantsAccess;
 * §9: default plan pro_yearly). Stripe is the source of truth: the `subscription` group of
 * an organization is written only by the webhook handlers below, never by users.
 */

/** Stripe's subscription statuses (Stripe.Subscription.Status). */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'paused', 'canceled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** Statuses that give paid access (downloads of generated documents). */
export const ACCESS_GRANTING_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing']

/** Plans and the environment variable holding each plan's Stripe price id. */
export const SUBSCRIPTION_PLANS = ['pro_yearly'] as const
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number]
export const DEFAULT_SUBSCRIPTION_PLAN: SubscriptionPlan = 'pro_yearly'

export type OrganizationSubscription = NonNullable<Organization['subscription']>

/** The Stripe price id of a plan (undefined when Stripe is not configured). */
export function priceOfPlan(plan: SubscriptionPlan): string | undefined {
  switch (plan) {
    case 'pro_yearly':
      return getStripeEnv().STRIPE_PRICE_PRO_YEARLY
  }
}

/** The plan a Stripe price id stands for, if it is one of ours. */
export function planOfPrice(priceId: string | null | undefined): SubscriptionPlan | undefined {
  if (!priceId) return undefined
  return SUBSCRIPTION_PLANS.find((plan) => priceOfPlan(plan) === priceId)
}

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return SUBSCRIPTION_STATUSES.includes(value as SubscriptionStatus)
}

/** Whether a Stripe status gives paid access (active or trialing). */
export function statusGrantsAccess(status: string | null | undefined): boolean {
  return isSubscriptionStatus(status) && ACCESS_GRANTING_STATUSES.includes(status)
}

/**
 * Whether an organization has paid access: always without Stripe (self-hosted mode),
 * otherwise when its subscription is active or trialing. This is the value of the
 * organization's virtual `subscription.grantsAccess`.
 */
export function subscriptionGrantsAccess(subscription: Pick<OrganizationSubscription, 'status'> | null | undefined): boolean {
  if (!isStripeConfigured()) return true
  return statusGrantsAccess(subscription?.status)
}

function parseOrganizationId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined
  return Number(value)
}

async function findOrganization(req: PayloadRequest, where: { id?: number; stripeSubscriptionId?: string | null; stripeCustomerId?: string | null }): Promise<Organization | undefined> {
  if (where.id !== undefined) {
    const organization = await req.payload.findByID({ collection: 'organizations', id: where.id, depth: 0, overrideAccess: true, disableErrors: true, req })
    if (organization) return organization
  }
  for (const field of ['stripeSubscriptionId', 'stripeCustomerId'] as const) {
    const value = where[field]
    if (!value) continue
    const { docs } = await req.payload.find({
      collection: 'organizations',
      where: { [`subscription.${field}`]: { equals: value } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    if (docs[0]) return docs[0]
  }
  return undefined
}

async function writeSubscription(req: PayloadRequest, organization: Organization, changes: Partial<OrganizationSubscription>) {
  await req.payload.update({
    collection: 'organizations',
    id: organization.id,
    // Only the group's stored fields: Payload keeps the ones left out as they are.
    data: { subscription: changes },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/**
 * checkout.session.completed: a subscription Checkout started by
 * createSubscriptionCheckout links its customer and subscription to the organization
 * named by `client_reference_id` (or `metadata.organizationId`). The status itself comes
 * with the customer.subscription.* events, which may arrive before or after this one.
 */
export async function linkCompletedCheckout(event: StripeEventOf<'checkout.session.completed'>, req: PayloadRequest): Promise<void> {
  const session = event.data.object
  if (session.mode !== 'subscription') return
  const organizationId = parseOrganizationId(session.client_reference_id) ?? parseOrganizationId(session.metadata?.organizationId)
  const organization = organizationId === undefined ? undefined : await findOrganization(req, { id: organizationId })
  if (!organization) {
    req.payload.logger.warn({ msg: 'Stripe checkout.session.completed for no known organization: ignored', eventId: event.id, session: session.id })
    return
  }
  const customerId = stripeIdOf(session.customer)
  const subscriptionId = stripeIdOf(session.subscription)
  const current = organization.subscription ?? {}
  // A late event of an older checkout must not replace the subscription linked since.
  if (current.stripeSubscriptionId && subscriptionId && current.stripeSubscriptionId !== subscriptionId && statusGrantsAccess(current.status)) {
    return
  }
  await writeSubscription(req, organization, {
    ...(customerId ? { stripeCustomerId: customerId } : {}),
    ...(subscriptionId ? { stripeSubscriptionId: subscriptionId } : {}),
  })
}

/** The end of the current billing period: the latest of the items' (Stripe keeps it per item). */
function currentPeriodEnd(subscription: Stripe.Subscription): string | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end): end is number => typeof end === 'number')
  return ends.length ? new Date(Math.max(...ends) * 1000).toISOString() : null
}

/**
 * customer.subscription.created / updated / deleted: stores the subscription's status,
 * plan and current period end on its organization (found by `metadata.organizationId`,
 * which createSubscriptionCheckout puts on the subscription, else by the stored
 * subscription or customer id).
 *
 * Stripe may deliver events out of order, so:
 * - an event older than the last one applied (`event.created` against
 *   `subscription.stripeEventAt`) changes nothing;
 * - an event about another subscription than the stored one replaces it only when it
 *   grants access (a new subscription after a canceled one), so that a late
 *   `deleted` of an old subscription cannot revoke the current one.
 * An unknown status is an error (Stripe retries the event until the code knows it).
 */
export async function applySubscriptionEvent(
  event: StripeEventOf<'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted'>,
  req: PayloadRequest,
): Promise<void> {
  const subscription = event.data.object
  const status = subscription.status
  if (!isSubscriptionStatus(status)) throw new Error(`Unknown Stripe subscription status '${status}' (event ${event.id})`)
  const customerId = stripeIdOf(subscription.customer)
  const organization = await findOrganization(req, {
    id: parseOrganizationId(subscription.metadata?.organizationId),
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: customerId,
  })
  if (!organization) {
    req.payload.logger.warn({ msg: `Stripe ${event.type} for no known organization: ignored`, eventId: event.id, subscription: subscription.id })
    return
  }
  const current = organization.subscription ?? {}
  const eventAt = new Date(event.created * 1000)
  if (current.stripeEventAt && eventAt < new Date(current.stripeEventAt)) return
  if (current.stripeSubscriptionId && current.stripeSubscriptionId !== subscription.id && !statusGrantsAccess(status)) return
  const plan = planOfPrice(subscription.items.data[0]?.price?.id)
  if (!plan) {
    req.payload.logger.warn({ msg: 'Stripe subscription with a price that is no plan of ours: plan left unchanged', eventId: event.id, subscription: subscription.id })
  }
  await writeSubscription(req, organization, {
    status,
    ...(plan ? { plan } : {}),
    ...(customerId ? { stripeCustomerId: customerId } : {}),
    stripeSubscriptionId: subscription.id,
    currentPeriodEnd: currentPeriodEnd(subscription),
    stripeEventAt: eventAt.toISOString(),
  })
}
