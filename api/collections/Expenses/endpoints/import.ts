import { ValidationError, type Endpoint } from 'payload'
import { inTransaction, readBody, requireSignedIn } from '@api/collections/Invoices/endpoints/shared'
import { expenseMessages, MAX_IMPORT_ROWS } from '@common/expenses'

/** What one imported row may set (everything else of an expense is the server's or left empty). */
const ROW_KEYS = ['date', 'amount', 'payeeName', 'category', 'taxCategory', 'property', 'unit', 'paidDate', 'paymentMethod', 'memo', 'capitalImprovement'] as const

/**
 * POST /api/expenses/import — the confirmed rows of a CSV import (ADR 029): `{ rows: [...] }`,
 * 1 to MAX_IMPORT_ROWS expenses, created in one transaction: all of them or none. Each row
 * goes through the collection as the caller (its access, the write rule on property and unit,
 * every field's validation); a refusal names the row by index (`rows.12.unit`). Answers
 * 201 `{ created, ids }`.
 */
export const importExpensesEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    requireSignedIn(req)
    const body = await readBody(req)
    const rows = Array.isArray(body.rows) ? (body.rows as unknown[]) : []
    if (!rows.length) throw new ValidationError({ collection: 'expenses', errors: [{ path: 'rows', message: expenseMessages.importEmpty }] }, req.t)
    if (rows.length > MAX_IMPORT_ROWS) throw new ValidationError({ collection: 'expenses', errors: [{ path: 'rows', message: expenseMessages.importTooManyRows }] }, req.t)
    const ids = await inTransaction(req, async () => {
      const created: number[] = []
      for (const [index, raw] of rows.entries()) {
        const row = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
        const data: Record<string, unknown> = {}
        for (const key of ROW_KEYS) if (key in row) data[key] = row[key]
        try {
          created.push((await req.payload.create({ collection: 'expenses', data: data as never, depth: 0, overrideAccess: false, user: req.user, req })).id)
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error
          const errors = ((error.data as { errors?: Array<{ path: string; message: string }> })?.errors ?? []).map((entry) => ({ ...entry, path: `rows.${index}.${entry.path}` }))
          throw new ValidationError({ collection: 'expenses', errors }, req.t)
        }
      }
      return created
    })
    return Response.json({ created: ids.length, ids }, { status: 201 })
  },
}
