/**
 * Drawers and dialogs keep their state in the URL (product-spec §2 Shell: query parameter `d`),
 * plus `target` when they act on one record (e.g. `?d=unit-edit&target=12`). Shared by
 * links (open), forms (return to) and actions (close by redirect).
 */
export const DRAWER_PARAM = 'd'
export const DRAWER_TARGET_PARAM = 'target'

type UrlLike = { pathname: string; search: string }

function paramsOf(search: string) {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
}

/** The href that opens drawer `name` on the current page (other query parameters are kept). */
export function drawerHref(location: UrlLike, name: string, extra: Record<string, string | number | undefined> = {}) {
  const params = paramsOf(location.search)
  params.delete('index')
  params.delete(DRAWER_TARGET_PARAM)
  params.set(DRAWER_PARAM, name)
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) params.delete(key)
    else params.set(key, String(value))
  }
  return `${location.pathname}?${params}`
}

/** The current page without any drawer open. */
export function closedDrawerHref(location: UrlLike) {
  const params = paramsOf(location.search)
  params.delete(DRAWER_PARAM)
  params.delete(DRAWER_TARGET_PARAM)
  params.delete('index')
  const query = params.toString()
  return `${location.pathname}${query ? `?${query}` : ''}`
}

/** Which drawer is open, and on which record. */
export function openDrawer(search: string): { name: string | null; target: string | null } {
  const params = paramsOf(search)
  return { name: params.get(DRAWER_PARAM), target: params.get(DRAWER_TARGET_PARAM) }
}
