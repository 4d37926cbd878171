import { data, redirect, type RouterContextProvider } from 'react-router'
import { buildSteps, type Answers } from '@common/forms'
import { amountToReturn, deductionsTotal } from '@common/security-deposits'
import { formPath, GENERAL_STATE_SLUG } from '~/features/forms/templates'
import { createDraft, findFormTemplate, requireFormsFeature, saveDraftStep } from '~/features/forms/templates.server'
import { ApiError } from '~/utils/api.server'
import { api } from '~/utils/auth.server'
import { centsToDollarInput } from '~/utils/money'

type Context = Readonly<RouterContextProvider>

/** The template group (api/seed/templates/securityDepositItemisation.ts) and the states it has its own version for. */
export const ITEMISATION_GROUP = 'security-deposit-itemisation'
const ITEMISATION_STATES: ReadonlySet<string> = new Set(['CA', 'NY', 'TX', 'FL'])

/** How a deduction reads as one row of the letter: its name, and its description where it adds to the name. */
export function itemisationRow(deduction: { name: string; description?: string | null }): string {
  const description = deduction.description?.trim()
  if (!description) return deduction.name
  return description.startsWith(deduction.name) ? description : `${deduction.name}: ${description}`
}

/**
 * Starts the 'Security deposit itemisation' document from a lease (ADR 031): a new draft of
 * the template of the unit's state (the general one elsewhere), its pages filled in from the
 * lease's latest security deposit — the lease, the deposit received, every deduction (those
 * made from the move-out report included) with their total, and the refund or the balance
 * owed — then the form at its Deductions page, where the landlord checks it and completes
 * the rest. Throws the redirect; 404 for a lease that is not the caller's.
 */
export async function startItemisationFromLease(context: Context, leaseId: number): Promise<never> {
  await requireFormsFeature(context)
  const client = api(context)
  const lease = await client.findById('leases', leaseId, { depth: 1, select: { unit: true, securityDeposit: true }, populate: { units: { address: true } } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  })
  const { docs } = await client.find('security-deposits', { where: { lease: { equals: leaseId } }, sort: '-createdAt', limit: 1, depth: 0 })
  const deposit = docs[0] ?? null
  const state = typeof lease.unit === 'object' ? lease.unit?.address?.state?.toUpperCase() : undefined
  const template =
    (state && ITEMISATION_STATES.has(state) ? await findFormTemplate(context, ITEMISATION_GROUP, state.toLowerCase()) : null) ??
    (await findFormTemplate(context, ITEMISATION_GROUP, GENERAL_STATE_SLUG))
  if (!template) throw data(null, { status: 404 })

  const draft = await createDraft(context, template.templateId)
  const keys = new Set(buildSteps(template.form, draft.submission as Answers).map((step) => step.key))
  const received = deposit ? (deposit.status === 'requested' ? deposit.amount : (deposit.amountHeld ?? 0)) : (lease.securityDeposit ?? null)
  const deductions = deposit?.deductions ?? []
  const total = deductionsTotal(deductions)
  const save = async (step: string, values: Record<string, string>) => {
    if (keys.has(step)) await saveDraftStep(context, draft.tempId, step, values)
  }
  await save('moveOut', { lease: String(leaseId), ...(received !== null ? { depositAmount: centsToDollarInput(received) } : {}) })
  const rows: Record<string, string> = { totalDeductions: centsToDollarInput(total) }
  deductions.forEach((deduction, index) => {
    rows[`deductions.${index}.description`] = itemisationRow(deduction)
    rows[`deductions.${index}.amount`] = centsToDollarInput(deduction.amount)
  })
  await save('deductions', rows)
  if (received !== null) {
    const refund = amountToReturn(received, deductions)
    const outcome = refund > 0 ? 'refund' : total > received ? 'owed' : 'none'
    await save('result', { outcome })
    if (outcome !== 'none') await save('result', { outcome, ...(outcome === 'refund' ? { refundAmount: centsToDollarInput(refund) } : { balanceOwed: centsToDollarInput(total - received) }) })
  }
  const steps = buildSteps(template.form, draft.submission as Answers)
  const at = steps.findIndex((step) => step.key === 'deductions')
  throw redirect(formPath(ITEMISATION_GROUP, template.stateSlug, { tempId: draft.tempId, step: Math.max(0, at) }))
}
