import { BellIcon } from '@radix-ui/react-icons'
import { Link } from 'react-router'
import { IconButton } from '~/components/ui'
import type { Area, SidebarNavigation } from '~/utils/navigation'
import { Brand } from './brand'
import { CreateNewButton, CreateNewDialog } from './create-new'
import { MobileMenu } from './mobile-menu'
import { UserMenu } from './user-menu'
import type { ShellUser } from './user-display'

export const NOTIFICATIONS_PATH = '/app/notifications'

/** The top bar: the slide-over's menu button and the brand on phones, the notifications link and the user menu. */
export function TopBar({ user, area, navigation }: { user: ShellUser; area: Area; navigation: SidebarNavigation }) {
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
        {/* The bell's unread dot and panel come with notifications; until then it is a link to the list. */}
        <IconButton asChild size="3" variant="ghost" color="gray" highContrast className="m-0 size-11">
          <Link to={NOTIFICATIONS_PATH} aria-label="Notifications">
            <BellIcon aria-hidden width={20} height={20} />
          </Link>
        </IconButton>
        <UserMenu user={user} area={area} />
      </div>
      {/* A fixed overlay: the header's stacking context (z-20) is above the page, like the slide-over's. */}
      {area === 'landlord' ? <CreateNewDialog /> : null}
    </header>
  )
}
