import { formatUtcDate } from './en-us'
import { idOf } from './ids'
/**
 * The notifications vocabulary (product-spec §3 Notification, §3 Enumerations, §4 Notifications):
 * events, categories, the pill and action labels (verbatim, misspelling included), what a
 * notification says and where its action leads. Used by the API (e-mail copies) and the
 * app (bell, lists) alike.
 */
export const NOTIFICATION_EVENTS = [
  'invitation:invited',
  'invitation:accepted',
  'invitation:declined',
  'invoice:received',
  'invoice:payment-marked-sent',
  'invoice:payment-marked-not-received',
  'invoice:payment-overdue',
  'payment:succeeded',
  'payment:failed',
  'refund:requires-action',
  'refund:succeeded',
  'refund:failed',
  'condition-report:requested',
  'condition-report:completed',
  'maintenance-request:created',
  'maintenance-request:updated',
  'comment:created',
  'inquiry:received',
] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]

/** Tenant-category notifications lead to the tenant area, organization-category ones to the landlord area (product-spec §4). */
export const NOTIFICATION_CATEGORIES = ['tenant', 'organization'] as const
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number]

/** The list a user sees (product-spec §6): category tenant in the tenant area, organization otherwise. */
export function notificationCategoryFor(area: 'tenant' | 'landlord'): NotificationCategory {
  return area === 'tenant' ? 'tenant' : 'organization'
}

/** Spec §4 pill labels, verbatim ('Invitation Recieved' is the spec's spelling). */
export const notificationPillLabel: Record<NotificationEvent, string> = {
  'invitation:invited': 'Invitation Recieved',
  'invitation:accepted': 'Invitation Accepted',
  'invitation:declined': 'Invitation Declined',
  'invoice:received': 'Invoice Received',
  'invoice:payment-marked-sent': 'Payment Marked Sent',
  'invoice:payment-marked-not-received': 'Payment Not Received',
  'invoice:payment-overdue': 'Payment Overdue',
  'payment:succeeded': 'Payment Received',
  'payment:failed': 'Payment Failed',
  'refund:requires-action': 'Action Required',
  'refund:succeeded': 'Refund Complete',
  'refund:failed': 'Refund Failed',
  // A requested condition report waits for the tenant to fill it in.
  'condition-report:requested': 'Action Required',
  'condition-report:completed': 'Request Complete',
  'maintenance-request:created': 'New Request',
  'maintenance-request:updated': 'Request Updated',
  'comment:created': 'New Comment',
  // Ours (the spec predates listings): a visitor's inquiry about a listing became a lead.
  'inquiry:received': 'New Inquiry',
}

/** Spec §4 action labels. */
export const notificationActionLabel: Record<NotificationEvent, string> = {
  'invitation:invited': 'View Invitation',
  'invitation:accepted': 'View Person',
  'invitation:declined': 'View Person',
  'invoice:received': 'View Invoice',
  // The landlord confirms that the payment the tenant marked sent arrived.
  'invoice:payment-marked-sent': 'Confirm',
  'invoice:payment-marked-not-received': 'View Invoice',
  'invoice:payment-overdue': 'View Invoice',
  'payment:succeeded': 'View Invoice',
  'payment:failed': 'View Invoice',
  'refund:requires-action': 'View Invoice',
  'refund:succeeded': 'View Invoice',
  'refund:failed': 'View Invoice',
  'condition-report:requested': 'View Report',
  'condition-report:completed': 'View Report',
  'maintenance-request:created': 'View Request',
  'maintenance-request:updated': 'View Request',
  'comment:created': 'View Request',
  'inquiry:received': 'View Lead',
}

/** Status colours (STYLE): green done, red failed, amber pending, blue open/new. */
export const notificationPillColor: Record<NotificationEvent, 'green' | 'red' | 'amber' | 'blue' | 'gray'> = {
  'invitation:invited': 'blue',
  'invitation:accepted': 'green',
  'invitation:declined': 'gray',
  'invoice:received': 'blue',
  'invoice:payment-marked-sent': 'amber',
  'invoice:payment-marked-not-received': 'red',
  'invoice:payment-overdue': 'red',
  'payment:succeeded': 'green',
  'payment:failed': 'red',
  'refund:requires-action': 'amber',
  'refund:succeeded': 'green',
  'refund:failed': 'red',
  'condition-report:requested': 'amber',
  'condition-report:completed': 'green',
  'maintenance-request:created': 'blue',
  'maintenance-request:updated': 'blue',
  'comment:created': 'blue',
  'inquiry:received': 'blue',
}

type Ref = number | { id: number } | null | undefined

/** What a notification carries about its subject (product-spec §3 Notification); relations may be ids only (not populated or not readable). */
export type NotificationRelated = {
  invitation?: number | null | { id: number; contact?: Ref; firstName?: string | null; lastName?: string | null; organizationName?: string | null; propertyLabel?: string | null }
  invoice?: Ref
  refund?: { amount?: number | null; invoice?: Ref } | null
  conditionReport?: { id: number; type?: string | null; lease?: Ref; unit?: { address?: string | null } | null } | null
  maintenanceRequest?: { id: number; unit?: { address?: string | null } | null } | null
  comment?: { maintenanceRequest?: Ref } | null
  inquiry?: { contact?: Ref; unitAddress?: string | null } | null
}

export type NotificationInput = NotificationRelated & {
  id: number
  event: string
  category: string
  markedRead?: boolean | null
  createdAt: string
}

/**
 * A notification as the API stores it (api/collections/Notifications): invitation and invoices
 * as relations; a condition report, a maintenance request and a comment as the data the lists
 * show of them.
 */
export type StoredNotification = {
  id: number
  event: string
  category: string
  markedRead?: boolean | null
  createdAt: string
  invitation?: NotificationRelated['invitation']
  invoice?: Ref
  refund?: { amount?: number | null; invoice?: Ref } | null
  conditionReport?: { report?: number | null; type?: string | null; unitAddress?: string | null; lease?: Ref } | null
  maintenanceRequest?: { request?: number | null; unitAddress?: string | null } | null
  comment?: { maintenanceRequest?: number | null } | null
  inquiry?: { contact?: Ref; unitAddress?: string | null } | null
}

/** The stored notification in the shape of product-spec §3 Notification (what `presentNotification` reads). */
export function notificationInput(stored: StoredNotification): NotificationInput {
  const { conditionReport, maintenanceRequest, comment, ...rest } = stored
  const report = conditionReport?.report ?? null
  const request = maintenanceRequest?.request ?? null
  return {
    ...rest,
    conditionReport: report === null ? null : { id: report, type: conditionReport?.type ?? null, lease: conditionReport?.lease ?? null, unit: { address: conditionReport?.unitAddress ?? null } },
    maintenanceRequest: request === null ? null : { id: request, unit: { address: maintenanceRequest?.unitAddress ?? null } },
    comment: comment?.maintenanceRequest == null ? null : { maintenanceRequest: comment.maintenanceRequest },
  }
}

/** A notification ready to show: pill, sentence, time and its action. */
export type NotificationView = {
  id: number
  event: NotificationEvent
  category: NotificationCategory
  pill: string
  pillColor: (typeof notificationPillColor)[NotificationEvent]
  text: string
  actionLabel: string
  destination: string
  createdAt: string
  markedRead: boolean
}

const isEvent = (value: string): value is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(value)
const isCategory = (value: string): value is NotificationCategory => (NOTIFICATION_CATEGORIES as readonly string[]).includes(value)
/** A populated relation (an object); an id alone means the document is gone or not readable. */
const populated = <T>(value: T | number | null | undefined): T | null => (value !== null && typeof value === 'object' ? value : null)
const name = (person: { firstName?: string | null; lastName?: string | null }) => [person.firstName, person.lastName].filter(Boolean).join(' ').trim()

type Subject = { text: string; destination: string }

/** The sentence and the destination of each kind; null when the related data it needs is missing. */
function describe(notification: NotificationInput, category: NotificationCategory): Subject | null {
  const event = notification.event as NotificationEvent
  const tenant = category === 'tenant'
  const invoicePath = (id: number | null) => (id === null ? null : tenant ? `/app/tenant/invoices/${id}/` : `/app/landlord/invoices/${id}/`)
  const withPath = (text: string, destination: string | null): Subject | null => (destination ? { text, destination } : null)

  switch (event) {
    case 'invitation:invited': {
      const invitation = populated(notification.invitation)
      if (!invitation) return null
      const where = invitation.propertyLabel ? ` for ${invitation.propertyLabel}` : ''
      return { text: `${invitation.organizationName || 'Your landlord'} invited you to your lease${where}.`, destination: '/app/tenant/invitations/' }
    }
    case 'invitation:accepted':
    case 'invitation:declined': {
      const invitation = populated(notification.invitation)
      const contactId = idOf(invitation?.contact)
      if (!invitation || contactId === null) return null
      const who = name(invitation) || 'Your tenant'
      const answer = event === 'invitation:accepted' ? 'accepted' : 'declined'
      const where = invitation.propertyLabel ? ` to ${invitation.propertyLabel}` : ''
      return { text: `${who} ${answer} your invitation${where}.`, destination: `/app/landlord/people/tenants/${contactId}/` }
    }
    case 'invoice:received':
      return withPath('You received a new invoice.', invoicePath(idOf(notification.invoice)))
    case 'invoice:payment-marked-sent':
      return withPath('A tenant marked a payment as sent. Confirm that you received it.', invoicePath(idOf(notification.invoice)))
    case 'invoice:payment-marked-not-received':
      return withPath('Your landlord has not received the payment you marked as sent.', invoicePath(idOf(notification.invoice)))
    case 'invoice:payment-overdue':
      return withPath('An invoice is overdue.', invoicePath(idOf(notification.invoice)))
    case 'payment:succeeded':
      return withPath('A payment was received.', invoicePath(idOf(notification.invoice)))
    case 'payment:failed':
      return withPath('A payment failed.', invoicePath(idOf(notification.invoice)))
    case 'refund:requires-action':
    case 'refund:succeeded':
    case 'refund:failed': {
      const refund = notification.refund
      const text = event === 'refund:requires-action' ? 'A refund needs your attention.' : event === 'refund:succeeded' ? 'A refund is complete.' : 'A refund failed.'
      return withPath(text, invoicePath(idOf(refund?.invoice)))
    }
    case 'condition-report:requested':
    case 'condition-report:completed': {
      const report = notification.conditionReport
      if (!report) return null
      const at = report.unit?.address ? ` for ${report.unit.address}` : ''
      const text = event === 'condition-report:requested' ? `A condition report${at} is waiting for you.` : `A condition report${at} is complete.`
      const leaseId = idOf(report.lease)
      if (tenant) return withPath(text, leaseId === null ? null : `/app/tenant/leases/${leaseId}/condition-reports/${report.id}/`)
      return { text, destination: `/app/landlord/condition-reports/${report.id}/` }
    }
    case 'maintenance-request:created':
    case 'maintenance-request:updated': {
      const request = notification.maintenanceRequest
      if (!request) return null
      const at = request.unit?.address ? ` for ${request.unit.address}` : ''
      const text = event === 'maintenance-request:created' ? `New maintenance request${at}.` : `A maintenance request${at} was updated.`
      return { text, destination: tenant ? `/app/tenant/maintenance/${request.id}/` : `/app/landlord/maintenance/${request.id}/` }
    }
    case 'comment:created': {
      const requestId = idOf(notification.comment?.maintenanceRequest)
      if (requestId === null) return null
      return { text: 'New comment on a maintenance request.', destination: tenant ? `/app/tenant/maintenance/${requestId}/` : `/app/landlord/maintenance/${requestId}/` }
    }
    case 'inquiry:received': {
      // Leads share the contacts' pages (product-spec §2).
      const contactId = idOf(notification.inquiry?.contact)
      if (contactId === null || tenant) return null
      const about = notification.inquiry?.unitAddress ? ` about ${notification.inquiry.unitAddress}` : ''
      return { text: `New inquiry${about} from your website.`, destination: `/app/landlord/people/contacts/${contactId}/` }
    }
  }
}

/**
 * A notification as the bell and the lists show it, or null when it lacks the related
 * data it needs (product-spec §4: such notifications are skipped) — e.g. its invitation was deleted.
 */
export function presentNotification(notification: NotificationInput): NotificationView | null {
  if (!isEvent(notification.event) || !isCategory(notification.category)) return null
  const subject = describe(notification, notification.category)
  if (!subject) return null
  const event = notification.event
  return {
    id: notification.id,
    event,
    category: notification.category,
    pill: notificationPillLabel[event],
    pillColor: notificationPillColor[event],
    text: subject.text,
    actionLabel: notificationActionLabel[event],
    destination: subject.destination,
    createdAt: notification.createdAt,
    markedRead: Boolean(notification.markedRead),
  }
}

/** The presentable ones, in order; the others are skipped (product-spec §4). */
export function presentNotifications(notifications: NotificationInput[]): NotificationView[] {
  return notifications.flatMap((notification) => presentNotification(notification) ?? [])
}

/** Events whose only subject is an invitation: without it they are skipped (used to keep counts honest). */
export const INVITATION_EVENTS = ['invitation:invited', 'invitation:accepted', 'invitation:declined'] as const satisfies readonly NotificationEvent[]

/**
 * The stored field each kind cannot be shown without (product-spec §4: such notifications are
 * skipped), as a query path: the lists leave the others out of their query, so the red dot
 * and the totals count only what the lists show. A tenant's condition report also needs its
 * lease (the destination is under the lease).
 */
export function notificationSubjectPaths(category: NotificationCategory): Record<NotificationEvent, string[]> {
  const report = category === 'tenant' ? ['conditionReport.report', 'conditionReport.lease'] : ['conditionReport.report']
  return {
    'invitation:invited': ['invitation'],
    'invitation:accepted': ['invitation'],
    'invitation:declined': ['invitation'],
    'invoice:received': ['invoice'],
    'invoice:payment-marked-sent': ['invoice'],
    'invoice:payment-marked-not-received': ['invoice'],
    'invoice:payment-overdue': ['invoice'],
    'payment:succeeded': ['invoice'],
    'payment:failed': ['invoice'],
    'refund:requires-action': ['refund.invoice'],
    'refund:succeeded': ['refund.invoice'],
    'refund:failed': ['refund.invoice'],
    'condition-report:requested': report,
    'condition-report:completed': report,
    'maintenance-request:created': ['maintenanceRequest.request'],
    'maintenance-request:updated': ['maintenanceRequest.request'],
    'comment:created': ['comment.maintenanceRequest'],
    'inquiry:received': ['inquiry.contact'],
  }
}

/** 'just now', '5 minutes ago', '3 hours ago', '2 days ago', then the date ('Nov 22, 2026'). */
export function notificationTimeLabel(createdAt: string, now: Date = new Date()): string {
  const then = new Date(createdAt)
  if (Number.isNaN(then.getTime())) return ''
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  const days = Math.floor(hours / 24)
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`
  return formatUtcDate(then)
}

/** A notification of a list or the bell: its view and how long ago it arrived. */
export type NotificationListItem = NotificationView & { time: string }

/** One page of a notification list (the bell shows the first page of unread ones). */
export type NotificationsPage = {
  notifications: NotificationListItem[]
  page: number
  hasNextPage: boolean
}

/** The lists (product-spec §2 Shared routes): unread, and read. */
export const NOTIFICATIONS_PATH = '/app/notifications'
export const READ_NOTIFICATIONS_PATH = '/app/notifications/read'

/** The lists' and the bell's form intents (posted to NOTIFICATIONS_PATH). */
export const MARK_READ_INTENT = 'mark-read'
export const MARK_ALL_READ_INTENT = 'mark-all-read'

/** Page size of the notification lists (product-spec §9 default page size). */
export const NOTIFICATIONS_PAGE_SIZE = 10
/** The bell refreshes its unread list this often while the tab is visible (product-spec §9). */
export const NOTIFICATION_POLL_MS = 60_000
