import { ChevronDownIcon, ExitIcon, GearIcon, PersonIcon } from '@radix-ui/react-icons'
import { useEffect, useRef, useState } from 'react'
import { Form, useLocation } from 'react-router'
import { Link } from '~/components/link'
import { Button, Card, Flex, Separator, Text, VisuallyHidden } from '~/components/ui'
import { lazyComponent } from '~/utils/lazy-component'
import { LOGOUT_ACTION, SIGN_OUT_LABEL, userMenuEntries, type Area } from '~/utils/navigation'
import { UserAvatar } from './user-avatar'
import { displayName, type ShellUser } from './user-display'

/** Starts the trigger's accessible name, so the avatar-only trigger on phones still says what it opens. */
export const MENU_LABEL = 'Account menu'

export const entryIcon = (to: string) => (to === '/app/settings' ? <GearIcon aria-hidden /> : <PersonIcon aria-hidden />)

const UserMenuDropdown = lazyComponent(() => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown), { browser: 'at-once' })

/**
 * The top bar's user menu (product-spec §2 Shell): avatar or initials, the name or 'Account',
 * the e-mail; Account Settings (landlords), User Settings and Sign out. Without
 * JavaScript it is a <details> disclosure with links and a sign-out form; with it, a
 * Radix dropdown menu (user-menu-dropdown.tsx, loaded after hydration: ADR 027).
 */
export function UserMenu({ user, area }: { user: ShellUser; area: Area }) {
  // Whether the menu is open, for the <details> and the dropdown alike: opened before the dropdown's
  // chunk arrived, the dropdown opens in its place; a navigation closes it, also one that a link of
  // the <details> started just before the dropdown replaced it (Radix saw no select then).
  const [open, setOpen] = useState(false)
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const { key: locationKey } = useLocation()
  const shownAt = useRef(locationKey)
  useEffect(() => {
    if (shownAt.current === locationKey) return
    shownAt.current = locationKey
    setOpen(false)
    if (detailsRef.current) detailsRef.current.open = false
  }, [locationKey])
  // Opened before hydration (on a slow link the scripts arrive after the paint): React saw no toggle.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true)
  }, [])
  const entries = userMenuEntries(area)
  const name = displayName(user)

  const staticMenu = (
    <details ref={detailsRef} className="relative [&>summary::-webkit-details-marker]:hidden" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <Button asChild variant="ghost" color="gray" highContrast size="3" className="m-0 box-border h-11 px-2">
        <summary className="list-none">
          <TriggerContent user={user} name={name} />
        </summary>
      </Button>
      <Card size="2" className="absolute right-0 top-full z-30 mt-2 w-72 max-w-[calc(100vw-2rem)]" style={{ backgroundColor: 'var(--color-panel-solid)', boxShadow: 'var(--shadow-5)' }}>
        <Identity user={user} name={name} />
        <Separator size="4" my="2" />
        <ul className="m-0 flex list-none flex-col gap-1 p-0">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Button asChild variant="ghost" color="gray" highContrast size="3" className="m-0 box-border h-11 w-full justify-start px-3 font-normal">
                <Link to={entry.to}>
                  {entryIcon(entry.to)}
                  {entry.label}
                </Link>
              </Button>
            </li>
          ))}
          <li>
            <Form method="post" action={LOGOUT_ACTION}>
              <Button type="submit" variant="ghost" color="red" size="3" className="m-0 box-border h-11 w-full justify-start px-3 font-normal">
                <ExitIcon aria-hidden />
                {SIGN_OUT_LABEL}
              </Button>
            </Form>
          </li>
        </ul>
      </Card>
    </details>
  )
  const Dropdown = UserMenuDropdown.useLoaded()
  return Dropdown ? <Dropdown user={user} area={area} open={open} onOpenChange={setOpen} /> : staticMenu
}

export function TriggerContent({ user, name }: { user: ShellUser; name: string }) {
  return (
    <>
      <UserAvatar user={user} />
      <VisuallyHidden>{MENU_LABEL}: </VisuallyHidden>
      {/* Name and e-mail beside the avatar on wide screens; on phones only screen readers hear them here. */}
      <span className="sr-only min-w-0 flex-col items-start text-left md:not-sr-only md:flex">
        <Text size="2" weight="medium" className="max-w-48 truncate">
          {name}
        </Text>
        <Text size="1" color="gray" className="max-w-48 truncate">
          {user.email}
        </Text>
      </span>
      <ChevronDownIcon aria-hidden />
    </>
  )
}

export function Identity({ user, name }: { user: ShellUser; name: string }) {
  return (
    <Flex direction="column" className="min-w-0">
      <Text size="2" weight="medium" className="truncate">
        {name}
      </Text>
      <Text size="1" color="gray" className="truncate">
        {user.email}
      </Text>
    </Flex>
  )
}
