import { NotFound, type Endpoint } from 'payload'
import { accountMessages } from '@common/accounts'
import { isAdmin } from '@api/access'
import { getMembership } from '@api/access/membership'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import { isStripeConfigured, loadStripeSdk } from '@api/stripe/client'
import { createConnectedAccount, createOnboardingLink } from '@api/stripe/connect'

/**
 * POST /api/accounts/{id}/stripe-onboarding (ADR 023): the staff of the account's
 * organization, with a verified e-mail (product-spec §4), start or continue Stripe's hosted
 * onboarding. The connected account is created once (an idempotency key derived from the
 * account: a double click makes one), then a fresh Account Link is returned as { url }.
 * Both Stripe calls come before the one write (card.accountId), so no transaction holds
 * the SQLite write lock across the network (ARCHITECTURE §2).
 *
 * 401 without a user; 404 for an account the caller cannot read; 403 for a reader who is
 * not staff (a tenant) or an unverified e-mail; 409 without Stripe; 502 when Stripe fails.
 */
export const stripeOnboardingEndpoint: Endpoint = {
  path: '/:id/stripe-onboarding',
  method: 'post',
  handler: async (req) => {
    const user = req.user
    if (!user || user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const rawId = String(req.routeParams?.id ?? '')
    if (!/^\d+$/.test(rawId)) throw new NotFound(req.t)
    const account = await req.payload.findByID({ collection: 'accounts', id: Number(rawId), depth: 0, overrideAccess: false, user, disableErrors: true, req })
    if (!account) throw new NotFound(req.t)
    const organizationId = typeof account.organization === 'object' ? account.organization.id : account.organization
    if (!isAdmin(req) && !(await getMembership(req)).organizationIds.includes(organizationId)) throw new ClientError(accountMessages.staffOnly, 403)
    if (!user.verified) throw new ClientError(accountMessages.verifiedEmailRequired, 403)
    if (!isStripeConfigured()) throw new ClientError(accountMessages.cardNotConfigured, 409)

    const stored = account.card?.accountId ?? null
    let connectedAccountId: string
    let url: string
    try {
      connectedAccountId = stored ?? (await createConnectedAccount(account, { email: user.email }))
      url = await createOnboardingLink(connectedAccountId, account.id)
    } catch (error) {
      const StripeSdk = await loadStripeSdk()
      if (!(error instanceof StripeSdk.errors.StripeError)) throw error
      req.payload.logger.error({ err: error, msg: 'Stripe Connect onboarding failed', accountId: account.id })
      throw new ClientError(accountMessages.cardSetupFailed, 502)
    }
    if (stored !== connectedAccountId || !account.card?.enabled) {
      await req.payload.update({
        collection: 'accounts',
        id: account.id,
        data: { card: { accountId: connectedAccountId, enabled: true } },
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    return Response.json({ url, accountId: account.id })
  },
}
