import type { Answers, FieldBlock, FormStep, ReviewDetails } from '@common/forms'
import { stepVisibility } from './visibility'

/**
 * Review blocks show the details of a record (product-spec §3 "review blocks": property, unit, lease,
 * collect-rent, payment-schedule) that the route loads: the component library fetches nothing.
 * The route asks `reviewRequests(step, answers)` what to load, formats each record into a
 * `ReviewSummary` (money with formatCents, dates like 'Nov 22, 2026') and passes them to
 * `FormStep` as `reviews`, keyed by the request's `key`.
 */
export type ReviewSummary = {
  /** Heading of the summary; by default the block's label, else the kind of details. */
  title?: string | null
  items: ReadonlyArray<{ label: string; value: string }>
}

export type ReviewRequest = {
  /** The key of its summary in `FormStep`'s `reviews`. */
  key: string
  details: ReviewDetails
  /** The record chosen in the block's `source` field (a prefillLease: the lease id); null when none is chosen. */
  leaseId: string | null
}

type ReviewBlock = Extract<FieldBlock, { blockType: 'review' }>

export const REVIEW_TITLES: Record<ReviewDetails, string> = {
  property: 'Property',
  unit: 'Unit',
  lease: 'Lease',
  'collect-rent': 'Rent collection',
  'payment-schedule': 'Payment schedule',
}

/** What a review block shows: its details, for the lease chosen in its source field. */
export function reviewRequest(block: ReviewBlock, answers: Answers): ReviewRequest {
  const chosen = block.source ? answers[block.source] : null
  const leaseId = typeof chosen === 'string' && chosen.trim() ? chosen.trim() : typeof chosen === 'number' ? String(chosen) : null
  return { key: `${block.details}:${leaseId ?? ''}`, details: block.details, leaseId }
}

/** The summaries the visible review blocks of a step need, one per distinct key. */
export function reviewRequests(step: Pick<FormStep, 'blocks'>, answers: Answers): ReviewRequest[] {
  const visibility = stepVisibility(step, answers)
  const requests = new Map<string, ReviewRequest>()
  step.blocks.forEach((block, index) => {
    if (block.blockType !== 'review' || !visibility.blocks[index]) return
    const request = reviewRequest(block, answers)
    requests.set(request.key, request)
  })
  return [...requests.values()]
}
