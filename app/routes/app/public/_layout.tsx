import { Outlet, useSearchParams } from 'react-router'
import { HomeMark } from '~/components/shell/brand'
import { Flex, Text } from '~/components/ui'
import type { StaticHandle } from '~/root'

/** No scripts (ADR 027): every public page works without JavaScript, and a visitor's first load is HTML and CSS only. */
export const handle: StaticHandle = { hydrate: false }

/**
 * Frame of the public pages (product-spec §2 Public group): the form column, designed at 375 px
 * first, and a decorative side panel on wide screens (≥ 768 px). `view=clean` hides the
 * logo (pages embedded in another flow). Each page guards itself in its own loader.
 */
export default function PublicLayout() {
  const [searchParams] = useSearchParams()
  const clean = searchParams.get('view') === 'clean'
  return (
    <div className="flex min-h-dvh">
      <div className="flex min-w-0 flex-1 flex-col px-5 py-6 sm:px-10 sm:py-10">
        {clean ? null : (
          <header>
            <HomeMark large />
          </header>
        )}
        <main className="mx-auto flex w-full max-w-[420px] flex-1 flex-col justify-center py-8">
          <Outlet />
        </main>
      </div>
      <SidePanel />
    </div>
  )
}

/** Decorative only: a gradient in the theme's accent with a line drawing of homes. */
function SidePanel() {
  return (
    <aside
      aria-hidden="true"
      className="relative hidden overflow-hidden md:flex md:w-[42%] md:max-w-[640px] md:flex-col md:justify-start"
      style={{ background: 'linear-gradient(150deg, var(--accent-9) 0%, var(--accent-11) 55%, var(--accent-12) 100%)' }}
    >
      <svg className="absolute inset-0 h-full w-full" viewBox="0 0 400 600" preserveAspectRatio="xMidYMax slice" fill="none">
        <g style={{ stroke: 'var(--accent-contrast)' }} strokeOpacity="0.18" strokeWidth="2">
          <circle cx="310" cy="330" r="40" />
          <circle cx="310" cy="330" r="72" strokeOpacity="0.08" />
          <path d="M40 470 L120 400 L200 470 V570 H40 Z" />
          <path d="M95 570 V515 H145 V570" />
          <path d="M180 450 L270 370 L360 450 V570 H180 Z" />
          <rect x="210" y="470" width="34" height="34" rx="3" />
          <rect x="296" y="470" width="34" height="34" rx="3" />
          <path d="M253 570 V520 H287 V570" />
          <path d="M0 570 H400" strokeOpacity="0.3" />
        </g>
        <g style={{ fill: 'var(--accent-contrast)' }} fillOpacity="0.06">
          <path d="M40 470 L120 400 L200 470 V570 H40 Z" />
          <path d="M180 450 L270 370 L360 450 V570 H180 Z" />
        </g>
      </svg>
      <Flex direction="column" gap="2" px="8" pt="9" className="relative max-w-[460px]">
        <Text size="6" weight="bold" style={{ color: 'var(--accent-contrast)' }}>
          Rentals, leases and rent in one place.
        </Text>
        <Text size="3" style={{ color: 'var(--accent-contrast)', opacity: 0.85 }}>
          For landlords who manage homes and the tenants who live in them.
        </Text>
      </Flex>
    </aside>
  )
}
