import { NotFound, type Endpoint, type PayloadRequest, type Where } from 'payload'
import type { Organization } from '@api/payload-types'
import { getMembership, type Membership } from '@api/access/membership'
import { isAdmin } from '@api/access'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import type { SetupProgress, SetupStepStatus } from '@common/setup'
import { availablePaymentMethods, type PaymentMethodConfig } from '@common/invoices'
import { isStripeConfigured } from '@api/stripe/client'
import { operatingAccountOf } from '@api/collections/Invoices/hooks/compute'

const status = (complete: boolean): SetupStepStatus => (complete ? 'complete' : 'incomplete')

/** The organization of the route's id when the caller is its staff (admins: any); else 404 (ADR 008). */
export async function staffOrganization(req: PayloadRequest, membership?: Membership): Promise<Organization> {
  const rawId = String(req.routeParams?.id ?? '')
  if (!/^\d+$/.test(rawId)) throw new NotFound(req.t)
  const id = Number(rawId)
  const { organizationIds } = membership ?? (await getMembership(req))
  if (!isAdmin(req) && !organizationIds.includes(id)) throw new NotFound(req.t)
  const organization = await req.payload.findByID({ collection: 'organizations', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!organization) throw new NotFound(req.t)
  return organization
}

/**
 * The payments step (product-spec §4, ADR 023): complete when payments were skipped or the card
 * provider is enabled with charges and payouts enabled; 'pending' when it is enabled with
 * neither yet. Without Stripe on this server there is no card provider to set up, so any
 * enabled operating method (Venmo, Cash App, Zelle or a manual one) completes it.
 */
export function paymentsStep(account: PaymentMethodConfig | null, { skipped, cardProviderConfigured }: { skipped: boolean; cardProviderConfigured: boolean }): SetupStepStatus {
  if (skipped) return 'complete'
  if (!cardProviderConfigured) return availablePaymentMethods(account, { cardProviderConfigured }).length > 0 ? 'complete' : 'incomplete'
  const card = account?.card
  if (!card?.enabled) return 'incomplete'
  if (card.chargesEnabled && card.payoutsEnabled) return 'complete'
  if (!card.chargesEnabled && !card.payoutsEnabled) return 'pending'
  return 'incomplete'
}

/**
 * The spec's step rules (§4 Account setup), computed from counts in one request:
 * - userVerifiedEmail: the owner is verified;
 * - businessInfo: address line 1 and organization type present, or owner information skipped;
 * - payments: see paymentsStep (the operating account's card provider, or skipped);
 * - properties, leases: at least one (the trash does not count);
 * - tenants: at least one organization permission with role tenant (an accepted invitation);
 * - rent: at least one recurring invoice.
 */
export async function computeSetupProgress(req: PayloadRequest, organization: Organization): Promise<SetupProgress> {
  const inOrganization = { organization: { equals: organization.id } }
  const ownerId = typeof organization.owner === 'object' ? organization.owner.id : organization.owner
  // Whether one exists, not how many: one row each (LIMIT 1, no count), whatever the portfolio's size.
  const exists = async (collection: 'properties' | 'leases' | 'organization-permissions' | 'recurring-invoices', where: Where) =>
    (await req.payload.find({ collection, where, limit: 1, pagination: false, depth: 0, select: { organization: true }, overrideAccess: true, req })).docs.length > 0
  const [owner, properties, leases, tenants, recurringInvoices, account] = await Promise.all([
    req.payload.findByID({ collection: 'users', id: ownerId, depth: 0, overrideAccess: true, disableErrors: true, select: { verified: true }, req }),
    exists('properties', inOrganization),
    exists('leases', inOrganization),
    exists('organization-permissions', { and: [inOrganization, { roles: { contains: 'tenant' } }] }),
    exists('recurring-invoices', inOrganization),
    operatingAccountOf(req, organization.id),
  ])
  const setup = organization.setup ?? {}
  return {
    userVerifiedEmail: status(Boolean(owner?.verified)),
    businessInfo: status(Boolean((organization.address?.line1 && organization.organizationType) || setup.ownerInformationSkipped)),
    payments: paymentsStep(account, { skipped: Boolean(setup.paymentsSkipped), cardProviderConfigured: isStripeConfigured() }),
    properties: status(properties),
    leases: status(leases),
    tenants: status(tenants),
    rent: status(recurringInvoices),
    setupSkipped: Boolean(setup.setupSkipped),
  }
}

/**
 * GET /api/organizations/{id}/setup-progress (product-spec §3 Account-setup progress): each step
 * 'complete' or 'incomplete', plus setupSkipped. The organization's staff only; 404 for
 * anyone else (another landlord, a tenant of the organization).
 */
export const setupProgressEndpoint: Endpoint = {
  path: '/:id/setup-progress',
  method: 'get',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const organization = await staffOrganization(req)
    return Response.json(await computeSetupProgress(req, organization))
  },
}
