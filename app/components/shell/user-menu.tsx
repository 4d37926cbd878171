import { ChevronDownIcon, ExitIcon, GearIcon, PersonIcon } from '@radix-ui/react-icons'
import { Form, Link, useSubmit } from 'react-router'
import { Button, Card, DropdownMenu, Flex, Separator, Text, VisuallyHidden } from '~/components/ui'
import { LOGOUT_ACTION, SIGN_OUT_LABEL, userMenuEntries, type Area } from '~/utils/navigation'
import { useHydrated } from 'remix-utils/use-hydrated'
import { UserAvatar } from './user-avatar'
import { displayName, type ShellUser } from './user-display'

/** Starts the trigger's accessible name, so the avatar-only trigger on phones still says what it opens. */
export const MENU_LABEL = 'Account menu'

const entryIcon = (to: string) => (to === '/app/settings' ? <GearIcon aria-hidden /> : <PersonIcon aria-hidden />)

/**
 * The top bar's user menu (product-spec §2 Shell): avatar or initials, the name or 'Account',
 * the e-mail; Account Settings (landlords), User Settings and Sign out. Without
 * JavaScript it is a <details> disclosure with links and a sign-out form; with it, a
 * Radix dropdown menu.
 */
export function UserMenu({ user, area }: { user: ShellUser; area: Area }) {
  const hydrated = useHydrated()
  const submit = useSubmit()
  const entries = userMenuEntries(area)
  const name = displayName(user)

  if (!hydrated) {
    return (
      <details className="relative [&>summary::-webkit-details-marker]:hidden">
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
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" highContrast size="3" className="m-0 box-border h-11 px-2">
          <TriggerContent user={user} name={name} />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" size="2" className="min-w-64">
        <div className="px-3 py-2">
          <Identity user={user} name={name} />
        </div>
        <DropdownMenu.Separator />
        {entries.map((entry) => (
          <DropdownMenu.Item key={entry.to} asChild className="min-h-11">
            <Link to={entry.to}>
              {entryIcon(entry.to)}
              {entry.label}
            </Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" className="min-h-11" onSelect={() => submit(null, { method: 'post', action: LOGOUT_ACTION })}>
          <ExitIcon aria-hidden />
          {SIGN_OUT_LABEL}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

function TriggerContent({ user, name }: { user: ShellUser; name: string }) {
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

function Identity({ user, name }: { user: ShellUser; name: string }) {
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
