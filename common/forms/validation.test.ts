import { describe, expect, it } from 'vitest'
import { messages } from '@common/messages'
import type { FieldBlock } from './blocks'
import { leaseTestForm } from './fixtures'
import { buildSteps } from './steps'
import { firstIncompleteStep, hasRequiredFields, stepStatuses, validateForm, validateStep } from './validation'
import { formMessages, MAX_LONG_TEXT_LENGTH, MAX_TEXT_LENGTH, type Answers } from './values'

const form = leaseTestForm()
const one = (block: Record<string, unknown>) => ({ blocks: [{ name: 'field', label: 'Field', ...block } as FieldBlock] })
const check = (block: Record<string, unknown>, answers: Answers) => validateStep(one(block), answers)

/** Every page of the fixture filled in. */
const complete: Answers = {
  documentTitle: '12 Oak St',
  landlordName: 'Maria Lopez',
  landlordPhone: '(512) 555-0100',
  leaseType: 'fixed',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  tenants: [{ fullName: 'Ana Ruiz', isMinor: false }],
  rent: 185000,
  securityDeposit: 185000,
  lateFeeDays: 5,
  paymentMethod: 'online',
  petsAllowed: false,
  utilities: ['water'],
  'tenantDetails.0.employer': 'Acme',
  'tenantDetails.0.hasVehicle': false,
  noPetsClause: 'No animals on the premises.',
  agree: true,
}

describe('validateStep: required, per block type', () => {
  it("uses the spec's messages: 'This field is required.', and 'This field is required' for radio groups", () => {
    expect(formMessages.required).toBe(messages.fieldRequired)
    expect(formMessages.radioRequired).toBe(messages.radioRequired)
    expect(check({ blockType: 'radioGroup', required: true, radioOptions: [{ label: 'A', value: 'a' }] }, {})).toEqual({ field: 'This field is required' })
    expect(check({ blockType: 'text', required: true }, {})).toEqual({ field: 'This field is required.' })
  })

  it.each([
    ['text', {}, '  ', 'x'],
    ['textarea', {}, '', 'Two\nlines'],
    ['advancedTextarea', {}, null, '<p>x</p>'],
    ['phone', {}, '', '512-555-0100'],
    ['number', {}, null, 0],
    ['currency', {}, null, 0],
    ['checkbox', {}, false, true],
    ['checkboxGroup', { checkboxOptions: [{ label: 'Water', value: 'water' }] }, [], ['water']],
    ['select', { selectOptions: [{ label: 'Check', value: 'check' }] }, 'cash', 'check'],
    ['radioGroup', { radioOptions: [{ label: 'Yes', value: 'yes' }] }, null, 'yes'],
    ['stringRepeater', {}, [], ['Rex']],
    ['repeater', { blocks: [{ blockType: 'text', name: 'fullName' }] }, [], [{ fullName: 'Ana' }]],
    ['documentName', {}, null, 'Oak'],
  ])('%s: empty is refused when required, accepted otherwise; a value passes', (blockType, extra, empty, filled) => {
    const message = blockType === 'radioGroup' ? messages.radioRequired : messages.fieldRequired
    expect(check({ blockType, required: true, ...extra }, { field: empty })).toEqual({ field: message })
    expect(check({ blockType, required: true, ...extra }, {})).toEqual({ field: message })
    expect(check({ blockType, required: false, ...extra }, { field: empty })).toEqual({})
    expect(check({ blockType, required: true, ...extra }, { field: filled })).toEqual({})
  })

  it('dateRange: each date required, real dates, the end after the start', () => {
    const range = { blockType: 'dateRange', startSlug: 'from', endSlug: 'to', required: true }
    expect(check(range, {})).toEqual({ from: messages.fieldRequired, to: messages.fieldRequired })
    expect(check(range, { from: '2026-02-30', to: '2026-03-01' })).toEqual({ from: formMessages.dateInvalid })
    expect(check(range, { from: '2026-03-01', to: '2026-03-01' })).toEqual({ to: formMessages.endBeforeStart })
    expect(check(range, { from: '2026-03-01', to: '2025-03-01' })).toEqual({ to: 'The end date must be after the start date.' })
    expect(check(range, { from: '2026-03-01', to: '2027-02-28' })).toEqual({})
    expect(check({ ...range, required: false }, { from: '2026-03-01' })).toEqual({})
  })

  it.each(['message', 'subHeading', 'review', 'prefillLease'])('%s never blocks', (blockType) => {
    expect(check({ blockType, required: true, details: 'lease' }, {})).toEqual({})
  })
})

describe('validateStep: formats and limits', () => {
  it.each([
    ['512-555-0100', true],
    ['(512) 555 0100', true],
    ['+1 512 555 0100', true],
    ['555-0100', false],
    ['012-555-0100', false],
    ['+44 20 7946 0958', false],
  ])("phone %s valid: %s (message 'Please enter a valid phone number.')", (phone, valid) => {
    expect(check({ blockType: 'phone' }, { field: phone })).toEqual(valid ? {} : { field: 'Please enter a valid phone number.' })
  })

  it('numbers and amounts must be numbers (currency: whole cents, not negative)', () => {
    expect(check({ blockType: 'number' }, { field: '12' })).toEqual({ field: 'Please enter a valid number' })
    expect(check({ blockType: 'number' }, { field: -2.5 })).toEqual({})
    expect(check({ blockType: 'currency' }, { field: 12.5 })).toEqual({ field: formMessages.moneyInvalid })
    expect(check({ blockType: 'currency' }, { field: -100 })).toEqual({ field: formMessages.moneyNotNegative })
    expect(check({ blockType: 'currency' }, { field: 125050 })).toEqual({})
  })

  it('caps text lengths', () => {
    expect(check({ blockType: 'text' }, { field: 'x'.repeat(MAX_TEXT_LENGTH + 1) })).toEqual({ field: formMessages.tooLong(MAX_TEXT_LENGTH) })
    expect(check({ blockType: 'textarea' }, { field: 'x'.repeat(MAX_TEXT_LENGTH + 1) })).toEqual({})
    expect(check({ blockType: 'advancedTextarea' }, { field: 'x'.repeat(MAX_LONG_TEXT_LENGTH + 1) })).toEqual({ field: 'Use at most 20,000 characters.' })
  })

  it('refuses a checkbox group value that is not an option', () => {
    expect(check({ blockType: 'checkboxGroup', checkboxOptions: [{ label: 'Gas', value: 'gas' }] }, { field: ['oil'] })).toEqual({ field: messages.fieldRequired })
  })
})

describe('validateStep: repeaters and minBlocks', () => {
  const repeater = {
    blockType: 'repeater',
    name: 'tenants',
    minBlocks: 2,
    blocks: [
      { blockType: 'text', name: 'fullName', required: true },
      { blockType: 'checkbox', name: 'isMinor' },
      { blockType: 'number', name: 'age', required: true, conditional: { enableConditional: true, fieldSelector: 'isMinor', conditionalIs: 'equal', value: true } },
    ],
  }

  it('needs minBlocks rows', () => {
    expect(check(repeater, { tenants: [] })).toEqual({ tenants: messages.fieldRequired })
    expect(check(repeater, { tenants: [{ fullName: 'Ana' }] })).toEqual({ tenants: 'Add at least 2 entries.' })
    expect(check(repeater, { tenants: [{ fullName: 'Ana' }, { fullName: 'Ben' }] })).toEqual({})
  })

  it('checks each row, with conditions read from the row', () => {
    expect(check(repeater, { tenants: [{ fullName: '' }, { fullName: 'Ben', isMinor: true }, { fullName: 'Cy', isMinor: false }] })).toEqual({
      'tenants.0.fullName': messages.fieldRequired,
      'tenants.1.age': messages.fieldRequired,
    })
  })

  it('stringRepeater: minBlocks entries', () => {
    expect(check({ blockType: 'stringRepeater', minBlocks: 1 }, { field: [] })).toEqual({ field: messages.fieldRequired })
    expect(check({ blockType: 'stringRepeater', minBlocks: 3 }, { field: ['a', 'b'] })).toEqual({ field: 'Add at least 3 entries.' })
    expect(check({ blockType: 'stringRepeater', minBlocks: 1, conditional: { enableConditional: true, fieldSelector: 'x', conditionalIs: 'exists' } }, { field: [] })).toEqual({})
  })
})

describe('hidden fields neither shown nor required', () => {
  it('a hidden required field does not block its page', () => {
    const [parties] = buildSteps(form, {})
    const monthly = { ...complete, leaseType: 'monthly', startDate: null, endDate: null }
    expect(validateStep(parties, monthly)).toEqual({})
    expect(validateStep(parties, { ...monthly, leaseType: 'fixed' })).toEqual({ startDate: messages.fieldRequired, endDate: messages.fieldRequired })
  })

  it('a hidden section does not block the form', () => {
    // Pets allowed: the no-pets page (required clause) is gone, the pet names are asked instead.
    const withPets = { ...complete, petsAllowed: true, noPetsClause: null }
    expect(validateForm(form, withPets)).toEqual({ petNames: messages.fieldRequired })
    expect(validateForm(form, { ...withPets, petNames: ['Rex'] })).toEqual({})
    expect(validateForm(form, complete)).toEqual({})
  })

  it('each dynamic entry is validated under its own names', () => {
    const two = { ...complete, tenants: [{ fullName: 'Ana' }, { fullName: 'Ben' }], 'tenantDetails.1.hasVehicle': true }
    expect(validateForm(form, two)).toEqual({ 'tenantDetails.1.employer': messages.fieldRequired, 'tenantDetails.1.plate': messages.fieldRequired })
  })

  it('validateForm cascades: a field hidden because its controller is hidden is not required', () => {
    const cascade = leaseTestForm()
    const money = cascade.fields[1]
    if (money.blockType !== 'pageSection') throw new Error('fixture changed')
    money.blocks[5].conditional = { enableConditional: true, fieldSelector: 'leaseType', conditionalIs: 'equal', value: 'fixed' }
    // petsAllowed is stale (hidden for a monthly lease): petNames is not asked, and the no-pets page shows.
    const answers = { ...complete, leaseType: 'monthly', petsAllowed: true, petNames: [], noPetsClause: 'None.' }
    expect(validateForm(cascade, answers)).toEqual({})
  })
})

describe('stepStatuses and firstIncompleteStep', () => {
  const steps = buildSteps(form, { ...complete, paymentMethod: 'check', leaseType: 'monthly' })
  const keys = steps.map((step) => step.key)

  it('builds the pages the statuses are about', () => {
    expect(keys).toEqual(['parties', 'money', 'tenantDetails.0', 'petPolicy'])
  })

  it('current; complete when visited and filled; incomplete when not visited or missing a required field', () => {
    const answers = { ...complete, paymentMethod: 'check', leaseType: 'monthly', 'tenantDetails.0.employer': null }
    expect(stepStatuses(steps, answers, 1)).toEqual(['complete', 'current', 'incomplete', 'incomplete'])
    expect(stepStatuses(steps, answers, 0, ['parties', 'money', 'tenantDetails.0', 'petPolicy'])).toEqual(['current', 'complete', 'incomplete', 'complete'])
    expect(stepStatuses(steps, { ...answers, landlordName: '' }, 3)).toEqual(['incomplete', 'complete', 'incomplete', 'current'])
  })

  it('a page without required fields is complete even unvisited', () => {
    const optional = { blocks: [{ blockType: 'text', name: 'note' } as FieldBlock] }
    const required = { blocks: [{ blockType: 'text', name: 'note', required: true } as FieldBlock] }
    expect(hasRequiredFields(optional, {})).toBe(false)
    expect(hasRequiredFields(required, {})).toBe(true)
    const pages = [
      { ...steps[0], index: 0, key: 'a', blocks: optional.blocks },
      { ...steps[0], index: 1, key: 'b', blocks: required.blocks },
      { ...steps[0], index: 2, key: 'c', blocks: required.blocks },
    ]
    expect(stepStatuses(pages, { note: 'x' }, 1, [])).toEqual(['complete', 'current', 'incomplete'])
  })

  it('firstIncompleteStep: the first page with an empty required field, or null', () => {
    const answers = { ...complete, paymentMethod: 'check', leaseType: 'monthly' }
    expect(firstIncompleteStep(steps, answers)).toBeNull()
    expect(firstIncompleteStep(steps, { ...answers, noPetsClause: '', rent: null })?.key).toBe('money')
    expect(firstIncompleteStep(steps, { ...answers, noPetsClause: '' })?.index).toBe(3)
    expect(firstIncompleteStep(steps, {})?.key).toBe('parties')
  })
})
