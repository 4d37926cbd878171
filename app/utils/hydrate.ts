import { useMatches, useRouteLoaderData } from 'react-router'

/**
 * A route whose `handle` says `{ hydrate: false }` is served as plain HTML: no scripts at all
 * (the public website, ADR 032; the sign-in and sign-up pages and the forms catalogue for
 * visitors, ADR 027 — server-rendered pages with forms that post without JavaScript).
 * `'signed-in'` hydrates the page for a signed-in user only. scripts/bench/first-load.mjs
 * applies the same rule.
 */
export type StaticHandle = { hydrate?: false | 'signed-in' }

/**
 * Whether this page ships its scripts. Once the app runs in the browser (a client-side
 * navigation to such a page) it keeps them: they are already loaded, and the page's
 * components behave as on any other page.
 */
export function usePageHydrates(): boolean {
  const matches = useMatches()
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>('root')?.user)
  if (typeof document !== 'undefined') return true
  return matches.every((match) => {
    const hydrate = (match.handle as StaticHandle | undefined)?.hydrate
    return hydrate === undefined || (hydrate === 'signed-in' && signedIn)
  })
}
