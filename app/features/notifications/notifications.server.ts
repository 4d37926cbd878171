import { data, redirect } from 'react-router'
import type { Where } from 'payload'
import {
  MARK_ALL_READ_INTENT,
  MARK_READ_INTENT,
  NOTIFICATIONS_PATH,
  NOTIFICATIONS_PAGE_SIZE,
  notificationCategoryFor,
  notificationInput,
  notificationSubjectPaths,
  notificationTimeLabel,
  presentNotification,
  presentNotifications,
  type NotificationEvent,
  type NotificationsPage,
  type StoredNotification,
} from '@common/notifications'
import { ApiError } from '~/utils/api.server'
import { api, flashToast, getAuth, requireUser } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { safeRedirect } from '~/utils/redirect'

type Context = Parameters<typeof getAuth>[0]

/** What the bell and the lists need of a notification's invitation (product-spec §4: its sentence and destination). */
const INVITATION_FIELDS = { contact: true, firstName: true, lastName: true, organizationName: true, propertyLabel: true }

const categoryOf = (context: Context) => notificationCategoryFor(getAuth(context).internalRole ?? 'landlord')

/**
 * The caller's notifications of its area's category (product-spec §6), read or unread. A
 * notification without the data its kind needs (its invitation deleted, say) is skipped
 * (product-spec §4), so it is left out of the query too: the red dot and the totals count
 * only what the lists can show.
 */
function listWhere(context: Context, markedRead: boolean): Where {
  const category = categoryOf(context)
  const byPaths = new Map<string, NotificationEvent[]>()
  for (const [event, paths] of Object.entries(notificationSubjectPaths(category)) as [NotificationEvent, string[]][]) {
    const key = paths.join(',')
    byPaths.set(key, [...(byPaths.get(key) ?? []), event])
  }
  const kinds: Where[] = [...byPaths].map(([key, events]) => ({
    and: [{ event: { in: events } }, ...key.split(',').map((path): Where => ({ [path]: { exists: true } }))],
  }))
  return { and: [{ category: { equals: category } }, { markedRead: { equals: markedRead } }, { or: kinds }] }
}

/** What the lists read of a notification: the stored fields of every kind (the relations stay ids but the invitation's). */
const LIST_SELECT = {
  category: true,
  event: true,
  markedRead: true,
  createdAt: true,
  invitation: true,
  invoice: true,
  refund: true,
  conditionReport: true,
  maintenanceRequest: true,
  comment: true,
  inquiry: true,
} as const

/** A maintenance request's page (`/app/{area}/maintenance/{id}…`): the request it reads, if any. */
const READING_REQUEST = /^\/app\/(?:landlord|tenant)\/maintenance\/(\d+)(?:\/|$)/

/**
 * The shell's two counts in one call (ADR 028): the bell's unread notifications and the
 * sidebar's unread maintenance requests of the area. The request whose page is being loaded
 * is left out (that page marks it read in the same navigation). Failing counts are zeros.
 */
export async function countUnread(context: Context, request: Request): Promise<{ notifications: number; maintenance: number }> {
  try {
    const reading = READING_REQUEST.exec(new URL(request.url).pathname)?.[1]
    return await api(context).endpoint<{ notifications: number; maintenance: number }>('GET', 'notifications', '/unread-counts', {
      query: { where: listWhere(context, false), maintenanceArea: getAuth(context).internalRole === 'tenant' ? 'tenant' : 'landlord', ...(reading ? { reading } : {}) },
    })
  } catch (error) {
    if (!(error instanceof Response)) console.warn('Counting unread notifications and requests failed', error)
    return { notifications: 0, maintenance: 0 }
  }
}

/** One page (10) of the caller's unread or read notifications, newest first, ready to show. */
export async function loadNotifications(context: Context, request: Request, markedRead: boolean): Promise<NotificationsPage> {
  await requireUser(context)
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1')
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1
  const result = await api(context).findPage('notifications', {
    where: listWhere(context, markedRead),
    sort: '-createdAt',
    page,
    limit: NOTIFICATIONS_PAGE_SIZE,
    depth: 1,
    select: LIST_SELECT,
    populate: { invitations: INVITATION_FIELDS },
  })
  leavePastTheEnd(result, request)
  const now = new Date()
  return {
    notifications: presentNotifications((result.docs as StoredNotification[]).map(notificationInput)).map((view) => ({ ...view, time: notificationTimeLabel(view.createdAt, now) })),
    page: result.page,
    hasNextPage: result.hasNextPage,
  }
}

/**
 * The lists' and the bell's form posts (they work without JavaScript):
 * - `mark-read` + `notification`: marks it read, then goes to its destination (the action
 *   button), or back to `returnTo` when `stay` is set (the list's 'Mark as read');
 * - `mark-all-read`: marks every unread notification of the list read (bulk, by ids).
 */
export async function handleNotificationAction(context: Context, request: Request) {
  await requireUser(context)
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const client = api(context)

  if (intent === MARK_ALL_READ_INTENT) {
    const unread = await client.findEvery('notifications', { where: listWhere(context, false), depth: 0, select: { id: true } })
    const ids = unread.map((notification) => notification.id)
    if (ids.length) await client.updateMany('notifications', ids, { markedRead: true })
    flashToast(context, { type: 'success', title: 'All notifications marked as read.' })
    throw redirect(NOTIFICATIONS_PATH)
  }

  if (intent !== MARK_READ_INTENT) throw data({ error: 'Unknown action.' }, { status: 400 })
  const id = String(form.get('notification') ?? '')
  if (!/^\d+$/.test(id)) throw data(null, { status: 404 })
  let updated: StoredNotification
  try {
    updated = (await client.update('notifications', id, { markedRead: true })).doc as StoredNotification
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
  if (form.get('stay')) throw redirect(safeRedirect(form.get('returnTo'), NOTIFICATIONS_PATH))
  // Its related data gone (product-spec §4: skipped): back to the list.
  throw redirect(presentNotification(notificationInput(updated))?.destination ?? NOTIFICATIONS_PATH)
}
