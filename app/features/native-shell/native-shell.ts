/**
 * The native shell's rules (capacitor.config.ts wraps the hosted app in an iOS/Android
 * WebView), as plain functions: what the Android back button does, which links leave for the
 * system browser, the status bar's style. native-shell.client.ts applies them inside the shell.
 */

/** The pages the back button leaves the app from: each area's home and the sign-in. */
export const ROOT_PATHS = ['/app', '/app/landlord', '/app/tenant', '/app/login'] as const

/** Android's back button: back in the history, except at a root page (or with nothing to go back to), where it exits. */
export function backButtonAction(pathname: string, canGoBack: boolean): 'back' | 'exit' {
  const path = pathname.replace(/\/+$/, '') || '/'
  return canGoBack && !(ROOT_PATHS as readonly string[]).includes(path) ? 'back' : 'exit'
}

/** A link as the click handler sees it. */
export type LinkClick = { href: string; download: boolean; target: string | null }

/**
 * Where a clicked link opens: the system browser for another site's page (http, https) and
 * for a file download (a `download` link, or our files' `?download=1` URLs), which a WebView
 * cannot save; mailto:, tel: and the app's own pages stay with the WebView (null).
 */
export function systemBrowserUrl(link: LinkClick, appOrigin: string): string | null {
  let url: URL
  try {
    url = new URL(link.href, appOrigin)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.origin !== appOrigin) return url.href
  if (link.download || url.searchParams.get('download') === '1') return url.href
  return null
}

/** The status bar's text over the app's light or dark header. */
export const statusBarStyle = (prefersDark: boolean) => (prefersDark ? 'DARK' : 'LIGHT')
