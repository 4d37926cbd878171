import { APIError, type Endpoint } from 'payload'
import { ensureLandlordOrganization } from '../ensureLandlordOrganization'

/**
 * POST /api/organizations/mine: the signed-in user's landlord organization, created as an
 * individual organization on first use (one person may rent and let at the same time).
 */
export const myOrganizationEndpoint: Endpoint = {
  path: '/mine',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new APIError('You are not allowed to perform this action.', 401, null, true)
    const organization = await ensureLandlordOrganization(req, req.user)
    return Response.json({ doc: organization })
  },
}
