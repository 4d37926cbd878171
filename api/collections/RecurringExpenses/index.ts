import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { EXPENSE_FREQUENCIES, expenseMessages, isoDay, lastOccurrenceBy, parseDay, RECURRING_EXPENSE_STATUSES } from '@common/expenses'
import { organizationOwnedAccess } from '@api/access/organizationOwned'
import { organizationField } from '@api/fields/organization'
import { serverOnly } from '@api/money/fields'
import { derivePlaceAndPayee, expenseDetailFields, normalizeDay } from '@api/collections/Expenses/fields'

/**
 * Resuming a paused schedule skips what fell in the pause: the occurrences up to today count
 * as recorded (the job records the next one on). Ended stays ended.
 */
const skipPausedOccurrences: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || originalDoc?.status !== 'paused' || data.status !== 'active') return data
  const schedule = { ...originalDoc, ...data }
  const startDate = parseDay(schedule.startDate)
  if (!startDate) return data
  const skipped = lastOccurrenceBy({ startDate, endDate: parseDay(schedule.endDate), frequency: schedule.frequency }, isoDay(new Date()))
  if (skipped && skipped > (originalDoc.lastOccurrence ?? '')) data.lastOccurrence = skipped
  return data
}

/**
 * A recurring expense (ADR 029): the same expense every month, quarter or year from its
 * start date (on that day of the month, or the month's last day) until its optional end
 * date. The jobs runner records each occurrence once (expenses.generationKey); paused ones
 * skip their occurrences (resuming does not catch them up). Staff of the organization only.
 */
export const RecurringExpenses: CollectionConfig<'recurring-expenses'> = {
  slug: 'recurring-expenses',
  access: organizationOwnedAccess('recurring-expenses'),
  lockDocuments: false,
  disableDuplicate: true,
  defaultSort: '-createdAt',
  hooks: { beforeValidate: [derivePlaceAndPayee], beforeChange: [skipPausedOccurrences] },
  indexes: [{ fields: ['organization', 'createdAt'] }],
  fields: [
    organizationField(),
    ...expenseDetailFields(),
    {
      name: 'frequency',
      type: 'select',
      options: [...EXPENSE_FREQUENCIES],
      required: true,
      validate: (value: string | null | undefined) => Boolean(value) || expenseMessages.frequencyRequired,
    },
    { name: 'status', type: 'select', options: [...RECURRING_EXPENSE_STATUSES], defaultValue: 'active', required: true, index: true },
    {
      name: 'startDate',
      type: 'date',
      hooks: { beforeValidate: [normalizeDay] },
      required: true,
      index: true,
      validate: (value: unknown) => (value ? parseDay(value) !== null || expenseMessages.dateInvalid : expenseMessages.startDateRequired),
    },
    {
      name: 'endDate',
      type: 'date',
      hooks: { beforeValidate: [normalizeDay] },
      validate: (value: unknown, { siblingData }: { siblingData: { startDate?: unknown } }) => {
        if (!value) return true
        const end = parseDay(value)
        if (!end) return expenseMessages.dateInvalid
        const start = parseDay(siblingData.startDate)
        return !start || end > start || expenseMessages.endBeforeStart
      },
    },
    // The last occurrence ('YYYY-MM-DD') recorded, or skipped over while paused.
    { name: 'lastOccurrence', type: 'text', maxLength: 10, access: serverOnly },
    { name: 'expenses', type: 'join', collection: 'expenses', on: 'recurringExpense', defaultLimit: 12, defaultSort: '-date' },
  ],
}
