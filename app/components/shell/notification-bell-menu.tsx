import { Cross2Icon } from '@radix-ui/react-icons'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { NOTIFICATION_POLL_MS, NOTIFICATIONS_PATH, type NotificationsPage } from '@common/notifications'
import { Box, Button, Dialog, Flex, Heading, IconButton, Popover, Spinner, Text } from '~/components/ui'
import { BellGlyph, bellLabel } from './notification-bell'
import { NotificationList } from './notification-list'

const TITLE = 'Unread Notifications'
const EMPTY = 'No unread notifications'
const VIEW_ALL = 'View All Notifications'
/** Spec §9: the mobile breakpoint. */
const WIDE_SCREEN_QUERY = '(min-width: 768px)'

function useWideScreen() {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE_SCREEN_QUERY)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    () => true,
  )
}

/** The bell once JavaScript runs (its own chunk, ADR 027): the unread list in a popover or a dialog, refreshed while the tab is visible. */
export function NotificationBellMenu({ unread }: { unread: number }) {
  const wide = useWideScreen()
  const location = useLocation()
  const fetcher = useFetcher<NotificationsPage>({ key: 'notification-bell' })
  const [open, setOpen] = useState(false)
  const hasUnread = (fetcher.data ? fetcher.data.notifications.length : unread) > 0

  // The latest load function, for the timer and the listeners below.
  const load = useRef(fetcher.load)
  load.current = fetcher.load
  const lastLoad = useRef(0)

  useEffect(() => {
    const refresh = () => {
      lastLoad.current = Date.now()
      void load.current(NOTIFICATIONS_PATH)
    }
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh()
    }, NOTIFICATION_POLL_MS)
    // Back on a tab that was hidden for a while: refresh at once.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastLoad.current >= NOTIFICATION_POLL_MS) refresh()
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [])

  // An item's action or 'View All Notifications' navigates: the panel closes.
  useEffect(() => {
    setOpen(false)
  }, [location.key])

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) {
      lastLoad.current = Date.now()
      void load.current(NOTIFICATIONS_PATH)
    }
  }

  const panel = <PanelBody page={fetcher.data ?? null} loading={fetcher.state === 'loading' && !fetcher.data} />
  const trigger = (
    <IconButton size="3" variant="ghost" color="gray" highContrast className="relative m-0 size-11" aria-label={bellLabel(hasUnread)}>
      <BellGlyph hasUnread={hasUnread} />
    </IconButton>
  )

  return (
    <>
      <Popover.Root open={open && wide} onOpenChange={onOpenChange}>
        <Popover.Trigger>{trigger}</Popover.Trigger>
        <Popover.Content align="end" width="500px" maxWidth="calc(100vw - 16px)" maxHeight="500px" aria-labelledby="notification-panel-title">
          <Heading as="h2" size="4" id="notification-panel-title" mb="2">
            {TITLE}
          </Heading>
          {panel}
        </Popover.Content>
      </Popover.Root>
      <Dialog.Root open={open && !wide} onOpenChange={setOpen}>
        <Dialog.Content maxWidth="500px" aria-describedby={undefined}>
          <Flex justify="between" align="start" gap="2">
            <Dialog.Title>{TITLE}</Dialog.Title>
            <Dialog.Close>
              <IconButton size="3" variant="ghost" color="gray" highContrast className="m-0 size-11" aria-label="Close">
                <Cross2Icon aria-hidden width={18} height={18} />
              </IconButton>
            </Dialog.Close>
          </Flex>
          {panel}
        </Dialog.Content>
      </Dialog.Root>
    </>
  )
}

function PanelBody({ page, loading }: { page: NotificationsPage | null; loading: boolean }) {
  return (
    <Flex direction="column" gap="3">
      {loading ? (
        <Flex justify="center" py="4">
          <Spinner size="3" />
        </Flex>
      ) : page && page.notifications.length ? (
        <Box className="md:max-h-[350px] md:overflow-y-auto">
          <NotificationList notifications={page.notifications} label={TITLE} />
        </Box>
      ) : (
        <Text as="p" size="2" color="gray" className="m-0 py-4 text-center">
          {EMPTY}
        </Text>
      )}
      <Button asChild size="3" variant="soft" className="min-h-11">
        <Link to={NOTIFICATIONS_PATH}>{VIEW_ALL}</Link>
      </Button>
    </Flex>
  )
}
