/**
 * The e2e fake of Stripe, inside the e2e server process (loaded with `node --import` by
 * e2e/stripe-fake/fixtures.ts, bundled by esbuild; it does nothing unless
 * E2E_STRIPE_FAKE=true, and no production start loads it).
 *
 * - Server side: an msw node server answers every call our server makes to
 *   https://api.stripe.com with the integration tests' handlers (tests/mocks/: payments,
 *   Connect, subscriptions — one shared module per service), so the real Stripe SDK runs.
 * - Webhooks: what Stripe would send after a state change (a confirmed PaymentIntent or
 *   SetupIntent, a completed Checkout, a finished Connect onboarding) is POSTed to
 *   SERVER_URL/api/stripe/webhook, signed with STRIPE_WEBHOOK_SECRET like Stripe signs it,
 *   and retried while the endpoint does not answer 2xx.
 * - Browser side: a small HTTP server on 127.0.0.1 (its port is written to
 *   DATA_DIR/stripe-fake.json) that the e2e fixtures route Stripe's hosts to:
 *   /api.stripe.com/… goes into the same msw handlers (Stripe.js's confirmations),
 *   /checkout.stripe.com/c/pay/{session} is the hosted Checkout page and
 *   /connect.stripe.com/setup/e/{account}/… the hosted Connect onboarding.
 * - Later at Stripe (`POST /_later/…`, called by the specs, never by the browser): what happens
 *   days after a payment — a bank debit settles or its charge fails, a refund goes through —
 *   is delivered as the webhook Stripe would send (ADR 036).
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { setupServer } from 'msw/node'
import { signStripePayload, stripeHandlers } from '../../tests/mocks/stripe'
import { accountLinkRequests, accountUpdatedEvent, stripeConnectHandlers } from '../../tests/mocks/stripe-connect'
import { chargeFailedEvent, completeCheckoutSession, intentEvent, refundEvent, stripePaymentHandlers, stripeState } from '../../tests/mocks/stripe-payments'
import { otherEvent } from '../../tests/mocks/stripe'

if (process.env.E2E_STRIPE_FAKE === 'true') await startFake()

const STRIPE_HOSTS = new Set(['api.stripe.com', 'checkout.stripe.com', 'connect.stripe.com', 'billing.stripe.com'])

async function startFake() {
  const secretKey = process.env.STRIPE_SECRET_KEY ?? ''
  if (!secretKey.startsWith('sk_test_')) throw new Error('[stripe-fake] refuses to run without a test secret key (sk_test_…)')
  const serverUrl = process.env.SERVER_URL
  const dataDir = process.env.DATA_DIR
  if (!serverUrl || !dataDir) throw new Error('[stripe-fake] needs SERVER_URL and DATA_DIR')

  // The payment handlers first: their Checkout Sessions are kept (the subscription module's are not).
  const msw = setupServer(...stripePaymentHandlers, ...stripeConnectHandlers, ...stripeHandlers)
  msw.listen({
    onUnhandledRequest(request, print) {
      if (STRIPE_HOSTS.has(new URL(request.url).hostname)) print.error()
    },
  })
  msw.events.on('response:mocked', ({ request, response }) => {
    void eventsOfResponse(request, response).then((events) => events.forEach((event) => void deliver(serverUrl, event)))
  })

  const front = http.createServer((req, res) => {
    handleBrowser(req, res, serverUrl).catch((error) => {
      console.error('[stripe-fake]', error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  front.unref()
  const { port } = front.address() as { port: number }
  fs.writeFileSync(path.join(dataDir, 'stripe-fake.json'), JSON.stringify({ port }))
  console.log(`[stripe-fake] Stripe's HTTP answered by msw; browser side on http://127.0.0.1:${port}`)
}

// --- Webhooks ---------------------------------------------------------------------------

type StripeEvent = { id: string; type: string }

/** The events Stripe sends after what this response did (a replayed idempotent request did nothing new). */
async function eventsOfResponse(request: Request, response: Response): Promise<StripeEvent[]> {
  if (request.method !== 'POST' || response.headers.get('Idempotent-Replayed')) return []
  const { pathname } = new URL(request.url)
  const body = (await response.clone().json().catch(() => null)) as Record<string, any> | null
  if (!body) return []
  if (/^\/v1\/payment_intents(\/[^/]+\/confirm)?$/.test(pathname)) {
    const intent = response.ok ? body : body.error?.payment_intent
    if (!intent) return []
    if (!response.ok) return [otherEvent('payment_intent.payment_failed', intent)]
    if (intent.status === 'succeeded') return [otherEvent('payment_intent.succeeded', intent)]
    if (intent.status === 'processing') return [otherEvent('payment_intent.processing', intent)]
    return []
  }
  if (/^\/v1\/setup_intents\/[^/]+\/confirm$/.test(pathname) && response.ok) return [otherEvent('setup_intent.succeeded', body)]
  // A refund starts pending; Stripe says when it went through (`/_later/refunds/settle`).
  if (pathname === '/v1/refunds' && response.ok) return [otherEvent('refund.created', body)]
  return []
}

/** POSTs the signed event to our webhook endpoint, as Stripe does, retrying (briefly) until it answers 2xx. */
async function deliver(serverUrl: string, event: StripeEvent): Promise<void> {
  const payload = JSON.stringify(event)
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      const response = await fetch(new URL('/api/stripe/webhook', serverUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload) },
        body: payload,
      })
      if (response.ok) return
      console.warn(`[stripe-fake] ${event.type} ${event.id}: webhook answered ${response.status} (attempt ${attempt})`)
    } catch (error) {
      console.warn(`[stripe-fake] ${event.type} ${event.id}: webhook failed (attempt ${attempt})`, error)
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt))
  }
  console.error(`[stripe-fake] ${event.type} ${event.id}: not delivered`)
}

async function deliverAll(serverUrl: string, events: StripeEvent[]) {
  for (const event of events) await deliver(serverUrl, event)
}

// --- The browser's side of Stripe -------------------------------------------------------

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function page(res: http.ServerResponse, title: string, body: string, status = 200) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`)
}

function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(303, { location })
  res.end()
}

/**
 * What Stripe does later, on a spec's word: `/payment_intents/{id}/settle` (a processing bank
 * debit succeeds), `/payment_intents/{id}/charge_failed?code=…` (its charge fails after it
 * succeeded, e.g. bank_account_closed) and `/refunds/settle` (every pending refund succeeds).
 * Answers 200 with the events' types once our webhook has taken them.
 */
async function later(res: http.ServerResponse, pathname: string, query: URLSearchParams, serverUrl: string) {
  const [what, id, action] = pathname.split('/').filter(Boolean)
  const events =
    what === 'payment_intents' && id && stripeState.intents.has(id) && action === 'settle'
      ? [intentEvent('payment_intent.succeeded', id, { status: 'succeeded' })]
      : what === 'payment_intents' && id && stripeState.intents.has(id) && action === 'charge_failed'
        ? [chargeFailedEvent(id, query.get('code') ?? 'bank_account_closed')]
        : what === 'refunds' && id === 'settle'
          ? [...stripeState.refunds.values()].filter((refund) => refund.status === 'pending').map((refund) => refundEvent('refund.updated', refund.id, 'succeeded'))
          : null
  if (!events) {
    res.writeHead(404, { 'content-type': 'application/json' })
    return res.end(JSON.stringify({ error: `Nothing to do for ${pathname}` }))
  }
  await deliverAll(serverUrl, events)
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ delivered: events.map((event) => event.type) }))
}

async function handleBrowser(req: http.IncomingMessage, res: http.ServerResponse, serverUrl: string) {
  const url = new URL(req.url ?? '/', 'http://fake')
  const [, host, ...rest] = url.pathname.split('/')
  const pathname = `/${rest.join('/')}`

  if (host === 'api.stripe.com') {
    // Stripe.js authenticates with the publishable key (in the form body or the query).
    const body = req.method === 'GET' ? '' : await readBody(req)
    const key = new URLSearchParams(req.method === 'GET' ? url.search : body).get('key')
    if (key !== process.env.STRIPE_PUBLISHABLE_KEY) {
      res.writeHead(401, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }))
    }
    const answer = await fetch(`https://api.stripe.com${pathname}${url.search}`, {
      method: req.method,
      headers: req.method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
      body: req.method === 'GET' ? undefined : body,
    })
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    return res.end(await answer.text())
  }

  if (host === '_later' && req.method === 'POST') return later(res, pathname, url.searchParams, serverUrl)

  if (host === 'checkout.stripe.com') {
    const id = /^\/c\/pay\/(cs_[A-Za-z0-9_]+)$/.exec(pathname)?.[1]
    const session = id ? stripeState.sessions.get(id) : undefined
    if (!id || !session) return page(res, 'Page not found', '<p>No such Checkout Session.</p>', 404)
    if (session.status !== 'open') return page(res, 'Checkout Session expired', '<p>This Checkout Session is no longer open.</p>', 410)
    if (req.method === 'POST') {
      await deliverAll(serverUrl, completeCheckoutSession(id))
      return redirect(res, String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id))
    }
    const amount = typeof session.amount_total === 'number' ? `$${(session.amount_total / 100).toFixed(2)}` : null
    const action = session.mode === 'setup' ? 'Save card' : `Pay ${amount}`
    return page(
      res,
      session.mode === 'setup' ? 'Save a payment method (Stripe test Checkout)' : 'Pay (Stripe test Checkout)',
      `<p>Test mode: the card 4242 4242 4242 4242 is used.</p>
       <form method="post"><button type="submit">${escapeHtml(action)}</button></form>
       <p><a href="${escapeHtml(String(session.cancel_url))}">Cancel and go back</a></p>`,
    )
  }

  if (host === 'connect.stripe.com') {
    const account = /^\/setup\/e\/(acct_[A-Za-z0-9_]+)\/[a-f0-9]+$/.exec(pathname)?.[1]
    const link = account ? accountLinkRequests.findLast((request) => request.fields.account === account) : undefined
    if (!account || !link) return page(res, 'Page not found', '<p>No such onboarding link.</p>', 404)
    if (req.method === 'POST') {
      // Stripe verified the details: charges, payouts and the two payment capabilities are on.
      await deliverAll(serverUrl, [
        accountUpdatedEvent({ id: account, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, cardPayments: 'active', usBankAccountAchPayments: 'active' }),
      ])
      return redirect(res, link.fields.return_url)
    }
    return page(
      res,
      'Set up payouts (Stripe test onboarding)',
      `<p>Test mode: the test business details and bank account are used.</p>
       <form method="post"><button type="submit">Agree and submit</button></form>
       <p><a href="${escapeHtml(link.fields.refresh_url)}">Start again</a></p>`,
    )
  }

  page(res, 'Page not found', '<p>Not part of the Stripe fake.</p>', 404)
}
