/** How the shell names and pictures the signed-in user (product-spec §2 Shell: name or 'Account', avatar or a placeholder). */
export type ShellUser = {
  firstName?: string | null
  lastName?: string | null
  email: string
  avatar?: string | null
}

export const ACCOUNT_FALLBACK_NAME = 'Account'

export function displayName(user: ShellUser): string {
  return [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ') || ACCOUNT_FALLBACK_NAME
}

/** One or two letters for the avatar placeholder: the initials of the name, else of the e-mail. */
export function initials(user: ShellUser): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('')
  return (letters || user.email.trim().charAt(0) || '?').toUpperCase()
}

/** Uploaded avatars are served under /app/assets/{avatar}. */
export function avatarUrl(user: ShellUser): string | undefined {
  return user.avatar ? `/app/assets/${user.avatar.split('/').map(encodeURIComponent).join('/')}` : undefined
}
