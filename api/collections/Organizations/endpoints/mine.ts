import type { Endpoint } from 'payload'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import { ensureLandlordOrganization } from '@api/collections/Organizations/ensureLandlordOrganization'

/**
 * POST /api/organizations/mine: the signed-in user's landlord organization, created as an
 * individual organization on first use (one person may rent and let at the same time).
 */
export const myOrganizationEndpoint: Endpoint = {
  path: '/mine',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const organization = await ensureLandlordOrganization(req, req.user)
    return Response.json({ doc: organization })
  },
}
