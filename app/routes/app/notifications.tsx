import { CheckIcon } from '@radix-ui/react-icons'
import { Form, useNavigation } from 'react-router'
import { MARK_ALL_READ_INTENT } from '@common/notifications'
import { EmptyState } from '~/components/empty-state'
import { Pagination } from '~/components/list'
import { NavIcon } from '~/components/shell/nav-icon'
import { NotificationList } from '~/components/shell/notification-list'
import { NotificationTabs } from '~/components/shell/notification-tabs'
import { handleNotificationAction, loadNotifications } from '~/features/notifications/notifications.server'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Card } from '~/components/ui'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/notifications'

export const meta: Route.MetaFunction = () => titleMeta('Notifications')

/** The unread list (product-spec §2 Shared routes), 10 a page; the bell loads its first page too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNotifications(context, request, false)
}

/** Mark one read (then its destination, or back here), or all of them (product-spec §7: by id and in bulk). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleNotificationAction(context, request)
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { notifications, page, hasNextPage } = loaderData
  const navigation = useNavigation()
  const markingAll = navigation.state !== 'idle' && navigation.formData?.get('intent') === MARK_ALL_READ_INTENT
  return (
    <>
      <PageHeader
        title="Notifications"
        actions={
          notifications.length > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value={MARK_ALL_READ_INTENT} />
              <Button type="submit" size="3" variant="soft" className="min-h-11" loading={markingAll}>
                <CheckIcon aria-hidden /> Mark all as read
              </Button>
            </Form>
          ) : null
        }
      />
      <NotificationTabs />
      {notifications.length === 0 ? (
        <EmptyState icon={<NavIcon name="notifications" />} description="No unread notifications" />
      ) : (
        <Card size="2">
          <NotificationList notifications={notifications} label="Unread notifications" markReadOnly />
        </Card>
      )}
      <Pagination page={page} hasNextPage={hasNextPage} />
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
