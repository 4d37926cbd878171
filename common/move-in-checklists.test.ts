import { describe, expect, it } from 'vitest'
import { MOVE_IN_CHECKLIST_LAWS, moveInChecklistLaw } from './move-in-checklists'

describe('move-in checklist laws', () => {
  it('one entry per state, each with its statute; looked up by a unit address state in any case', () => {
    expect(new Set(MOVE_IN_CHECKLIST_LAWS.map((law) => law.state)).size).toBe(MOVE_IN_CHECKLIST_LAWS.length)
    for (const law of MOVE_IN_CHECKLIST_LAWS) expect(law.citation && law.requirement && law.name).toBeTruthy()
    expect(moveInChecklistLaw('wa ')?.citation).toBe('RCW § 59.18.260')
    expect(moveInChecklistLaw('TX')).toBeNull()
    expect(moveInChecklistLaw('MD')).toBeNull()
    expect(moveInChecklistLaw(null)).toBeNull()
  })
})
