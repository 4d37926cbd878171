import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { asServer } from '@api/collections/Invoices/endpoints/shared'
import type { MaintenanceRequest } from '@api/payload-types'
import { openStoredFile, readAll } from '@api/storage/storedFile'
import { dayStart, MAX_EXPENSE_RECEIPTS } from '@common/expenses'
import { idOf } from '@common/ids'
import { MAINTENANCE_EXPENSE_CATEGORY, MAINTENANCE_EXPENSE_TAX_CATEGORY, MAINTENANCE_EXPENSE_UNKNOWN_PAYEE, maintenanceExpenseMemo } from '@common/maintenance'

/** Set while the server writes the request's `expense` link: the hook does not run again for it (a test sets it to make a request closed before expenses). */
export const SKIP_MAINTENANCE_EXPENSE = 'leasewell:maintenanceExpenseLink'

/** A request's cost that makes an expense: a whole number of cents above zero (an expense's amount is positive). */
const costOf = (request: Pick<MaintenanceRequest, 'costCents'>) => (typeof request.costCents === 'number' && request.costCents > 0 ? request.costCents : null)

/**
 * Copies the request's receipt to the expense as a file of kind 'expense' (the files
 * collection's rules: type by bytes, 20 MB, at most 10 per expense): the request keeps its
 * own, internal one. A receipt that cannot be read, or an expense already holding 10, is skipped.
 */
async function copyReceipt(req: PayloadRequest, receiptId: number, expenseId: number, organization: number) {
  const receipt = await req.payload.findByID({ collection: 'files', id: receiptId, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!receipt?.filename) return
  const { totalDocs } = await req.payload.count({ collection: 'files', where: { expense: { equals: expenseId } }, overrideAccess: true, req })
  if (totalDocs >= MAX_EXPENSE_RECEIPTS) return
  const stored = await openStoredFile(req, 'files', receipt)
  const bytes = stored?.status === 200 ? await readAll(stored.body) : null
  if (!bytes?.length) return
  // The Local API puts the file on the shared request: give the caller's back afterwards.
  const { file, files } = req
  req.files = undefined
  try {
    await req.payload.create({
      collection: 'files',
      data: { kind: 'expense', expense: expenseId, nickname: receipt.nickname, organization, internal: false },
      file: { data: bytes, mimetype: receipt.mimeType ?? 'application/octet-stream', name: receipt.originalFilename ?? receipt.filename, size: bytes.length },
      depth: 0,
      overrideAccess: true,
      req,
    })
  } finally {
    req.file = file
    req.files = files
  }
}

/**
 * Records the expense of a request closed with a cost (ADR 028), in the caller's transaction:
 * amount = cost, paid to the assignee, a repair (Schedule E 'Repairs'), the request's property
 * and unit, dated and paid the day it closed, its memo naming the request, its receipt copied.
 * Once per request: an expense already linked (or carrying the request: unique) is updated
 * with the cost instead, and a receipt is copied only when it is new. Runs as the server (a
 * tenant's 'confirm fixed' closes too). Returns the expense's id, or null without a cost.
 */
export async function recordMaintenanceExpense(req: PayloadRequest, requestId: number, { previousReceipt }: { previousReceipt?: number | null } = {}): Promise<number | null> {
  const request = await req.payload.findByID({ collection: 'maintenance-requests', id: requestId, depth: 0, overrideAccess: true, req, disableErrors: true })
  const cost = request ? costOf(request) : null
  if (!request || request.status !== 'closed' || cost === null) return null
  return asServer(req, async () => {
    const organization = idOf(request.organization)!
    const linked = idOf(request.expense)
    const existing = linked
      ? await req.payload.findByID({ collection: 'expenses', id: linked, depth: 0, overrideAccess: true, req, disableErrors: true })
      : (await req.payload.find({ collection: 'expenses', where: { maintenanceRequest: { equals: request.id } }, limit: 1, depth: 0, overrideAccess: true, req, pagination: false })).docs[0]
    const receipt = idOf(request.receipt)
    let expenseId: number
    let copy = receipt !== null
    if (existing) {
      expenseId = existing.id
      if (existing.amount !== cost) await req.payload.update({ collection: 'expenses', id: existing.id, data: { amount: cost }, depth: 0, overrideAccess: true, req })
      copy = receipt !== null && receipt !== (previousReceipt ?? null)
    } else {
      const day = dayStart((request.closedAt ?? new Date().toISOString()).slice(0, 10))
      const contact = idOf(request.assigneeContact)
      const created = await req.payload.create({
        collection: 'expenses',
        data: {
          organization,
          date: day,
          paidDate: day,
          amount: cost,
          // A vendor from People brings its own name (the expense's hook); the assignee's name stands in until then.
          payeeContact: contact,
          payeeName: request.assigneeName?.trim() || MAINTENANCE_EXPENSE_UNKNOWN_PAYEE,
          category: MAINTENANCE_EXPENSE_CATEGORY,
          taxCategory: MAINTENANCE_EXPENSE_TAX_CATEGORY,
          property: idOf(request.property),
          unit: idOf(request.unit),
          memo: maintenanceExpenseMemo(request.number, request.title),
          maintenanceRequest: request.id,
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
      expenseId = created.id
    }
    if (copy && receipt !== null) await copyReceipt(req, receipt, expenseId, organization)
    if (linked !== expenseId) {
      req.context[SKIP_MAINTENANCE_EXPENSE] = true
      try {
        await req.payload.update({ collection: 'maintenance-requests', id: request.id, data: { expense: expenseId }, depth: 0, overrideAccess: true, req })
      } finally {
        delete req.context[SKIP_MAINTENANCE_EXPENSE]
      }
    }
    return expenseId
  })
}

/**
 * After a request changes: closing it with a cost (or changing the cost or receipt of a
 * closed one) records its expense in the same transaction. A retried close changes nothing,
 * so it records nothing; reopening leaves the expense as it is, and closing again updates it.
 */
export const recordExpenseOnClose: CollectionAfterChangeHook<MaintenanceRequest> = async ({ doc, previousDoc, operation, req }) => {
  if (req.context[SKIP_MAINTENANCE_EXPENSE] || doc.status !== 'closed') return doc
  // The doc as the caller reads it (a tenant's has no cost): compare what is stored.
  const stored = await req.payload.findByID({ collection: 'maintenance-requests', id: doc.id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!stored || costOf(stored) === null) return doc
  const changed =
    operation === 'create' ||
    previousDoc?.status !== 'closed' ||
    previousDoc?.costCents !== stored.costCents ||
    idOf(previousDoc?.receipt) !== idOf(stored.receipt) ||
    !idOf(stored.expense)
  if (!changed) return doc
  const expense = await recordMaintenanceExpense(req, doc.id, { previousReceipt: operation === 'create' ? null : idOf(previousDoc?.receipt) })
  return 'costCents' in doc ? { ...doc, expense: expense ?? doc.expense } : doc
}
