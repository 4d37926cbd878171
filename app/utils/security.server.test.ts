import { afterEach, describe, expect, it, vi } from 'vitest'

/** The CSP as a fresh process computes it from its environment (getEnv caches the first read). */
async function cspWith(env: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const { contentSecurityPolicy } = await import('./security.server')
  return contentSecurityPolicy('n0nce')
}

const directive = (csp: string, name: string) => csp.split('; ').find((entry) => entry.startsWith(`${name} `))

describe('contentSecurityPolicy: Stripe', () => {
  afterEach(() => vi.unstubAllEnvs())

  it("without Stripe, forms post to this site only and no Stripe source is listed", async () => {
    const csp = await cspWith({ STRIPE_PUBLISHABLE_KEY: '', STRIPE_SECRET_KEY: '' })
    expect(directive(csp, 'form-action')).toBe("form-action 'self'")
    expect(csp).not.toContain('stripe.com')
  })

  it("with a secret key only, a form post may be redirected to Stripe's hosted Checkout, onboarding and billing portal (form-action applies to redirects)", async () => {
    const csp = await cspWith({ STRIPE_PUBLISHABLE_KEY: '', STRIPE_SECRET_KEY: 'sk_test_x' })
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://checkout.stripe.com https://connect.stripe.com https://billing.stripe.com")
    expect(directive(csp, 'script-src')).not.toContain('js.stripe.com')
  })

  it('with the publishable key, Stripe.js loads and calls its API too', async () => {
    const csp = await cspWith({ STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_SECRET_KEY: '' })
    expect(directive(csp, 'form-action')).toContain('https://checkout.stripe.com')
    expect(directive(csp, 'script-src')).toContain('https://js.stripe.com')
    expect(directive(csp, 'connect-src')).toContain('https://api.stripe.com')
  })
})
