import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { expenseMessages, parseDay } from '@common/expenses'
import { organizationOwnedAccess } from '@api/access/organizationOwned'
import { organizationField } from '@api/fields/organization'
import { serverOnly } from '@api/money/fields'
import { importExpensesEndpoint } from './endpoints/import'
import { createSplitEndpoint, deleteSplitEndpoint, replaceSplitEndpoint } from './endpoints/split'
import { expenseTotalsEndpoint } from './endpoints/totals'
import { derivePlaceAndPayee, expenseDetailFields, normalizeDay } from './fields'

const validDay = (message: string, required: boolean) => (value: unknown) => {
  if (value === null || value === undefined || value === '') return required ? message : true
  return parseDay(value) !== null || expenseMessages.dateInvalid
}

/**
 * A receipt belongs to its expense: deleting the expense deletes its receipts (through the
 * files' trash, the only way a file is deleted for good), in the same transaction.
 */
const deleteReceipts: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { expense: { equals: id } }
  await req.payload.update({ collection: 'files', where, data: { deletedAt: new Date().toISOString() }, overrideAccess: true, depth: 0, req })
  await req.payload.delete({ collection: 'files', where, trash: true, overrideAccess: true, depth: 0, req })
}

/**
 * An expense (product-spec §1, §2 expenses and the 'expense add' drawer; ADR 029): what the
 * organization paid, when, to whom, for which property (and unit) or the whole portfolio,
 * in a category and a tax category (Schedule E lines 5–19). Its receipts are files of kind
 * 'expense'. Parts of a split expense share a `splitGroup`; an expense a recurring expense
 * created carries its `generationKey` (unique: once per period). Only the organization's
 * staff read or change expenses; anyone else gets 404.
 */
export const Expenses: CollectionConfig<'expenses'> = {
  slug: 'expenses',
  access: organizationOwnedAccess('expenses'),
  lockDocuments: false,
  disableDuplicate: true,
  defaultSort: '-date',
  hooks: { beforeValidate: [derivePlaceAndPayee], beforeDelete: [deleteReceipts] },
  endpoints: [expenseTotalsEndpoint, createSplitEndpoint, replaceSplitEndpoint, deleteSplitEndpoint, importExpensesEndpoint],
  // The list (sorted by date, filtered by date range, category, tax category, payee, property, unit)
  // and the property and unit tabs; createdAt last, as Payload appends it to every sort (ADR 026).
  indexes: [
    { fields: ['organization', 'date', 'createdAt'] },
    { fields: ['organization', 'category', 'date', 'createdAt'] },
    { fields: ['organization', 'taxCategory', 'date', 'createdAt'] },
    { fields: ['organization', 'payeeName', 'date', 'createdAt'] },
    { fields: ['organization', 'amount', 'createdAt'] },
    // The list and its export sorted by category, tax category or payee (then createdAt and the
    // id, ADR 030): each page read in order from the index, not a sort of each run of the key.
    { fields: ['organization', 'category', 'createdAt'] },
    { fields: ['organization', 'taxCategory', 'createdAt'] },
    { fields: ['organization', 'payeeName', 'createdAt'] },
    { fields: ['property', 'date', 'createdAt'] },
    { fields: ['unit', 'date', 'createdAt'] },
    { fields: ['payeeContact', 'date', 'createdAt'] },
    // The reports' capital improvements (ADR 030): the few of a period, not a pass over every expense.
    { fields: ['organization', 'capitalImprovement', 'date', 'paidDate', 'amount'] },
  ],
  fields: [
    organizationField(),
    { name: 'date', type: 'date', required: true, index: true, hooks: { beforeValidate: [normalizeDay] }, validate: validDay(expenseMessages.dateRequired, true) },
    ...expenseDetailFields(),
    {
      name: 'paidDate',
      type: 'date',
      hooks: { beforeValidate: [normalizeDay] },
      validate: (value: unknown, { siblingData }: { siblingData: { date?: unknown } }) => {
        const valid = validDay(expenseMessages.dateInvalid, false)(value)
        if (valid !== true || !value) return valid
        const date = parseDay(siblingData.date)
        return !date || (parseDay(value) as string) >= date || expenseMessages.paidDateBeforeDate
      },
    },
    // The parts of one split expense (endpoints/split.ts) share this key.
    { name: 'splitGroup', type: 'text', maxLength: 64, index: true, access: serverOnly },
    { name: 'recurringExpense', type: 'relationship', relationTo: 'recurring-expenses', index: true, access: serverOnly },
    // One expense per recurring expense and period: `recurring-expense-<id>-<YYYY-MM-DD>` (api/jobs/recurring-expenses.ts).
    { name: 'generationKey', type: 'text', unique: true, maxLength: 100, access: serverOnly },
    // The maintenance request whose close with a cost recorded this expense (ADR 028): set by the server, one expense per request.
    { name: 'maintenanceRequest', type: 'relationship', relationTo: 'maintenance-requests', unique: true, index: true, access: serverOnly },
    { name: 'receipts', type: 'join', collection: 'files', on: 'expense', defaultLimit: 10, defaultSort: 'createdAt' },
  ],
}
