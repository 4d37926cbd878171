import { formatNumber } from './en-us'
import { UNIT_APPLIANCES } from './portfolio'

/**
 * The condition reports vocabulary (product-spec §1 condition reports, §2 condition-report
 * routes and drawers, §3 notifications): types, statuses, ratings, the room/item structure
 * stored on a report, the template built from a unit, and the messages. Used by the API
 * (validation, locking, the PDF) and the web app (forms, lists, badges) alike.
 */

export const CONDITION_REPORT_TYPES = ['move-in', 'move-out', 'periodic'] as const
export type ConditionReportType = (typeof CONDITION_REPORT_TYPES)[number]
export const conditionReportTypeLabel: Record<ConditionReportType, string> = { 'move-in': 'Move-in', 'move-out': 'Move-out', periodic: 'Periodic' }
export const isConditionReportType = (value: unknown): value is ConditionReportType => (CONDITION_REPORT_TYPES as readonly unknown[]).includes(value)

/** draft (staff only) → requested (the lease's tenants fill in and sign) → completed (locked). A draft may also be completed by staff directly. */
export const CONDITION_REPORT_STATUSES = ['draft', 'requested', 'completed'] as const
export type ConditionReportStatus = (typeof CONDITION_REPORT_STATUSES)[number]
export const conditionReportStatusLabel: Record<ConditionReportStatus, string> = { draft: 'Draft', requested: 'Waiting for tenants', completed: 'Completed' }
/** STYLE: gray draft, amber pending, green done. */
export const conditionReportStatusColor: Record<ConditionReportStatus, 'gray' | 'amber' | 'green'> = { draft: 'gray', requested: 'amber', completed: 'green' }

export const CONDITION_RATINGS = ['good', 'fair', 'poor', 'damaged', 'n/a'] as const
export type ConditionRating = (typeof CONDITION_RATINGS)[number]
export const conditionRatingLabel: Record<ConditionRating, string> = { good: 'Good', fair: 'Fair', poor: 'Poor', damaged: 'Damaged', 'n/a': 'N/A' }
export const isConditionRating = (value: unknown): value is ConditionRating => (CONDITION_RATINGS as readonly unknown[]).includes(value)
/** Higher is worse; n/a has no rank (it cannot get worse). */
const RATING_RANK: Record<ConditionRating, number | null> = { good: 0, fair: 1, poor: 2, damaged: 3, 'n/a': null }

/** Whether an item got worse between two reports (move-in → move-out): both rated, and the later rating is lower. */
export function gotWorse(before: ConditionRating | null | undefined, after: ConditionRating | null | undefined): boolean {
  const from = before ? RATING_RANK[before] : null
  const to = after ? RATING_RANK[after] : null
  return from !== null && to !== null && to > from
}

export const MAX_CONDITION_PHOTOS_PER_ITEM = 10
export const MAX_CONDITION_ROOMS = 40
export const MAX_CONDITION_ITEMS_PER_ROOM = 40
export const MAX_CONDITION_NAME = 100
export const MAX_CONDITION_NOTES = 2000

/** A tenant's own note on an item (one per tenant and item; the last one written stands): by its account, or by its signing link (`contact`, no account). */
export type ConditionTenantNote = { user: number | null; contact?: number | null; name: string; notes: string; at: string }
export type ConditionItem = { id: string; name: string; rating: ConditionRating | null; notes: string; tenantNotes: ConditionTenantNote[] }
export type ConditionRoom = { id: string; name: string; items: ConditionItem[] }
/**
 * One requested signer: a tenant (contact) of the lease, asked when the report is requested,
 * with its account when it has one. `linkVersion` counts the signing links made for it (ADR 031):
 * only the newest one works. `linkSentAt`: when the newest link was e-mailed to the tenant (at the
 * request, or by the landlord's resend); none when the landlord only made one to copy.
 * `removedAt`: when the tenant was removed from the lease while the report waited for the
 * tenants — no longer asked (its link stops working); a signature it made stays on the record.
 * A tenant added to the lease meanwhile becomes a signer (ADR 031, `signers.ts`).
 */
export type ConditionSigner = { user: number | null; contact: number | null; name: string; linkVersion?: number; linkSentAt?: string | null; removedAt?: string | null }
/** A signature (product-spec §1: typed name, a checkbox, the time and the IP), signed in (`user`) or through a signing link (`contact`, `via: 'link'`). */
export type ConditionSignature = { user: number | null; contact?: number | null; name: string; agreed: true; signedAt: string; ip: string; via?: 'account' | 'link' }

/** Whether a signer has signed: by its account, or by its contact through a link. */
export function hasSigned(signer: Pick<ConditionSigner, 'user' | 'contact'>, signatures: readonly Pick<ConditionSignature, 'user' | 'contact'>[]): boolean {
  return signatures.some((signature) => (signer.user != null && signature.user === signer.user) || (signer.contact != null && signature.contact === signer.contact))
}

/** The signers still asked to sign: every one but those removed from the lease since the request. */
export const requiredSigners = <Signer extends Pick<ConditionSigner, 'removedAt'>>(signers: readonly Signer[]): Signer[] => signers.filter((signer) => !signer.removedAt)

/** Whether the signatures complete the report: at least one signer is asked, and every one asked has signed. */
export function everyoneSigned(signers: readonly ConditionSigner[], signatures: readonly Pick<ConditionSignature, 'user' | 'contact'>[]): boolean {
  const asked = requiredSigners(signers)
  return asked.length > 0 && asked.every((signer) => hasSigned(signer, signatures))
}

/** The signers a report shows: those asked, and a removed tenant's only when it had signed (its signature stays on the record). */
export const shownSigners = (signers: readonly ConditionSigner[], signatures: readonly Pick<ConditionSignature, 'user' | 'contact'>[]): ConditionSigner[] =>
  signers.filter((signer) => !signer.removedAt || hasSigned(signer, signatures))

/** How long a tenant's signing link works (like a vendor's, ADR 028). */
export const CONDITION_LINK_DAYS = 14

const item = (roomId: string, key: string, name: string): ConditionItem => ({ id: `${roomId}.${key}`, name, rating: null, notes: '', tenantNotes: [] })
const room = (id: string, name: string, items: Array<[string, string]>): ConditionRoom => ({ id, name, items: items.map(([key, label]) => item(id, key, label)) })

const BEDROOM_ITEMS: Array<[string, string]> = [['walls', 'Walls'], ['ceiling', 'Ceiling'], ['floor', 'Floor'], ['windows', 'Windows and screens'], ['doors', 'Doors and locks'], ['closet', 'Closet'], ['lighting', 'Lighting and outlets']]
const BATHROOM_ITEMS: Array<[string, string]> = [['walls', 'Walls'], ['floor', 'Floor'], ['toilet', 'Toilet'], ['sink', 'Sink and vanity'], ['tub', 'Tub or shower'], ['mirror', 'Mirror and cabinet'], ['fan', 'Fan and lighting']]
const KITCHEN_ITEMS: Array<[string, string]> = [['walls', 'Walls'], ['floor', 'Floor'], ['cabinets', 'Cabinets'], ['countertops', 'Countertops'], ['sink', 'Sink and faucet'], ['lighting', 'Lighting and outlets']]
const LIVING_ITEMS: Array<[string, string]> = [['walls', 'Walls'], ['ceiling', 'Ceiling'], ['floor', 'Floor'], ['windows', 'Windows and screens'], ['doors', 'Doors and locks'], ['lighting', 'Lighting and outlets']]
const EXTERIOR_ITEMS: Array<[string, string]> = [['entry', 'Entry door and lock'], ['porch', 'Porch, patio or balcony'], ['yard', 'Yard and landscaping'], ['smoke', 'Smoke and CO detectors']]

/** Whole rooms only (0.5 bathroom counts as one); at most 10 of each so a typo does not make a hundred rooms. */
const count = (value: number | null | undefined, minimum: number) => Math.min(10, Math.max(minimum, Math.ceil(Number(value) || 0)))

/**
 * The template of a new report (product-spec §1): a room per bedroom and bathroom of the unit
 * (at least one of each), the kitchen, the living area, the exterior, and the unit's appliances.
 */
export function templateRooms(unit: { information?: { bedrooms?: number | null; bathrooms?: number | null } | null; appliances?: readonly string[] | null }): ConditionRoom[] {
  const bedrooms = count(unit.information?.bedrooms, 1)
  const bathrooms = count(unit.information?.bathrooms, 1)
  const rooms: ConditionRoom[] = [room('living', 'Living area', LIVING_ITEMS), room('kitchen', 'Kitchen', KITCHEN_ITEMS)]
  for (let index = 1; index <= bedrooms; index++) rooms.push(room(`bedroom-${index}`, bedrooms === 1 ? 'Bedroom' : `Bedroom ${index}`, BEDROOM_ITEMS))
  for (let index = 1; index <= bathrooms; index++) rooms.push(room(`bathroom-${index}`, bathrooms === 1 ? 'Bathroom' : `Bathroom ${index}`, BATHROOM_ITEMS))
  const appliances = UNIT_APPLIANCES.filter(([value]) => unit.appliances?.includes(value))
  if (appliances.length) rooms.push(room('appliances', 'Appliances', appliances.map(([value, label]) => [value, label])))
  rooms.push(room('exterior', 'Exterior', EXTERIOR_ITEMS))
  return rooms
}

/** A move-out (or periodic) report started from another: the same rooms and items, not yet rated. */
export function roomsFrom(previous: readonly ConditionRoom[]): ConditionRoom[] {
  return previous.map((entry) => ({ id: entry.id, name: entry.name, items: entry.items.map((old) => ({ id: old.id, name: old.name, rating: null, notes: '', tenantNotes: [] })) }))
}

/** Every item of a report by its id. */
export function itemsById(rooms: readonly ConditionRoom[]): Map<string, ConditionItem & { room: string }> {
  return new Map(rooms.flatMap((entry) => entry.items.map((one) => [one.id, { ...one, room: entry.name }] as const)))
}

/** One item of a move-out that got worse than at move-in, with both ratings. */
export type WorseItem = { room: string; item: ConditionItem; before: ConditionRating; after: ConditionRating }

/** The items of `after` (a move-out) rated worse than the same item in `before` (its move-in), in room order. */
export function worseItems(before: readonly ConditionRoom[], after: readonly ConditionRoom[]): WorseItem[] {
  const earlier = itemsById(before)
  return after.flatMap((entry) =>
    entry.items.flatMap((one) => {
      const old = earlier.get(one.id)
      return old?.rating && one.rating && gotWorse(old.rating, one.rating) ? [{ room: entry.name, item: one, before: old.rating, after: one.rating }] : []
    }),
  )
}

/** A deduction's name and prefilled description for an item that got worse ('Kitchen — Countertops: good at move-in, damaged at move-out'). */
export function worseItemDeduction(worse: Pick<WorseItem, 'room' | 'before' | 'after'> & { item: Pick<ConditionItem, 'name'> }) {
  const name = `${worse.room} — ${worse.item.name}`.slice(0, 200)
  const rating = (value: ConditionRating) => conditionRatingLabel[value].toLowerCase()
  return { name, description: `${name}: ${rating(worse.before)} at move-in, ${rating(worse.after)} at move-out` }
}

export const conditionReportMessages = {
  leaseRequired: 'Choose a lease.',
  typeRequired: 'Choose the type of report.',
  roomsInvalid: 'The rooms of this report are not valid.',
  locked: 'This report is completed and locked: nothing can be changed.',
  notDraft: 'Only a draft can be changed this way.',
  notRequested: 'This report is not waiting for tenants.',
  noSigners: 'This lease has no tenants to ask. Add the tenants to the lease first.',
  linkInvalid: 'This link is invalid or has expired.',
  linkSignerRequired: 'Choose a tenant who has not signed yet.',
  linkNoEmail: 'This tenant has no e-mail address. Add one on their page in People, or create a link and send it yourself.',
  linkMailLimit: 'This tenant has been e-mailed a link 3 times in the last hour. Create a link and send it yourself, or try again later.',
  notASigner: 'You are not asked to sign this report.',
  alreadySigned: 'You have already signed this report.',
  nameRequired: 'Type your full name to sign.',
  agreeRequired: 'Check the box to confirm your signature.',
  itemRequired: 'Choose an item of this report.',
  notesTooLong: `Use at most ${formatNumber(MAX_CONDITION_NOTES)} characters.`,
  tooManyPhotos: `An item can have at most ${MAX_CONDITION_PHOTOS_PER_ITEM} photos.`,
  photoType: 'Photos must be JPG or PNG.',
  basedOnInvalid: 'Choose a completed report of the same lease.',
  itemNameRequired: 'Name the item.',
  notMoveOut: 'Only a move-out started from a move-in is compared with it.',
} as const

export { conditionReportLinkPath, landlordConditionReportPath, tenantConditionReportPath } from './condition-report-paths'
