import { describe, expect, it } from 'vitest'
import { registerStripeEventHandler, stripeEventHandlers } from './handlers'

describe('registerStripeEventHandler', () => {
  it('keeps handlers per type in registration order, and the returned function removes one', () => {
    const first = () => undefined
    const second = () => undefined
    const removeFirst = registerStripeEventHandler('invoice.paid', first)
    const removeSecond = registerStripeEventHandler('invoice.paid', second)
    expect(stripeEventHandlers('invoice.paid')).toEqual([first, second])
    expect(stripeEventHandlers('invoice.voided')).toEqual([])
    removeFirst()
    expect(stripeEventHandlers('invoice.paid')).toEqual([second])
    removeSecond()
    expect(stripeEventHandlers('invoice.paid')).toEqual([])
  })
})
