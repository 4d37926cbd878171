import { describe, expect, it } from 'vitest'
import { CONDITION_OPERATORS, type Conditional } from './blocks'
import { activeConditions, conditionHolds, isVisible } from './conditions'

const on = (conditional: Omit<Conditional, 'enableConditional'>): { conditional: Conditional } => ({ conditional: { enableConditional: true, ...conditional } })

describe('conditionHolds', () => {
  it('knows exactly the four operators of the spec', () => {
    expect([...CONDITION_OPERATORS]).toEqual(['equal', 'not-equal', 'exists', 'not-exists'])
  })

  it.each([
    ['a non-blank string', 'Ana', true],
    ['a blank string', '   ', false],
    ['the number 0', 0, true],
    ['a number', 1250, true],
    ['a ticked checkbox', true, true],
    ['an unticked checkbox', false, false],
    ['a list with an entry', ['Rex'], true],
    ['an empty list', [], false],
    ['repeater rows', [{ fullName: 'Ana' }], true],
    ['null', null, false],
    ['a missing answer', undefined, false],
  ])('exists / not-exists: %s → %s', (_label, answer, exists) => {
    expect(conditionHolds({ conditionalIs: 'exists' }, answer)).toBe(exists)
    expect(conditionHolds({ conditionalIs: 'not-exists' }, answer)).toBe(!exists)
  })

  it.each([
    ['strings, trimmed', ' fixed ', 'fixed', true],
    ['strings, case-sensitive', 'Fixed', 'fixed', false],
    ['a number and its text', 1500, '1500', true],
    ['a number and a number', 1500, 1500, true],
    ['different numbers', 1500, '1,600', false],
    ['a ticked checkbox and true', true, true, true],
    ["a ticked checkbox and 'true'", true, 'true', true],
    ["a ticked checkbox and 'yes'", true, 'yes', true],
    ["an unticked checkbox and 'false'", false, 'false', true],
    ['an unticked checkbox and true', false, true, false],
    ['a list containing the value', ['water', 'gas'], 'gas', true],
    ['a list without the value', ['water'], 'gas', false],
    ['no answer and a value', null, 'fixed', false],
    ['no answer and false', undefined, false, true],
    ["no answer and '0'", null, '0', false],
    ['no answer and an empty value', null, '', true],
    ['an answer and an empty value', 'x', null, false],
  ])('equal / not-equal: %s', (_label, answer, value, equal) => {
    expect(conditionHolds({ conditionalIs: 'equal', value }, answer)).toBe(equal)
    expect(conditionHolds({ conditionalIs: 'not-equal', value }, answer)).toBe(!equal)
  })
})

describe('isVisible', () => {
  it('shows a block without a conditional, or with a disabled one', () => {
    expect(isVisible({}, {})).toBe(true)
    expect(isVisible({ conditional: null }, {})).toBe(true)
    expect(isVisible({ conditional: { enableConditional: false, fieldSelector: 'a', conditionalIs: 'exists' } }, {})).toBe(true)
  })

  it('shows a block whose enabled conditional is incomplete', () => {
    expect(isVisible({ conditional: { enableConditional: true, fieldSelector: 'a' } }, {})).toBe(true)
    expect(activeConditions({ enableConditional: true, fieldSelector: null, conditionalIs: 'exists' })).toEqual([])
  })

  it.each([
    ['equal', 'fixed', { leaseType: 'fixed' }, true],
    ['equal', 'fixed', { leaseType: 'monthly' }, false],
    ['not-equal', 'fixed', { leaseType: 'monthly' }, true],
    ['not-equal', 'fixed', { leaseType: 'fixed' }, false],
    ['exists', null, { leaseType: 'fixed' }, true],
    ['exists', null, {}, false],
    ['not-exists', null, {}, true],
    ['not-exists', null, { leaseType: 'fixed' }, false],
  ] as const)('a single %s condition (value %j) on %j → %s', (conditionalIs, value, answers, visible) => {
    expect(isVisible(on({ fieldSelector: 'leaseType', conditionalIs, value }), answers)).toBe(visible)
  })

  const both = [
    { fieldSelector: 'pets', conditionalIs: 'equal' as const, value: true },
    { fieldSelector: 'deposit', conditionalIs: 'exists' as const },
  ]

  it.each([
    [{ pets: true, deposit: 50000 }, true, true],
    [{ pets: true, deposit: null }, false, true],
    [{ pets: false, deposit: 50000 }, false, true],
    [{ pets: false }, false, false],
  ])('a list on %j: AND → %s, OR → %s', (answers, withAnd, withOr) => {
    expect(isVisible(on({ conditions: both, logic: 'AND' }), answers)).toBe(withAnd)
    expect(isVisible(on({ conditions: both, logic: 'OR' }), answers)).toBe(withOr)
    // AND when the logic is unset.
    expect(isVisible(on({ conditions: both, logic: null }), answers)).toBe(withAnd)
  })

  it('prefers the list over the single condition', () => {
    const block = on({ fieldSelector: 'a', conditionalIs: 'exists', conditions: [{ fieldSelector: 'b', conditionalIs: 'exists' }] })
    expect(isVisible(block, { a: 'x' })).toBe(false)
    expect(isVisible(block, { b: 'x' })).toBe(true)
  })

  it('reads a repeater row before the form-wide answers', () => {
    const block = on({ fieldSelector: 'isMinor', conditionalIs: 'equal', value: true })
    expect(isVisible(block, { isMinor: false }, { isMinor: true })).toBe(true)
    expect(isVisible(block, { isMinor: true }, { isMinor: false })).toBe(false)
    expect(isVisible(block, { isMinor: true }, {})).toBe(true)
  })
})
