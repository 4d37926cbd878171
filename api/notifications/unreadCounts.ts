import type { Endpoint, Where } from 'payload'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import { countMaintenanceUnread } from '@api/collections/MaintenanceUnreads'
import { AREA_HEADER } from '@api/access/membership'
import { rememberedUnreadCounts } from './unreadCountsCache'

/**
 * GET /api/notifications/unread-counts?where=…&maintenanceArea=landlord|tenant&reading={requestId}:
 * the shell's two counts in one call (ADR 028) — the caller's notifications matching `where`
 * (the bell's red dot; read access applies: only its own) and its unread maintenance
 * requests of the area (the sidebar), leaving out the request being read (its page marks it
 * read in the same navigation). Remembered per caller until anything is written (ADR 038).
 */
export const unreadCountsEndpoint: Endpoint = {
  path: '/unread-counts',
  method: 'get',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
    const query = (req.query ?? {}) as { where?: Where; maintenanceArea?: string; reading?: string }
    const where = query.where && typeof query.where === 'object' ? query.where : {}
    const reading = Number(query.reading)
    const except = Number.isSafeInteger(reading) && reading > 0 ? reading : null
    const area = query.maintenanceArea === 'tenant' ? 'tenant' : 'landlord'
    const user = req.user
    // The caller, the area its access rules narrow to (AREA_HEADER) and its question.
    const key = JSON.stringify([user.id, req.headers.get(AREA_HEADER), area, except, where])
    const counts = await rememberedUnreadCounts(key, async () => {
      const [notifications, maintenance] = await Promise.all([
        req.payload.count({ collection: 'notifications', where, overrideAccess: false, user, req }),
        countMaintenanceUnread(req, area, except),
      ])
      return { notifications: notifications.totalDocs, maintenance }
    })
    return Response.json(counts)
  },
}
