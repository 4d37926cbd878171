import type { Endpoint } from 'payload'
import { securityDepositMessages } from '@common/security-deposits'
import { inTransaction, readBody, requireSignedIn } from '@api/collections/Invoices/endpoints/shared'
import { centsProblem, leaseForStaff, optionalText, outsideMethod, refuse, refuseSecondActive, type FieldErrors } from './shared'
import { idOf } from '@common/ids'

/** A received date as the form sends it ('2026-11-20' or an ISO time): not in the future. */
function receivedAt(value: unknown): string | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string') return 'invalid'
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00.000Z` : value)
  if (Number.isNaN(date.getTime()) || date.getTime() > Date.now() + 86_400_000) return 'invalid'
  return date.toISOString()
}

/**
 * POST /api/security-deposits/record {lease, amount?, method, receivedAt?, note?} (
 * product-spec §2 'Security deposit record'): the landlord records a deposit already received outside
 * the app (cash, check, Zelle…). The deposit is held at once: amountHeld = amount, heldAt the
 * received date (today by default). No invoice: it is money held, not a charge. `amount`
 * defaults to the lease's security deposit. Staff of the lease only; one active deposit per lease.
 */
export const recordSecurityDepositEndpoint: Endpoint = {
  path: '/record',
  method: 'post',
  handler: async (req) => {
    requireSignedIn(req)
    const body = await readBody(req)
    const lease = await leaseForStaff(req, body.lease)
    const amount = body.amount ?? lease.securityDeposit ?? undefined
    const errors: FieldErrors = []
    const amountProblem = centsProblem(amount, { required: securityDepositMessages.amountRequired, positive: securityDepositMessages.amountPositive })
    if (amountProblem) errors.push({ path: 'amount', message: amountProblem })
    const method = outsideMethod(body.method)
    if (!method) errors.push({ path: 'method', message: body.method ? securityDepositMessages.methodInvalid : securityDepositMessages.methodRequired })
    const heldAt = receivedAt(body.receivedAt)
    if (heldAt === 'invalid') errors.push({ path: 'receivedAt', message: securityDepositMessages.receivedAtInvalid })
    if (errors.length) refuse(req, errors)

    const doc = await inTransaction(req, async () => {
      await refuseSecondActive(req, lease.id)
      return req.payload.create({
        collection: 'security-deposits',
        data: {
          organization: idOf(lease.organization) as number,
          lease: lease.id,
          amount: amount as number,
          status: 'held',
          amountHeld: amount as number,
          heldAt: (heldAt as string | null) ?? new Date().toISOString(),
          receivedMethod: method as NonNullable<typeof method>,
          note: optionalText(body.note, 2000),
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
    })
    return Response.json({ doc, message: securityDepositMessages.recorded }, { status: 201 })
  },
}
