import { safeRedirect as localPath } from 'remix-utils/safe-redirect'

/**
 * Where a `redirectTo` may send the user: only paths of this app (/app...), never another
 * site. Anything else (absolute URLs, protocol-relative `//evil`, back-slash tricks,
 * `/app/../api`) falls back to the given default. remix-utils' safeRedirect keeps local
 * paths only (no `//`, `/\\`, `..`); this adds what it leaves: any other back slash, the
 * characters the URL parser drops (`/\t/evil`), and paths outside /app.
 */
const PLACEHOLDER_ORIGIN = 'http://leasewell.invalid'

export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/app'): string {
  if (typeof to !== 'string') return fallback
  const candidate = localPath(to, '')
  if (!candidate || candidate.includes('\\')) return fallback
  let url: URL
  try {
    url = new URL(candidate, PLACEHOLDER_ORIGIN)
  } catch {
    return fallback
  }
  // The URL parser drops tabs and new lines, so "/\t/evil.com" only shows its origin here.
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback
  if (url.pathname !== '/app' && !url.pathname.startsWith('/app/')) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

/** The destination remembered by the not-verified page: a path plus its query string without '?'. */
export function verifiedDestination(onVerifiedRedirect: string | null | undefined, redirectParam: string | null | undefined) {
  if (!onVerifiedRedirect) return null
  const query = redirectParam?.replace(/^\?/, '')
  const target = safeRedirect(query ? `${onVerifiedRedirect}?${query}` : onVerifiedRedirect, '')
  return target || null
}
