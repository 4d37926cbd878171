import { EmptyStatePage } from '~/components/empty-state'
import { NotificationTabs } from '~/components/shell/notification-tabs'
import { NavIcon } from '~/components/shell/nav-icon'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireUser } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/notifications.read'

export const meta: Route.MetaFunction = () => titleMeta('Read Notifications')

export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context)
  return null
}

/** Notifications already marked read (spec §2 Shared routes). */
export default function ReadNotificationsPage() {
  return (
    <EmptyStatePage
      title="Notifications"
      icon={<NavIcon name="notifications" />}
      description="Notifications you have read will be listed here."
      tabs={<NotificationTabs />}
    />
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
