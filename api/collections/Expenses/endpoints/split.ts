import { randomUUID } from 'node:crypto'
import { NotFound, ValidationError, type Endpoint, type PayloadRequest } from 'payload'
import { inTransaction, readBody, requireSignedIn, routeId } from '@api/collections/Invoices/endpoints/shared'
import type { Expense } from '@api/payload-types'
import { expenseAmountProblem, expenseMessages, MAX_SPLIT_PARTS, splitAddsUp } from '@common/expenses'
import { idOf } from '@common/ids'

/**
 * Split expenses (ADR 029): one expense paid once — a roof for two buildings, one insurance
 * bill — recorded as one part per property, each an ordinary expense with the same details
 * (date, payee, category, tax category, paid date and method, memo, capital improvement) and
 * its own property, optional unit and amount. The parts share a server-only `splitGroup`.
 *
 * - POST /api/expenses/split — creates the parts.
 * - PUT /api/expenses/{id}/split — replaces the parts of the split that expense {id} is part
 *   of (or turns that single expense into a split): parts are kept by position (their
 *   receipts stay), extra ones deleted, missing ones created.
 * - DELETE /api/expenses/{id}/split — deletes every part of that expense's split.
 *
 * Body: the details, `amount` (the total in cents) and `parts: [{ property, unit?, amount }]`
 * (a unit alone brings its property)
 * (2 to MAX_SPLIT_PARTS); the parts must add up to the total to the cent. Errors come by
 * path (`amount`, `parts`, `parts.2.property`, `parts.0.unit`, `payeeName`…), nothing is
 * saved unless every part is: one transaction. Each part goes through the collection's own
 * access and validation as the caller (the write rule, the unit-of-property rule), so an
 * expense of another organization is the 404 of a missing one (ADR 008).
 */

type Part = { property: number | null; unit: number | null; amount: unknown }
const DETAIL_KEYS = ['date', 'payeeContact', 'payeeName', 'category', 'taxCategory', 'paidDate', 'paymentMethod', 'memo', 'capitalImprovement'] as const
const PART_FIELDS = new Set(['property', 'unit', 'amount'])

const positiveIdOrNull = (value: unknown) => {
  const id = idOf(value as never)
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

function fail(req: PayloadRequest, errors: Array<{ path: string; message: string }>): never {
  throw new ValidationError({ collection: 'expenses', errors }, req.t)
}

/** The body's details and parts, or every structural problem at once. */
function readSplit(req: PayloadRequest, body: Record<string, unknown>) {
  const errors: Array<{ path: string; message: string }> = []
  const total = body.amount
  const totalProblem = expenseAmountProblem(total)
  if (totalProblem) errors.push({ path: 'amount', message: totalProblem })
  const rawParts = Array.isArray(body.parts) ? (body.parts as unknown[]) : []
  if (rawParts.length < 2) errors.push({ path: 'parts', message: expenseMessages.splitPartsRequired })
  if (rawParts.length > MAX_SPLIT_PARTS) errors.push({ path: 'parts', message: expenseMessages.splitTooManyParts })
  const parts: Part[] = rawParts.slice(0, MAX_SPLIT_PARTS).map((raw, index) => {
    const part = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
    const property = positiveIdOrNull(part.property)
    const unit = positiveIdOrNull(part.unit)
    // A unit alone brings its property (the collection's hook).
    if (!property && !unit) errors.push({ path: `parts.${index}.property`, message: expenseMessages.splitPropertyRequired })
    const amountProblem = expenseAmountProblem(part.amount)
    if (amountProblem) errors.push({ path: `parts.${index}.amount`, message: amountProblem })
    return { property, unit, amount: part.amount }
  })
  if (!errors.length && !splitAddsUp(total as number, parts as Array<{ amount: number }>)) errors.push({ path: 'amount', message: expenseMessages.splitSumMismatch })
  if (errors.length) fail(req, errors)
  const details: Record<string, unknown> = {}
  for (const key of DETAIL_KEYS) if (key in body) details[key] = body[key]
  return { details, parts }
}

/** A part's refusal by the collection, its paths under the part (`unit` → `parts.1.unit`). */
function asPartError(req: PayloadRequest, error: unknown, index: number): never {
  if (error instanceof ValidationError) {
    const errors = ((error.data as { errors?: Array<{ path: string; message: string }> })?.errors ?? []).map((entry) => ({
      ...entry,
      path: PART_FIELDS.has(entry.path) ? `parts.${index}.${entry.path}` : entry.path,
    }))
    fail(req, errors)
  }
  throw error
}

/** The split of an expense the caller may read, or 404: its parts (by id), or the expense alone. */
async function splitOf(req: PayloadRequest, id: number): Promise<{ expense: Expense; parts: Expense[] }> {
  const expense = await req.payload.findByID({ collection: 'expenses', id, depth: 0, overrideAccess: false, user: req.user, disableErrors: true, req })
  if (!expense) throw new NotFound(req.t)
  if (!expense.splitGroup) return { expense, parts: [expense] }
  const { docs } = await req.payload.find({
    collection: 'expenses',
    where: { and: [{ splitGroup: { equals: expense.splitGroup } }, { organization: { equals: idOf(expense.organization) } }] },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return { expense, parts: docs }
}

async function writeParts(req: PayloadRequest, body: Record<string, unknown>, existing: Expense[], splitGroup: string) {
  const { details, parts } = readSplit(req, body)
  return inTransaction(req, async () => {
    const docs: Expense[] = []
    for (const [index, part] of parts.entries()) {
      const data = { ...details, property: part.property, unit: part.unit, amount: part.amount as number }
      const current = existing[index]
      try {
        if (current) {
          docs.push(await req.payload.update({ collection: 'expenses', id: current.id, data, depth: 0, overrideAccess: false, user: req.user, req }))
        } else {
          const created = await req.payload.create({ collection: 'expenses', data: data as never, depth: 0, overrideAccess: false, user: req.user, req })
          docs.push(created)
        }
      } catch (error) {
        asPartError(req, error, index)
      }
    }
    for (const extra of existing.slice(parts.length)) await req.payload.delete({ collection: 'expenses', id: extra.id, overrideAccess: false, user: req.user, req })
    // The group is the server's: set after the collection's own validation (the field is not writable by callers).
    for (const doc of docs) await req.payload.update({ collection: 'expenses', id: doc.id, data: { splitGroup }, depth: 0, overrideAccess: true, req })
    return docs.map((doc) => ({ ...doc, splitGroup }))
  })
}

export const createSplitEndpoint: Endpoint = {
  path: '/split',
  method: 'post',
  handler: async (req) => {
    requireSignedIn(req)
    const docs = await writeParts(req, await readBody(req), [], randomUUID())
    return Response.json({ docs, splitGroup: docs[0]!.splitGroup, message: expenseMessages.split }, { status: 201 })
  },
}

export const replaceSplitEndpoint: Endpoint = {
  path: '/:id/split',
  method: 'put',
  handler: async (req) => {
    requireSignedIn(req)
    const { expense, parts } = await splitOf(req, routeId(req))
    const docs = await writeParts(req, await readBody(req), parts, expense.splitGroup || randomUUID())
    return Response.json({ docs, splitGroup: docs[0]!.splitGroup, message: expenseMessages.split })
  },
}

export const deleteSplitEndpoint: Endpoint = {
  path: '/:id/split',
  method: 'delete',
  handler: async (req) => {
    requireSignedIn(req)
    const { parts } = await splitOf(req, routeId(req))
    await inTransaction(req, async () => {
      for (const part of parts) await req.payload.delete({ collection: 'expenses', id: part.id, overrideAccess: false, user: req.user, req })
    })
    return Response.json({ deleted: parts.map((part) => part.id), message: expenseMessages.deleted })
  },
}
