import type { ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter, Route, Routes, Link as RouterLink } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Link } from './link'

type LinkProps = ComponentProps<typeof RouterLink>

function render(Component: typeof RouterLink, props: LinkProps) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/app/landlord/leases/7/']}>
      <Routes>
        <Route path="/app/landlord/leases/:leaseId" element={<Component {...props} />} />
      </Routes>
    </MemoryRouter>,
  )
}

/** The links the lists render (paths, queries, classes, aria, prefetch on intent, drawers' preventScrollReset) and the cases React Router handles itself. */
const CASES: LinkProps[] = [
  { to: '/app/landlord', children: 'Properties' },
  { to: '/', children: 'Home' },
  { to: '/app/landlord/leases?status=active&page=2', className: 'inline-flex min-h-11 items-center', children: 'Next' },
  { to: '/app/landlord?d=property-archive&target=12#row', preventScrollReset: true, 'aria-label': 'Archive 12 Main St', children: 'Archive' },
  { to: '/app/landlord/leases', prefetch: 'intent', 'aria-current': 'page', onClick: () => undefined, children: 'Leases' },
  { to: '/app/landlord/maintenance', discover: 'none', target: '_self', replace: true, state: { from: 'list' }, viewTransition: true, children: 'Maintenance' },
  { to: '/app/landlord/people/tenants/3', style: { color: 'var(--gray-12)' }, 'data-back-link': '', children: 'Back' } as LinkProps,
  // React Router's own: relative paths, dot segments, double or trailing slashes, empty query, absolute URLs, prefetch on render.
  { to: 'transactions', children: 'Transactions' },
  { to: '..', children: 'Up' },
  { to: '/app/landlord/../landlord/./leases', children: 'Dots' },
  { to: '/app//landlord', children: 'Double' },
  { to: '/app/landlord/', children: 'Trailing' },
  { to: '/app/landlord?', children: 'Empty query' },
  { to: '/app/landlord#', children: 'Empty hash' },
  { to: 'https://example.com/x', children: 'Away' },
  { to: '//example.com/x', children: 'Protocol relative' },
  { to: { pathname: '/app/landlord', search: '?page=2' }, children: 'Object' },
  { to: '/app/landlord', prefetch: 'render', children: 'Prefetched' },
  { to: '/app/landlord', reloadDocument: true, children: 'Reload' },
  { to: '.', relative: 'path', children: 'Here' },
]

describe('Link (ADR 039): React Router’s markup, without its hooks on the server', () => {
  for (const props of CASES) {
    it(`renders what React Router renders for ${JSON.stringify(props)}`, () => {
      expect(render(Link, props)).toBe(render(RouterLink, props))
    })
  }

  it('renders a plain path without React Router’s Link (which needs a router around it)', () => {
    expect(
      renderToStaticMarkup(
        <Link to="/app/landlord?page=2" className="x">
          Next
        </Link>,
      ),
    ).toBe('<a class="x" href="/app/landlord?page=2" data-discover="true">Next</a>')
    expect(() => renderToStaticMarkup(<RouterLink to="/app/landlord">Next</RouterLink>)).toThrow()
  })
})
