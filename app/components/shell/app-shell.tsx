import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { SetupBanner, type SetupBannerData } from './setup-banner'
import { Button } from '~/components/ui'
import type { Area, SidebarNavigation } from '~/utils/navigation'
import { AdminBanner } from './admin-banner'
import { Brand } from './brand'
import { MAIN_CONTENT_ID } from './main-content'
import { SidebarNav } from './sidebar-nav'
import { TopBar } from './top-bar'
import type { ShellUser } from './user-display'

export { MAIN_CONTENT_ID }

export type AppShellProps = {
  user: ShellUser
  area: Area
  isAdmin: boolean
  navigation: SidebarNavigation
  /** Landlords with setup to finish (product-spec §2 Account-setup banner): above the page, or below it once setup is skipped. */
  setupBanner?: SetupBannerData | null
  children: ReactNode
}

/**
 * The private area's frame (product-spec §2 Shell): a sticky sidebar 74 units wide on wide
 * screens (a slide-over under 768 px), the top bar, the admin banner, and the page.
 */
export function AppShell({ user, area, isAdmin, navigation, setupBanner, children }: AppShellProps) {
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <div className="flex flex-1">
        <aside
          className="sticky top-0 hidden h-dvh w-74 shrink-0 flex-col md:flex print:hidden!"
          style={{ backgroundColor: 'var(--gray-2)', borderRight: '1px solid var(--gray-a5)' }}
        >
          <div className="flex h-16 shrink-0 items-center px-6">
            <Brand />
          </div>
          <SidebarNav navigation={navigation} pathname={pathname} idPrefix="sidebar" />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          {/* Above the top bar of the content column, so the sticky sidebar keeps its full height. */}
          {/* Printed pages (the reports) carry the page alone: no banners, top bar or sidebar. */}
          <div className="contents print:hidden">
            {isAdmin ? <AdminBanner /> : null}
            <TopBar user={user} area={area} navigation={navigation} />
          </div>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-4 py-6 outline-none md:px-8 md:py-8 print:p-0">
            <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
              {setupBanner?.placement === 'top' ? <div className="print:hidden"><SetupBanner progress={setupBanner.progress} /></div> : null}
              <div>{children}</div>
              {setupBanner?.placement === 'bottom' ? <div className="print:hidden"><SetupBanner progress={setupBanner.progress} /></div> : null}
            </div>
          </main>
        </div>
      </div>
    </div>
  )
}

function SkipLink() {
  return (
    <Button asChild size="3" className="fixed left-3 top-3 z-50 -translate-y-24 focus:translate-y-0 print:hidden">
      <a href={`#${MAIN_CONTENT_ID}`}>Skip to main content</a>
    </Button>
  )
}
