/**
 * Rent and money (product-spec §3 Account, Payment-method config, Invoice, Recurring invoice,
 * Enumerations; §5 One-time payment form; §9): the vocabulary, the messages and the pure
 * arithmetic shared by the REST API (which computes every amount) and the web app (which
 * shows them). All amounts are integer cents (ARCHITECTURE §2; ADR 021).
 */

/** Spec §3 Enumerations: expense and invoice categories. */
export const INVOICE_CATEGORIES = ['rent', 'utility', 'fee', 'repair', 'maintenance', 'tax', 'other'] as const
export type InvoiceCategory = (typeof INVOICE_CATEGORIES)[number]
export const invoiceCategoryLabel: Record<InvoiceCategory, string> = {
  rent: 'Rent',
  utility: 'Utility',
  fee: 'Fee',
  repair: 'Repair',
  maintenance: 'Maintenance',
  tax: 'Tax',
  other: 'Other',
}

/** Spec §3 Enumerations: payment methods. Card and bank go through the card payment provider (Stripe). */
export const CARD_PROVIDER_METHODS = ['card', 'us-bank-account'] as const
export const MOBILE_METHODS = ['venmo', 'cashapp', 'zelle'] as const
export const MANUAL_METHODS = ['cash', 'check', 'money-order', 'cashiers-check'] as const
export const PAYMENT_METHODS = [...CARD_PROVIDER_METHODS, ...MOBILE_METHODS, ...MANUAL_METHODS] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export type CardProviderMethod = (typeof CARD_PROVIDER_METHODS)[number]
export type MobileMethod = (typeof MOBILE_METHODS)[number]
export type ManualMethod = (typeof MANUAL_METHODS)[number]

export const paymentMethodLabel: Record<PaymentMethod, string> = {
  card: 'Credit Card',
  'us-bank-account': 'US Bank Account',
  venmo: 'Venmo',
  cashapp: 'Cash App',
  zelle: 'Zelle',
  cash: 'Cash',
  check: 'Check',
  'money-order': 'Money Order',
  'cashiers-check': "Cashier's Check",
}

export const isCardProviderMethod = (method: string): method is CardProviderMethod => (CARD_PROVIDER_METHODS as readonly string[]).includes(method)
export const isMobileMethod = (method: string): method is MobileMethod => (MOBILE_METHODS as readonly string[]).includes(method)
export const isManualMethod = (method: string): method is ManualMethod => (MANUAL_METHODS as readonly string[]).includes(method)
export const isPaymentMethod = (method: string): method is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(method)

/** The capability of the card provider account each card-provider method needs (product-spec §3). */
export const capabilityOf: Record<CardProviderMethod, 'cardPayments' | 'usBankAccountAchPayments'> = {
  card: 'cardPayments',
  'us-bank-account': 'usBankAccountAchPayments',
}

/** Spec §3 Enumerations: bank failure reasons (ACH). */
export const BANK_FAILURE_REASONS = ['bank_account_closed', 'bank_account_frozen', 'bank_account_invalid_details', 'bank_account_restricted'] as const
export type BankFailureReason = (typeof BANK_FAILURE_REASONS)[number]
export const bankFailureReasonLabel: Record<BankFailureReason, string> = {
  bank_account_closed: 'The bank account is closed.',
  bank_account_frozen: 'The bank account is frozen.',
  bank_account_invalid_details: 'The bank account details are invalid.',
  bank_account_restricted: 'The bank account is restricted.',
}

/** Spec §9: a card or bank invoice must total more than 50 cents. */
export const MIN_CARD_PROVIDER_TOTAL_CENTS = 50

/** Derived invoice status: never stored by a client. */
export const INVOICE_STATUSES = ['open', 'partially-paid', 'paid', 'overdue', 'void'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
export const invoiceStatusLabel: Record<InvoiceStatus, string> = {
  open: 'Open',
  'partially-paid': 'Partially Paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
}
/** Status colours (STYLE): green done, red failed, amber pending, blue open/new. */
export const invoiceStatusColor: Record<InvoiceStatus, 'green' | 'red' | 'amber' | 'blue' | 'gray'> = {
  open: 'blue',
  'partially-paid': 'amber',
  paid: 'green',
  overdue: 'red',
  void: 'gray',
}

/** An invoice is a charge (rent, fees…) or a security deposit charge, which is money held, not income. */
export const INVOICE_KINDS = ['charge', 'security-deposit'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]

/**
 * The income an invoice's payments are (the reports' cash basis, ADR 030): a charge's category
 * (none set counts as 'other'), or null for a security deposit, which is money held. Stored on
 * each payment as `incomeCategory`.
 */
export function incomeCategoryOf(invoice: { kind?: string | null; category?: string | null }): InvoiceCategory | null {
  if (invoice.kind !== 'charge') return null
  return (INVOICE_CATEGORIES as readonly string[]).includes(invoice.category ?? '') ? (invoice.category as InvoiceCategory) : 'other'
}

/** A payment's life. 'pending': started with the card provider or marked sent by the tenant; 'succeeded': money received. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const REFUND_STATUSES = ['pending', 'requires-action', 'succeeded', 'failed', 'canceled'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

export const RECURRING_INVOICE_STATUSES = ['active', 'paused', 'ended'] as const
export type RecurringInvoiceStatus = (typeof RECURRING_INVOICE_STATUSES)[number]
/** A monthly schedule's day of month: 1–28, so that every month has it. */
export const MAX_RECURRING_DAY = 28

export const SECURITY_DEPOSIT_STATUSES = ['requested', 'held', 'returned'] as const
export type SecurityDepositStatus = (typeof SECURITY_DEPOSIT_STATUSES)[number]

/** Spec §5 One-time payment form messages, verbatim, and the server's own. */
export const invoiceMessages = {
  leaseRequired: 'Lease is required',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be positive',
  quantityRequired: 'Quantity is required',
  quantityPositive: 'Quantity must be positive',
  itemsRequired: 'At least one line item is required',
  dueDaysRequired: 'Payment Due is required',
  dueDaysInvalid: 'Payment Due must be a whole number of days, 0 or more',
  paymentMethodsRequired: 'This field is required',
  categoryRequired: 'Category is required',
  validNumber: 'Please enter a valid number',
  minimumCardTotal: 'The total of the invoice must be larger than 50 cents if allowing Credit Card or US Bank Account as a payment method.',
  noOperatingMethod: 'Enable an operating account on the Accounts screen before you create an invoice.',
  methodNotEnabled: 'This payment method is not enabled on your operating account.',
  createFailed: 'Something went wrong',
  uploadFailed: 'File was unable to be uploaded',
  invoiceVoid: 'This invoice is void.',
  invoicePaid: 'This invoice is already paid.',
  paymentTooLarge: 'The payment is larger than the amount due.',
  refundTooLarge: 'The refund is larger than what is left of the payment.',
  notRefundable: 'Only a received payment can be refunded.',
  notOwnInvoice: 'Choose one of your own invoices.',
} as const

export type LineItem = { name?: string | null; description?: string | null; amount?: number | null; quantity?: number | null }

/** A line's total in cents: amount × quantity, rounded half up to a whole cent (quantities may have decimals). */
export function lineTotal(item: Pick<LineItem, 'amount' | 'quantity'>): number {
  // Quantities carry at most three decimals; scale to integers so that no float error leaks in.
  const quantityThousandths = Math.round((item.quantity ?? 0) * 1000)
  const amount = item.amount ?? 0
  const product = amount * quantityThousandths
  if (Number.isSafeInteger(product)) return Math.round(product / 1000)
  // Beyond 2^53 a float product loses cents: round half up in integers (found by the property test).
  return Number((BigInt(Math.round(amount)) * BigInt(quantityThousandths) * 2n + 1000n) / 2000n)
}

export function invoiceTotal(items: readonly Pick<LineItem, 'amount' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + lineTotal(item), 0)
}

export type PaymentLike = { status: string; amount: number; refunds?: readonly { status: string; amount: number }[] | null }

/** What a payment still holds: its amount less its succeeded and pending refunds. */
export function refundableOf(payment: PaymentLike): number {
  if (payment.status !== 'succeeded') return 0
  const refunded = (payment.refunds ?? []).filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled').reduce((sum, refund) => sum + refund.amount, 0)
  return Math.max(0, payment.amount - refunded)
}

export type InvoiceAmounts = { total: number; amountPaid: number; amountRefunded: number; amountDue: number }

/**
 * The invoice's amounts from its line items and payments:
 * amountPaid is what succeeded payments brought in, amountRefunded what succeeded refunds
 * gave back, and amountDue = total − amountPaid + amountRefunded, never below zero.
 */
export function invoiceAmounts(items: readonly Pick<LineItem, 'amount' | 'quantity'>[], payments: readonly PaymentLike[]): InvoiceAmounts {
  const total = invoiceTotal(items)
  const succeeded = payments.filter((payment) => payment.status === 'succeeded')
  const amountPaid = succeeded.reduce((sum, payment) => sum + payment.amount, 0)
  const amountRefunded = succeeded.reduce(
    (sum, payment) => sum + (payment.refunds ?? []).filter((refund) => refund.status === 'succeeded').reduce((inner, refund) => inner + refund.amount, 0),
    0,
  )
  return { total, amountPaid, amountRefunded, amountDue: Math.max(0, total - amountPaid + amountRefunded) }
}

/** The most a new payment may bring in: the amount due less what pending payments already cover. */
export function payableOf(amounts: Pick<InvoiceAmounts, 'amountDue'>, payments: readonly PaymentLike[]): number {
  const pending = payments.filter((payment) => payment.status === 'pending').reduce((sum, payment) => sum + payment.amount, 0)
  return Math.max(0, amounts.amountDue - pending)
}

/** The status an invoice shows: void, paid, overdue (due date passed, money still due), partially paid or open. */
export function invoiceStatus(invoice: { voided?: boolean | null; dueDate?: string | Date | null } & Pick<InvoiceAmounts, 'total' | 'amountPaid' | 'amountRefunded' | 'amountDue'>, now: Date = new Date()): InvoiceStatus {
  if (invoice.voided) return 'void'
  if (invoice.amountDue === 0) return 'paid'
  if (invoice.dueDate && endOfDay(new Date(invoice.dueDate)).getTime() < now.getTime()) return 'overdue'
  if (invoice.amountPaid - invoice.amountRefunded > 0) return 'partially-paid'
  return 'open'
}

/** The last millisecond of the due date's day (UTC): an invoice due today is not overdue until tomorrow. */
function endOfDay(date: Date): Date {
  const end = new Date(date)
  end.setUTCHours(23, 59, 59, 999)
  return end
}

/** Spec §5: card or bank methods need a total over 50 cents. */
export function violatesCardProviderMinimum(total: number, methods: readonly string[]): boolean {
  return methods.some(isCardProviderMethod) && total <= MIN_CARD_PROVIDER_TOTAL_CENTS
}

/** A due date `days` after `from` (product-spec §5: Payment Due is a number of days after sending), as an ISO date at noon UTC. */
export function dueDateAfter(from: Date, days: number): string {
  const due = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days, 12))
  return due.toISOString()
}

/** The operating account's payment-method configuration as the app and the API read it (product-spec §3). */
export type PaymentMethodConfig = {
  manual?: { enabled?: boolean | null; methods?: readonly string[] | null; address?: string | null } | null
  card?: {
    enabled?: boolean | null
    accountId?: string | null
    chargesEnabled?: boolean | null
    payoutsEnabled?: boolean | null
    capabilities?: { cardPayments?: string | null; usBankAccountAchPayments?: string | null } | null
  } | null
  venmo?: { enabled?: boolean | null; handle?: string | null } | null
  cashapp?: { enabled?: boolean | null; handle?: string | null } | null
  zelle?: { enabled?: boolean | null; handle?: string | null } | null
}

/**
 * The methods an invoice may offer (product-spec §5): enabled mobile providers, the enabled manual
 * methods, and card / bank only when the card provider is on, charges are enabled, the
 * method's capability is 'active' and the server has card payments configured.
 */
export function availablePaymentMethods(config: PaymentMethodConfig | null | undefined, { cardProviderConfigured }: { cardProviderConfigured: boolean }): PaymentMethod[] {
  if (!config) return []
  const methods: PaymentMethod[] = []
  const card = config.card
  if (cardProviderConfigured && card?.enabled && card.accountId && card.chargesEnabled) {
    for (const method of CARD_PROVIDER_METHODS) if (card.capabilities?.[capabilityOf[method]] === 'active') methods.push(method)
  }
  for (const method of MOBILE_METHODS) if (config[method]?.enabled && config[method]?.handle) methods.push(method)
  if (config.manual?.enabled) for (const method of MANUAL_METHODS) if (config.manual.methods?.includes(method)) methods.push(method)
  return methods
}
