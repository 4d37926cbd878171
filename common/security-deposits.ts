import type { SecurityDepositStatus } from './invoices'

/**
 * Security deposits (product-spec §2 dialogs 'Security deposit action, request, record'):
 * money held for the tenant, not income. A deposit is requested (a payable invoice of kind
 * 'security-deposit'), or recorded as already received; it is then held, and finally
 * returned less itemised deductions. Shared by the REST API and the web app; amounts in
 * integer cents.
 */
export const securityDepositStatusLabel: Record<SecurityDepositStatus, string> = {
  requested: 'Requested',
  held: 'Held',
  returned: 'Returned',
}

/** STYLE: blue open/new, amber pending, green done. A requested deposit waits for the tenant; a held one is money kept. */
export const securityDepositStatusColor: Record<SecurityDepositStatus, 'blue' | 'amber' | 'green' | 'gray'> = {
  requested: 'amber',
  held: 'blue',
  returned: 'green',
}

/** The one line of a requested deposit's invoice. */
export const SECURITY_DEPOSIT_ITEM_NAME = 'Security deposit'

export const securityDepositMessages = {
  leaseRequired: 'Lease is required',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be positive',
  validNumber: 'Please enter a valid number',
  methodRequired: 'Choose how the money was received.',
  returnMethodRequired: 'Choose how the deposit is returned.',
  methodInvalid: 'Choose cash, check, money order, cashier’s check, Venmo, Cash App or Zelle: card and bank payments are made by the tenant through the app.',
  receivedAtInvalid: 'Enter the date the deposit was received, not a future date.',
  alreadyActive: 'This lease already has a security deposit that is requested or held. Return it before adding another.',
  notHeld: 'Only a held security deposit can be returned.',
  deductionNameRequired: 'Name is required',
  deductionAmountRequired: 'Amount is required',
  deductionAmountPositive: 'Amount must be positive',
  deductionsTooLarge: 'The deductions are larger than the deposit held.',
  tooManyDeductions: 'Add at most 50 deductions.',
  deductionDescriptionRequired: 'Description is required',
  deductionReturned: 'This security deposit has been returned: nothing more can be deducted from it.',
  noDepositToDeduct: 'This lease has no security deposit to deduct from. Add one on its Security deposit tab first.',
  itemAlreadyDeducted: 'This item is already deducted from the security deposit.',
  itemNotWorse: 'Only an item that got worse than at move-in can be deducted.',
  deducted: 'Deduction added to the security deposit.',
  amountLocked: 'The amount of a security deposit cannot change after it is requested or recorded.',
  cannotDelete: 'A held or returned security deposit cannot be deleted: its money history stays.',
  paidCannotDelete: 'This security deposit has payments: refund them before cancelling the request.',
  requested: 'Security deposit requested.',
  recorded: 'Security deposit recorded.',
  returned: 'Security deposit returned.',
  cancelled: 'Security deposit request cancelled.',
} as const

export type Deduction = { name?: string | null; description?: string | null; amount?: number | null }

/**
 * A deduction made from a move-out report's item that got worse (ADR 031): the report and the
 * item id it came from, so the same item is deducted once.
 */
export type ConditionDeductionLink = { conditionReport?: number | { id: number } | null; conditionItem?: string | null }

/** Whether the deductions already hold one for this report's item. */
export function hasItemDeduction(deductions: readonly ConditionDeductionLink[] | null | undefined, reportId: number, itemId: string): boolean {
  return (deductions ?? []).some((row) => row.conditionItem === itemId && (typeof row.conditionReport === 'object' ? row.conditionReport?.id : row.conditionReport) === reportId)
}

export const MAX_DEDUCTIONS = 50

/** The sum of the deductions, in cents. */
export function deductionsTotal(deductions: readonly Pick<Deduction, 'amount'>[] | null | undefined): number {
  return (deductions ?? []).reduce((sum, deduction) => sum + (deduction.amount ?? 0), 0)
}

/** What goes back to the tenant: the amount held less the deductions (never below zero). */
export function amountToReturn(amountHeld: number, deductions: readonly Pick<Deduction, 'amount'>[] | null | undefined): number {
  return Math.max(0, amountHeld - deductionsTotal(deductions))
}
