import { Cross2Icon, HamburgerMenuIcon } from '@radix-ui/react-icons'
import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { IconButton } from '~/components/ui'
import { lazyComponent } from '~/utils/lazy-component'
import type { SidebarNavigation } from '~/utils/navigation'
import { Brand } from './brand'
import { SidebarNav } from './sidebar-nav'

/** The URL state of the slide-over without JavaScript: ?menu=open. */
export const MENU_PARAM = 'menu'
export const MENU_OPEN = 'open'

export const MENU_LABEL = 'Open menu'
export const CLOSE_LABEL = 'Close menu'
export const MENU_TITLE = 'Menu'
/** The spec's mobile breakpoint (§9), Tailwind's md. */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)'

export function withMenu(search: string, open: boolean) {
  const params = new URLSearchParams(search)
  if (open) params.set(MENU_PARAM, MENU_OPEN)
  else params.delete(MENU_PARAM)
  const query = params.toString()
  return query ? `?${query}` : ''
}

const MobileMenuDialog = lazyComponent(() => import('./mobile-menu-dialog').then((module) => module.MobileMenuDialog), { browser: 'at-once' })

/**
 * The sidebar as a slide-over under 768 px (product-spec §2 Shell). Without JavaScript the menu
 * button is a link to ?menu=open and the server renders the open panel, whose links lead
 * away (closing it). With JavaScript it is a modal dialog: focus moves in and is trapped,
 * Escape and the backdrop close it, focus returns to the button, and any navigation
 * closes it (mobile-menu-dialog.tsx, loaded after hydration: ADR 027).
 */
export function MobileMenu({ navigation }: { navigation: SidebarNavigation }) {
  const location = useLocation()
  const openInUrl = new URLSearchParams(location.search).get(MENU_PARAM) === MENU_OPEN
  const staticMenu = (
    <>
      <IconButton asChild size="3" variant="ghost" color="gray" highContrast className="m-0 size-11 md:hidden">
        <Link to={`${location.pathname}${withMenu(location.search, true)}`} preventScrollReset aria-label={MENU_LABEL}>
          <HamburgerMenuIcon aria-hidden width={20} height={20} />
        </Link>
      </IconButton>
      {openInUrl ? <StaticSlideOver navigation={navigation} pathname={location.pathname} closeHref={`${location.pathname}${withMenu(location.search, false)}`} /> : null}
    </>
  )
  const Dialog = MobileMenuDialog.useLoaded()
  return Dialog ? <Dialog navigation={navigation} /> : staticMenu
}

export function PanelHeader({ children, onNavigate }: { children: React.ReactNode; onNavigate?: () => void }) {
  return (
    <div className="flex items-center justify-between gap-2 px-4 py-2" style={{ borderBottom: '1px solid var(--gray-a5)' }}>
      <Brand onNavigate={onNavigate} />
      {children}
    </div>
  )
}

/** The server-rendered open panel (no JavaScript): links only, the backdrop closes it too. */
function StaticSlideOver({ navigation, pathname, closeHref }: { navigation: SidebarNavigation; pathname: string; closeHref: string }) {
  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <Link to={closeHref} preventScrollReset tabIndex={-1} aria-hidden className="absolute inset-0 block" style={{ backgroundColor: 'var(--color-overlay)' }} />
      <div
        className="absolute inset-y-0 left-0 flex w-74 max-w-[85vw] flex-col"
        style={{ backgroundColor: 'var(--color-panel-solid)', boxShadow: 'var(--shadow-6)' }}
      >
        <PanelHeader>
          <IconButton asChild size="3" variant="ghost" color="gray" highContrast className="m-0 size-11">
            <Link to={closeHref} preventScrollReset aria-label={CLOSE_LABEL}>
              <Cross2Icon aria-hidden width={20} height={20} />
            </Link>
          </IconButton>
        </PanelHeader>
        <SidebarNav navigation={navigation} pathname={pathname} idPrefix="menu" />
      </div>
    </div>
  )
}
