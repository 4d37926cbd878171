import { Avatar, Text } from '~/components/ui'
import { useHydrated } from 'remix-utils/use-hydrated'
import { avatarUrl, initials, type ShellUser } from './user-display'

/**
 * The user's avatar, or a placeholder with initials (product-spec §2 Shell). Radix's Avatar
 * shows both only once JavaScript runs, so the server renders a plain image and a
 * placeholder in Avatar's own tokens; the browser then takes over with Avatar.
 */
export function UserAvatar({ user }: { user: ShellUser }) {
  const hydrated = useHydrated()
  const src = avatarUrl(user)
  if (src && hydrated) return <Avatar size="2" radius="full" src={src} fallback={initials(user)} alt="" />
  if (src) return <img src={src} alt="" width={32} height={32} className="size-8 shrink-0 rounded-full object-cover" />
  return (
    <Text
      as="span"
      size="2"
      weight="medium"
      aria-hidden
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full"
      style={{ backgroundColor: 'var(--accent-a3)', color: 'var(--accent-a11)' }}
    >
      {initials(user)}
    </Text>
  )
}
