import type { Endpoint } from 'payload'
import { dueDateAfter, invoiceMessages } from '@common/invoices'
import { SECURITY_DEPOSIT_ITEM_NAME, securityDepositMessages } from '@common/security-deposits'
import { inTransaction, readBody, requireSignedIn } from '@api/collections/Invoices/endpoints/shared'
import { centsProblem, leaseForStaff, optionalText, refuse, refuseSecondActive, type FieldErrors } from './shared'
import { idOf } from '@common/ids'

/** Payment Due: whole days after sending, as the one-time invoice form counts them (product-spec §5). */
const MAX_DUE_DAYS = 365

/**
 * POST /api/security-deposits/request {lease, amount?, dueDays, paymentMethods, note?}
 * (product-spec §2 'Security deposit request'): the landlord asks the tenant for the
 * deposit. Creates, in one transaction, the deposit (status 'requested') and its invoice of
 * kind 'security-deposit' — one item 'Security deposit' of the amount, which the tenant pays
 * like any invoice and which stays out of the charge (income) lists. The invoices hook checks
 * the payment methods against the operating account and tells the tenants 'Invoice
 * Received'. `amount` defaults to the lease's security deposit. Staff of the lease only;
 * one active (requested or held) deposit per lease.
 */
export const requestSecurityDepositEndpoint: Endpoint = {
  path: '/request',
  method: 'post',
  handler: async (req) => {
    requireSignedIn(req)
    const body = await readBody(req)
    const lease = await leaseForStaff(req, body.lease)
    const amount = body.amount ?? lease.securityDeposit ?? undefined
    const dueDays = body.dueDays ?? 0
    const errors: FieldErrors = []
    const amountProblem = centsProblem(amount, { required: securityDepositMessages.amountRequired, positive: securityDepositMessages.amountPositive })
    if (amountProblem) errors.push({ path: 'amount', message: amountProblem })
    if (typeof dueDays !== 'number' || !Number.isInteger(dueDays) || dueDays < 0 || dueDays > MAX_DUE_DAYS) errors.push({ path: 'dueDays', message: invoiceMessages.dueDaysInvalid })
    const paymentMethods = Array.isArray(body.paymentMethods) ? body.paymentMethods.filter((method): method is string => typeof method === 'string') : []
    if (!paymentMethods.length) errors.push({ path: 'paymentMethods', message: invoiceMessages.paymentMethodsRequired })
    if (errors.length) refuse(req, errors)
    const note = optionalText(body.note, 2000)

    const result = await inTransaction(req, async () => {
      await refuseSecondActive(req, lease.id)
      const invoice = await req.payload.create({
        collection: 'invoices',
        data: {
          kind: 'security-deposit',
          organization: idOf(lease.organization) as number,
          lease: lease.id,
          dueDate: dueDateAfter(new Date(), dueDays as number),
          paymentMethods: paymentMethods as never,
          category: 'other',
          items: [{ name: SECURITY_DEPOSIT_ITEM_NAME, description: 'Refundable deposit, held for the term of the lease', amount: amount as number, quantity: 1 }],
          memo: note,
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
      const deposit = await req.payload.create({
        collection: 'security-deposits',
        data: { organization: idOf(lease.organization) as number, lease: lease.id, amount: amount as number, status: 'requested', invoice: invoice.id, note },
        depth: 0,
        overrideAccess: true,
        req,
      })
      return { doc: deposit, invoice }
    })
    return Response.json({ ...result, message: securityDepositMessages.requested }, { status: 201 })
  },
}
