import { data, redirect, type RouterContextProvider } from 'react-router'
import {
  invoiceCategoryLabel,
  isCardProviderMethod,
  isManualMethod,
  isMobileMethod,
  type InvoiceStatus,
  type ManualMethod,
  type MobileMethod,
  type PaymentMethod,
} from '@common/invoices'
import { formatLocality, formatStreet, type AddressLike } from '@common/address'
import type { Account, Invoice, Payment } from '@api/payload-types'
import { populated } from '~/features/portfolio/lease-display'
import { api, requireTenant } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { getEnv } from '~/utils/env.server'
import { loadFiles } from '~/features/files/files.server'
import { requireId, submitForm } from '~/utils/form-action.server'
import { invoicePayments, loadInvoiceOr404, toInvoiceView, type InvoiceView } from './invoices.server'
import { MARK_SENT_INTENT, tenantInvoicePath, type OfflineMethodView, type TenantInvoiceSummary } from './tenant-invoice-payment'
import { MarkSentSchema } from './mark-sent-form'

type Context = Readonly<RouterContextProvider>

/** Invoices that still ask for money, and those that are settled (ADR 021 statuses). */
export const UNPAID_STATUSES: InvoiceStatus[] = ['open', 'partially-paid', 'overdue']
const SETTLED_STATUSES: InvoiceStatus[] = ['paid', 'void']
const OPEN_SHOWN = 100
const SETTLED_PAGE_SIZE = 10

const SUMMARY_SELECT = { kind: true, category: true, items: true, dueDate: true, status: true, total: true, amountDue: true } as const

function toSummary(invoice: Invoice): TenantInvoiceSummary {
  const first = invoice.items?.[0]
  const label = invoice.kind === 'security-deposit' ? 'Security deposit' : invoice.category ? invoiceCategoryLabel[invoice.category] : 'Invoice'
  return {
    id: invoice.id,
    title: [label, first?.description || first?.name].filter(Boolean).join(' · '),
    dueDate: invoice.dueDate,
    status: invoice.status as InvoiceStatus,
    total: invoice.total ?? 0,
    amountDue: invoice.amountDue ?? 0,
  }
}

const pageOf = (url: URL, name: string) => {
  const page = Number(url.searchParams.get(name) ?? '1')
  return Number.isSafeInteger(page) && page > 0 ? page : 1
}

/**
 * A lease's invoices for its tenant (the lease page): every unpaid one, soonest due first,
 * then a page of paid and void ones, newest first. Two API calls, in parallel; the API
 * answers only invoices of leases the caller holds.
 */
export async function loadLeaseInvoices(context: Context, request: Request, leaseId: number) {
  const client = api(context)
  const url = new URL(request.url)
  const [unpaid, settled] = await Promise.all([
    client.find('invoices', {
      where: { and: [{ lease: { equals: leaseId } }, { status: { in: UNPAID_STATUSES } }] },
      sort: 'dueDate',
      limit: OPEN_SHOWN,
      depth: 0,
      select: SUMMARY_SELECT,
    }),
    client.findPage('invoices', {
      where: { and: [{ lease: { equals: leaseId } }, { status: { in: SETTLED_STATUSES } }] },
      sort: '-dueDate',
      limit: SETTLED_PAGE_SIZE,
      page: pageOf(url, 'invoicesPage'),
      depth: 0,
      select: SUMMARY_SELECT,
    }),
  ])
  leavePastTheEnd(settled, request, 'invoicesPage')
  return {
    unpaid: unpaid.docs.map(toSummary),
    amountDue: unpaid.docs.reduce((sum, invoice) => sum + (invoice.amountDue ?? 0), 0),
    settled: { invoices: settled.docs.map(toSummary), page: settled.page, hasNextPage: settled.hasNextPage },
  }
}

/**
 * What the tenant owes on each of these leases: one API call for all of them (a handful of
 * unpaid invoices each), more only past the API's page cap of 100 — pages, never a bigger limit.
 */
export async function loadAmountsDue(context: Context, leaseIds: number[]): Promise<Record<number, { amountDue: number; count: number }>> {
  const due: Record<number, { amountDue: number; count: number }> = {}
  if (!leaseIds.length) return due
  const unpaid = await api(context).findEvery('invoices', {
    where: { and: [{ lease: { in: leaseIds } }, { status: { in: UNPAID_STATUSES } }] },
    depth: 0,
    select: { lease: true, amountDue: true },
  })
  for (const invoice of unpaid) {
    const lease = typeof invoice.lease === 'object' ? invoice.lease.id : invoice.lease
    const entry = (due[lease] ??= { amountDue: 0, count: 0 })
    entry.amountDue += invoice.amountDue ?? 0
    entry.count += 1
  }
  return due
}

/** The tenant's invoice page's view: the landlord's invoice view plus what paying needs. */
export type TenantInvoiceView = InvoiceView & {
  unitAddress: { street: string; locality: string; name: string | null } | null
  offlineMethods: OfflineMethodView[]
  cardMethods: Array<'card' | 'us-bank-account'>
  /** The tenant's marked-sent payment still waiting for the landlord. */
  waiting: { method: PaymentMethod; amount: number; sentAt: string } | null
  /** The last marked-sent payment the landlord did not receive (none waiting). */
  notReceived: { method: PaymentMethod; amount: number; sentAt: string } | null
  /** A card or bank payment started with Stripe and not settled yet. */
  processing: { method: PaymentMethod; amount: number } | null
}

const NOT_RECEIVED = 'not-received'

function operatingAccountOf(accounts: Account[], organization: number | null) {
  return accounts.find((account) => (typeof account.organization === 'object' ? account.organization?.id : account.organization) === organization) ?? null
}

export function toTenantInvoiceView(invoice: Invoice, account: Account | null, { cardProviderReady }: { cardProviderReady: boolean }): TenantInvoiceView {
  const view = toInvoiceView(invoice)
  const unit = populated(invoice.unit as number | { id: number; name?: string | null; address?: AddressLike | null } | null)
  const payments = invoicePayments(invoice)
  const offline = payments.filter((payment) => !payment.stripePaymentIntentId && (isMobileMethod(payment.method) || isManualMethod(payment.method)) && payment.payer)
  const pending = offline.find((payment) => payment.status === 'pending')
  const lastOffline = offline.at(-1)
  const stripePending = payments.find((payment) => payment.stripePaymentIntentId && payment.status === 'pending')
  const methods = view.paymentMethods
  const offlineMethods: OfflineMethodView[] = methods
    .filter((method): method is MobileMethod | ManualMethod => isMobileMethod(method) || isManualMethod(method))
    .map((method) => ({
      method,
      handle: isMobileMethod(method) ? account?.[method]?.handle?.trim() || null : null,
      address: isManualMethod(method) ? account?.manual?.address?.trim() || null : null,
    }))
  const brief = (payment: Payment) => ({ method: payment.method, amount: payment.amount, sentAt: payment.createdAt })
  return {
    ...view,
    unitAddress: unit ? { street: formatStreet(unit.address), locality: formatLocality(unit.address), name: unit.name ?? null } : null,
    offlineMethods,
    cardMethods: cardProviderReady ? methods.filter(isCardProviderMethod) : [],
    waiting: pending ? brief(pending) : null,
    notReceived: !pending && lastOffline?.status === 'failed' && lastOffline.failureCode === NOT_RECEIVED ? brief(lastOffline) : null,
    processing: stripePending ? { method: stripePending.method, amount: stripePending.amount } : null,
  }
}

/**
 * The tenant's invoice page: the invoice with its payments, its attachments (invoice
 * files, which the lease's tenants read) and the landlord's operating account (its
 * handles and mailing address; tenants read the accounts of organizations they rent from).
 * Two rounds of API calls: the invoice and its files in parallel, then the account of the
 * invoice's organization when there is something to pay by a mobile provider or by hand.
 */
export async function loadTenantInvoicePage(context: Context, request: Request, invoiceId: string | undefined) {
  await requireTenant(context)
  const id = requireId(invoiceId)
  const [invoice, files] = await Promise.all([loadInvoiceOr404(context, id), loadFiles(context, { kind: 'invoice', id })])
  const organization = typeof invoice.organization === 'object' ? (invoice.organization?.id ?? null) : (invoice.organization ?? null)
  const methods = (invoice.paymentMethods ?? []) as PaymentMethod[]
  const payable = !invoice.voided && (invoice.amountDue ?? 0) > 0
  const needsAccount = payable && organization !== null && methods.length > 0
  const accounts = needsAccount
    ? (
        await api(context).find('accounts', {
          where: { organization: { equals: organization } },
          limit: 1,
          depth: 0,
          select: { organization: true, venmo: true, cashapp: true, zelle: true, manual: true, card: true },
        })
      ).docs
    : []
  const account = operatingAccountOf(accounts, organization)
  // Card and bank: the server takes card payments (the API's providerConfigured) and the landlord's connected account charges.
  const cardProviderReady = Boolean(account?.card?.providerConfigured && account.card.enabled && account.card.chargesEnabled)
  const checkoutParam = new URL(request.url).searchParams.get('checkout')
  const checkout: 'paid' | 'canceled' | null = checkoutParam === 'paid' || checkoutParam === 'canceled' ? checkoutParam : null
  return {
    invoice: toTenantInvoiceView(invoice, account, { cardProviderReady }),
    files: files.files,
    // Null: StripePay offers only the Checkout path (no Payment Element).
    publishableKey: cardProviderReady ? (getEnv().STRIPE_PUBLISHABLE_KEY ?? null) : null,
    checkout,
  }
}

/**
 * The tenant invoice page's intent: mark a Venmo, Cash App, Zelle or manual payment sent
 * (POST /api/invoices/{id}/mark-sent, which creates the pending payment the landlord then
 * confirms). Card and bank payments post to /app/tenant/invoices/{id}/pay (StripePay's route).
 */
export async function handleTenantInvoiceAction(context: Context, request: Request, invoiceId: string | undefined) {
  await requireTenant(context)
  const id = requireId(invoiceId)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const client = api(context)
  const fallbackRedirect = tenantInvoicePath(id)
  if (intent === MARK_SENT_INTENT) {
    return submitForm({
      context,
      formData,
      schema: MarkSentSchema,
      intent,
      fallbackRedirect,
      redirectTo: fallbackRedirect,
      toast: { type: 'success', title: 'Payment marked sent' },
      mutate: (value) => client.endpoint('POST', 'invoices', `/${id}/mark-sent`, { json: { method: value.method, note: value.note ?? undefined } }),
    })
  }
  throw data(null, { status: 400 })
}

/** /app/tenant/invoices has no page of its own (product-spec §2): the leases, straight to the only one. */
export async function tenantInvoicesIndex(context: Context) {
  await requireTenant(context)
  throw redirect('/app/tenant/leases?allow-redirect=true')
}
