import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { buildSteps, formDefinitionSchema, parseFormData, type Answers, type FieldErrors, type FormDefinition } from '@common/forms'
import { leaseTestForm } from '@common/forms/fixtures'
import { FormStep, formStepMessages, type FormStepProps } from './form-step'
import { buttons, controls, serializeForm } from './test-html'

const form = leaseTestForm()

function stepOf(definition: FormDefinition, key: string, answers: Answers = {}) {
  const step = buildSteps(definition, answers).find((candidate) => candidate.key === key)
  if (!step) throw new Error(`No step ${key}`)
  return step
}

function render(key: string, answers: Answers = {}, props: Partial<Omit<FormStepProps, 'step' | 'answers'>> = {}, definition = form) {
  return renderToString(<FormStep step={stepOf(definition, key, answers)} answers={answers} {...props} />)
}

/** A one-page form of the given blocks. */
function singlePage(blocks: unknown[]): FormDefinition {
  return formDefinitionSchema.parse({ fields: [{ blockType: 'pageSection', name: 'page', label: 'Page', blocks }] })
}

/** [intent, text] of every submit button posting an intent. */
function intentButtons(html: string) {
  return buttons(html)
    .filter((button) => button.attributes.name === 'intent' && button.attributes.type === 'submit')
    .map((button) => [button.attributes.value, button.text])
}

function only(html: string, name: string) {
  const found = controls(html, name)
  expect(found, `controls named ${name}`).toHaveLength(1)
  return found[0].attributes
}

describe('FormStep: the blocks', () => {
  it('renders the page title, text, phone (tel) and documentName with its prepend and append', () => {
    const withAppend = leaseTestForm()
    const parties = withAppend.fields[0]
    if (parties.blockType !== 'pageSection' || parties.blocks[0].blockType !== 'documentName') throw new Error('fixture changed')
    parties.blocks[0].append = '(draft)'
    const html = render('parties', { documentTitle: '12 Elm St', landlordName: 'Dana Lee', landlordPhone: '(415) 555-0100' }, {}, withAppend)
    expect(html).toMatch(/<h2[^>]*>Parties<\/h2>/)
    expect(only(html, 'landlordName')).toMatchObject({ type: 'text', value: 'Dana Lee' })
    expect(only(html, 'landlordPhone')).toMatchObject({ type: 'tel', value: '(415) 555-0100', autoComplete: 'tel' })
    expect(only(html, 'documentTitle')).toMatchObject({ value: '12 Elm St' })
    expect(html).toMatch(/data-side="left"[^>]*>Lease for<\/div>/)
    expect(html).toMatch(/data-side="right"[^>]*>\(draft\)<\/div>/)
    // A visible label for every control, and '(optional)' on the ones that are not required.
    expect(html).toMatch(/<label[^>]*for="form-field-landlordName"[^>]*>Landlord<\/label>/)
    expect(html).toMatch(/<label[^>]*for="form-field-landlordPhone"[^>]*>Landlord phone<span[^>]*> <!-- -->\(optional\)/)
    // Never the native required attribute: Back must post an incomplete page.
    expect(html).not.toMatch(/\srequired=""/)
  })

  it('renders a radio group as named radios with the answer checked', () => {
    const html = render('parties', { leaseType: 'monthly' })
    const radios = controls(html, 'leaseType')
    expect(radios.map((radio) => [radio.attributes.type, radio.attributes.value, 'checked' in radio.attributes])).toEqual([
      ['radio', 'fixed', false],
      ['radio', 'monthly', true],
    ])
    expect(html).toContain('Fixed term')
    expect(html).toContain('Month to month')
  })

  it('leaves hidden blocks out and shows them when their condition holds (dateRange with startSlug / endSlug)', () => {
    const monthly = render('parties', { leaseType: 'monthly' })
    expect(controls(monthly, 'startDate')).toHaveLength(0)
    expect(monthly).not.toContain('Lease term')

    const fixed = render('parties', { leaseType: 'fixed', startDate: '2026-12-01', endDate: '2027-11-30' })
    expect(only(fixed, 'startDate')).toMatchObject({ type: 'date', value: '2026-12-01' })
    expect(only(fixed, 'endDate')).toMatchObject({ type: 'date', value: '2027-11-30' })
    expect(fixed).toMatch(/<legend[^>]*>Lease term<\/legend>/)
    expect(fixed).toContain(formStepMessages.startDate)
    expect(fixed).toContain(formStepMessages.endDate)
  })

  it('renders a message as a callout and a subHeading as a heading', () => {
    const html = render('parties')
    expect(html).toMatch(/class="[^"]*rt-CalloutRoot[^"]*"[\s\S]*Every adult tenant signs the lease\./)
    // The fixture's label is '<h3 onclick="x()">Tenants</h3>': kept as rich text, the handler dropped.
    expect(html).toContain('<h3>Tenants</h3>')
    expect(html).not.toContain('onclick')
  })

  it('renders minBlocks repeater rows named name.N.field, with Add another and no Remove at the minimum', () => {
    const html = render('parties')
    expect(only(html, 'tenants.0.fullName')).toMatchObject({ type: 'text' })
    expect(only(html, 'tenants.0.email')).toMatchObject({ type: 'text' })
    expect(only(html, 'tenants.0.isMinor')).toMatchObject({ type: 'checkbox' })
    expect(controls(html, 'tenants.1.fullName')).toHaveLength(0)
    expect(intentButtons(html)).toEqual([
      ['next', ''],
      ['repeater-add:tenants', formStepMessages.addRow],
    ])
  })

  it('renders the answered rows (and more when the route asks), each with Remove, and row conditions per row', () => {
    const answers: Answers = {
      tenants: [
        { fullName: 'Ana Ruiz', email: 'ana@example.com', isMinor: false },
        { fullName: 'Leo Ruiz', email: null, isMinor: true, age: 16 },
      ],
    }
    const html = render('parties', answers, { repeaterRows: { tenants: 3 } })
    expect(only(html, 'tenants.0.fullName').value).toBe('Ana Ruiz')
    expect(only(html, 'tenants.1.fullName').value).toBe('Leo Ruiz')
    expect('checked' in only(html, 'tenants.1.isMinor')).toBe(true)
    // Age shows only in the row of the minor.
    expect(controls(html, 'tenants.0.age')).toHaveLength(0)
    expect(only(html, 'tenants.1.age').value).toBe('16')
    // A third, blank row.
    expect(only(html, 'tenants.2.fullName').value).toBeUndefined()
    expect(intentButtons(html)).toEqual([
      ['next', ''],
      ['repeater-remove:tenants:0', 'Remove'],
      ['repeater-remove:tenants:1', 'Remove'],
      ['repeater-remove:tenants:2', 'Remove'],
      ['repeater-add:tenants', 'Add another'],
    ])
    expect(buttons(html)[1].attributes['aria-label']).toBe('Remove Tenants 1')
  })

  it('renders what the visitor page’s script needs when enhanced: hidden blocks and row blocks with `hidden`, each row’s Remove (hidden at the minimum), a blank row template and the step as JSON', () => {
    const answers: Answers = { leaseType: 'monthly', tenants: [{ fullName: 'Ana Ruiz', isMinor: false }] }
    const plain = render('parties', answers)
    const html = render('parties', answers, { enhance: true })
    // The lease term (fixed leases only) is absent without the script, present and hidden with it.
    expect(controls(plain, 'startDate')).toHaveLength(0)
    expect(only(html, 'startDate')).toBeDefined()
    expect(html).toMatch(/<div hidden="" data-block-type="dateRange" data-block-index="\d+">/)
    expect(html).toMatch(/<div hidden="" data-block-type="number" data-row-block-index="3">/)
    // One row at the minimum: its Remove is there but hidden; the template's (row 1) is not.
    expect(html).toMatch(/<fieldset[^>]*data-repeater="tenants" data-min-rows="1"/)
    expect(html).toMatch(/<span hidden="" data-row-remove="">[^]*?value="repeater-remove:tenants:0"/)
    const template = /<template data-repeater-template="">([^]*?)<\/template>/.exec(html)?.[1] ?? ''
    expect(controls(template, 'tenants.1.fullName')).toHaveLength(1)
    expect(template).toMatch(/<span data-row-remove="">/)
    expect(template).toContain('data-repeater-row="1"')
    const json = /<script type="application\/json" data-form-step-data="">([^<]*)<\/script>/.exec(html)?.[1] ?? ''
    expect(JSON.parse(json)).toMatchObject({ step: { key: 'parties' }, answers })
    // Not enhanced (the hydrated app): none of it.
    expect(plain).not.toMatch(/<template|data-form-step-data|data-row-remove="" hidden/)
  })

  it('shows cents as dollars in currency fields, and numbers, selects, checkboxes as answered', () => {
    const html = render('money', { rent: 125000, securityDeposit: 50, lateFeeDays: 5, paymentMethod: 'online', petsAllowed: true, petNames: ['Rex', 'Tom'], utilities: ['water', 'electric'] })
    expect(only(html, 'rent')).toMatchObject({ type: 'text', value: '1250.00', inputMode: 'decimal' })
    expect(only(html, 'securityDeposit').value).toBe('0.50')
    expect(html).toMatch(/data-side="left"[^>]*>\$<\/div>/)
    expect(only(html, 'lateFeeDays')).toMatchObject({ value: '5', inputMode: 'decimal' })
    expect(html).toMatch(/<select[^>]*name="paymentMethod"[\s\S]*?<option value="online" selected="">Online<\/option>/)
    expect('checked' in only(html, 'petsAllowed')).toBe(true)
    const utilities = controls(html, 'utilities')
    expect(utilities.map((box) => [box.attributes.value, 'checked' in box.attributes])).toEqual([
      ['water', true],
      ['gas', false],
      ['electric', true],
    ])
  })

  it('renders a stringRepeater as one textarea, one entry a line, with the hint', () => {
    const html = render('money', { petsAllowed: true, petNames: ['Rex', 'Tom'] })
    expect(html).toMatch(/<textarea[^>]*name="petNames"[^>]*>Rex\nTom<\/textarea>/)
    expect(html).toContain(formStepMessages.stringListHint)
  })

  it('shows prefillLease only to signed-in landlords: a lease select and, without JavaScript, Use this lease', () => {
    expect(controls(render('money'), 'lease')).toHaveLength(0)
    const html = render('money', { lease: '42' }, { leaseOptions: [{ id: 41, label: '12 Elm St — Ana Ruiz', rent: 180000, securityDeposit: 180000 }, { id: '42', label: '9 Oak Ave', rent: 99000 }] })
    expect(html).toMatch(/<select[^>]*name="lease"[\s\S]*?<option value="41">12 Elm St — Ana Ruiz<\/option><option value="42" selected="">9 Oak Ave<\/option>/)
    expect(intentButtons(html)).toEqual([
      ['next', ''],
      ['prefill-lease', formStepMessages.useLease],
    ])
    expect(render('money', {}, { leaseOptions: [] })).toContain(formStepMessages.noLeases)
  })

  it('renders a textarea with its answer, and a block description as the hint the control points at', () => {
    const html = render('petPolicy', { noPetsClause: 'No pets, except service animals.' })
    expect(html).toMatch(/<textarea[^>]*name="noPetsClause"[^>]*>No pets, except service animals\.<\/textarea>/)
    const described = singlePage([{ blockType: 'text', name: 'unitNumber', label: 'Unit', description: 'As on the mailbox.' }])
    const withHint = renderToString(<FormStep step={stepOf(described, 'page')} answers={{}} errors={{ unitNumber: 'Use at most 500 characters.' }} />)
    expect(only(withHint, 'unitNumber')['aria-describedby']).toBe('form-field-unitNumber-error form-field-unitNumber-description')
    expect(withHint).toMatch(/id="form-field-unitNumber-description"[^>]*>As on the mailbox\.</)
  })

  it('shows an advancedTextarea answer as text, never as markup', () => {
    const attack = '<strong>Quiet hours</strong><img src=x onerror="alert(1)"></textarea><script>alert(2)</script>'
    const html = render('terms', { leaseType: 'fixed', extraClauses: attack })
    const textarea = /<textarea[^>]*name="extraClauses"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)
    expect(textarea?.[1]).toBe('&lt;strong&gt;Quiet hours&lt;/strong&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<script')
    expect(html).toContain(formStepMessages.richTextHint)
  })

  it('shows review blocks from the summaries the route passes, and nothing to visitors', () => {
    const answers: Answers = { leaseType: 'fixed', lease: '41' }
    expect(render('terms', answers)).not.toContain('rt-DataListRoot')
    const reviews = { 'lease:41': { items: [{ label: 'Monthly rent', value: '$1,800.00' }, { label: 'Term', value: 'Dec 1, 2026 – Nov 30, 2027' }] } }
    const html = render('terms', answers, { reviews, leaseOptions: [{ id: 41, label: '12 Elm St' }] })
    expect(html).toMatch(/<h3[^>]*>Lease<\/h3>/)
    expect(html).toMatch(/rt-DataListLabel[^>]*>Monthly rent<\/dt>[\s\S]*?rt-DataListValue[^>]*>\$1,800\.00<\/dd>/)
    expect(html).toContain('Dec 1, 2026 – Nov 30, 2027')
    // A landlord who has not chosen a lease is told to.
    expect(render('terms', { leaseType: 'fixed' }, { leaseOptions: [] })).toContain(formStepMessages.reviewEmpty)
  })

  it('renders a dynamic entry with its namespaced names and values', () => {
    const answers: Answers = { tenants: [{ fullName: 'Ana Ruiz' }], 'tenantDetails.0.employer': 'Acme', 'tenantDetails.0.hasVehicle': true, 'tenantDetails.0.plate': '7ABC123' }
    const html = render('tenantDetails.0', answers)
    expect(html).toMatch(/<h2[^>]*>Tenant details: Ana Ruiz<\/h2>/)
    expect(only(html, 'tenantDetails.0.employer').value).toBe('Acme')
    expect(only(html, 'tenantDetails.0.plate').value).toBe('7ABC123')
    expect(controls(render('tenantDetails.0', { ...answers, 'tenantDetails.0.hasVehicle': false }), 'tenantDetails.0.plate')).toHaveLength(0)
  })
})

describe('FormStep: errors', () => {
  it('shows each error next to its field, linked with aria-describedby and aria-invalid, plus a summary', () => {
    const errors: FieldErrors = {
      landlordName: 'This field is required.',
      leaseType: 'This field is required',
      'tenants.0.fullName': 'This field is required.',
      tenants: 'Add at least 1 entry.',
    }
    const html = render('parties', {}, { errors })
    expect(html).toContain(formStepMessages.errorSummary)
    const landlord = only(html, 'landlordName')
    expect(landlord['aria-invalid']).toBe('true')
    expect(landlord['aria-describedby']).toBe('form-field-landlordName-error')
    expect(html).toMatch(/<ul id="form-field-landlordName-error"[^>]*>[\s\S]*?This field is required\.<\/span><\/li><\/ul>/)
    const row = only(html, 'tenants.0.fullName')
    expect(row['aria-describedby']).toBe('form-field-tenants__0__fullName-error')
    expect(html).toContain('id="form-field-tenants__0__fullName-error"')
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="form-field-leaseType-error"/)
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="form-field-tenants-error"[\s\S]*id="form-field-tenants-error"[\s\S]*Add at least 1 entry\./)
  })

  it('shows errors of currency, dateRange and checkbox fields', () => {
    const html = render('money', {}, { errors: { rent: 'Please enter a valid amount.' } })
    expect(only(html, 'rent')['aria-describedby']).toBe('form-field-rent-error')
    expect(html).toContain('Please enter a valid amount.')
    const dates = render('parties', { leaseType: 'fixed' }, { errors: { endDate: 'End date must be after the start date.' } })
    expect(only(dates, 'endDate')['aria-invalid']).toBe('true')
    expect(only(dates, 'startDate')['aria-invalid']).toBeUndefined()
    const terms = render('terms', { leaseType: 'fixed' }, { errors: { agree: 'This field is required.' } })
    expect(only(terms, 'agree')['aria-describedby']).toBe('form-field-agree-error')
  })

  it('shows no summary without errors', () => {
    expect(render('parties')).not.toContain(formStepMessages.errorSummary)
  })
})

describe('FormStep: rich text is sanitised before it is placed as HTML', () => {
  it('neutralises script, handlers and javascript: links in subHeading and message labels', () => {
    const attack = '<script>alert(1)</script><b onmouseover="alert(2)">Rules</b> <a href="javascript:alert(3)">here</a> <a href="https://example.com/rules">rules</a><iframe src="https://evil.test"></iframe>'
    const html = renderToString(
      <FormStep step={stepOf(singlePage([{ blockType: 'subHeading', label: attack }, { blockType: 'message', label: attack }]), 'page')} answers={{}} />,
    )
    expect(html).not.toMatch(/<script|onmouseover|javascript:|<iframe/)
    expect(html).toContain('<b>Rules</b>')
    expect(html).toContain('<a href="https://example.com/rules" rel="noopener noreferrer">rules</a>')
  })

  it('keeps a block-level subHeading out of an h3', () => {
    const html = renderToString(<FormStep step={stepOf(singlePage([{ blockType: 'subHeading', label: '<p>First</p><ul><li>Second</li></ul>' }]), 'page')} answers={{}} />)
    expect(html).not.toMatch(/<h3[^>]*><p>/)
    expect(html).toContain('<p>First</p><ul><li>Second</li></ul>')
  })
})

describe('FormStep: posts what parseFormData reads (JavaScript off)', () => {
  it('round-trips the answers of a page through its rendered inputs', () => {
    const answers: Answers = {
      documentTitle: '12 Elm St',
      landlordName: 'Dana Lee',
      landlordPhone: '(415) 555-0100',
      leaseType: 'fixed',
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      tenants: [
        { fullName: 'Ana Ruiz', email: 'ana@example.com', isMinor: false },
        { fullName: 'Leo Ruiz', email: null, isMinor: true, age: 16 },
      ],
    }
    const step = stepOf(form, 'parties', answers)
    const posted = serializeForm(renderToString(<FormStep step={step} answers={answers} />))
    const parsed = parseFormData(form, step, posted)
    expect(parsed.errors).toEqual({})
    // The hidden age of the first row posts nothing, which reads as null (the engine drops it as hidden).
    expect(parsed.answers).toEqual({ ...answers, tenants: [{ ...(answers.tenants as object[])[0], age: null }, (answers.tenants as object[])[1]] })
  })

  it('round-trips money, lists and choices, and the Enter key posts intent next', () => {
    const answers: Answers = { rent: 125050, securityDeposit: 0, lateFeeDays: 3.5, paymentMethod: 'check', petsAllowed: true, petNames: ['Rex', 'Tom'], utilities: ['gas'] }
    const step = stepOf(form, 'money', answers)
    const html = renderToString(<FormStep step={step} answers={answers} />)
    const parsed = parseFormData(form, step, serializeForm(html))
    expect(parsed.answers).toEqual({ ...answers, lease: null })
    // The first submit button of the page is the hidden default one.
    expect(buttons(html)[0].attributes).toMatchObject({ type: 'submit', name: 'intent', value: 'next', 'aria-hidden': 'true', tabindex: '-1' })
    expect(buttons(renderToString(<FormStep step={step} answers={answers} defaultIntent="preview" />))[0].attributes.value).toBe('preview')
  })

  it('round-trips rich text and a cleared currency', () => {
    const answers: Answers = { leaseType: 'fixed', extraClauses: '<p>No smoking <strong>anywhere</strong>.</p>', agree: true }
    const step = stepOf(form, 'terms', answers)
    const parsed = parseFormData(form, step, serializeForm(renderToString(<FormStep step={step} answers={answers} />)))
    expect(parsed.answers).toEqual({ extraClauses: answers.extraClauses, agree: true })
  })
})
