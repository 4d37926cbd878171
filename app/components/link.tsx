import { createElement, forwardRef, type ComponentProps } from 'react'
import { Link as RouterLink } from 'react-router'

type LinkProps = ComponentProps<typeof RouterLink>

/** '/app/landlord/leases', '/app/landlord?page=2#top': an absolute path React Router leaves as it is (no '.', '..', '//', trailing '/' or empty '?'/'#'). */
const PLAIN_PATH = /^(?:\/|(?:\/[^/\\?#.][^/\\?#]*)+)(?:\?[^#]+)?(?:#.+)?$/

/**
 * React Router's Link, for the lists' many links (ADR 039). On the server, a link to a plain
 * absolute path renders the element React Router's renders — `<a href="{to}" data-discover="true">`
 * with the other props — without its hooks: React Router resolves every link against the route
 * matches (twice: for the href and for the click handler) and sets up its click and prefetch
 * handlers, which a server render never uses; a list page has a hundred links. Anything else (a
 * relative path, a ref, prefetch on render or in view, reloadDocument, a mask) is React
 * Router's Link there too. In the browser it is React Router's Link, always: hydration compares
 * only the DOM, which is the same (`link.test.tsx` compares the markup).
 */
const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { to, discover = 'render', prefetch = 'none', target, onClick: _onClick, relative, reloadDocument, replace: _replace, mask, state: _state, preventScrollReset: _preventScrollReset, viewTransition: _viewTransition, defaultShouldRevalidate: _defaultShouldRevalidate, ...rest } = props
  if (ref || typeof to !== 'string' || !PLAIN_PATH.test(to) || relative || reloadDocument || mask || (prefetch !== 'none' && prefetch !== 'intent')) {
    return createElement(RouterLink, { ...props, ref })
  }
  return createElement('a', { ...rest, href: to, target, 'data-discover': discover === 'render' ? 'true' : undefined })
})
ServerLink.displayName = 'Link'

export const Link: typeof RouterLink = typeof document === 'undefined' ? ServerLink : RouterLink
