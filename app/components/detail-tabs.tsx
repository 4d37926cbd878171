import { NavLink } from 'react-router'
import { TabNav } from './ui'

/** The tabs of a detail page (property, unit, lease): links, one URL per tab. */
export function DetailTabs({ label, tabs }: { label: string; tabs: ReadonlyArray<{ to: string; label: string; end?: boolean }> }) {
  return (
    <TabNav.Root aria-label={label} className="mb-5 overflow-x-auto">
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end ?? false} preventScrollReset>
          {({ isActive }) => (
            <TabNav.Link asChild active={isActive}>
              <span className="min-h-11 whitespace-nowrap">{tab.label}</span>
            </TabNav.Link>
          )}
        </NavLink>
      ))}
    </TabNav.Root>
  )
}
