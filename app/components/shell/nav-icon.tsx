import type { NavIcon as NavIconName } from '~/utils/navigation'
import spriteUrl from './nav-icons.svg?no-inline'

/**
 * A sidebar (or empty state) icon: a `<use>` of its symbol in one static sprite,
 * `nav-icons.svg` (Radix's icons, written by `nav-icon.test.tsx`), which the browser fetches
 * once and caches (a hashed asset) — instead of each page's HTML carrying every icon's paths
 * (18–20 kB of the sidebar on every page). Decorative: aria-hidden, drawn in the text's colour,
 * no JavaScript needed.
 */
export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg aria-hidden="true" width="15" height="15" className="size-4 shrink-0">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
