import { EmptyState } from '~/components/empty-state'
import { Pagination } from '~/components/list'
import { NavIcon } from '~/components/shell/nav-icon'
import { NotificationList } from '~/components/shell/notification-list'
import { NotificationTabs } from '~/components/shell/notification-tabs'
import { loadNotifications } from '~/features/notifications/notifications.server'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Card } from '~/components/ui'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/notifications.read'

export const meta: Route.MetaFunction = () => titleMeta('Read Notifications')

/** Notifications already marked read (product-spec §2 Shared routes), 10 a page; their actions are plain links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNotifications(context, request, true)
}

export default function ReadNotificationsPage({ loaderData }: Route.ComponentProps) {
  const { notifications, page, hasNextPage } = loaderData
  return (
    <>
      <PageHeader title="Notifications" />
      <NotificationTabs />
      {notifications.length === 0 ? (
        <EmptyState icon={<NavIcon name="notifications" />} description="Notifications you have read will be listed here." />
      ) : (
        <Card size="2">
          <NotificationList notifications={notifications} label="Read notifications" />
        </Card>
      )}
      <Pagination page={page} hasNextPage={hasNextPage} />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
