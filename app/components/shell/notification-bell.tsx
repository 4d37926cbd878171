import { BellIcon } from '@radix-ui/react-icons'
import { Link } from '~/components/link'
import { NOTIFICATIONS_PATH } from '@common/notifications'
import { IconButton } from '~/components/ui'
import { lazyComponent } from '~/utils/lazy-component'

export const bellLabel = (hasUnread: boolean) => (hasUnread ? 'Notifications (unread notifications)' : 'Notifications')

export function BellGlyph({ hasUnread }: { hasUnread: boolean }) {
  return (
    <>
      <BellIcon aria-hidden width={20} height={20} />
      {hasUnread ? <span aria-hidden className="absolute right-2 top-2 size-2.5 rounded-full" style={{ backgroundColor: 'var(--red-9)', boxShadow: '0 0 0 2px var(--color-panel-solid)' }} /> : null}
    </>
  )
}

const NotificationBellMenu = lazyComponent(() => import('./notification-bell-menu').then((module) => module.NotificationBellMenu), { browser: 'at-once' })

/**
 * The top bar's bell (product-spec §2 Notifications bell): a red dot while unread notifications
 * exist. With JavaScript it opens the unread list — a 500 px dropdown panel on wide
 * screens, a dialog under 768 px — refreshed every 60 s while the tab is visible (product-spec §9);
 * each item's action marks it read, navigates and closes. Without JavaScript it is a link
 * to the list page; the JavaScript version is notification-bell-menu.tsx, loaded after
 * hydration (ADR 027).
 */
export function NotificationBell({ unread }: { unread: number }) {
  const hasUnread = unread > 0
  const staticBell = (
    <IconButton asChild size="3" variant="ghost" color="gray" highContrast className="relative m-0 size-11">
      <Link to={NOTIFICATIONS_PATH} aria-label={bellLabel(hasUnread)}>
        <BellGlyph hasUnread={hasUnread} />
      </Link>
    </IconButton>
  )
  const Menu = NotificationBellMenu.useLoaded()
  return Menu ? <Menu unread={unread} /> : staticBell
}
