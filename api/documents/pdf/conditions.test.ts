import { describe, expect, test } from 'vitest'
import { isConditionMet, isShown, lookupAnswer, type DocumentCondition } from './conditions'

const answers = {
  petsAllowed: true,
  smoking: false,
  tenantCount: 2,
  zero: 0,
  state: ' CA ',
  blank: '  ',
  utilities: ['Water', 'Trash'],
  none: [],
  nothing: null,
  pets: [{ kind: 'cat', name: 'Miso' }],
  'tenantDetails.1.email': 'b@example.com',
}

const when = (fieldSelector: string, conditionalIs: DocumentCondition['conditionalIs'], value?: DocumentCondition['value']) => ({ fieldSelector, conditionalIs, value })

describe('isConditionMet', () => {
  test('exists and not-exists: blank strings, false, null, missing and empty lists are not given; 0 is', () => {
    for (const field of ['petsAllowed', 'tenantCount', 'zero', 'state', 'utilities']) {
      expect(isConditionMet(when(field, 'exists'), answers), field).toBe(true)
      expect(isConditionMet(when(field, 'not-exists'), answers), field).toBe(false)
    }
    for (const field of ['smoking', 'blank', 'none', 'nothing', 'missing']) {
      expect(isConditionMet(when(field, 'exists'), answers), field).toBe(false)
      expect(isConditionMet(when(field, 'not-exists'), answers), field).toBe(true)
    }
  })

  test('equal compares by the answer type: trimmed text, numbers, boolean words, list membership', () => {
    expect(isConditionMet(when('state', 'equal', 'CA'), answers)).toBe(true)
    expect(isConditionMet(when('state', 'equal', 'ca'), answers)).toBe(false)
    expect(isConditionMet(when('tenantCount', 'equal', '2'), answers)).toBe(true)
    expect(isConditionMet(when('tenantCount', 'equal', 3), answers)).toBe(false)
    expect(isConditionMet(when('petsAllowed', 'equal', true), answers)).toBe(true)
    expect(isConditionMet(when('petsAllowed', 'equal', 'yes'), answers)).toBe(true)
    expect(isConditionMet(when('smoking', 'equal', 'false'), answers)).toBe(true)
    expect(isConditionMet(when('smoking', 'equal', true), answers)).toBe(false)
    expect(isConditionMet(when('utilities', 'equal', 'Trash'), answers)).toBe(true)
    expect(isConditionMet(when('utilities', 'equal', 'Gas'), answers)).toBe(false)
    expect(isConditionMet(when('missing', 'equal', ''), answers)).toBe(true)
    expect(isConditionMet(when('missing', 'equal', 'CA'), answers)).toBe(false)
  })

  test('not-equal is the exact negation of equal', () => {
    const cases: Array<[string, DocumentCondition['value']]> = [
      ['state', 'CA'],
      ['state', 'NY'],
      ['petsAllowed', true],
      ['smoking', true],
      ['utilities', 'Water'],
      ['missing', 'x'],
      ['missing', null],
    ]
    for (const [field, value] of cases) {
      expect(isConditionMet(when(field, 'not-equal', value), answers)).toBe(!isConditionMet(when(field, 'equal', value), answers))
    }
  })

  test('a dotted selector is a flat key first, then a path through rows', () => {
    expect(lookupAnswer(answers, 'tenantDetails.1.email')).toBe('b@example.com')
    expect(lookupAnswer(answers, 'pets.0.kind')).toBe('cat')
    expect(lookupAnswer(answers, 'pets.3.kind')).toBeUndefined()
    expect(isConditionMet(when('pets.0.kind', 'equal', 'cat'), answers)).toBe(true)
  })
})

describe('isShown', () => {
  test('no condition or an empty group shows the block', () => {
    expect(isShown(undefined, answers)).toBe(true)
    expect(isShown({ conditions: [] }, answers)).toBe(true)
  })

  test('a group is AND by default, or OR', () => {
    const yes = when('petsAllowed', 'equal', true)
    const no = when('smoking', 'equal', true)
    expect(isShown(yes, answers)).toBe(true)
    expect(isShown({ conditions: [yes, no] }, answers)).toBe(false)
    expect(isShown({ logic: 'AND', conditions: [yes, yes] }, answers)).toBe(true)
    expect(isShown({ logic: 'OR', conditions: [no, yes] }, answers)).toBe(true)
    expect(isShown({ logic: 'OR', conditions: [no, no] }, answers)).toBe(false)
  })
})
