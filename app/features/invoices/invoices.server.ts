/**
 * The landlord's invoices on the server: the one-time payment drawer's data and
 * action, and the invoice page's data and actions. Everything goes through the REST API
 * with the user's token; the API computes every amount and decides who may do what.
 *
 * Mounting the one-time payment drawer on a page (the transactions page, a lease's
 * transactions tab):
 *
 *     // loader
 *     const oneTimePayment = await oneTimePaymentLoaderData(context, request) // null unless ?d=one-time-payment
 *     return { ...yourData, oneTimePayment }
 *
 *     // action
 *     const formData = await request.formData()
 *     if (formData.get('intent') === ONE_TIME_PAYMENT_INTENT) return oneTimePaymentAction(context, request, formData)
 *
 *     // component: a link opens it, `lease` preselects a lease
 *     <Link to={drawerHref(location, ONE_TIME_PAYMENT_DRAWER, { lease: leaseId })}>New invoice</Link>
 *     {loaderData.oneTimePayment ? <OneTimePaymentDrawer data={loaderData.oneTimePayment} /> : null}
 *
 * (ONE_TIME_PAYMENT_DRAWER and ONE_TIME_PAYMENT_INTENT from ~/components/invoices/invoice-forms,
 * OneTimePaymentDrawer from ~/components/invoices/one-time-payment-drawer.) On success the
 * action redirects to /app/landlord/invoices/{id}?origin=<the page without the drawer>.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { dueDateAfter, invoiceMessages, isCardProviderMethod, payableOf, refundableOf, type InvoiceStatus, type PaymentMethod } from '@common/invoices'
import type { Invoice, Payment } from '@api/payload-types'
import {
  CONFIRM_PAYMENT_INTENT,
  invoiceHref,
  NOT_RECEIVED_INTENT,
  ONE_TIME_PAYMENT_DRAWER,
  ONE_TIME_PAYMENT_INTENT,
  OneTimePaymentSchema,
  ORIGIN_PARAM,
  RECORD_PAYMENT_INTENT,
  RecordPaymentSchema,
  REFUND_INTENT,
  RefundSchema,
  VOID_INTENT,
} from './invoice-forms'
import { leaseTitle, populated, propertyTitle, unitStreet } from '~/features/portfolio/lease-display'
import { analytics } from '~/utils/analytics.server'
import { ApiError } from '~/utils/api.server'
import { api, flashToast, requireLandlord } from '~/utils/auth.server'
import { openDrawer } from '~/utils/drawer'
import { handleFileUpload, loadFiles } from '~/features/files/files.server'
import { confirmAction, requireId, submitForm, type FormReply } from '~/utils/form-action.server'
import { safeRedirect } from '~/utils/redirect'
import { idOf } from '@common/ids'

type Context = Readonly<RouterContextProvider>

/** The id of a relationship, populated or not (null when absent). */

export type LeaseOption = { id: number; label: string }

/** The organization's own leases as the money drawers list them (title · tenants), and the methods an invoice may offer. */
export async function billableLeases(context: Context): Promise<{ leases: LeaseOption[]; methods: PaymentMethod[] }> {
  const client = api(context)
  const [{ organization, methods }, leases] = await Promise.all([
    client.endpoint<{ organization: number | null; methods: PaymentMethod[] }>('GET', 'invoices', '/payment-methods'),
    client.findEvery('leases', {
      where: { archived: { not_equals: true } },
      depth: 1,
      sort: '-startDate',
      select: { nickname: true, unit: true, organization: true, contacts: true },
      populate: { units: { name: true, address: true }, contacts: { firstName: true, lastName: true, email: true } },
      joins: false,
    }),
  ])
  // A landlord who also rents elsewhere reads that lease too, but bills only on its own.
  const own = leases.filter((lease) => idOf(lease.organization) === organization)
  return {
    methods,
    leases: own.map((lease) => {
      const tenants = (lease.contacts ?? [])
        .map((contact) => populated(contact))
        .filter((contact) => contact !== null)
        .map((contact) => [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.email)
        .filter(Boolean)
      return { id: lease.id, label: [leaseTitle(lease), tenants.join(', ')].filter(Boolean).join(' · ') }
    }),
  }
}

/** What the one-time payment drawer needs: the organization's leases, the methods an invoice may offer, the preselected lease. */
export type OneTimePaymentData = {
  leases: LeaseOption[]
  methods: PaymentMethod[]
  lease: number | null
}

/** The drawer's data when the URL opens it (`?d=one-time-payment[&lease=ID]`), else null (no API call). */
export async function oneTimePaymentLoaderData(context: Context, request: Request): Promise<OneTimePaymentData | null> {
  await requireLandlord(context)
  const url = new URL(request.url)
  if (openDrawer(url.search).name !== ONE_TIME_PAYMENT_DRAWER) return null
  const { leases, methods } = await billableLeases(context)
  const requested = Number(url.searchParams.get('lease'))
  return {
    leases,
    methods,
    lease: leases.some((lease) => lease.id === requested) ? requested : null,
  }
}

/** API paths → the form's field names: `items.0.amount` → `items[0].amount`, the due date → Payment Due. */
function oneTimeFieldName(path: string) {
  if (path === 'dueDate') return 'dueDays'
  return path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')
}

/**
 * The one-time payment drawer's action (product-spec §4, §5, §8): validate with the drawer's schema
 * (every spec message next to its field; nothing saved on refusal), create the invoice,
 * then upload the optional attachment (its failure keeps the invoice and says 'File was
 * unable to be uploaded' on the invoice page), record PAYMENT_ONE_TIME_CREATED and go to the
 * invoice page with the origin link. Without JavaScript, the line items' add, remove and
 * move buttons post here too and get the form back with the change made.
 */
export async function oneTimePaymentAction(context: Context, request: Request, formData: FormData) {
  await requireLandlord(context)
  const intent = ONE_TIME_PAYMENT_INTENT
  const submission = parseWithZod(formData, { schema: OneTimePaymentSchema })
  // A line item added, removed or moved (conform's intent buttons): the form again, changed.
  if (submission.status === undefined) return data<FormReply>({ intent, result: submission.reply() })
  if (submission.status !== 'success') return data<FormReply>({ intent, result: submission.reply() }, { status: 400 })
  const value = submission.value
  const client = api(context)
  let invoice: Invoice
  try {
    const created = await client.create('invoices', {
      lease: value.lease,
      dueDate: dueDateAfter(new Date(), value.dueDays),
      paymentMethods: value.paymentMethods,
      category: value.category,
      items: value.items.map(({ name, description, amount, quantity }) => ({
        name,
        description,
        amount,
        quantity,
      })),
    })
    invoice = created.doc
  } catch (error) {
    const refused = error instanceof ApiError && error.status < 500
    const fieldErrors: Record<string, string[]> = {}
    if (refused) for (const [path, message] of Object.entries(error.fieldErrors)) (fieldErrors[oneTimeFieldName(path)] ??= []).push(message)
    const formErrors = Object.keys(fieldErrors).length ? [] : [refused ? error.message : invoiceMessages.createFailed]
    if (!refused) console.error('One-time invoice create failed', error)
    return data<FormReply>({ intent, result: submission.reply({ formErrors, fieldErrors }) }, { status: refused ? error.status : 500 })
  }

  let uploadFailed = false
  if (value.file) {
    try {
      const upload = new FormData()
      upload.append('file', value.file, value.file.name)
      upload.append(
        '_payload',
        JSON.stringify({
          kind: 'invoice',
          invoice: invoice.id,
          nickname: value.file.name.slice(0, 200),
        }),
      )
      await client.create('files', upload)
    } catch (error) {
      uploadFailed = true
      console.warn('Invoice attachment upload failed', error instanceof Error ? error.message : error)
    }
  }
  analytics.track('PAYMENT_ONE_TIME_CREATED', {
    invoiceId: invoice.id,
    leaseId: idOf(invoice.lease),
    unitId: idOf(invoice.unit),
    propertyId: idOf(invoice.property),
    category: invoice.category,
  })
  flashToast(context, uploadFailed ? { type: 'error', title: invoiceMessages.uploadFailed } : { type: 'success', title: 'Invoice created' })
  const origin = safeRedirect(formData.get(ORIGIN_PARAM), new URL(request.url).pathname)
  throw redirect(invoiceHref(invoice.id, origin))
}

/** A payment as the invoice page shows it. */
export type InvoicePayment = {
  id: number
  method: PaymentMethod
  amount: number
  status: Payment['status']
  paidAt: string | null
  createdAt: string
  reference: string | null
  note: string | null
  failureMessage: string | null
  refundable: number
  stripe: boolean
  refunds: Array<{
    amount: number
    status: string
    reason: string | null
    createdAt: string | null
  }>
}

/** The invoice page's view of an invoice (the API's computed amounts, as they are). */
export type InvoiceView = {
  id: number
  status: InvoiceStatus
  kind: Invoice['kind']
  category: Invoice['category']
  from: Invoice['from']
  to: Invoice['to']
  dueDate: string
  sentAt: string | null
  paidAt: string | null
  paymentMethods: PaymentMethod[]
  items: Array<{
    name: string
    description: string
    amount: number
    quantity: number
  }>
  total: number
  amountPaid: number
  amountRefunded: number
  amountDue: number
  payable: number
  voided: boolean
  paymentSent: {
    method: PaymentMethod | null
    sentAt: string | null
    note: string | null
  } | null
  lease: { id: number; title: string } | null
  unit: { id: number; title: string; propertyId: number | null } | null
  property: { id: number; title: string } | null
  payments: InvoicePayment[]
}

function toPayment(payment: Payment): InvoicePayment {
  return {
    id: payment.id,
    method: payment.method,
    amount: payment.amount,
    status: payment.status,
    paidAt: payment.paidAt ?? null,
    createdAt: payment.createdAt,
    reference: payment.reference ?? null,
    note: payment.note ?? null,
    failureMessage: payment.failureMessage ?? null,
    refundable: refundableOf({
      status: payment.status,
      amount: payment.amount,
      refunds: payment.refunds ?? [],
    }),
    stripe: Boolean(payment.stripePaymentIntentId),
    refunds: (payment.refunds ?? []).map((refund) => ({
      amount: refund.amount,
      status: refund.status,
      reason: refund.reason ?? null,
      createdAt: refund.createdAt ?? null,
    })),
  }
}

/** The invoice's joined payments that came populated. */
export const invoicePayments = (invoice: Invoice): Payment[] =>
  (invoice.payments?.docs ?? []).map((payment) => populated(payment as number | Payment)).filter((payment): payment is Payment => payment !== null)

export function toInvoiceView(invoice: Invoice): InvoiceView {
  const payments = invoicePayments(invoice)
  const lease = populated(invoice.lease)
  const unit = populated(invoice.unit)
  const property = populated(invoice.property)
  const sent = invoice.paymentSentNotification
  return {
    id: invoice.id,
    status: invoice.status as InvoiceStatus,
    kind: invoice.kind,
    category: invoice.category,
    from: invoice.from,
    to: invoice.to,
    dueDate: invoice.dueDate,
    sentAt: invoice.sentAt ?? null,
    paidAt: invoice.paidAt ?? null,
    paymentMethods: (invoice.paymentMethods ?? []) as PaymentMethod[],
    items: (invoice.items ?? []).map((item) => ({
      name: item.name ?? '',
      description: item.description ?? '',
      amount: item.amount ?? 0,
      quantity: item.quantity ?? 0,
    })),
    total: invoice.total ?? 0,
    amountPaid: invoice.amountPaid ?? 0,
    amountRefunded: invoice.amountRefunded ?? 0,
    amountDue: invoice.amountDue ?? 0,
    payable: payableOf(
      { amountDue: invoice.amountDue ?? 0 },
      payments.map((payment) => ({
        status: payment.status,
        amount: payment.amount,
      })),
    ),
    voided: Boolean(invoice.voided),
    paymentSent: sent?.method
      ? {
          method: sent.method as PaymentMethod,
          sentAt: sent.sentAt ?? null,
          note: sent.note ?? null,
        }
      : null,
    // The lease's unit is the invoice's (populated here; the lease's own is an id at this depth).
    lease: lease ? { id: lease.id, title: leaseTitle({ id: lease.id, nickname: lease.nickname, unit: populated(lease.unit) ?? unit }) } : null,
    unit: unit
      ? {
          id: unit.id,
          title: unitStreet(unit),
          propertyId: idOf(unit.property),
        }
      : null,
    property: property ? { id: property.id, title: propertyTitle(property) } : null,
    payments: payments.map(toPayment),
  }
}

/**
 * The invoice of the route with its payments, lease, unit and property, or the not-found
 * page (an invoice the caller may not read — another landlord's, another tenant's — is the
 * API's 404 too). The landlord's and the tenant's invoice pages both load it.
 */
export async function loadInvoiceOr404(context: Context, id: number) {
  try {
    return await api(context).findById('invoices', id, {
      depth: 1,
      joins: { payments: { limit: 100, sort: 'createdAt' } },
      populate: {
        leases: { nickname: true, unit: true },
        units: { name: true, address: true, property: true },
        properties: { nickname: true, address: true },
      },
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

/** The invoice page: the invoice, its attachments, and where its Back link goes. */
export async function loadInvoicePage(context: Context, request: Request, invoiceId: string | undefined) {
  await requireLandlord(context)
  const id = requireId(invoiceId)
  const [invoice, files] = await Promise.all([loadInvoiceOr404(context, id), loadFiles(context, { kind: 'invoice', id })])
  const url = new URL(request.url)
  const origin = url.searchParams.get(ORIGIN_PARAM)
  return {
    invoice: toInvoiceView(invoice),
    files: files.files,
    backHref: safeRedirect(origin, '/app/landlord/transactions'),
  }
}

/** The invoice page's intents: record a payment, confirm or deny a marked-sent one, refund, void, attach a file. */
export async function handleInvoicePageAction(context: Context, request: Request, invoiceId: string | undefined) {
  await requireLandlord(context)
  const id = requireId(invoiceId)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const client = api(context)
  const fallbackRedirect = `/app/landlord/invoices/${id}`
  const uploaded = await handleFileUpload(context, formData, {
    kind: 'invoice',
    id,
  })
  if (uploaded) return uploaded
  if (intent === RECORD_PAYMENT_INTENT) {
    return submitForm({
      context,
      formData,
      schema: RecordPaymentSchema,
      intent,
      fallbackRedirect,
      toast: { type: 'success', title: 'Payment recorded' },
      mutate: (value) => {
        // Card and bank payments come only from Stripe (the API refuses them too).
        if (isCardProviderMethod(value.method))
          throw new ApiError(invoiceMessages.methodNotEnabled, 400, {
            method: invoiceMessages.methodNotEnabled,
          })
        return client.create('payments', {
          invoice: id,
          method: value.method,
          amount: value.amount,
          paidAt: new Date(`${value.paidAt}T12:00:00Z`).toISOString(),
          reference: value.reference || null,
        })
      },
    })
  }
  if (intent === REFUND_INTENT) {
    const paymentId = requireId(formData.get('target'))
    return submitForm({
      context,
      formData,
      schema: RefundSchema,
      intent,
      fallbackRedirect,
      toast: { type: 'success', title: 'Refund complete' },
      mutate: (value) =>
        client.endpoint('POST', 'payments', `/${paymentId}/refund`, {
          json: { amount: value.amount, reason: value.reason || undefined },
        }),
    })
  }
  if (intent === CONFIRM_PAYMENT_INTENT || intent === NOT_RECEIVED_INTENT) {
    const paymentId = requireId(formData.get('paymentId'))
    return confirmAction({
      context,
      formData,
      intent,
      fallbackRedirect,
      toast: {
        type: 'success',
        title: intent === CONFIRM_PAYMENT_INTENT ? 'Payment confirmed' : 'Payment marked not received',
      },
      mutate: () =>
        client.endpoint('POST', 'invoices', `/${id}/${intent}`, {
          json: { paymentId },
        }),
    })
  }
  if (intent === VOID_INTENT) {
    return confirmAction({
      context,
      formData,
      intent,
      fallbackRedirect,
      toast: { type: 'success', title: 'Invoice voided' },
      mutate: () => client.update('invoices', id, { voided: true }),
    })
  }
  throw data(null, { status: 400 })
}
