import { EmptyStatePage } from '~/components/empty-state'
import { NotificationTabs } from '~/components/shell/notification-tabs'
import { NavIcon } from '~/components/shell/nav-icon'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireUser } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/notifications'

export const meta: Route.MetaFunction = () => titleMeta('Notifications')

export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context)
  return null
}

/** The unread list (spec §2 Shared routes); notifications themselves arrive with their own issue. */
export default function NotificationsPage() {
  return (
    <EmptyStatePage
      title="Notifications"
      icon={<NavIcon name="notifications" />}
      description="No unread notifications"
      tabs={<NotificationTabs />}
    />
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
