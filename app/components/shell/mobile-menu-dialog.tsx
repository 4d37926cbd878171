import { Cross2Icon, HamburgerMenuIcon } from '@radix-ui/react-icons'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Dialog, IconButton, VisuallyHidden } from '~/components/ui'
import type { SidebarNavigation } from '~/utils/navigation'
import { CLOSE_LABEL, MENU_LABEL, MENU_OPEN, MENU_PARAM, MENU_TITLE, PanelHeader, WIDE_SCREEN_QUERY, withMenu } from './mobile-menu'
import { SidebarNav } from './sidebar-nav'

/** The slide-over once JavaScript runs: a modal Radix dialog (its own chunk, ADR 027). */
export function MobileMenuDialog({ navigation }: { navigation: SidebarNavigation }) {
  const location = useLocation()
  const navigate = useNavigate()
  const openInUrl = new URLSearchParams(location.search).get(MENU_PARAM) === MENU_OPEN
  const [open, setOpen] = useState(openInUrl)

  // Any navigation closes the slide-over (a link in it, the browser's back button...).
  const lastLocation = useRef(location.key)
  useEffect(() => {
    if (lastLocation.current === location.key) return
    lastLocation.current = location.key
    setOpen(new URLSearchParams(location.search).get(MENU_PARAM) === MENU_OPEN)
  }, [location.key, location.search])

  // Widening the window past the breakpoint shows the sidebar: the slide-over is not needed.
  useEffect(() => {
    if (!open) return
    const wide = window.matchMedia(WIDE_SCREEN_QUERY)
    const onChange = () => {
      if (wide.matches) setOpen(false)
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [open])

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    // A page opened with ?menu=open (from the JavaScript-free version) drops it on close.
    if (!next && openInUrl) navigate(`${location.pathname}${withMenu(location.search, false)}`, { replace: true, preventScrollReset: true })
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger>
        <IconButton size="3" variant="ghost" color="gray" highContrast className="m-0 size-11 md:hidden" aria-label={MENU_LABEL}>
          <HamburgerMenuIcon aria-hidden width={20} height={20} />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Content
        aria-describedby={undefined}
        className="fixed inset-y-0 left-0 m-0 flex h-dvh max-h-none w-74 max-w-[85vw] flex-col rounded-none p-0 md:hidden"
      >
        <VisuallyHidden>
          <Dialog.Title>{MENU_TITLE}</Dialog.Title>
        </VisuallyHidden>
        <PanelHeader onNavigate={() => onOpenChange(false)}>
          <Dialog.Close>
            <IconButton size="3" variant="ghost" color="gray" highContrast className="m-0 size-11" aria-label={CLOSE_LABEL}>
              <Cross2Icon aria-hidden width={20} height={20} />
            </IconButton>
          </Dialog.Close>
        </PanelHeader>
        <SidebarNav navigation={navigation} pathname={location.pathname} idPrefix="menu" onNavigate={() => setOpen(false)} />
      </Dialog.Content>
    </Dialog.Root>
  )
}
