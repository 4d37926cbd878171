import { PRECOMPRESS_MIN_BYTES } from '../scripts/lib/precompress.mjs'
import { expect, test } from './fixtures'

test.describe('smoke', () => {
  test('the bare root leads to the login page through /app', async ({ page, request }) => {
    const root = await request.get('/', { maxRedirects: 0 })
    expect(root.status()).toBe(302)
    expect(root.headers()['location']).toBe('/app')
    const app = await request.get('/app', { maxRedirects: 0 })
    expect(app.status()).toBe(302)
    expect(app.headers()['location']).toBe('/app/login')

    await page.goto('/')
    await expect(page).toHaveURL('/app/login')
  })

  test('an unknown page shows the 404 screen with a way back', async ({ page }) => {
    const response = await page.goto('/app/nope')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(/^Page not found \| /)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible()
    const back = page.getByRole('link', { name: 'Back to app' })
    await expect(back).toHaveAttribute('href', '/app')
    await back.click()
    await expect(page).toHaveURL('/app/login')
  })

  test('documents carry the security headers and a per-request CSP nonce', async ({ page }) => {
    // A page that ships its scripts (the public pages have none, ADR 027).
    const response = await page.goto('/app/nope')
    expect(response?.status()).toBe(404)
    const headers = response!.headers()
    const csp = headers['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce, `CSP without a nonce: ${csp}`).toBeTruthy()
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("object-src 'self'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBeTruthy()
    expect(csp.includes("frame-ancestors 'none'") || headers['x-frame-options'] === 'DENY').toBe(true)
    // The document's own scripts carry the nonce of this response.
    const scriptNonces = await page.locator('script[nonce]').evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce || script.getAttribute('nonce')))
    expect(scriptNonces.length).toBeGreaterThan(0)
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]))
    // Its module preloads: one link per module, each at low priority and with the nonce (ADR 027).
    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href'), priority: link.getAttribute('fetchpriority'), nonce: (link as HTMLLinkElement).nonce || link.getAttribute('nonce') })))
    expect(preloads.length).toBeGreaterThan(5)
    expect(new Set(preloads.map((link) => link.href)).size).toBe(preloads.length)
    expect(preloads.filter((link) => link.priority !== 'low' || link.nonce !== nonce)).toEqual([])
    // The scripts go out brotli-compressed at build time (scripts/lib/precompress.mjs): every one of
    // 1 KB or more is a brotli file of known length (not compressed on the fly), with the script's type.
    for (const { href } of preloads) {
      const raw = await page.request.get(href!, { headers: { 'Accept-Encoding': 'identity' } })
      const sent = await page.request.get(href!, { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(sent.headers()['content-type'], href!).toMatch(/^text\/javascript/)
      // Below 1 KB a file goes as it is, compressed neither way.
      if ((await raw.body()).length < PRECOMPRESS_MIN_BYTES) continue
      expect(sent.headers()['content-encoding'], href!).toBe('br')
      expect(Number(sent.headers()['content-length']), href!).toBeGreaterThan(0)
    }

    const second = await page.request.get('/app/login')
    expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`)
  })

  test('the page hydrates without CSP violations', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'js-off', 'needs JavaScript')
    await page.addInitScript(() => {
      const violations: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = violations
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/app/nope')
    // Client-side navigation proves the bundle loaded and hydrated under the CSP.
    await page.waitForFunction(() => '__reactRouterRouteModules' in window)
    await page.getByRole('link', { name: 'Back to app' }).click()
    await expect(page).toHaveURL('/app/login')
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
    // 'script-src eval' comes from zod 4's JIT probe (new Function): z.config({ jitless: true }) in the browser bundle removes it.
    expect(violations, 'CSP violations while loading and navigating').toEqual([])
    expect(errors).toEqual([])
  })

  test.describe('HTTP API', () => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'no browser involved: runs once, in js-on')

    test('/api/users/me without a cookie answers no user', async ({ request }) => {
      const response = await request.get('/api/users/me')
      expect(response.status()).toBe(200)
      expect(await response.json()).toMatchObject({ user: null })
    })

    test('cross-site POSTs are refused', async ({ request }) => {
      const evil = { Origin: 'https://evil.example' }
      const logout = await request.post('/app/logout', { headers: evil, maxRedirects: 0 })
      expect(logout.status()).toBe(403)
      const login = await request.post('/api/users/login', {
        headers: evil,
        data: { email: 'landlord@demo.leasewell.app', password: 'Demo-pass1!' },
        maxRedirects: 0,
      })
      expect(login.status()).toBe(403)
      expect(login.headers()['set-cookie']).toBeUndefined()
    })

    test('clients cannot ask for unbounded pages or deep populations', async ({ request }) => {
      for (const query of ['limit=101', 'limit=0', 'limit=-1', 'pagination=false', 'depth=6', 'depth=x']) {
        const response = await request.get(`/api/feature-flags?${query}`)
        expect(response.status(), query).toBe(400)
        expect((await response.json()).errors[0].message, query).toMatch(/limit|pagination|depth/)
      }
      const bounded = await request.get('/api/feature-flags?limit=100&depth=5')
      expect(bounded.status()).toBe(200)
      expect(await bounded.json()).toMatchObject({ docs: expect.any(Array), limit: 100 })
    })

    test('GraphQL is off', async ({ request }) => {
      const response = await request.post('/api/graphql', { data: { query: '{ __typename }' } })
      expect(response.status()).toBe(404)
    })

    test('same-origin API login works (the refusal above is about the origin only)', async ({ request, baseURL }) => {
      const login = await request.post('/api/users/login', {
        headers: { Origin: new URL(baseURL!).origin },
        data: { email: 'tenant@demo.leasewell.app', password: 'Demo-pass1!' },
      })
      expect(login.status()).toBe(200)
      const body = await login.json()
      expect(body.user.email).toBe('tenant@demo.leasewell.app')
      const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${body.token}` } })
      expect((await me.json()).user.email).toBe('tenant@demo.leasewell.app')
    })
  })
})
