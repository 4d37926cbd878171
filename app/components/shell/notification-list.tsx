import { CheckIcon } from '@radix-ui/react-icons'
import { Form, useLocation, useNavigation } from 'react-router'
import { Link } from '~/components/link'
import { MARK_READ_INTENT, NOTIFICATIONS_PATH, type NotificationListItem } from '@common/notifications'
import { Badge, Button, Flex, IconButton, Text } from '~/components/ui'

/**
 * One notification (product-spec §2 Notifications bell, §4): its pill, sentence and time, and its
 * action button. Unread, the button is a form post that marks it read and then goes to its
 * destination (so it works without JavaScript); read, it is a plain link. `markReadOnly`
 * adds a 'Mark as read' button that stays on the list.
 */
export function NotificationItem({ notification, markReadOnly = false }: { notification: NotificationListItem; markReadOnly?: boolean }) {
  const location = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('notification') === String(notification.id)
  const textId = `notification-${notification.id}-text`
  return (
    <Flex direction="column" gap="2" py="3">
      <Flex align="center" justify="between" gap="2" wrap="wrap">
        <Badge color={notification.pillColor} variant="soft" size="2">
          {notification.pill}
        </Badge>
        <Text size="1" color="gray" asChild>
          <time dateTime={notification.createdAt}>{notification.time}</time>
        </Text>
      </Flex>
      <Text as="p" size="2" id={textId} className="m-0">
        {notification.text}
      </Text>
      <Flex gap="2" align="center" wrap="wrap">
        {notification.markedRead ? (
          <Button asChild size="2" variant="soft" className="min-h-11">
            <Link to={notification.destination}>{notification.actionLabel}</Link>
          </Button>
        ) : (
          <Form method="post" action={NOTIFICATIONS_PATH}>
            <input type="hidden" name="intent" value={MARK_READ_INTENT} />
            <input type="hidden" name="notification" value={notification.id} />
            <Button type="submit" size="2" variant="soft" className="min-h-11" loading={busy}>
              {notification.actionLabel}
            </Button>
          </Form>
        )}
        {markReadOnly && !notification.markedRead ? (
          <Form method="post" action={NOTIFICATIONS_PATH} preventScrollReset>
            <input type="hidden" name="intent" value={MARK_READ_INTENT} />
            <input type="hidden" name="notification" value={notification.id} />
            <input type="hidden" name="stay" value="1" />
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <IconButton type="submit" size="2" variant="ghost" color="gray" className="m-0 size-11" aria-label="Mark as read" aria-describedby={textId}>
              <CheckIcon aria-hidden />
            </IconButton>
          </Form>
        ) : null}
      </Flex>
    </Flex>
  )
}

/** A list of notifications, separated by rules; the caller gives the empty state. */
export function NotificationList({ notifications, markReadOnly, label }: { notifications: NotificationListItem[]; markReadOnly?: boolean; label: string }) {
  return (
    <ul aria-label={label} className="m-0 list-none p-0">
      {notifications.map((notification, index) => (
        <li key={notification.id} style={index ? { borderTop: '1px solid var(--gray-a5)' } : undefined}>
          <NotificationItem notification={notification} markReadOnly={markReadOnly} />
        </li>
      ))}
    </ul>
  )
}
