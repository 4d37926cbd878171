import type { Endpoint } from 'payload'

/**
 * Payload's POST /api/users/first-register serves its admin panel's set-up screen: on a
 * database without users it creates one with access control off, so the first caller
 * could make itself an admin. We run no admin panel; accounts come from sign-up (and the
 * seed). This endpoint shadows Payload's (ours are matched first) and answers like an
 * unknown route.
 */
export const firstRegisterDisabledEndpoint: Endpoint = {
  path: '/first-register',
  method: 'post',
  handler: (req) => Response.json({ message: `Route not found "${new URL(req.url ?? '', 'http://localhost').pathname}"` }, { status: 404 }),
}
