import { afterEach, describe, expect, it, vi } from 'vitest'
import { getStripeEnv } from '@api/env'
import { isStripeConfigured } from './client'
import { planOfPrice, priceOfPlan, statusGrantsAccess, SUBSCRIPTION_STATUSES, subscriptionGrantsAccess } from './subscriptions'

const KEYS = { STRIPE_SECRET_KEY: 'sk_test_unit_0123', STRIPE_WEBHOOK_SECRET: 'whsec_unit_0123', STRIPE_PRICE_PRO_YEARLY: 'price_unit_pro_yearly' }

function stubStripe(values: Partial<Record<keyof typeof KEYS, string>>) {
  for (const name of Object.keys(KEYS) as (keyof typeof KEYS)[]) vi.stubEnv(name, values[name] ?? '')
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('statusGrantsAccess', () => {
  it('active and trialing grant access; every other Stripe status and no status do not', () => {
    const granting = SUBSCRIPTION_STATUSES.filter((status) => statusGrantsAccess(status))
    expect(granting).toEqual(['active', 'trialing'])
    for (const status of [null, undefined, '', 'ACTIVE', 'something_new']) expect(statusGrantsAccess(status)).toBe(false)
  })
})

describe('subscriptionGrantsAccess', () => {
  it('without a Stripe secret key (self-hosted mode) every organization has access', () => {
    stubStripe({})
    expect(isStripeConfigured()).toBe(false)
    for (const subscription of [null, undefined, {}, { status: null }, { status: 'canceled' as const }]) expect(subscriptionGrantsAccess(subscription)).toBe(true)
  })

  it('with Stripe, only an active or trialing subscription grants access', () => {
    stubStripe(KEYS)
    expect(isStripeConfigured()).toBe(true)
    expect(subscriptionGrantsAccess({ status: 'active' })).toBe(true)
    expect(subscriptionGrantsAccess({ status: 'trialing' })).toBe(true)
    expect(subscriptionGrantsAccess({ status: 'past_due' })).toBe(false)
    expect(subscriptionGrantsAccess({ status: null })).toBe(false)
    expect(subscriptionGrantsAccess(undefined)).toBe(false)
  })
})

describe('plans and prices', () => {
  it('maps pro_yearly to STRIPE_PRICE_PRO_YEARLY and back; other prices are no plan', () => {
    stubStripe(KEYS)
    expect(priceOfPlan('pro_yearly')).toBe('price_unit_pro_yearly')
    expect(planOfPrice('price_unit_pro_yearly')).toBe('pro_yearly')
    expect(planOfPrice('price_other')).toBeUndefined()
    expect(planOfPrice(null)).toBeUndefined()
    stubStripe({})
    expect(planOfPrice(undefined)).toBeUndefined()
  })
})

describe('getStripeEnv', () => {
  it('reads the environment at each call; empty means unset', () => {
    stubStripe({})
    expect(getStripeEnv()).toEqual({})
    stubStripe(KEYS)
    expect(getStripeEnv()).toEqual(KEYS)
  })

  it('with a secret key, the webhook secret and the price are required', () => {
    stubStripe({ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY })
    expect(() => getStripeEnv()).toThrow(/STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICE_PRO_YEARLY|STRIPE_PRICE_PRO_YEARLY[\s\S]*STRIPE_WEBHOOK_SECRET/)
  })

  it('refuses values of the wrong kind (a publishable key as the secret, a product id as the price)', () => {
    stubStripe({ ...KEYS, STRIPE_SECRET_KEY: 'pk_test_0123' })
    expect(() => getStripeEnv()).toThrow(/STRIPE_SECRET_KEY/)
    stubStripe({ ...KEYS, STRIPE_PRICE_PRO_YEARLY: 'prod_0123' })
    expect(() => getStripeEnv()).toThrow(/STRIPE_PRICE_PRO_YEARLY/)
  })
})
