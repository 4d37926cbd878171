/**
 * A stub of Stripe.js for the e2e suite, served to the browser in place of
 * https://js.stripe.com/{release}/stripe.js (e2e/stripe-fake/fixtures.ts routes the URL, so
 * the page's CSP is the one production sends). It implements what @stripe/stripe-js,
 * @stripe/react-stripe-js and our payment forms call — `Stripe(key)`, `elements()`,
 * `create('payment')`, `mount`/`on`/`off`/`update`/`destroy`, `elements.submit()`,
 * `confirmPayment`, `confirmSetup` — and talks to https://api.stripe.com like Stripe.js:
 * a confirmation POSTs the entered details with the publishable key and the client secret,
 * and a success leaves for the return_url with Stripe's redirect parameters. The Payment
 * Element is plain labelled inputs (no iframe): card number, expiry and CVC for a card,
 * routing and account number for a US bank account. Anything else throws.
 */
type Listener = (payload?: unknown) => void
type StripeError = { type: string; code?: string; message: string; [key: string]: unknown }
type ElementsOptions = { mode?: 'payment' | 'setup'; amount?: number; currency?: string; clientSecret?: string; allowedPaymentMethodTypes?: string[]; paymentMethodTypes?: string[] }
type MethodType = 'card' | 'us_bank_account'

const API = 'https://api.stripe.com'
const TAB_LABEL: Record<MethodType, string> = { card: 'Card', us_bank_account: 'US bank account' }

const digits = (value: string) => value.replace(/\D/g, '')
function luhn(number: string) {
  let sum = 0
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

async function callApi(key: string, method: 'GET' | 'POST', path: string, fields: Record<string, string>): Promise<{ ok: boolean; body: Record<string, any> }> {
  const params = new URLSearchParams({ key, ...fields })
  const response = await fetch(method === 'GET' ? `${API}${path}?${params}` : `${API}${path}`, method === 'GET' ? {} : { method, body: params })
  return { ok: response.ok, body: await response.json() }
}

const secretId = (clientSecret: string) => clientSecret.split('_secret_')[0]

class PaymentElement {
  private node: HTMLElement | null = null
  private listeners = new Map<string, Set<Listener>>()
  private types: MethodType[] = []
  type: MethodType = 'card'
  private errorNode: HTMLElement | null = null
  private fieldsNode: HTMLElement | null = null

  constructor(private readonly group: Elements) {}

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)!.add(listener)
    return this
  }
  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener)
    else this.listeners.delete(event)
    return this
  }
  private emit(event: string, payload?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload)
  }
  update() {}
  unmount() {
    this.node?.replaceChildren()
  }
  destroy() {
    this.unmount()
    this.node = null
    this.group.element = null
  }

  mount(target: HTMLElement | string) {
    const node = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target
    if (!node) throw new Error('[stripe-js stub] mount: no such element')
    this.node = node
    this.emit('loaderstart', { elementType: 'payment' })
    void this.group.paymentMethodTypes().then((types) => {
      this.types = types
      this.type = types[0]
      this.render()
      this.emit('ready', { elementType: 'payment' })
    })
  }

  private render() {
    if (!this.node) return
    const root = document.createElement('div')
    root.setAttribute('role', 'group')
    root.setAttribute('aria-label', 'Payment details')
    root.dataset.stripeStub = 'payment-element'
    if (this.types.length > 1) {
      const tabs = document.createElement('fieldset')
      const legend = document.createElement('legend')
      legend.textContent = 'Payment method'
      tabs.append(legend)
      for (const type of this.types) {
        const label = document.createElement('label')
        const radio = document.createElement('input')
        radio.type = 'radio'
        radio.name = 'stripe-stub-method'
        radio.value = type
        radio.checked = type === this.type
        radio.addEventListener('change', () => {
          this.type = type
          this.renderFields()
          this.emit('change', { elementType: 'payment', complete: false, empty: true, value: { type } })
        })
        label.append(radio, ` ${TAB_LABEL[type]}`)
        tabs.append(label)
      }
      root.append(tabs)
    }
    this.fieldsNode = document.createElement('div')
    this.errorNode = document.createElement('p')
    this.errorNode.setAttribute('role', 'alert')
    root.append(this.fieldsNode, this.errorNode)
    this.node.replaceChildren(root)
    this.renderFields()
  }

  private renderFields() {
    const fields: [string, string, string][] =
      this.type === 'card'
        ? [
            ['number', 'Card number', 'cc-number'],
            ['expiry', 'Expiration date (MM / YY)', 'cc-exp'],
            ['cvc', 'Security code', 'cc-csc'],
          ]
        : [
            ['routing', 'Routing number', 'off'],
            ['account', 'Account number', 'off'],
          ]
    this.fieldsNode?.replaceChildren(
      ...fields.map(([name, text, autocomplete]) => {
        const label = document.createElement('label')
        label.style.display = 'block'
        const input = document.createElement('input')
        input.name = `stripe-stub-${name}`
        input.setAttribute('autocomplete', autocomplete)
        input.inputMode = 'numeric'
        input.addEventListener('input', () => this.emit('change', { elementType: 'payment', complete: !this.validate(), empty: false, value: { type: this.type } }))
        label.append(`${text} `, input)
        return label
      }),
    )
  }

  private value(name: string) {
    return this.node?.querySelector<HTMLInputElement>(`input[name="stripe-stub-${name}"]`)?.value ?? ''
  }

  /** Stripe's own messages for incomplete details, or null. */
  validate(): string | null {
    if (this.type === 'card') {
      const number = digits(this.value('number'))
      if (number.length < 13) return 'Your card number is incomplete.'
      if (!luhn(number)) return 'Your card number is invalid.'
      const [month, year] = this.value('expiry').split('/').map((part) => Number(digits(part)))
      if (!month || !year || month > 12) return 'Your card’s expiration date is incomplete.'
      const fullYear = year < 100 ? 2000 + year : year
      const now = new Date()
      if (fullYear < now.getFullYear() || (fullYear === now.getFullYear() && month < now.getMonth() + 1)) return 'Your card’s expiration year is in the past.'
      if (!/^\d{3,4}$/.test(digits(this.value('cvc')))) return 'Your card’s security code is incomplete.'
      return null
    }
    if (!/^\d{9}$/.test(digits(this.value('routing')))) return 'Your routing number is incomplete.'
    if (digits(this.value('account')).length < 4) return 'Your account number is incomplete.'
    return null
  }

  showError(message: string | null) {
    if (this.errorNode) this.errorNode.textContent = message ?? ''
  }

  /** The form fields of the entered method, as Stripe.js sends them. */
  paymentMethodData(): Record<string, string> {
    if (this.type === 'card') {
      const [month, year] = this.value('expiry').split('/').map((part) => digits(part))
      return {
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': digits(this.value('number')),
        'payment_method_data[card][exp_month]': month,
        'payment_method_data[card][exp_year]': year.length === 2 ? `20${year}` : year,
        'payment_method_data[card][cvc]': digits(this.value('cvc')),
      }
    }
    return {
      'payment_method_data[type]': 'us_bank_account',
      'payment_method_data[us_bank_account][routing_number]': digits(this.value('routing')),
      'payment_method_data[us_bank_account][account_number]': digits(this.value('account')),
      'payment_method_data[us_bank_account][account_holder_type]': 'individual',
    }
  }
}

class Elements {
  element: PaymentElement | null = null
  submitted = false
  constructor(
    readonly stripe: StripeStub,
    public options: ElementsOptions,
  ) {}

  create(type: string) {
    if (type !== 'payment') throw new Error(`[stripe-js stub] only the Payment Element is implemented, not '${type}'`)
    if (this.element) throw new Error('Can only create one Element of type payment.')
    this.element = new PaymentElement(this)
    return this.element
  }
  getElement(type: string) {
    return type === 'payment' ? this.element : null
  }
  update(options: ElementsOptions) {
    this.options = { ...this.options, ...options }
  }
  fetchUpdates() {
    return Promise.resolve({})
  }

  /** Deferred mode: the types the options allow; with a client secret: the intent's own (retrieved as Stripe.js does). */
  async paymentMethodTypes(): Promise<MethodType[]> {
    const { clientSecret } = this.options
    let types = this.options.allowedPaymentMethodTypes ?? this.options.paymentMethodTypes ?? ['card']
    if (clientSecret) {
      const kind = clientSecret.startsWith('seti_') ? 'setup_intents' : 'payment_intents'
      const { ok, body } = await callApi(this.stripe.key, 'GET', `/v1/${kind}/${secretId(clientSecret)}`, { client_secret: clientSecret })
      if (ok && Array.isArray(body.payment_method_types) && body.payment_method_types.length) types = body.payment_method_types
    }
    return types.filter((type): type is MethodType => type === 'card' || type === 'us_bank_account')
  }

  async submit(): Promise<{ error?: StripeError }> {
    const message = this.element ? this.element.validate() : 'No Payment Element is mounted.'
    this.element?.showError(message)
    if (message) return { error: { type: 'validation_error', message } }
    this.submitted = true
    return {}
  }
}

class StripeStub {
  constructor(readonly key: string) {}
  elements(options: ElementsOptions = {}) {
    return new Elements(this, options)
  }
  _registerWrapper() {}
  registerAppInfo() {}
  createToken(): never {
    throw new Error('[stripe-js stub] createToken: the app never calls it, so this stub refuses it')
  }
  createPaymentMethod(): never {
    throw new Error('[stripe-js stub] createPaymentMethod: the app never calls it, so this stub refuses it')
  }
  confirmCardPayment(): never {
    throw new Error('[stripe-js stub] confirmCardPayment: the app never calls it, so this stub refuses it')
  }

  confirmPayment(params: { elements: Elements; clientSecret?: string; confirmParams: { return_url: string } }) {
    return this.confirm('payment_intents', params)
  }
  confirmSetup(params: { elements: Elements; clientSecret?: string; confirmParams: { return_url: string } }) {
    return this.confirm('setup_intents', params)
  }

  private async confirm(kind: 'payment_intents' | 'setup_intents', { elements, clientSecret, confirmParams }: { elements: Elements; clientSecret?: string; confirmParams: { return_url: string } }) {
    const element = elements.element
    if (!element) return { error: { type: 'invalid_request_error', message: 'No Payment Element is mounted.' } }
    const secret = clientSecret ?? elements.options.clientSecret
    if (!secret) return { error: { type: 'invalid_request_error', message: 'A client secret is required.' } }
    if (!elements.options.clientSecret) {
      // Deferred intent creation: Stripe.js insists on elements.submit() first.
      if (!elements.submitted) return { error: { type: 'integration_error', message: 'elements.submit() must be called before stripe.confirmPayment().' } }
    } else {
      const { error } = await elements.submit()
      if (error) return { error }
    }
    const { ok, body } = await callApi(this.key, 'POST', `/v1/${kind}/${secretId(secret)}/confirm`, { client_secret: secret, return_url: confirmParams.return_url, ...element.paymentMethodData() })
    if (!ok) {
      element.showError(body.error?.message ?? 'Something went wrong.')
      return { error: body.error as StripeError }
    }
    const returnUrl = new URL(confirmParams.return_url)
    const prefix = kind === 'payment_intents' ? 'payment_intent' : 'setup_intent'
    returnUrl.searchParams.set(prefix, body.id)
    returnUrl.searchParams.set(`${prefix}_client_secret`, secret)
    returnUrl.searchParams.set('redirect_status', 'succeeded')
    window.location.assign(returnUrl.href)
    // Like Stripe.js: the page is leaving, the promise never settles.
    return new Promise<never>(() => {})
  }
}

const Stripe = Object.assign((key: string) => new StripeStub(key), { version: 'endive' })
Object.assign(window, { Stripe })
