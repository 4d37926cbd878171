import type { Where } from 'payload'
import type { RouterContextProvider } from 'react-router'
import type { InvoiceStatus, PaymentMethod, SecurityDepositStatus } from '@common/invoices'
import { deductionsTotal, securityDepositMessages } from '@common/security-deposits'
import type { SecurityDeposit } from '@api/payload-types'
import { leaseTitle, populated, propertyTitle } from '~/features/portfolio/lease-display'
import {
  DEDUCTION_FIELD_NAMES,
  RecordDepositSchema,
  RequestDepositSchema,
  ReturnDepositSchema,
  SECURITY_DEPOSIT_DRAWERS,
} from './security-deposit-forms'
import { ApiError, DEFAULT_PAGE_SIZE } from '~/utils/api.server'
import { api, requireLandlord } from '~/utils/auth.server'
import { leavePastTheEnd } from '~/utils/list-page.server'
import { confirmAction, requireId, submitForm } from '~/utils/form-action.server'

type Context = Readonly<RouterContextProvider>

/** A deposit as the pages show it (landlord and tenant alike): cents, ISO dates, the invoice's state. */
export type SecurityDepositView = {
  id: number
  status: SecurityDepositStatus
  amount: number
  amountHeld: number
  heldAt: string | null
  receivedMethod: PaymentMethod | null
  /** Itemised deductions; `conditionReport` is the move-out report a deduction was made from (ADR 031). */
  deductions: Array<{ id: string; name: string; description: string | null; amount: number; conditionReport: number | null }>
  deductionsTotal: number
  amountReturned: number
  returnedAt: string | null
  returnMethod: PaymentMethod | null
  note: string | null
  createdAt: string
  invoice: { id: number; status: InvoiceStatus | null; amountDue: number; dueDate: string | null } | null
  lease: { id: number; title: string }
  property: { id: number; title: string } | null
  unitId: number | null
}

/** What the pages populate: the invoice's state, the lease's and property's names. */
const DEPOSIT_ARGS = {
  depth: 1,
  populate: {
    invoices: { status: true, amountDue: true, dueDate: true },
    leases: { nickname: true },
    units: { name: true, address: true },
    properties: { nickname: true, address: true },
  },
}

export function toSecurityDepositView(deposit: SecurityDeposit): SecurityDepositView {
  const invoice = populated(deposit.invoice as never) as { id: number; status?: InvoiceStatus | null; amountDue?: number | null; dueDate?: string | null } | null
  const invoiceId = typeof deposit.invoice === 'number' ? deposit.invoice : (invoice?.id ?? null)
  const lease = populated(deposit.lease as never) as { id: number; nickname?: string | null } | null
  const leaseId = typeof deposit.lease === 'number' ? deposit.lease : (lease?.id as number)
  const unit = populated(deposit.unit as never) as { id: number; name?: string | null } | null
  const property = populated(deposit.property as never) as { id: number; nickname?: string | null } | null
  const deductions = (deposit.deductions ?? []).map((row, index) => ({
    id: row.id ?? String(index),
    name: row.name,
    description: row.description ?? null,
    amount: row.amount,
    conditionReport: typeof row.conditionReport === 'object' ? (row.conditionReport?.id ?? null) : (row.conditionReport ?? null),
  }))
  return {
    id: deposit.id,
    status: deposit.status,
    amount: deposit.amount,
    amountHeld: deposit.amountHeld ?? 0,
    heldAt: deposit.heldAt ?? null,
    receivedMethod: deposit.receivedMethod ?? null,
    deductions,
    deductionsTotal: deductionsTotal(deductions),
    amountReturned: deposit.amountReturned ?? 0,
    returnedAt: deposit.returnedAt ?? null,
    returnMethod: deposit.returnMethod ?? null,
    note: deposit.note ?? null,
    createdAt: deposit.createdAt,
    invoice: invoiceId ? { id: invoiceId, status: invoice?.status ?? null, amountDue: invoice?.amountDue ?? 0, dueDate: invoice?.dueDate ?? null } : null,
    lease: { id: leaseId, title: leaseTitle({ id: leaseId, nickname: lease?.nickname, unit: unit as never }) },
    property: property ? { id: property.id, title: propertyTitle(property as never) || `Property #${property.id}` } : null,
    unitId: unit?.id ?? (typeof deposit.unit === 'number' ? deposit.unit : null),
  }
}

/** A lease's deposits, newest first (one active at most; returned ones stay as history). One API call. */
export async function loadLeaseDeposits(context: Context, leaseId: number): Promise<SecurityDepositView[]> {
  const { docs } = await api(context).find('security-deposits', { where: { lease: { equals: leaseId } }, sort: '-createdAt', limit: 50, ...DEPOSIT_ARGS })
  return docs.map(toSecurityDepositView)
}

export type SecurityDepositPage = { deposits: SecurityDepositView[]; page: number; hasNextPage: boolean }

/** A page of the deposits matching `where`, newest first (`?page=`). One API call. */
export async function loadDepositPage(context: Context, request: Request, where: Where): Promise<SecurityDepositPage> {
  const pageNumber = Number(new URL(request.url).searchParams.get('page') ?? '1')
  const page = Number.isSafeInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1
  const result = await api(context).findPage('security-deposits', { where, sort: '-createdAt', page, limit: DEFAULT_PAGE_SIZE, ...DEPOSIT_ARGS })
  leavePastTheEnd(result, request)
  return { deposits: result.docs.map(toSecurityDepositView), page: result.page, hasNextPage: result.hasNextPage }
}

/** A property's or a unit's Security Deposits tab (landlords): the deposits of its leases, a page of them (one API call). */
export async function loadDepositTab(context: Context, request: Request, scope: 'property' | 'unit', rawId: string | undefined): Promise<SecurityDepositPage> {
  await requireLandlord(context)
  const id = requireId(rawId)
  return loadDepositPage(context, request, { [scope]: { equals: id } })
}

/** The methods a new invoice of the organization may offer (what the request drawer lists). */
export async function loadRequestMethods(context: Context): Promise<PaymentMethod[]> {
  try {
    const { methods } = await api(context).endpoint<{ methods: PaymentMethod[] }>('GET', 'invoices', '/payment-methods')
    return methods
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return []
    throw error
  }
}

/**
 * The security deposit intents of a lease's page (request, record, return, cancel): each
 * form's schema, the API's refusal next to its field, and on success a toast and the page
 * without the drawer. Null when the intent is not one of them.
 */
export async function handleSecurityDepositIntent(context: Context, formData: FormData, { leaseId, fallbackRedirect }: { leaseId: number; fallbackRedirect: string }) {
  const client = api(context)
  switch (formData.get('intent')) {
    case SECURITY_DEPOSIT_DRAWERS.request:
      return submitForm({
        context,
        formData,
        schema: RequestDepositSchema,
        intent: SECURITY_DEPOSIT_DRAWERS.request,
        mutate: (value) => client.endpoint('POST', 'security-deposits', '/request', { json: { lease: leaseId, ...value, note: value.note || null } }),
        toast: { type: 'success', title: securityDepositMessages.requested, description: 'Your tenants can now pay it like an invoice.' },
        fallbackRedirect,
      })
    case SECURITY_DEPOSIT_DRAWERS.record:
      return submitForm({
        context,
        formData,
        schema: RecordDepositSchema,
        intent: SECURITY_DEPOSIT_DRAWERS.record,
        mutate: (value) => client.endpoint('POST', 'security-deposits', '/record', { json: { lease: leaseId, ...value, note: value.note || null } }),
        toast: { type: 'success', title: securityDepositMessages.recorded },
        fallbackRedirect,
      })
    case SECURITY_DEPOSIT_DRAWERS.return: {
      const id = requireId(formData.get('target'))
      return submitForm({
        context,
        formData,
        schema: ReturnDepositSchema,
        intent: SECURITY_DEPOSIT_DRAWERS.return,
        mutate: (value) =>
          client.endpoint('POST', 'security-deposits', `/${id}/return`, {
            json: { method: value.method, note: value.note || null, deductions: value.deductions.map((row) => ({ ...(row.id ? { id: row.id } : {}), name: row.name, description: row.description || null, amount: row.amount })) },
          }),
        toast: { type: 'success', title: securityDepositMessages.returned, description: 'Your tenants received the itemised statement by e-mail.' },
        fieldNames: DEDUCTION_FIELD_NAMES,
        fallbackRedirect,
      })
    }
    case SECURITY_DEPOSIT_DRAWERS.cancel: {
      const id = requireId(formData.get('target'))
      return confirmAction({
        context,
        formData,
        intent: SECURITY_DEPOSIT_DRAWERS.cancel,
        mutate: () => client.remove('security-deposits', id),
        toast: { type: 'success', title: securityDepositMessages.cancelled },
        fallbackRedirect,
      })
    }
    default:
      return null
  }
}
