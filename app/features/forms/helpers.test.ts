import { describe, expect, it } from 'vitest'
import { buildSteps, formDefinitionSchema, parseFormData, type FormDefinition } from '@common/forms'
import { leaseTestForm } from '@common/forms/fixtures'
import { fieldDomId } from './field-meta'
import { applyRepeaterIntent, gotoIntent, parseFormStepIntent, postedRepeaterRows, repeaterAddIntent, repeaterRemoveIntent } from './intents'
import { reviewRequests } from './reviews'
import { postedStepAnswers, stepVisibility } from './visibility'

const form = leaseTestForm()
const parties = buildSteps(form, {})[0]

function page(blocks: unknown[]): FormDefinition {
  return formDefinitionSchema.parse({ fields: [{ blockType: 'pageSection', name: 'page', label: 'Page', blocks }] })
}
const when = (fieldSelector: string, conditionalIs: string, value?: unknown) => ({ enableConditional: true, fieldSelector, conditionalIs, value })

describe('intents', () => {
  it('reads every intent the page posts, and nothing else', () => {
    expect(parseFormStepIntent('next')).toEqual({ type: 'next' })
    expect(parseFormStepIntent('back')).toEqual({ type: 'back' })
    expect(parseFormStepIntent('preview')).toEqual({ type: 'preview' })
    expect(parseFormStepIntent('prefill-lease')).toEqual({ type: 'prefill-lease' })
    expect(parseFormStepIntent(repeaterAddIntent('tenants'))).toEqual({ type: 'repeater-add', name: 'tenants' })
    expect(parseFormStepIntent(repeaterRemoveIntent('tenants', 2))).toEqual({ type: 'repeater-remove', name: 'tenants', index: 2 })
    expect(parseFormStepIntent(gotoIntent('tenantDetails.1'))).toEqual({ type: 'goto', stepKey: 'tenantDetails.1' })
    for (const other of [null, undefined, '', 'delete', 'repeater-remove:tenants', 'repeater-remove:tenants:x', 'repeater-add:', 'goto:']) expect(parseFormStepIntent(other)).toBeNull()
  })

  it('counts the posted rows of each repeater, blank ones included', () => {
    const posted = new URLSearchParams([
      ['tenants.0.fullName', 'Ana'],
      ['tenants.1.fullName', ''],
      ['tenants.2.email', ''],
      ['landlordName', 'Dana'],
      ['other.4.x', 'ignored'],
    ])
    expect(postedRepeaterRows(parties, posted)).toEqual({ tenants: 3 })
  })

  it('adds a row: one more to show, the post unchanged', () => {
    const posted = new URLSearchParams([
      ['tenants.0.fullName', 'Ana'],
      ['intent', 'repeater-add:tenants'],
    ])
    const result = applyRepeaterIntent(parties, posted, parseFormStepIntent(posted.get('intent')))
    expect(result.repeaterRows).toEqual({ tenants: 2 })
    expect(result.formData.toString()).toBe(posted.toString())
    // No row posted yet (a repeater without minBlocks): the first one.
    expect(applyRepeaterIntent(parties, new URLSearchParams(), { type: 'repeater-add', name: 'tenants' }).repeaterRows).toEqual({ tenants: 1 })
  })

  it('removes a row: its fields dropped, later rows renumbered, one fewer to show', () => {
    const posted = new URLSearchParams([
      ['landlordName', 'Dana'],
      ['tenants.0.fullName', 'Ana'],
      ['tenants.1.fullName', 'Ben'],
      ['tenants.1.isMinor', 'on'],
      ['tenants.2.fullName', 'Cy'],
    ])
    const result = applyRepeaterIntent(parties, posted, { type: 'repeater-remove', name: 'tenants', index: 1 })
    expect([...result.formData.entries()]).toEqual([
      ['landlordName', 'Dana'],
      ['tenants.0.fullName', 'Ana'],
      ['tenants.1.fullName', 'Cy'],
    ])
    expect(result.repeaterRows).toEqual({ tenants: 2 })
    expect(parseFormData(form, parties, result.formData).answers.tenants).toEqual([
      { fullName: 'Ana', email: null, isMinor: false, age: null },
      { fullName: 'Cy', email: null, isMinor: false, age: null },
    ])
  })

  it('leaves the post alone for other intents and unknown repeaters', () => {
    const posted = new URLSearchParams([['tenants.0.fullName', 'Ana']])
    expect(applyRepeaterIntent(parties, posted, { type: 'next' })).toEqual({ formData: posted, repeaterRows: { tenants: 1 } })
    expect(applyRepeaterIntent(parties, posted, { type: 'repeater-remove', name: 'pets', index: 0 }).formData.toString()).toBe(posted.toString())
  })
})

describe('stepVisibility', () => {
  it('applies every operator, single conditions and AND/OR lists', () => {
    const definition = page([
      { blockType: 'text', name: 'kind' },
      { blockType: 'text', name: 'isHouse', conditional: when('kind', 'equal', 'house') },
      { blockType: 'text', name: 'notHouse', conditional: when('kind', 'not-equal', 'house') },
      { blockType: 'text', name: 'hasKind', conditional: when('kind', 'exists') },
      { blockType: 'text', name: 'noKind', conditional: when('kind', 'not-exists') },
      {
        blockType: 'text',
        name: 'both',
        conditional: { enableConditional: true, logic: 'AND', conditions: [{ fieldSelector: 'kind', conditionalIs: 'equal', value: 'house' }, { fieldSelector: 'pets', conditionalIs: 'exists' }] },
      },
      {
        blockType: 'text',
        name: 'either',
        conditional: { enableConditional: true, logic: 'OR', conditions: [{ fieldSelector: 'kind', conditionalIs: 'equal', value: 'house' }, { fieldSelector: 'pets', conditionalIs: 'exists' }] },
      },
    ])
    const step = buildSteps(definition, {})[0]
    expect(stepVisibility(step, {}).blocks).toEqual([true, false, true, false, true, false, false])
    expect(stepVisibility(step, { kind: 'house' }).blocks).toEqual([true, true, false, true, false, false, true])
    // 'pets' lives on another page: conditions read the whole form's answers.
    expect(stepVisibility(step, { kind: 'house', pets: 'cat' }).blocks).toEqual([true, true, false, true, false, true, true])
    expect(stepVisibility(step, { kind: 'flat', pets: 'cat' }).blocks).toEqual([true, false, true, true, false, false, true])
  })

  it('cascades: a field shown only by a hidden field is hidden too', () => {
    const definition = page([
      { blockType: 'checkbox', name: 'hasCar' },
      { blockType: 'text', name: 'plate', conditional: when('hasCar', 'equal', true) },
      { blockType: 'text', name: 'permit', conditional: when('plate', 'exists') },
    ])
    const step = buildSteps(definition, {})[0]
    expect(stepVisibility(step, { hasCar: true, plate: '7ABC123' }).blocks).toEqual([true, true, true])
    expect(stepVisibility(step, { hasCar: false, plate: '7ABC123' }).blocks).toEqual([true, false, false])
  })

  it('judges row blocks on their own row, and new rows as blank', () => {
    const visibility = stepVisibility(parties, { tenants: [{ fullName: 'Ana', isMinor: false }, { fullName: 'Leo', isMinor: true }] })
    // Row blocks: fullName, email, isMinor, age.
    expect(visibility.rows.tenants).toEqual([
      [true, true, true, false],
      [true, true, true, true],
    ])
    expect(visibility.blankRow.tenants).toEqual([true, true, true, false])
    // Rows as the page shows them right now take precedence over the draft's.
    expect(stepVisibility(parties, { tenants: [] }, { tenants: [{ isMinor: true }] }).rows.tenants).toEqual([[true, true, true, true]])
  })
})

describe('postedStepAnswers', () => {
  it('reads the page like the server, keeping rows at their position on the page', () => {
    const posted = new URLSearchParams([
      ['landlordName', ' Dana '],
      ['leaseType', 'fixed'],
      ['tenants.0.fullName', ''],
      ['tenants.1.fullName', 'Leo'],
      ['tenants.1.isMinor', 'on'],
      ['tenants.1.age', '16'],
    ])
    const { answers, rows } = postedStepAnswers(parties, posted)
    expect(answers).toMatchObject({ landlordName: 'Dana', leaseType: 'fixed', tenants: [{ fullName: 'Leo', isMinor: true, age: 16 }] })
    expect(rows.tenants).toEqual([
      { fullName: null, email: null, isMinor: false, age: null },
      { fullName: 'Leo', email: null, isMinor: true, age: 16 },
    ])
    expect(stepVisibility(parties, answers, rows).rows.tenants.map((row) => row[3])).toEqual([false, true])
  })
})

describe('reviewRequests', () => {
  it('asks for the details of the chosen lease of each visible review block', () => {
    const terms = buildSteps(form, { leaseType: 'fixed' }).find((step) => step.key === 'terms')!
    expect(reviewRequests(terms, { lease: '41' })).toEqual([{ key: 'lease:41', details: 'lease', leaseId: '41' }])
    expect(reviewRequests(terms, {})).toEqual([{ key: 'lease:', details: 'lease', leaseId: null }])
    const hidden = page([{ blockType: 'checkbox', name: 'show' }, { blockType: 'review', details: 'property', source: 'lease', conditional: when('show', 'equal', true) }])
    expect(reviewRequests(buildSteps(hidden, {})[0], { lease: '3' })).toEqual([])
    expect(reviewRequests(buildSteps(hidden, {})[0], { lease: '3', show: true })).toEqual([{ key: 'property:3', details: 'property', leaseId: '3' }])
  })
})

describe('fieldDomId', () => {
  it('gives every posted name its own element id', () => {
    expect(fieldDomId('rent')).toBe('form-field-rent')
    expect(fieldDomId('tenants.0.fullName')).toBe('form-field-tenants__0__fullName')
    expect(fieldDomId('tenantDetails.1.plate')).not.toBe(fieldDomId('tenantDetails.1-plate'))
  })
})
