import { Link, useLocation, useResolvedPath } from 'react-router'
import { TabNav } from './ui'

type Tab = { to: string; label: string; end?: boolean }

/**
 * The tabs of a detail page (property, unit, lease) or a list: links, one URL per tab.
 * TabNav.Link renders the list item and lends its props to our link, so each `<a>` sits
 * in an `<li>` of the tab list (the other way round, `<a>` in the `<ul>`, breaks the list).
 */
export function DetailTabs({ label, tabs }: { label: string; tabs: ReadonlyArray<Tab> }) {
  return (
    <TabNav.Root aria-label={label} className="mb-5 overflow-x-auto">
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
      <Link to={tab.to} preventScrollReset className="min-h-11 whitespace-nowrap">
        {tab.label}
      </Link>
    </TabNav.Link>
  )
}
