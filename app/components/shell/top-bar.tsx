import { useRouteLoaderData } from 'react-router'
import type { Area, SidebarNavigation } from '~/utils/navigation'
import { Brand } from './brand'
import { CreateNewButton, CreateNewDialog } from './create-new'
import { MobileMenu } from './mobile-menu'
import { NotificationBell } from './notification-bell'
import { UserMenu } from './user-menu'
import type { ShellUser } from './user-display'

const PRIVATE_LAYOUT_ROUTE_ID = 'routes/app/private/_layout'

/** The top bar: the slide-over's menu button and the brand on phones, the notifications bell and the user menu. */
export function TopBar({ user, area, navigation }: { user: ShellUser; area: Area; navigation: SidebarNavigation }) {
  // The shell's loader counts the unread notifications (the bell's red dot).
  const unreadNotifications = useRouteLoaderData<{ unreadNotifications?: number }>(PRIVATE_LAYOUT_ROUTE_ID)?.unreadNotifications ?? 0
  return (
    <header
      className="sticky top-0 z-20 flex h-16 items-center gap-2 px-3 md:px-6"
      style={{ backgroundColor: 'var(--color-panel-solid)', borderBottom: '1px solid var(--gray-a5)' }}
    >
      <MobileMenu navigation={navigation} />
      <div className="md:hidden">
        <Brand />
      </div>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        {area === 'landlord' ? <CreateNewButton /> : null}
        <NotificationBell unread={unreadNotifications} />
        <UserMenu user={user} area={area} />
      </div>
      {/* A fixed overlay: the header's stacking context (z-20) is above the page, like the slide-over's. */}
      {area === 'landlord' ? <CreateNewDialog /> : null}
    </header>
  )
}
