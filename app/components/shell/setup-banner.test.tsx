import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { SetupProgress } from '@common/setup'
import { SetupBanner } from './setup-banner'

const progress = (complete: Partial<SetupProgress>): SetupProgress => ({
  userVerifiedEmail: 'incomplete',
  businessInfo: 'incomplete',
  payments: 'incomplete',
  properties: 'incomplete',
  leases: 'incomplete',
  tenants: 'incomplete',
  rent: 'incomplete',
  setupSkipped: false,
  ...complete,
})

const filledSegments = (html: string) => [...html.matchAll(/data-filled="(true|false)"/g)].map((match) => match[1] === 'true')

describe('SetupBanner', () => {
  it('fills the bar from the left whichever steps are complete, so it reads as progress', () => {
    // Business information and payments are the 4th and 5th counted steps: the first two segments light.
    const html = renderToString(
      <MemoryRouter>
        <SetupBanner progress={progress({ businessInfo: 'complete', payments: 'complete' })} />
      </MemoryRouter>,
    )
    expect(filledSegments(html)).toEqual([true, true, false, false, false])
    expect(html).toContain('2/5 complete')
  })

  it('does not count a pending or an uncounted step', () => {
    const html = renderToString(
      <MemoryRouter>
        <SetupBanner progress={progress({ payments: 'pending', leases: 'complete', rent: 'complete' })} />
      </MemoryRouter>,
    )
    expect(filledSegments(html)).toEqual([false, false, false, false, false])
    expect(html).toContain('0/5 complete')
  })
})
