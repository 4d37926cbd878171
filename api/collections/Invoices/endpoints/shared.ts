import { commitTransaction, Forbidden, initTransaction, killTransaction, NotFound, ValidationError, type PayloadRequest } from 'payload'
import { isAdmin } from '@api/access'
import { getMembership } from '@api/access/membership'
import { getTenancy } from '@api/access/tenancy'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import type { Invoice, Payment } from '@api/payload-types'
import { idOf } from '@common/ids'

/**
 * What the invoice and payment endpoints share (ADR 021): who the caller is to a
 * money document, the JSON body, one transaction per action, and their messages.
 */
export const invoiceFlowMessages = {
  methodInvalid: "Choose one of the invoice's Venmo, Cash App, Zelle or manual payment methods.",
  alreadyMarkedSent: 'A payment is already waiting for the landlord to confirm it.',
  notPending: 'Only a payment marked sent that is still waiting can be confirmed or marked not received.',
  paymentRequired: 'Choose a payment of this invoice.',
  tenantsOnly: 'Only a tenant of the lease can mark a payment sent.',
  notReceivedReason: 'The landlord did not receive this payment.',
} as const

/** The route's numeric id, or 404 (never a 500 on a bad id). */
export function routeId(req: PayloadRequest): number {
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFound(req.t)
  return id
}

export async function readBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body = req.json ? await req.json() : {}
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function requireSignedIn(req: PayloadRequest) {
  if (!req.user || req.user.collection !== 'users') throw new ClientError(NOT_ALLOWED, 401)
  return req.user
}

export type Role = 'staff' | 'tenant'

/**
 * The caller's role towards a money document of `organization` on `lease`: its staff (or an
 * admin), a tenant of its lease, or nobody — and nobody gets 404 (ADR 008).
 */
export async function roleOf(req: PayloadRequest, doc: { organization: unknown; lease?: unknown }): Promise<Role> {
  if (isAdmin(req)) return 'staff'
  const { organizationIds } = await getMembership(req)
  if (organizationIds.includes(idOf(doc.organization) as number)) return 'staff'
  const { leaseIds } = await getTenancy(req)
  if (leaseIds.includes(idOf(doc.lease) as number)) return 'tenant'
  throw new NotFound(req.t)
}

/** The invoice of the route for staff (a tenant of its lease: 403; anyone else: 404). */
export async function invoiceForStaff(req: PayloadRequest): Promise<Invoice> {
  const invoice = await findInvoice(req, routeId(req))
  if ((await roleOf(req, invoice)) !== 'staff') throw new Forbidden(req.t)
  return invoice
}

export async function findInvoice(req: PayloadRequest, id: number): Promise<Invoice> {
  const invoice = await req.payload.findByID({
    collection: 'invoices',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!invoice) throw new NotFound(req.t)
  return invoice
}

/** A payment of this invoice named by the body's paymentId, or a refusal next to `paymentId`. */
export async function paymentOfInvoice(req: PayloadRequest, invoice: Invoice, rawId: unknown): Promise<Payment> {
  const id = Number(rawId)
  const payment =
    Number.isSafeInteger(id) && id > 0
      ? await req.payload.findByID({
          collection: 'payments',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })
      : null
  if (!payment || idOf(payment.invoice) !== invoice.id) fieldError(req, 'payments', 'paymentId', invoiceFlowMessages.paymentRequired)
  return payment as Payment
}

export function fieldError(req: PayloadRequest, collection: 'invoices' | 'payments', path: string, message: string): never {
  throw new ValidationError({ collection, errors: [{ message, path }] }, req.t)
}

/** Runs `work` in one transaction: the payment, the invoice and the notifications commit together or not at all. */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const own = await initTransaction(req)
  try {
    const result = await work()
    if (own) await commitTransaction(req)
    return result
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}

/**
 * Runs `work` as the server rather than the caller, in the caller's transaction: a record the
 * server creates for a tenant (its marked-sent payment) belongs to the landlord's
 * organization, which the organization field would refuse to a tenant caller.
 */
export async function asServer<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const user = req.user
  req.user = null
  try {
    return await work()
  } finally {
    req.user = user
  }
}
