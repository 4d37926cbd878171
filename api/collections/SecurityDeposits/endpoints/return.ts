import type { Endpoint, PayloadRequest } from 'payload'
import { paymentMethodLabel } from '@common/invoices'
import { amountToReturn, deductionsTotal, MAX_DEDUCTIONS, securityDepositMessages } from '@common/security-deposits'
import { appLink, layout } from '@api/email/templates'
import { ClientError } from '@api/errors'
import type { SecurityDeposit } from '@api/payload-types'
import { afterCommit } from '@api/utilities/afterCommit'
import { inTransaction, readBody, requireSignedIn, routeId } from '@api/collections/Invoices/endpoints/shared'
import { centsProblem, depositForStaff, optionalText, outsideMethod, refuse, type FieldErrors } from './shared'
import { idOf } from '@common/ids'

type DeductionInput = { id?: string; name: string; description: string | null; amount: number }

/** The itemised deductions of the body, or every field's refusal (paths as the collection names them: deductions.0.amount). */
function readDeductions(raw: unknown, errors: FieldErrors): DeductionInput[] {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) {
    errors.push({ path: 'deductions', message: securityDepositMessages.deductionNameRequired })
    return []
  }
  if (raw.length > MAX_DEDUCTIONS) errors.push({ path: 'deductions', message: securityDepositMessages.tooManyDeductions })
  return raw.slice(0, MAX_DEDUCTIONS).map((row: unknown, index) => {
    const item = row && typeof row === 'object' ? (row as Record<string, unknown>) : {}
    const name = optionalText(item.name, 200)
    if (!name) errors.push({ path: `deductions.${index}.name`, message: securityDepositMessages.deductionNameRequired })
    const problem = centsProblem(item.amount, { required: securityDepositMessages.deductionAmountRequired, positive: securityDepositMessages.deductionAmountPositive })
    if (problem) errors.push({ path: `deductions.${index}.amount`, message: problem })
    const id = typeof item.id === 'string' && item.id ? item.id.slice(0, 100) : undefined
    return { ...(id ? { id } : {}), name: name ?? '', description: optionalText(item.description, 1000), amount: problem ? 0 : (item.amount as number) }
  })
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const money = (cents: number) => dollars.format(cents / 100)

/** The lease's tenants with an account (as notifications reach them): their e-mail and first name. */
async function tenantsOf(req: PayloadRequest, leaseId: number) {
  const lease = await req.payload.findByID({ collection: 'leases', id: leaseId, depth: 0, select: { contacts: true }, overrideAccess: true, disableErrors: true, req })
  const contactIds = (lease?.contacts ?? []).map(idOf).filter((id): id is number => id !== null)
  if (!contactIds.length) return []
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: { and: [{ id: { in: contactIds } }, { user: { exists: true } }] },
    depth: 1,
    pagination: false,
    select: { user: true },
    populate: { users: { email: true, firstName: true } },
    overrideAccess: true,
    req,
  })
  return docs.flatMap((contact) => (contact.user && typeof contact.user === 'object' && contact.user.email ? [{ email: contact.user.email, firstName: contact.user.firstName }] : []))
}

/**
 * The statement the tenants receive: what was held, each deduction, what comes back and how.
 * There is no notification event for deposits in the spec, so this is an e-mail only.
 */
function returnEmail(deposit: SecurityDeposit, firstName: string | null | undefined) {
  const lines = (deposit.deductions ?? []).map((deduction) => `${deduction.name}${deduction.description ? ` (${deduction.description})` : ''}: ${money(deduction.amount)}`)
  const method = deposit.returnMethod ? ` by ${paymentMethodLabel[deposit.returnMethod]}` : ''
  const body = [
    `Your landlord returned ${money(deposit.amountReturned ?? 0)} of your ${money(deposit.amountHeld ?? 0)} security deposit${method}.`,
    lines.length ? `Deductions: ${lines.join('; ')}.` : 'Nothing was deducted.',
  ].join(' ')
  const mail = layout({
    heading: `${firstName ? `${firstName}, your` : 'Your'} security deposit was returned`,
    body,
    action: { label: 'View security deposit', href: appLink(`/tenant/leases/${idOf(deposit.lease)}/security-deposit`) },
  })
  return { subject: 'Your security deposit was returned', ...mail }
}

/**
 * POST /api/security-deposits/{id}/return {deductions: [{id?, name, description?, amount}], method, note?}
 *: the landlord gives a held deposit back less itemised deductions. The rows replace the
 * recorded ones; a row with the id of one recorded from a condition report keeps its link. Deductions total
 * at most what is held; amountReturned = amountHeld − deductions; the deposit is 'returned'
 * and the lease's tenants get the statement by e-mail. Staff only (a tenant of the lease: 403;
 * anyone else: 404); only a held deposit.
 */
export const returnSecurityDepositEndpoint: Endpoint = {
  path: '/:id/return',
  method: 'post',
  handler: async (req) => {
    requireSignedIn(req)
    const id = routeId(req)
    const body = await readBody(req)
    const found = await depositForStaff(req, id)
    const errors: FieldErrors = []
    const deductions = readDeductions(body.deductions, errors)
    const method = outsideMethod(body.method)
    if (!method) errors.push({ path: 'method', message: body.method ? securityDepositMessages.methodInvalid : securityDepositMessages.returnMethodRequired })
    if (found.status !== 'held') throw new ClientError(securityDepositMessages.notHeld, 409)
    if (!errors.length && deductionsTotal(deductions) > (found.amountHeld ?? 0)) errors.push({ path: 'deductions', message: securityDepositMessages.deductionsTooLarge })
    if (errors.length) refuse(req, errors)

    const doc = await inTransaction(req, async () => {
      // Read again inside the transaction: a deposit is returned once.
      const current = await depositForStaff(req, id)
      if (current.status !== 'held') throw new ClientError(securityDepositMessages.notHeld, 409)
      const held = current.amountHeld ?? 0
      if (deductionsTotal(deductions) > held) refuse(req, [{ path: 'deductions', message: securityDepositMessages.deductionsTooLarge }])
      // A row sent back with the id of a deduction recorded from a condition report keeps its link (ADR 031); other ids are new rows.
      const recorded = new Map((current.deductions ?? []).filter((row) => row.id && row.conditionItem).map((row) => [row.id!, row]))
      const rows = deductions.map(({ id: rowId, ...row }) => {
        const link = rowId ? recorded.get(rowId) : undefined
        return link ? { ...row, id: rowId, conditionReport: idOf(link.conditionReport), conditionItem: link.conditionItem } : row
      })
      const returned = await req.payload.update({
        collection: 'security-deposits',
        id,
        data: {
          status: 'returned',
          deductions: rows,
          amountReturned: amountToReturn(held, deductions),
          returnedAt: new Date().toISOString(),
          returnMethod: method,
          ...(body.note !== undefined ? { note: optionalText(body.note, 2000) } : {}),
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
      for (const tenant of await tenantsOf(req, idOf(returned.lease) as number)) {
        const mail = returnEmail(returned, tenant.firstName)
        await afterCommit(req, () => req.payload.sendEmail({ to: tenant.email, subject: mail.subject, html: mail.html, text: mail.text }))
      }
      return returned
    })
    return Response.json({ doc, message: securityDepositMessages.returned })
  },
}
