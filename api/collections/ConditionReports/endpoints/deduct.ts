import { Forbidden, NotFound, ValidationError, type Endpoint, type PayloadRequest } from 'payload'
import { inTransaction, readBody, requireSignedIn, routeId } from '@api/collections/Invoices/endpoints/shared'
import { centsProblem, optionalText } from '@api/collections/SecurityDeposits/endpoints/shared'
import { ClientError } from '@api/errors'
import { KeyedLock } from '@api/utilities/keyedLock'
import { conditionReportMessages, worseItemDeduction, worseItems, type ConditionRoom } from '@common/condition-reports'
import { idOf } from '@common/ids'
import { deductionsTotal, hasItemDeduction, MAX_DEDUCTIONS, securityDepositMessages } from '@common/security-deposits'
import { conditionReportRoleOf } from '../access'

const refuse = (req: PayloadRequest, path: string, message: string): never => {
  throw new ValidationError({ collection: 'condition-reports', errors: [{ path, message }] }, req.t)
}

/** One deduction per lease at a time: the check for a second deduction of the same item and the write happen under it (with the transaction). */
const leaseLocks = new KeyedLock()

/**
 * POST /api/condition-reports/{id}/deduct { item, amount, description? } (staff of the lease):
 * an item of a move-out that got worse than at move-in becomes a deduction on the lease's
 * security deposit (ADR 031) — amount in cents, the name '<Room> — <Item>', the description
 * prefilled with both ratings unless one is given, linked to the report and the item so the
 * same item is deducted once. The deposit is the lease's requested or held one; a returned
 * deposit takes no more deductions (409 next to the amount), nor one that would make the
 * deductions exceed the deposit. The deductions then flow into the deposit's return.
 */
export const deductEndpoint: Endpoint = {
  path: '/:id/deduct',
  method: 'post',
  handler: async (req) => {
    requireSignedIn(req)
    const report = await req.payload.findByID({ collection: 'condition-reports', id: routeId(req), depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true })
    if (!report) throw new NotFound(req.t)
    if ((await conditionReportRoleOf(req, report)) !== 'staff') throw new Forbidden(req.t)
    const body = await readBody(req)
    const basedOnId = idOf(report.basedOn)
    if (report.type !== 'move-out' || !basedOnId) throw new ClientError(conditionReportMessages.notMoveOut, 409)
    const moveIn = await req.payload.findByID({ collection: 'condition-reports', id: basedOnId, depth: 0, overrideAccess: true, req, disableErrors: true })
    const itemId = typeof body.item === 'string' ? body.item : ''
    const worse = worseItems((moveIn?.rooms ?? []) as ConditionRoom[], (report.rooms ?? []) as ConditionRoom[]).find((entry) => entry.item.id === itemId)
    if (!itemId) refuse(req, 'item', conditionReportMessages.itemRequired)
    if (!worse) refuse(req, 'item', securityDepositMessages.itemNotWorse)
    const errors: Array<{ path: string; message: string }> = []
    const amountProblem = centsProblem(body.amount, { required: securityDepositMessages.deductionAmountRequired, positive: securityDepositMessages.deductionAmountPositive })
    if (amountProblem) errors.push({ path: 'amount', message: amountProblem })
    const { name, description: prefilled } = worseItemDeduction(worse!)
    const description = body.description === undefined ? prefilled : optionalText(body.description, 1000)
    if (!description) errors.push({ path: 'description', message: securityDepositMessages.deductionDescriptionRequired })
    if (errors.length) throw new ValidationError({ collection: 'condition-reports', errors }, req.t)
    const amount = body.amount as number
    const leaseId = idOf(report.lease) as number

    const release = await leaseLocks.acquire(String(leaseId))
    try {
      const deposit = await inTransaction(req, async () => {
        const { docs: deposits } = await req.payload.find({ collection: 'security-deposits', where: { lease: { equals: leaseId } }, sort: '-createdAt', depth: 0, pagination: false, overrideAccess: true, req })
        if (deposits.some((entry) => hasItemDeduction(entry.deductions, report.id, itemId))) refuse(req, 'amount', securityDepositMessages.itemAlreadyDeducted)
        const open = deposits.find((entry) => entry.status === 'requested' || entry.status === 'held')
        if (!open) refuse(req, 'amount', deposits.length ? securityDepositMessages.deductionReturned : securityDepositMessages.noDepositToDeduct)
        const current = open!.deductions ?? []
        const limit = open!.status === 'held' ? (open!.amountHeld ?? 0) : open!.amount
        if (deductionsTotal(current) + amount > limit) refuse(req, 'amount', securityDepositMessages.deductionsTooLarge)
        if (current.length >= MAX_DEDUCTIONS) refuse(req, 'amount', securityDepositMessages.tooManyDeductions)
        return req.payload.update({
          collection: 'security-deposits',
          id: open!.id,
          data: { deductions: [...current, { name, description, amount, conditionReport: report.id, conditionItem: itemId }] },
          depth: 0,
          overrideAccess: true,
          req,
        })
      })
      return Response.json({ doc: deposit, message: securityDepositMessages.deducted }, { status: 201 })
    } finally {
      release()
    }
  },
}
