import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { Box, TabNav } from '~/components/ui'

const tabs = [
  { label: 'Unread', to: '/app/notifications' },
  { label: 'Read', to: '/app/notifications/read' },
]

/** Unread and read notifications are two pages (product-spec §2 Shared routes); the tabs are links. */
export function NotificationTabs() {
  const { pathname } = useLocation()
  return (
    <Box mb="4">
      <TabNav.Root aria-label="Notification lists">
        {tabs.map((tab) => (
          <TabNav.Link key={tab.to} asChild active={pathname.replace(/\/+$/, '') === tab.to}>
            <Link to={tab.to} className="min-h-11">
              {tab.label}
            </Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
    </Box>
  )
}
