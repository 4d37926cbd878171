import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { honeypotProps, isSpam } from '~/utils/honeypot.server'
import { HoneypotField } from './forms'

/** The honeypot's markup (remix-utils' inputs) carries the field the server checks, hidden from people. */
describe('HoneypotField', () => {
  it('renders one hidden, unfocusable, empty input under the name isSpam reads', () => {
    const props = honeypotProps()
    const html = renderToString(<HoneypotField {...props} />)
    const inputs = html.match(/<input[^>]*>/g) ?? []
    expect(inputs).toHaveLength(1)
    expect(inputs[0]).toContain(`name="${props.name}"`)
    expect(inputs[0]).toContain('tabindex="-1"')
    expect(inputs[0]).toContain('value=""')
    expect(html).toMatch(/^<div[^>]*aria-hidden="true"/)
    expect(html).toContain(`<label for="${props.name}">${props.label}</label>`)
    expect(html).toContain('display: none')
    // What a person submits (the field empty) passes; a bot's value does not.
    expect(isSpam(new FormData())).toBe(false)
    const filled = new FormData()
    filled.set(props.name, 'spam')
    expect(isSpam(filled)).toBe(true)
  })
})
