/**
 * US states whose law requires the landlord to record the home's condition when a tenancy
 * starts (a move-in checklist, inventory or statement of condition), with the statute (ADR
 * 031). The landlord's lease page reminds them, for a lease whose unit is in one of these
 * states, until a move-in condition report of the lease is completed. Only states whose
 * statute was read and found to require it are listed (each citation checked again on
 * 2026-11-26: Hawaii's inventory duty is the closing paragraph of § 521-42(a); Virginia's move-in
 * inspection is § 55.1-1214 since the 2019 recodification, formerly § 55-248.11:1); states where the tenant must ask for
 * one (Maryland, Real Property § 8-203.1) are not. Not legal advice: the requirement text
 * says when it applies.
 */
export type MoveInChecklistLaw = {
  /** Two-letter state code, as unit addresses store it. */
  state: string
  name: string
  citation: string
  /** What the statute asks, in a sentence. */
  requirement: string
}

export const MOVE_IN_CHECKLIST_LAWS: readonly MoveInChecklistLaw[] = [
  { state: 'AZ', name: 'Arizona', citation: 'A.R.S. § 33-1321(C)', requirement: 'When the tenancy starts, give the tenant a signed move-in form to note any existing damage.' },
  {
    state: 'GA',
    name: 'Georgia',
    citation: 'O.C.G.A. § 44-7-33(a)',
    requirement: 'Before taking a security deposit, give the tenant a comprehensive list of existing damage, which both sign (landlords with more than 10 units or a management agent, § 44-7-37).',
  },
  { state: 'HI', name: 'Hawaii', citation: 'HRS § 521-42(a)', requirement: 'Before the tenant moves in, inventory the premises in writing; both sign and each keeps a copy.' },
  { state: 'KY', name: 'Kentucky', citation: 'KRS § 383.580(2)', requirement: 'Before taking a security deposit, give the tenant a signed list of existing damage (where the local government adopted the Uniform Residential Landlord and Tenant Act).' },
  { state: 'MA', name: 'Massachusetts', citation: 'M.G.L. c. 186, § 15B(2)(c)', requirement: 'Within 10 days of the tenancy or of taking a security deposit, give the tenant a signed statement of the condition of the premises.' },
  { state: 'MI', name: 'Michigan', citation: 'MCL § 554.608', requirement: 'When the tenancy starts and a security deposit is taken, give the tenant two copies of an inventory checklist to complete within 7 days.' },
  // Checked again (2026-11-26): § 70-25-206 is 'Written statement of condition of premises required' in Title 70, ch. 25
  // (Residential Tenants' Security Deposits, part 2 = §§ 70-25-201 to -206; amended by SB 430, 2003). The official MCA page
  // could not be fetched from here; the section's heading and two summaries of it agree on what it asks.
  {
    state: 'MT',
    name: 'Montana',
    citation: 'MCA § 70-25-206',
    requirement: 'When a security deposit is taken, give the tenant a separate written statement of the condition of the premises at the start of the tenancy; without it, damage must be proved by clear and convincing evidence to be deducted.',
  },
  { state: 'VA', name: 'Virginia', citation: 'Va. Code § 55.1-1214', requirement: 'Within 5 days of occupancy, give the tenant a written report of the existing damage.' },
  { state: 'WA', name: 'Washington', citation: 'RCW § 59.18.260', requirement: 'To collect a deposit, give the tenant a checklist of the condition of the premises at the start of the tenancy, signed and dated by both.' },
  { state: 'WI', name: 'Wisconsin', citation: 'Wis. Stat. § 704.08', requirement: 'When a new tenant moves in, give them a check-in sheet describing the condition of the premises, to return within 7 days.' },
]

const BY_STATE = new Map(MOVE_IN_CHECKLIST_LAWS.map((law) => [law.state, law]))

/** The law of a unit's state that requires a move-in checklist, or null. */
export function moveInChecklistLaw(state: string | null | undefined): MoveInChecklistLaw | null {
  return state ? (BY_STATE.get(state.trim().toUpperCase()) ?? null) : null
}
