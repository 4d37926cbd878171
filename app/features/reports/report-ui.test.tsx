import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Link as RouterLink } from '~/components/link'
import { Link } from '~/components/ui'
import { formatCents } from '~/utils/money'
import { MoneyLink, TextLink } from './report-ui'

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter initialEntries={['/app/landlord/reports/rent-roll']}>{node}</MemoryRouter>)

/** What the figures rendered before (ADR 030): Radix's Link around the server-side Link. */
function radixLink(to: string, children: ReactNode, label?: string) {
  return render(
    <Link asChild>
      <RouterLink to={to} aria-label={label}>
        {children}
      </RouterLink>
    </Link>,
  )
}

describe('report figure links', () => {
  it("render Radix's link markup, with and without a label", () => {
    const to = '/app/landlord/transactions?lease=7&dueTo=2026-11-27'
    expect(render(<MoneyLink cents={123_456} to={to} label="Balance due, unit 1A" />)).toBe(radixLink(to, formatCents(123_456), `Balance due, unit 1A: ${formatCents(123_456)}`))
    expect(render(<MoneyLink cents={-500} to={to} />)).toBe(radixLink(to, formatCents(-500)))
    expect(render(<TextLink to="/app/landlord/properties/3">12 Main St</TextLink>)).toBe(radixLink('/app/landlord/properties/3', '12 Main St'))
  })

  it('leave a figure with nothing behind it as plain text', () => {
    expect(render(<MoneyLink cents={0} to={null} label="Balance due" />)).toBe(formatCents(0))
  })
})
