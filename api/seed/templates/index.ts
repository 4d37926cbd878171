/**
 * The form templates Leasewell ships: one module per template group,
 * each `{ group, templates: [{ states, form, body }] }` (see build.ts). A seed step creates a
 * template-group per entry, and per template a form (the form definition) and a template
 * (group, states, form; the body is the document the form fills).
 */
import type { TemplateGroupSeed } from './build'
import { lateRentNotice } from './lateRentNotice'
import { leaseRenewal } from './leaseRenewal'
import { noticeToEnter } from './noticeToEnter'
import { rentIncreaseNotice } from './rentIncreaseNotice'
import { residentialLeaseAgreement } from './residentialLease'
import { securityDepositItemisation } from './securityDepositItemisation'

export type { TemplateGroupInfo, TemplateGroupSeed, TemplateSeed, TemplateState } from './build'

export const ALL_TEMPLATE_GROUPS: readonly TemplateGroupSeed[] = [
  residentialLeaseAgreement,
  leaseRenewal,
  noticeToEnter,
  lateRentNotice,
  rentIncreaseNotice,
  securityDepositItemisation,
]

/** The template for a group slug and a state (upper-case code), falling back to the ALL version. */
export function findTemplateSeed(slug: string, state: string) {
  const group = ALL_TEMPLATE_GROUPS.find((candidate) => candidate.group.slug === slug)
  if (!group) return undefined
  const code = state.toUpperCase()
  return group.templates.find((template) => template.states.includes(code)) ?? group.templates.find((template) => template.states.includes('ALL'))
}
