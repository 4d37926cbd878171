/**
 * Recurring expenses on the server (ADR 029): the list with each schedule's next day, the
 * drawer to add and edit one, pause and resume, delete. Through the REST API with the
 * caller's token: another organization's schedule is a 404 there, so here too. The jobs
 * runner records the occurrences (api/jobs/recurring-expenses.ts).
 */
import { data, type RouterContextProvider } from 'react-router'
import {
  expenseMessages,
  isoDay,
  nextOccurrence,
  type ExpenseCategory,
  type ExpenseFrequency,
  type RecurringExpenseStatus,
  type TaxCategory,
} from '@common/expenses'
import type { RecurringExpense } from '@api/payload-types'
import { readListParams } from '~/components/list'
import { loadVendorOptions } from '~/features/people/people.server'
import { api, requireLandlord } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { openDrawer } from '~/utils/drawer'
import { confirmAction, orNotFound, requireId, submitForm } from '~/utils/form-action.server'
import { centsToDollarInput } from '~/utils/money'
import {
  EXPENSE_FIELD_NAMES,
  expenseDetailsBody,
  expenseDetailsDefaults,
  loadPlaceOptions,
  placeBody,
  placeLabel,
  placeOf,
  type ExpenseDrawerData,
} from './expenses.server'
import {
  RECURRING_EXPENSE_ADD_DRAWER,
  RECURRING_EXPENSE_ADD_INTENT,
  RECURRING_EXPENSE_DELETE_INTENT,
  RECURRING_EXPENSE_EDIT_DRAWER,
  RECURRING_EXPENSE_PAUSE_INTENT,
  RECURRING_EXPENSE_RESUME_INTENT,
  RECURRING_EXPENSE_SAVE_INTENT,
  RECURRING_EXPENSES_PATH,
  RecurringExpenseSchema,
  type RecurringExpenseInput,
} from './recurring-expense-form'

type Context = Readonly<RouterContextProvider>

export type RecurringExpenseRow = {
  id: number
  payeeName: string
  amount: number
  category: ExpenseCategory
  taxCategory: TaxCategory
  place: string | null
  frequency: ExpenseFrequency
  startDate: string
  endDate: string | null
  status: RecurringExpenseStatus
  nextDate: string | null
}

export type RecurringExpenseListData = { rows: RecurringExpenseRow[]; page: number; hasNextPage: boolean }

const toRow = (schedule: RecurringExpense, today: string): RecurringExpenseRow => ({
  id: schedule.id,
  payeeName: schedule.payeeName ?? '',
  amount: schedule.amount,
  category: schedule.category,
  taxCategory: schedule.taxCategory,
  place: placeLabel(schedule),
  frequency: schedule.frequency,
  startDate: schedule.startDate.slice(0, 10),
  endDate: schedule.endDate?.slice(0, 10) ?? null,
  status: schedule.status,
  nextDate: nextOccurrence({ ...schedule, startDate: schedule.startDate.slice(0, 10), endDate: schedule.endDate?.slice(0, 10) ?? null }, today),
})

/** One page of the organization's recurring expenses, newest first. */
export async function loadRecurringExpenses(context: Context, request: Request, today: string = isoDay(new Date())): Promise<RecurringExpenseListData> {
  await requireLandlord(context)
  const { page } = readListParams(new URL(request.url), { sorts: ['createdAt'] as const, defaultSort: '-createdAt' })
  const result = await api(context).findPage('recurring-expenses', {
    sort: '-createdAt',
    page,
    limit: 20,
    depth: 1,
    joins: false,
    populate: { properties: { nickname: true, address: true }, units: { name: true } },
  })
  leavePastTheEnd(result, request)
  return { rows: result.docs.map((doc) => toRow(doc, today)), page: result.page, hasNextPage: result.hasNextPage }
}

/** The expense drawer's data without receipts, and the schedule's status. */
export type RecurringExpenseDrawerData = Pick<ExpenseDrawerData, 'mode' | 'places' | 'vendors' | 'defaults' | 'target'> & { status: RecurringExpenseStatus | null }

/** The drawer's data when the URL opens it (`?d=recurring-expense-add`, `?d=recurring-expense-edit&target=3`). */
export async function recurringExpenseDrawerData(context: Context, request: Request): Promise<RecurringExpenseDrawerData | null> {
  const { name, target } = openDrawer(new URL(request.url).search)
  if (name !== RECURRING_EXPENSE_ADD_DRAWER && name !== RECURRING_EXPENSE_EDIT_DRAWER) return null
  const editing = name === RECURRING_EXPENSE_EDIT_DRAWER ? requireId(target) : null
  const [places, vendors, schedule] = await Promise.all([
    loadPlaceOptions(context),
    loadVendorOptions(context),
    editing ? orNotFound(api(context).findById('recurring-expenses', editing, { depth: 0, joins: false })) : null,
  ])
  if (!schedule) return { mode: 'add', places, vendors, target: null, status: null, defaults: { frequency: 'monthly', startDate: isoDay(new Date()) } }
  return {
    mode: 'edit',
    places,
    vendors,
    target: schedule.id,
    status: schedule.status,
    defaults: {
      amount: centsToDollarInput(schedule.amount),
      ...expenseDetailsDefaults(schedule),
      place: placeOf(schedule),
      frequency: schedule.frequency,
      startDate: schedule.startDate.slice(0, 10),
      endDate: schedule.endDate?.slice(0, 10),
    },
  }
}

function recurringBody(value: RecurringExpenseInput) {
  return {
    amount: value.amount,
    ...expenseDetailsBody(value),
    ...placeBody(value.place),
    frequency: value.frequency,
    startDate: `${value.startDate}T00:00:00.000Z`,
    endDate: value.endDate ? `${value.endDate}T00:00:00.000Z` : null,
  }
}

/** The page's action: add, save, pause, resume, delete; 400 for anything else. */
export async function recurringExpenseAction(context: Context, request: Request) {
  await requireLandlord(context)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const client = api(context)
  const common = { context, formData, fallbackRedirect: RECURRING_EXPENSES_PATH }
  if (intent === RECURRING_EXPENSE_ADD_INTENT) {
    return submitForm({
      ...common,
      schema: RecurringExpenseSchema,
      intent,
      fieldNames: EXPENSE_FIELD_NAMES,
      mutate: (value) => client.create('recurring-expenses', recurringBody(value)),
      toast: { type: 'success', title: expenseMessages.recurringCreated },
    })
  }
  const id = () => requireId(formData.get('target'))
  if (intent === RECURRING_EXPENSE_SAVE_INTENT) {
    const target = id()
    return submitForm({
      ...common,
      schema: RecurringExpenseSchema,
      intent,
      fieldNames: EXPENSE_FIELD_NAMES,
      mutate: (value) => client.update('recurring-expenses', target, recurringBody(value)),
      toast: { type: 'success', title: expenseMessages.recurringUpdated },
    })
  }
  if (intent === RECURRING_EXPENSE_PAUSE_INTENT || intent === RECURRING_EXPENSE_RESUME_INTENT) {
    const pause = intent === RECURRING_EXPENSE_PAUSE_INTENT
    const target = id()
    return confirmAction({
      ...common,
      intent,
      mutate: () => client.update('recurring-expenses', target, { status: pause ? 'paused' : 'active' }),
      toast: { type: 'success', title: pause ? expenseMessages.recurringPaused : expenseMessages.recurringResumed },
    })
  }
  if (intent === RECURRING_EXPENSE_DELETE_INTENT) {
    const target = id()
    return confirmAction({ ...common, intent, mutate: () => client.remove('recurring-expenses', target), toast: { type: 'success', title: expenseMessages.recurringDeleted } })
  }
  throw data(null, { status: 400 })
}
