import { useMatches, useRouteLoaderData } from 'react-router'

/**
 * A route whose `handle` says `{ hydrate: false }` is served as plain HTML: no scripts at all
 * (the public website, ADR 032; the sign-in and sign-up pages and the forms catalogue for
 * visitors, ADR 027 — server-rendered pages with forms that post without JavaScript).
 * `'signed-in'` hydrates the page for a signed-in user only. `enhance`: the URL of a standalone
 * script (imported with `?page-script`, scripts/lib/page-script.mjs) that the page loads instead
 * of React's when it does not hydrate — progressive enhancement of the server's HTML (the
 * visitor's form page, ADR 027). scripts/bench/first-load.mjs applies the same rules.
 */
export type StaticHandle = { hydrate?: false | 'signed-in'; enhance?: string }

type Match = { handle?: unknown }

function hydratesFor(matches: ReadonlyArray<Match>, signedIn: boolean): boolean {
  return matches.every((match) => {
    const hydrate = (match.handle as StaticHandle | undefined)?.hydrate
    return hydrate === undefined || (hydrate === 'signed-in' && signedIn)
  })
}

/**
 * Whether this page ships its scripts. Once the app runs in the browser (a client-side
 * navigation to such a page) it keeps them: they are already loaded, and the page's
 * components behave as on any other page.
 */
export function usePageHydrates(): boolean {
  const matches = useMatches()
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>('root')?.user)
  if (typeof document !== 'undefined') return true
  return hydratesFor(matches, signedIn)
}

/** The page's scripts: React Router's (`hydrate`), or else its routes' standalone `enhance` scripts. */
export function usePageScripts(): { hydrate: boolean; enhance: string[] } {
  const matches = useMatches()
  const hydrate = usePageHydrates()
  if (hydrate) return { hydrate, enhance: [] }
  const enhance = matches.flatMap((match) => {
    const src = (match.handle as StaticHandle | undefined)?.enhance
    return typeof src === 'string' ? [src] : []
  })
  return { hydrate, enhance }
}
