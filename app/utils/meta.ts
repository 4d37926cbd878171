import { isRouteErrorResponse } from 'react-router'
import { messages, PRODUCT_NAME } from '@common/messages'

/** Page titles read '{title} | Leasewell' (product-spec §2). */
export const pageTitle = (title: string) => `${title} | ${PRODUCT_NAME}`

/**
 * A page's title; when the page failed (its meta function's `error`), the error screen's
 * title instead (ADR 035): 'Page not found' for a 404, 'Something went wrong' otherwise —
 * not the page's fallback name ('Property', 'Invoice') above a 404 screen.
 */
export const titleMeta = (title: string, error?: unknown) => [{ title: pageTitle(error === undefined || error === null ? title : errorTitle(error)) }]

/** The error screen's title for a route error. */
export const errorTitle = (error: unknown) => (isRouteErrorResponse(error) && error.status === 404 ? messages.notFoundTitle : messages.errorTitle)

/**
 * For a layout without a title of its own that catches its pages' errors (the landlord and
 * tenant areas): the error title when it shows an error screen, else its parent's title.
 */
export function layoutMeta({ error, matches }: { error?: unknown; matches: ReadonlyArray<{ meta: ReadonlyArray<unknown> } | undefined> }) {
  if (error !== undefined && error !== null) return titleMeta('', error)
  return [...(matches.at(-2)?.meta ?? [])] as ReturnType<typeof titleMeta>
}
