import { Forbidden, NotFound, ValidationError, type PayloadRequest } from 'payload'
import { MAX_CENTS } from '@common/limits'
import { invoiceMessages, isCardProviderMethod, isPaymentMethod, type PaymentMethod } from '@common/invoices'
import { securityDepositMessages } from '@common/security-deposits'
import { ClientError } from '@api/errors'
import { RELATION_NOT_FOUND } from '@api/fields/relations'
import type { Lease, SecurityDeposit } from '@api/payload-types'
import { roleOf } from '@api/collections/Invoices/endpoints/shared'

/** One refusal per field, all at once: the drawer shows each next to its field. */
export type FieldErrors = Array<{ path: string; message: string }>

export function refuse(req: PayloadRequest, errors: FieldErrors): never {
  throw new ValidationError({ collection: 'security-deposits', errors }, req.t)
}

/**
 * The lease a deposit is requested or recorded on, for its staff: a tenant of it is
 * refused (403), another organization's or a missing one is 'not yours' next to the field.
 */
export async function leaseForStaff(req: PayloadRequest, rawId: unknown): Promise<Lease> {
  const id = Number(rawId)
  if (rawId === undefined || rawId === null || rawId === '') refuse(req, [{ path: 'lease', message: securityDepositMessages.leaseRequired }])
  const lease = Number.isSafeInteger(id) && id > 0 ? await req.payload.findByID({ collection: 'leases', id, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
  if (!lease) refuse(req, [{ path: 'lease', message: RELATION_NOT_FOUND }])
  let role: Awaited<ReturnType<typeof roleOf>>
  try {
    role = await roleOf(req, { organization: lease.organization, lease: lease.id })
  } catch (error) {
    if (error instanceof NotFound) refuse(req, [{ path: 'lease', message: RELATION_NOT_FOUND }])
    throw error
  }
  if (role !== 'staff') throw new Forbidden(req.t)
  return lease
}

/** The deposit of the route for its staff (a tenant of its lease: 403; anyone else: 404). */
export async function depositForStaff(req: PayloadRequest, id: number): Promise<SecurityDeposit> {
  const deposit = await req.payload.findByID({ collection: 'security-deposits', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!deposit) throw new NotFound(req.t)
  if ((await roleOf(req, deposit)) !== 'staff') throw new Forbidden(req.t)
  return deposit
}

/** Whole cents above zero, or the message of what is wrong with it. */
export function centsProblem(value: unknown, messages: { required: string; positive: string }): string | null {
  if (value === undefined || value === null || value === '') return messages.required
  if (typeof value !== 'number' || !Number.isInteger(value)) return invoiceMessages.validNumber
  if (value <= 0 || value > MAX_CENTS) return messages.positive
  return null
}

/** A method money changes hands by outside the app (card and bank only go through Stripe). */
export function outsideMethod(value: unknown): PaymentMethod | null {
  return typeof value === 'string' && isPaymentMethod(value) && !isCardProviderMethod(value) ? value : null
}

export const optionalText = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) || null : null)

/** One active deposit per lease: a requested or held one refuses another (read inside the caller's transaction). */
export async function refuseSecondActive(req: PayloadRequest, leaseId: number) {
  const { totalDocs } = await req.payload.count({
    collection: 'security-deposits',
    where: { and: [{ lease: { equals: leaseId } }, { status: { in: ['requested', 'held'] } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw new ClientError(securityDepositMessages.alreadyActive, 409)
}

