import { useEffect, useRef } from 'react'
import { useLocation, useResolvedPath } from 'react-router'
import { Link } from '~/components/link'
import { TabNav } from './ui'

type Tab = { to: string; label: string; end?: boolean }

/** Words a title-cased label keeps in lower case (unless first): 'Terms of Use'. */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with'])

/**
 * One casing for every tab label (ADR 035): Title Case, as the sidebar and the spec's
 * section names ('Payment Methods', 'My Files'). 'Condition reports' → 'Condition Reports';
 * counts and words already capitalised stay as they are.
 */
export function tabLabel(label: string) {
  return label
    .split(' ')
    .map((word, index) => (index > 0 && MINOR_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
}

/**
 * The tabs of a detail page (property, unit, lease) or a list: links, one URL per tab.
 * TabNav.Link renders the list item and lends its props to our link, so each `<a>` sits
 * in an `<li>` of the tab list (the other way round, `<a>` in the `<ul>`, breaks the list).
 * Tabs that do not fit scroll sideways (a visible thin bar, app.css); with JavaScript the
 * current tab is scrolled into view, so a phone opening the last tab sees it selected.
 */
export function DetailTabs({ label, tabs }: { label: string; tabs: ReadonlyArray<Tab> }) {
  const rootRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  useEffect(() => {
    const list = rootRef.current?.querySelector('ul')
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !current) return
    const left = current.offsetLeft - list.offsetLeft
    if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2
    }
  }, [pathname])
  return (
    <TabNav.Root ref={rootRef} aria-label={label} className="mb-5 overflow-x-auto">
      {tabs.map((tab) => (
        <DetailTab key={tab.to} tab={tab} />
      ))}
    </TabNav.Root>
  )
}

/** Active as a NavLink would be: the same path, or (without `end`) a path below it; the query is ignored. */
function DetailTab({ tab }: { tab: Tab }) {
  const { pathname } = useLocation()
  const target = useResolvedPath(tab.to).pathname
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase()
  const current = trim(pathname)
  const wanted = trim(target)
  const active = current === wanted || (!(tab.end ?? false) && current.startsWith(`${wanted}/`))
  return (
    <TabNav.Link asChild active={active}>
      <Link to={tab.to} preventScrollReset aria-current={active ? 'page' : undefined} className="min-h-11 whitespace-nowrap">
        {tabLabel(tab.label)}
      </Link>
    </TabNav.Link>
  )
}
