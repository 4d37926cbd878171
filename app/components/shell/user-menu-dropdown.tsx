import { ExitIcon } from '@radix-ui/react-icons'
import { Link, useSubmit } from 'react-router'
import { Button, DropdownMenu } from '~/components/ui'
import { LOGOUT_ACTION, SIGN_OUT_LABEL, userMenuEntries, type Area } from '~/utils/navigation'
import { entryIcon, Identity, TriggerContent } from './user-menu'
import { displayName, type ShellUser } from './user-display'

/**
 * The user menu once JavaScript runs: a Radix dropdown menu (its own chunk, ADR 027). Its open
 * state is held by `UserMenu` (user-menu.tsx), which also closes it on navigation.
 */
export function UserMenuDropdown({ user, area, open, onOpenChange }: { user: ShellUser; area: Area; open: boolean; onOpenChange: (open: boolean) => void }) {
  const submit = useSubmit()
  const entries = userMenuEntries(area)
  const name = displayName(user)
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
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
