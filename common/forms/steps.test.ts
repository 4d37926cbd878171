import { describe, expect, it } from 'vitest'
import { leaseTestForm } from './fixtures'
import { applyDefaults, buildSteps, defaultAnswer, documentName, entryAnswers, prefillLeaseAnswers, submissionData, USER_DEFINED_DOCUMENT_NAME, visibleAnswers } from './steps'
import type { Answers } from './values'

const form = leaseTestForm()
const keys = (answers: Answers) => buildSteps(form, answers).map((step) => step.key)

describe('buildSteps', () => {
  it('makes one step per visible page section, in order', () => {
    const steps = buildSteps(form, {})
    expect(steps.map((step) => [step.key, step.index, step.title])).toEqual([
      ['parties', 0, 'Parties'],
      ['money', 1, 'Rent and deposit'],
      ['petPolicy', 2, 'No pets'],
      // No payment method yet: 'not-equal check' holds.
      ['terms', 3, 'Terms'],
    ])
    expect(steps[0].blocks).toBe(form.fields[0].blockType === 'pageSection' ? form.fields[0].blocks : null)
    expect(steps[0].entry).toBeNull()
  })

  it('removes hidden sections: single conditions and AND/OR lists', () => {
    // petPolicy shows while petsAllowed does not exist; terms shows for a fixed lease OR a method other than check.
    expect(keys({ petsAllowed: true, paymentMethod: 'check' })).toEqual(['parties', 'money'])
    expect(keys({ leaseType: 'fixed', paymentMethod: 'check' })).toEqual(['parties', 'money', 'petPolicy', 'terms'])
    expect(keys({ leaseType: 'monthly', paymentMethod: 'online' })).toEqual(['parties', 'money', 'petPolicy', 'terms'])
    expect(keys({ leaseType: 'monthly', paymentMethod: 'check' })).toEqual(['parties', 'money', 'petPolicy'])
  })

  it('expands a dynamic section once per entry of its repeater, labelled by valueField', () => {
    const steps = buildSteps(form, { tenants: [{ fullName: 'Ana Ruiz' }, { fullName: 'Ben Ode' }, { fullName: '' }], petsAllowed: true, paymentMethod: 'check' })
    expect(steps.map((step) => [step.key, step.title, step.entry])).toEqual([
      ['parties', 'Parties', null],
      ['money', 'Rent and deposit', null],
      ['tenantDetails.0', 'Tenant details: Ana Ruiz', { index: 0, label: 'Ana Ruiz', prefix: 'tenantDetails.0' }],
      ['tenantDetails.1', 'Tenant details: Ben Ode', { index: 1, label: 'Ben Ode', prefix: 'tenantDetails.1' }],
      ['tenantDetails.2', 'Tenant details 3', { index: 2, label: '', prefix: 'tenantDetails.2' }],
    ])
    expect(steps.map((step) => step.index)).toEqual([0, 1, 2, 3, 4])
  })

  it('namespaces the fields of each entry, and the conditions that read them', () => {
    const steps = buildSteps(form, { tenants: [{ fullName: 'Ana' }, { fullName: 'Ben' }] })
    const second = steps.find((step) => step.key === 'tenantDetails.1')!
    expect(second.blocks.map((block) => ('name' in block ? block.name : null))).toEqual(['tenantDetails.1.employer', 'tenantDetails.1.hasVehicle', 'tenantDetails.1.plate'])
    expect(second.blocks[2].conditional?.fieldSelector).toBe('tenantDetails.1.hasVehicle')
    // The template itself is untouched.
    const template = form.fields[2].blockType === 'dynamicPageSection' ? form.fields[2].template : []
    expect(template.map((block) => ('name' in block ? block.name : null))).toEqual(['employer', 'hasVehicle', 'plate'])
  })

  it('expands from a stringRepeater too, and finds the source by block id', () => {
    const stringForm = leaseTestForm()
    const dynamic = stringForm.fields[2]
    if (dynamic.blockType !== 'dynamicPageSection') throw new Error('fixture changed')
    dynamic.repeaterSource = { fieldId: 'm6', valueField: null }
    const steps = buildSteps(stringForm, { petsAllowed: true, petNames: ['Rex', 'Tom'] })
    expect(steps.filter((step) => step.entry).map((step) => step.title)).toEqual(['Tenant details: Rex', 'Tenant details: Tom'])
  })

  it('has no dynamic pages when the source is empty or hidden', () => {
    expect(keys({ tenants: [] })).not.toContain('tenantDetails.0')
    const hiddenSource = leaseTestForm()
    const dynamic = hiddenSource.fields[2]
    if (dynamic.blockType !== 'dynamicPageSection') throw new Error('fixture changed')
    dynamic.repeaterSource = { fieldId: 'petNames', valueField: null }
    // petNames shows only while pets are allowed: a stale list makes no pages.
    expect(buildSteps(hiddenSource, { petsAllowed: false, petNames: ['Rex'] }).some((step) => step.entry)).toBe(false)
    expect(buildSteps(hiddenSource, { petsAllowed: true, petNames: ['Rex'] }).some((step) => step.entry)).toBe(true)
  })
})

describe('visibleAnswers', () => {
  it('drops hidden fields, stale dynamic entries, hidden row fields and unknown keys', () => {
    const answers: Answers = {
      leaseType: 'monthly',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      petsAllowed: false,
      petNames: ['Rex'],
      tenants: [{ fullName: 'Ana', isMinor: false, age: 12 }],
      'tenantDetails.0.employer': 'Acme',
      'tenantDetails.3.employer': 'Gone',
      somethingElse: 'x',
    }
    expect(visibleAnswers(form, answers)).toEqual({
      leaseType: 'monthly',
      petsAllowed: false,
      tenants: [{ fullName: 'Ana', isMinor: false }],
      'tenantDetails.0.employer': 'Acme',
    })
  })

  it('cascades: a field controlled by a hidden field is hidden too', () => {
    const cascade = leaseTestForm()
    const money = cascade.fields[1]
    if (money.blockType !== 'pageSection') throw new Error('fixture changed')
    // petsAllowed itself now shows only for a fixed lease.
    money.blocks[5].conditional = { enableConditional: true, fieldSelector: 'leaseType', conditionalIs: 'equal', value: 'fixed' }
    const answers: Answers = { leaseType: 'monthly', petsAllowed: true, petNames: ['Rex'] }
    expect(visibleAnswers(cascade, answers)).toEqual({ leaseType: 'monthly' })
    expect(buildSteps(cascade, answers).map((step) => step.key)).toContain('petPolicy')
    expect(visibleAnswers(cascade, { ...answers, leaseType: 'fixed' })).toEqual({ leaseType: 'fixed', petsAllowed: true, petNames: ['Rex'] })
  })

  it('stops on a cycle of conditions', () => {
    const cyclic = leaseTestForm()
    const parties = cyclic.fields[0]
    if (parties.blockType !== 'pageSection') throw new Error('fixture changed')
    parties.blocks[1].conditional = { enableConditional: true, fieldSelector: 'landlordPhone', conditionalIs: 'not-exists' }
    parties.blocks[2].conditional = { enableConditional: true, fieldSelector: 'landlordName', conditionalIs: 'exists' }
    expect(() => visibleAnswers(cyclic, { landlordName: 'A', landlordPhone: '5125550100' })).not.toThrow()
  })
})

describe('applyDefaults', () => {
  it('fills absent keys with typed defaults, keeps what the visitor cleared', () => {
    const filled = applyDefaults(form, { securityDeposit: null })
    expect(filled).toMatchObject({ securityDeposit: null, lateFeeDays: 5, petsAllowed: false })
    expect(applyDefaults(form, {})).toMatchObject({ securityDeposit: 50000 })
  })

  it('fills the defaults of new dynamic entries', () => {
    const withDefault = leaseTestForm()
    const dynamic = withDefault.fields[2]
    if (dynamic.blockType !== 'dynamicPageSection' || dynamic.template[0].blockType !== 'text') throw new Error('fixture changed')
    dynamic.template[0].defaultValue = 'Self-employed'
    const filled = applyDefaults(withDefault, { tenants: [{ fullName: 'Ana' }, { fullName: 'Ben' }], 'tenantDetails.0.employer': 'Acme' })
    expect(filled['tenantDetails.0.employer']).toBe('Acme')
    expect(filled['tenantDetails.1.employer']).toBe('Self-employed')
  })

  it.each([
    [{ blockType: 'number', name: 'n', defaultValue: '1,5' }, 15],
    [{ blockType: 'number', name: 'n', defaultValue: 'abc' }, undefined],
    [{ blockType: 'currency', name: 'c', defaultValue: 125000 }, 125000],
    [{ blockType: 'currency', name: 'c', defaultValue: '$1,250.50' }, 125050],
    [{ blockType: 'checkbox', name: 'c', defaultValue: 'true' }, true],
    [{ blockType: 'checkboxGroup', name: 'g', defaultValue: 'water, oil', checkboxOptions: [{ label: 'Water', value: 'water' }] }, ['water']],
    [{ blockType: 'stringRepeater', name: 's', defaultValue: 'a|b; c', delimiter: '|' }, ['a', 'b', 'c']],
    [{ blockType: 'select', name: 's', defaultValue: 'x', selectOptions: [{ label: 'Y', value: 'y' }] }, undefined],
    [{ blockType: 'radioGroup', name: 'r', defaultValue: 'y', radioOptions: [{ label: 'Y', value: 'y' }] }, 'y'],
    [{ blockType: 'text', name: 't', defaultValue: '  ' }, undefined],
    [{ blockType: 'textarea', name: 't', defaultValue: ' Net 30 ' }, 'Net 30'],
  ] as const)('defaultAnswer(%j) → %j', (block, expected) => {
    expect(defaultAnswer(block as never)).toEqual(expected)
  })
})

describe('documentName and submissionData', () => {
  it('joins prepend, answer and append', () => {
    expect(documentName(form, { documentTitle: ' 12 Oak St ' })).toBe('Lease for 12 Oak St')
    const appended = leaseTestForm()
    const parties = appended.fields[0]
    if (parties.blockType !== 'pageSection' || parties.blocks[0].blockType !== 'documentName') throw new Error('fixture changed')
    parties.blocks[0].prepend = null
    parties.blocks[0].append = '(2026)'
    expect(documentName(appended, { documentTitle: 'Oak St lease' })).toBe('Oak St lease (2026)')
  })

  it('has no name without an answer or when the block is hidden', () => {
    expect(documentName(form, {})).toBeNull()
    expect(documentName(form, { documentTitle: '  ' })).toBeNull()
    const hidden = leaseTestForm()
    hidden.fields[0].conditional = { enableConditional: true, fieldSelector: 'nothing', conditionalIs: 'exists' }
    expect(documentName(hidden, { documentTitle: 'Oak' })).toBeNull()
  })

  it('stores the visible answers and userDefinedDocumentName', () => {
    expect(submissionData(form, { documentTitle: 'Oak', startDate: '2026-01-01', leaseType: 'monthly' })).toEqual({
      documentTitle: 'Oak',
      leaseType: 'monthly',
      [USER_DEFINED_DOCUMENT_NAME]: 'Lease for Oak',
    })
    expect(submissionData(form, {})).toEqual({})
  })
})

describe('entryAnswers and prefillLeaseAnswers', () => {
  it("reads one dynamic entry's answers by the template's names", () => {
    expect(entryAnswers({ 'tenantDetails.0.employer': 'Acme', 'tenantDetails.1.employer': 'Beta', rent: 1 }, 'tenantDetails.1')).toEqual({ employer: 'Beta' })
  })

  it("fills the lease id and the named currency fields from the lease's cents", () => {
    const money = form.fields[1]
    if (money.blockType !== 'pageSection' || money.blocks[0].blockType !== 'prefillLease') throw new Error('fixture changed')
    expect(prefillLeaseAnswers(money.blocks[0], { id: 42, rent: 185000, securityDeposit: 185000 })).toEqual({ lease: '42', rent: 185000, securityDeposit: 185000 })
    expect(prefillLeaseAnswers(money.blocks[0], { id: 'a1', rent: null })).toEqual({ lease: 'a1' })
  })
})
