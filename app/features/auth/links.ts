/**
 * Query parameters that travel between the login, sign-up and password pages, so that
 * an invitation, a return path or the clean view survive a detour through them.
 */
const KEPT_PARAMS = ['redirectTo', 'invitation', 'token', 'view'] as const

export function authHref(pathname: string, current: URLSearchParams, extra: Record<string, string> = {}) {
  const params = new URLSearchParams()
  for (const name of KEPT_PARAMS) {
    const value = current.get(name)
    if (value) params.set(name, value)
  }
  // The e-mail of an invitation is locked on sign-up; it only travels with the invitation.
  const email = current.get('email')
  if (email && current.get('invitation')) params.set('email', email)
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}
