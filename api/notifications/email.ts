import type { NotificationView } from '@common/notifications'
import { appLink, layout } from '@api/email/templates'

/** The e-mail copy of a notification: its pill as the subject, its sentence, and its action. */
export function notificationEmail(view: Pick<NotificationView, 'pill' | 'text' | 'actionLabel' | 'destination'>, firstName?: string | null) {
  const path = view.destination.replace(/^\/app(?=\/|$)/, '') || '/'
  const mail = layout({
    heading: `${firstName ? `${firstName}, you` : 'You'} have a new notification`,
    body: view.text,
    action: { label: view.actionLabel, href: appLink(path) },
    secondary: { lead: 'See all your notifications:', label: 'Notifications', href: appLink('/notifications') },
  })
  return { subject: `${view.pill}: ${view.text}`, ...mail }
}
