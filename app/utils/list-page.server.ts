import { redirect } from 'react-router'
import type { ListPage } from './api.server'
import { pagePathname } from './page-path'

/**
 * A page past the end of its list (a bookmarked `?page=9`, or the last row of the last page
 * deleted) goes to the list's last page, with the same filters and sort (ADR 037). `param` is
 * the page's parameter (a list inside a page may have its own).
 */
export function leavePastTheEnd(result: Pick<ListPage<unknown>, 'lastPage'>, request: Request, param = 'page') {
  if (result.lastPage === undefined) return
  const url = new URL(request.url)
  const search = new URLSearchParams(url.search)
  search.delete('_routes')
  search.delete('index')
  if (result.lastPage > 1) search.set(param, String(result.lastPage))
  else search.delete(param)
  const query = search.toString()
  throw redirect(`${pagePathname(url.pathname)}${query ? `?${query}` : ''}`)
}
