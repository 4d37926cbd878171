import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { CARD_PROVIDER_SEGMENT, type CapabilityState } from '@common/accounts'
import type { Account } from '@api/payload-types'
import { siteUrl } from './checkout'
import { getStripe } from './client'
import type { StripeEventOf } from './handlers'

/**
 * Stripe Connect for the operating account (ADR 023): each landlord's organization gets
 * one connected account (Express dashboard, Stripe collects the requirements, the platform
 * pays the fees and bears the losses of destination charges). Its state — charges and
 * payouts enabled, details submitted, capabilities — is written only by the
 * `account.updated` webhook handler below, never by a client.
 */

/** Stripe's capability names and the account's fields holding them (product-spec §3: cardPayments, usBankAccountAchPayments). */
export const CONNECT_CAPABILITIES = { card_payments: 'cardPayments', us_bank_account_ach_payments: 'usBankAccountAchPayments' } as const

/** The onboarding page (refresh_url: a fresh link from there) and the account page (return_url). */
export const onboardingPath = (accountId: number) => `/app/landlord/accounts/${accountId}/${CARD_PROVIDER_SEGMENT}`
export const accountPath = (accountId: number) => `/app/landlord/accounts/${accountId}`

/**
 * The idempotency key of the connected account's creation: derived from the operating
 * account (and its organization, so that a development database that starts its ids over
 * never reuses another's account), so two clicks on 'Set up card payments' create one.
 */
export const connectedAccountIdempotencyKey = (account: Pick<Account, 'id' | 'organization'>) =>
  `leasewell-connect-account-${typeof account.organization === 'object' ? account.organization.id : account.organization}-${account.id}`

/**
 * Creates the organization's connected account (US, requesting card payments, ACH debits
 * and transfers). Makes a network call: never inside a write transaction (ARCHITECTURE §2).
 */
export async function createConnectedAccount(account: Pick<Account, 'id' | 'organization'>, { email }: { email?: string | null } = {}): Promise<string> {
  const stripe = await getStripe()
  const organizationId = typeof account.organization === 'object' ? account.organization.id : account.organization
  const created = await stripe.accounts.create(
    {
      country: 'US',
      ...(email ? { email } : {}),
      controller: {
        stripe_dashboard: { type: 'express' },
        fees: { payer: 'application' },
        losses: { payments: 'application' },
        requirement_collection: 'stripe',
      },
      capabilities: {
        card_payments: { requested: true },
        us_bank_account_ach_payments: { requested: true },
        transfers: { requested: true },
      },
      metadata: { leasewellAccountId: String(account.id), organizationId: String(organizationId) },
    },
    { idempotencyKey: connectedAccountIdempotencyKey(account) },
  )
  return created.id
}

/** A fresh Account Link into Stripe's hosted onboarding (links are single-use and expire within minutes). */
export async function createOnboardingLink(connectedAccountId: string, accountId: number): Promise<string> {
  const stripe = await getStripe()
  const refreshUrl = siteUrl(`${onboardingPath(accountId)}?refresh=1`)
  const returnUrl = siteUrl(accountPath(accountId))
  if (!refreshUrl || !returnUrl) throw new Error('SERVER_URL does not give the onboarding pages an absolute URL')
  const link = await stripe.accountLinks.create({ account: connectedAccountId, type: 'account_onboarding', refresh_url: refreshUrl, return_url: returnUrl })
  return link.url
}

const capabilityState = (value: string | null | undefined): CapabilityState => (value === 'active' || value === 'inactive' || value === 'pending' ? value : 'unrequested')

/**
 * account.updated (a Connect event): copies the connected account's state onto the
 * operating account that holds it (found by card.accountId). An event older than the one
 * last applied changes nothing (Stripe does not guarantee the order); an account nobody
 * holds is logged and ignored, or Stripe would retry it for days. DB writes only, in the
 * webhook's transaction.
 */
export async function applyConnectedAccountUpdate(event: StripeEventOf<'account.updated'>, req: PayloadRequest): Promise<void> {
  const connected: Stripe.Account = event.data.object
  const { docs } = await req.payload.find({ collection: 'accounts', where: { 'card.accountId': { equals: connected.id } }, depth: 0, limit: 1, overrideAccess: true, req })
  const account = docs[0]
  if (!account) {
    req.payload.logger.warn({ msg: 'Stripe account.updated for a connected account no operating account holds; ignored', eventId: event.id, stripeAccountId: connected.id })
    return
  }
  const eventAt = new Date(event.created * 1000)
  const appliedAt = account.card?.stripeEventAt ? new Date(account.card.stripeEventAt) : null
  if (appliedAt && appliedAt.getTime() > eventAt.getTime()) {
    req.payload.logger.info({ msg: 'Stripe account.updated older than the state already applied; ignored', eventId: event.id, accountId: account.id })
    return
  }
  await req.payload.update({
    collection: 'accounts',
    id: account.id,
    data: {
      card: {
        chargesEnabled: Boolean(connected.charges_enabled),
        payoutsEnabled: Boolean(connected.payouts_enabled),
        detailsSubmitted: Boolean(connected.details_submitted),
        capabilities: {
          [CONNECT_CAPABILITIES.card_payments]: capabilityState(connected.capabilities?.card_payments),
          [CONNECT_CAPABILITIES.us_bank_account_ach_payments]: capabilityState(connected.capabilities?.us_bank_account_ach_payments),
        },
        stripeEventAt: eventAt.toISOString(),
      },
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
