import { describe, expect, test } from 'vitest'
import { answerKeys, buildSteps, formDefinitionSchema, sectionBlocks, validateForm, visibleAnswers, type Answers, type FieldBlock, type FormDefinition } from '@common/forms'
import { BLANK, documentBodySchema, findPlaceholders, renderDocumentPdf, type DocumentBody } from '@api/documents/pdf'
import { readPdfText } from '@api/documents/pdf/pdfText'
import { ALL_TEMPLATE_GROUPS, findTemplateSeed, type TemplateSeed } from './index'
import { LEASE_TENANT_DETAIL_ROWS } from './residentialLease'

const REQUIRED_GROUPS = ['residential-lease-agreement', 'lease-renewal', 'notice-to-enter', 'late-rent-notice', 'rent-increase-notice', 'security-deposit-itemisation']
const STATE_VARIANTS: Record<string, string[]> = {
  'residential-lease-agreement': ['CA', 'NY', 'TX', 'FL'],
  'security-deposit-itemisation': ['CA', 'NY', 'TX', 'FL'],
}

const everyTemplate = ALL_TEMPLATE_GROUPS.flatMap((group) => group.templates.map((template) => ({ slug: group.group.slug, label: `${group.group.slug} (${template.states.join(', ')})`, template })))

/** What each name a body may use refers to in its form. */
type FieldIndex = {
  /** Form-wide answer keys → the block filling them. */
  fields: Map<string, FieldBlock>
  /** Repeater name → its row fields. */
  repeaters: Map<string, Map<string, FieldBlock['blockType']>>
  /** Dynamic section name → its template's answer keys. */
  dynamic: Map<string, Map<string, FieldBlock>>
}

function indexForm(form: FormDefinition): FieldIndex {
  const index: FieldIndex = { fields: new Map(), repeaters: new Map(), dynamic: new Map() }
  for (const section of form.fields) {
    if (section.blockType === 'dynamicPageSection') {
      const own = new Map<string, FieldBlock>()
      for (const block of section.template) for (const key of answerKeys(block)) own.set(key, block)
      index.dynamic.set(section.name, own)
      continue
    }
    for (const block of sectionBlocks(section)) {
      for (const key of answerKeys(block)) index.fields.set(key, block)
      if (block.blockType === 'repeater') {
        index.repeaters.set(block.name, new Map(block.blocks.flatMap((row) => answerKeys(row).map((key) => [key, row.blockType] as const))))
      }
    }
  }
  return index
}

/** The block type a selector names ('tenants.0.fullName', 'tenantDetails.2.phone', 'monthlyRent'), or undefined. */
function resolve(index: FieldIndex, selector: string, row?: Map<string, FieldBlock['blockType']>): FieldBlock['blockType'] | undefined {
  if (row?.has(selector)) return row.get(selector)
  if (index.fields.has(selector)) return index.fields.get(selector)!.blockType
  const match = /^([^.]+)\.(\d+)\.([^.]+)$/.exec(selector)
  if (!match) return undefined
  const [, owner, , key] = match
  return index.repeaters.get(owner!)?.get(key!) ?? index.dynamic.get(owner!)?.get(key!)?.blockType
}

type Use = { selector: string; format?: string; where: string; row?: Map<string, FieldBlock['blockType']> }

/** Every name a body uses: placeholders (with their format), `when` selectors, sources, parties and columns. */
function bodyUses(body: DocumentBody, index: FieldIndex): Use[] {
  const uses: Use[] = []
  const texts = (text: string, where: string, row?: Use['row']) => {
    for (const placeholder of findPlaceholders(text)) uses.push({ selector: placeholder.field, format: placeholder.format, where, row })
  }
  const visit = (node: unknown, where: string) => {
    if (typeof node === 'string') return texts(node, where)
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach((item, position) => visit(item, `${where}[${position}]`))
    const block = node as Record<string, unknown>
    const when = block.when as { fieldSelector?: string; conditions?: Array<{ fieldSelector: string }> } | undefined
    if (when?.fieldSelector) uses.push({ selector: when.fieldSelector, where: `${where}.when` })
    when?.conditions?.forEach((condition) => uses.push({ selector: condition.fieldSelector, where: `${where}.when` }))
    if (block.kind === 'list' && typeof block.source === 'string') {
      uses.push({ selector: block.source, where: `${where}.source` })
      if (typeof block.itemTemplate === 'string') texts(block.itemTemplate, `${where}.itemTemplate`, index.repeaters.get(block.source))
      if (typeof block.emptyText === 'string') texts(block.emptyText, `${where}.emptyText`)
      return
    }
    if (block.kind === 'table' && typeof block.source === 'string') {
      uses.push({ selector: block.source, where: `${where}.source` })
      const row = index.repeaters.get(block.source)
      for (const column of block.columns as Array<{ field: string; format?: string }>) uses.push({ selector: column.field, format: column.format, where: `${where}.columns`, row: row ?? new Map() })
      if (typeof block.emptyText === 'string') texts(block.emptyText, `${where}.emptyText`)
      return
    }
    if ((block.kind === 'parties' || block.kind === 'signatureLines') && Array.isArray(block.parties)) {
      for (const party of block.parties as Array<{ field: string; nameField?: string }>) {
        uses.push({ selector: party.field, where: `${where}.parties` })
        if (party.nameField) uses.push({ selector: party.nameField, where: `${where}.parties`, row: index.repeaters.get(party.field) ?? new Map() })
      }
      if (typeof block.intro === 'string') texts(block.intro, `${where}.intro`)
      return
    }
    for (const [key, value] of Object.entries(block)) if (key !== 'when' && key !== 'kind') visit(value, `${where}.${key}`)
  }
  visit(body, 'body')
  return uses
}

describe('seeded form templates', () => {
  test('the six groups a US landlord needs are there, with unique slugs and an ALL version each', () => {
    const slugs = ALL_TEMPLATE_GROUPS.map((group) => group.group.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(slugs).toEqual(expect.arrayContaining(REQUIRED_GROUPS))
    for (const { group, templates } of ALL_TEMPLATE_GROUPS) {
      expect(group.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(group.name.length).toBeGreaterThan(5)
      expect(group.description.length).toBeGreaterThan(60)
      const states = templates.flatMap((template) => template.states)
      expect(new Set(states).size, `${group.slug}: a state in two templates`).toBe(states.length)
      for (const state of states) expect(state).toMatch(/^(ALL|[A-Z]{2})$/)
      expect(states).toContain('ALL')
      expect(states).toEqual(expect.arrayContaining(STATE_VARIANTS[group.slug] ?? []))
    }
  })

  test('state versions are found by slug and state, others fall back to the ALL version', () => {
    expect(findTemplateSeed('residential-lease-agreement', 'ny')?.states).toEqual(['NY'])
    expect(findTemplateSeed('security-deposit-itemisation', 'TX')?.states).toEqual(['TX'])
    expect(findTemplateSeed('residential-lease-agreement', 'OH')?.states).toEqual(['ALL'])
    expect(findTemplateSeed('no-such-group', 'CA')).toBeUndefined()
  })

  test.each(everyTemplate)('$label: the form and the body are valid, and the form has 3 to 7 pages', ({ template }) => {
    expect(() => formDefinitionSchema.parse(template.form)).not.toThrow()
    expect(() => documentBodySchema.parse(template.body)).not.toThrow()
    expect(template.form.fields.length).toBeGreaterThanOrEqual(3)
    expect(template.form.fields.length).toBeLessThanOrEqual(7)
    expect(template.body.blocks.filter((block) => block.kind === 'signatureLines')).toHaveLength(1)
    const text = JSON.stringify(template)
    expect(text).not.toMatch(/lorem|ipsum|TODO|placeholder text/i)
  })

  test.each(everyTemplate)('$label: every name the body uses is a field of its form; amounts print as cents', ({ template }) => {
    const index = indexForm(template.form)
    const problems: string[] = []
    for (const use of bodyUses(template.body, index)) {
      const type = use.row && use.row.has(use.selector) ? use.row.get(use.selector) : resolve(index, use.selector, use.row)
      if (!type) {
        problems.push(`${use.where}: '${use.selector}' is not a field of the form`)
        continue
      }
      if (type === 'currency' && use.format !== 'cents' && !use.where.endsWith('.when')) problems.push(`${use.where}: currency '${use.selector}' must print as {{${use.selector} | cents}}`)
      if (type !== 'currency' && (use.format === 'cents' || use.format === 'currency')) problems.push(`${use.where}: '${use.selector}' is not an amount`)
    }
    expect(problems).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Rendering with realistic answers: the answers a visitor would give, in the form engine's
// shape (currency in cents, dates typed as text or ISO for date ranges, repeater rows, dynamic
// entries as flat keys). Each must pass validateForm, and the PDF must show them.

type Sample = { answers: Answers; expected: string[] }

const CITIES: Record<string, { city: string; postalCode: string }> = {
  CA: { city: 'Sacramento', postalCode: '95814' },
  NY: { city: 'Kingston', postalCode: '12401' },
  TX: { city: 'Austin', postalCode: '78701' },
  FL: { city: 'Tampa', postalCode: '33602' },
  OR: { city: 'Portland', postalCode: '97205' },
}
/** A premises address in the state (the ALL versions are filled in for Oregon). */
const address = (state: string) => ({ addressLine1: '1458 Alder Street', addressLine2: 'Unit 3B', ...CITIES[state]!, state })

function leaseSample(states: string[]): Sample {
  const state = states[0]!
  const answers: Answers = {
    documentTitle: '1458 Alder Street 3B',
    agreementDate: 'December 15, 2026',
    landlordName: 'Harbor Street Properties LLC',
    landlordAddress: '200 Capitol Mall, Suite 400, Sacramento, CA 95814',
    landlordPhone: '(916) 555-0142',
    tenants: [
      { fullName: 'Maria Jose Hernandez', email: 'maria.hernandez@example.com' },
      { fullName: 'Daniel Okafor', email: 'daniel.okafor@example.com' },
    ],
    ...address(state === 'ALL' ? 'OR' : state),
    propertyType: 'an apartment',
    builtBefore1978: true,
    parkingSpace: 'P-14',
    occupants: ['Lucia Hernandez, daughter, age 9'],
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    renewalNoticeDays: 30,
    lease: null,
    monthlyRent: 245_000,
    rentDueDay: 1,
    paymentMethods: ['online payment through Leasewell', 'check'],
    gracePeriodDays: state === 'NY' ? 5 : 3,
    lateFee: state === 'NY' ? 5_000 : 7_500,
    securityDeposit: 245_000,
    utilitiesIncluded: ['Water', 'Trash collection'],
    petsAllowed: 'yes',
    petDescription: 'one spayed cat named Miso',
    petDeposit: 30_000,
    petRent: 2_500,
    smokingPolicy: 'not permitted',
    entryNoticeHours: 24,
    'tenantDetails.0.phone': '(916) 555-0187',
    'tenantDetails.0.emergencyContactName': 'Rosa Hernandez',
    'tenantDetails.0.emergencyContactPhone': '(530) 555-0110',
    'tenantDetails.0.hasVehicle': true,
    'tenantDetails.0.vehicle': 'Blue Honda Fit, plate 8ABC123',
    'tenantDetails.1.phone': '(916) 555-0199',
    'tenantDetails.1.hasVehicle': false,
    managerName: 'Renee Whitaker',
    managerPhone: '(916) 555-0100',
    additionalTerms: 'Quiet hours are 10 p.m. to 7 a.m. Bicycles are kept in the basement bicycle room.',
  }
  const expected = [
    'Landlord: Harbor Street Properties LLC',
    'Tenant: Maria Jose Hernandez; Daniel Okafor',
    'rent of $2,450.00 per month',
    'January 1, 2027 and ends on December 31, 2027',
    'security deposit of $2,450.00',
    'pet deposit of $300.00',
    'Daniel Okafor: phone (916) 555-0199, e-mail daniel.okafor@example.com',
    'Emergency contact for Maria Jose Hernandez: Rosa Hernandez, (530) 555-0110',
    'Vehicle of Maria Jose Hernandez: Blue Honda Fit',
    '• Lucia Hernandez, daughter, age 9',
    '• Water',
    'Quiet hours are 10 p.m. to 7 a.m.',
    'Lead-based paint',
    'rents to Tenant an apartment at',
  ]
  if (state === 'CA') {
    expected.push('1458 Alder Street, Unit 3B, Sacramento, CA 95814', 'within 21 days', 'www.meganslaw.ca.gov', 'Bed bugs', 'Residential Lease Agreement (California)')
  }
  if (state === 'NY') {
    Object.assign(answers, { sprinklerSystem: 'yes', sprinklerLastInspected: 'March 3, 2026', depositBankName: 'Hudson Valley Savings Bank', depositBankAddress: '12 Main Street, Kingston, NY 12401', depositInterestBearing: true })
    expected.push('Within 14 days', 'SPRINKLER DISCLOSURE: The Premises HAVE', 'March 3, 2026', 'Hudson Valley Savings Bank', 'interest-bearing account', '$50 or 5%')
  }
  if (state === 'TX') {
    Object.assign(answers, { hasParkingRules: true, parkingRules: 'One assigned space per unit. Guests park in marked visitor spaces only.' })
    expected.push('within 30 days', 'NOTICE OF TENANT\'S REPAIR REMEDIES', 'One assigned space per unit', 'two full days')
  }
  if (state === 'FL') {
    Object.assign(answers, { depositHeldHow: 'separate', depositBankName: 'Gulf Coast Community Bank', depositBankAddress: '80 Bayshore Drive, Tampa, FL 33602' })
    expected.push('RADON GAS', 'within 15 days', 'certified mail', 'Gulf Coast Community Bank', 'non-interest-bearing')
  }
  if (state === 'ALL') expected.push('1458 Alder Street, Unit 3B, Portland, OR 97205', 'the state where the Premises are located')
  return { answers, expected }
}

function depositSample(states: string[]): Sample {
  const state = states[0]!
  const answers: Answers = {
    documentTitle: 'Okafor, 1458 Alder Street',
    landlordName: 'Harbor Street Properties LLC',
    landlordAddress: '200 Capitol Mall, Suite 400, Sacramento, CA 95814',
    landlordPhone: '(916) 555-0142',
    tenantNames: ['Daniel Okafor'],
    ...address(state === 'ALL' ? 'OR' : state),
    moveOutDate: 'October 31, 2026',
    forwardingAddress: '77 Pine Avenue, Davis, CA 95616',
    lease: null,
    depositAmount: 245_000,
    deductions: [
      { description: 'Replace carpet stained by pet, bedroom 2', amount: 48_000 },
      { description: 'Unpaid utility bill for October (water)', amount: 6_250 },
    ],
    totalDeductions: 54_250,
    interestOwed: state === 'NY',
    ...(state === 'NY' ? { interestAmount: 1_840, interestPeriod: 'January 1, 2025 to October 31, 2026' } : {}),
    outcome: 'refund',
    refundAmount: state === 'NY' ? 192_590 : 190_750,
    refundMethod: 'a check mailed to your forwarding address',
    letterDate: 'November 12, 2026',
    ...(state === 'CA' ? { receiptsEnclosed: true } : {}),
  }
  const expected = [
    'To: Daniel Okafor',
    'Replace carpet stained by pet, bedroom 2 $480.00',
    'Unpaid utility bill for October (water) $62.50',
    'Total deductions: $542.50',
    'security deposit of $2,450.00',
    '77 Pine Avenue, Davis, CA 95616',
  ]
  const deadlines: Record<string, string[]> = {
    ALL: ['the state where the Premises are located', 'The amount refunded to you is $1,907.50'],
    CA: ['within 21 days', 'over $125', 'The amount refunded to you is $1,907.50'],
    NY: ['within 14 days', 'Interest of $18.40', 'The amount refunded to you is $1,925.90'],
    TX: ['within 30 days', 'normal wear and tear'],
    FL: ['the remaining $1,907.50 will be paid to you', 'Former premises: 1458 Alder Street, Unit 3B, Tampa, FL 33602', 'NOTICE OF MY INTENTION TO IMPOSE A CLAIM FOR DAMAGES in the amount of $542.50', 'within 15 days', 'Notice of Intention to Impose Claim on Security Deposit'],
  }
  return { answers, expected: [...expected, ...deadlines[state]!] }
}

const SAMPLES: Record<string, (states: string[]) => Sample> = {
  'residential-lease-agreement': leaseSample,
  'security-deposit-itemisation': depositSample,
  'lease-renewal': () => ({
    answers: {
      documentTitle: 'Okafor 2027',
      landlordName: 'Harbor Street Properties LLC',
      tenantNames: ['Daniel Okafor', 'Amara Okafor'],
      ...address('CA'),
      lease: null,
      originalLeaseDate: 'December 15, 2025',
      currentEndDate: 'December 31, 2026',
      currentRent: 240_000,
      securityDeposit: 240_000,
      newStartDate: '2027-01-01',
      newEndDate: '2027-12-31',
      newRent: 249_500,
      depositChange: 'same',
      hasChanges: true,
      changes: 'Tenant now pays for electricity in Tenant\'s own name.',
      signingDate: 'November 20, 2026',
    },
    expected: ['Tenant: Daniel Okafor; Amara Okafor', 'December 15, 2025', 'January 1, 2027 and ending on December 31, 2027', 'monthly rent is $2,495.00 (it was $2,400.00)', 'security deposit of $2,400.00', 'Tenant now pays for electricity'],
  }),
  'notice-to-enter': () => ({
    answers: {
      documentTitle: 'Unit 3B smoke alarms',
      tenantNames: ['Maria Jose Hernandez'],
      ...address('CA'),
      entryDate: 'Thursday, December 3, 2026',
      timeWindow: '9:00 a.m. and 5:00 p.m.',
      reason: 'to test smoke and carbon-monoxide alarms',
      workDetails: 'Valley Fire Safety will test and replace the alarms in every room.',
      noticeHours: 48,
      landlordName: 'Renee Whitaker',
      landlordPhone: '(916) 555-0100',
      noticeDate: 'November 30, 2026',
      deliveryMethod: 'by hand',
    },
    expected: ['To: Maria Jose Hernandez', 'on Thursday, December 3, 2026 between 9:00 a.m. and 5:00 p.m. to test smoke and carbon-monoxide alarms', 'Valley Fire Safety', 'at least 48 hours', '(916) 555-0100', 'delivered by hand'],
  }),
  'late-rent-notice': () => ({
    answers: {
      documentTitle: 'Unit 3B November',
      tenantNames: ['Daniel Okafor'],
      ...address('CA'),
      lease: null,
      monthlyRent: 245_000,
      rentPeriod: 'November 2026',
      dueDate: 'November 1, 2026',
      amountDue: 245_000,
      includeLateFees: false,
      daysToPay: 3,
      excludeWeekends: true,
      paymentInstructions: 'Pay Harbor Street Properties LLC online through Leasewell, or by cashier\'s check at 200 Capitol Mall, Suite 400, Monday to Friday, 9 a.m. to 5 p.m.',
      landlordName: 'Harbor Street Properties LLC',
      landlordPhone: '(916) 555-0142',
      noticeDate: 'November 6, 2026',
    },
    expected: ['Tenant: Daniel Okafor', 'rent for November 2026 was due on November 1, 2026', 'The rent now owed is $2,450.00', 'Within 3 days after you receive this notice, not counting Saturdays', 'cashier\'s check', 'Premises: 1458 Alder Street, Unit 3B, Sacramento, CA 95814'],
  }),
  'rent-increase-notice': () => ({
    answers: {
      documentTitle: 'Unit 3B 2027',
      tenantNames: ['Maria Jose Hernandez', 'Daniel Okafor'],
      ...address('CA'),
      lease: null,
      currentRent: 245_000,
      newRent: 257_000,
      effectiveDate: 'March 1, 2027',
      noticeDays: 90,
      reasonForIncrease: 'Higher property taxes and insurance premiums.',
      landlordName: 'Harbor Street Properties LLC',
      landlordPhone: '(916) 555-0142',
      noticeDate: 'November 25, 2026',
    },
    expected: ['from $2,450.00 to $2,570.00, starting on March 1, 2027', 'at least 90 days', 'Higher property taxes', 'Tenant: Maria Jose Hernandez; Daniel Okafor'.replace('Tenant', 'To')],
  }),
}

async function renderText(template: TemplateSeed, answers: Answers) {
  const pdf = await renderDocumentPdf(template.body, visibleAnswers(template.form, answers), { documentName: 'Sample' })
  const { pages } = await readPdfText(pdf)
  return { pages, text: pages.join('\n').replace(/\n/g, ' ') }
}

describe('seeded templates render with realistic answers', () => {
  test.each(everyTemplate)('$label: sample answers are valid and the PDF shows them', async ({ slug, template }) => {
    const { answers, expected } = SAMPLES[slug]!(template.states)
    expect(validateForm(template.form, answers)).toEqual({})
    const { text, pages } = await renderText(template, answers)
    for (const fragment of expected) expect(text).toContain(fragment)
    expect(text).not.toContain('{{')
    expect(text).not.toContain(BLANK)
    expect(pages.length).toBeLessThanOrEqual(slug === 'residential-lease-agreement' ? 6 : 3)
    const clauses = [...pages.join('\n').matchAll(/^(\d+)\. [A-Z]/gm)].map((match) => Number(match[1]))
    expect(clauses).toEqual(clauses.map((_, position) => position + 1))
  })

  test('the lease has one page per tenant for contact details, and hidden answers do not print', async () => {
    const lease = findTemplateSeed('residential-lease-agreement', 'CA')!
    const { answers } = leaseSample(['CA'])
    const steps = buildSteps(lease.form, answers)
    expect(steps.map((step) => step.key)).toEqual(['parties', 'premises', 'term', 'rentAndDeposit', 'utilitiesAndPets', 'tenantDetails.0', 'tenantDetails.1', 'additional'])
    const noPets = { ...answers, petsAllowed: 'no', builtBefore1978: false, addressLine2: '' }
    const { text } = await renderText(lease, noPets)
    expect(validateForm(lease.form, noPets)).toEqual({})
    expect(text).toContain('No Pets')
    expect(text).not.toContain('Miso')
    expect(text).not.toContain('$300.00')
    expect(text).not.toContain('Lead-based paint')
    expect(text).toContain('1458 Alder Street, Sacramento, CA 95814')
  })

  test('the lease prints contact details for up to six tenants and points to the file beyond', async () => {
    const lease = findTemplateSeed('residential-lease-agreement', 'ALL')!
    const { answers } = leaseSample(['ALL'])
    const count = LEASE_TENANT_DETAIL_ROWS + 1
    const many: Answers = { ...answers, tenants: Array.from({ length: count }, (_, index) => ({ fullName: `Tenant Number${index + 1}`, email: `t${index + 1}@example.com` })) }
    for (let index = 0; index < count; index++) many[`tenantDetails.${index}.phone`] = `(916) 555-01${String(index + 10)}`
    const { text } = await renderText(lease, many)
    expect(text).toContain(`Tenant Number${LEASE_TENANT_DETAIL_ROWS}: phone`)
    expect(text).not.toContain(`Tenant Number${count}: phone`)
    expect(text).toContain('Contact details of any further Tenant')
  })

  test('required answers missing are reported by the form, not printed as blanks silently', () => {
    const deposit = findTemplateSeed('security-deposit-itemisation', 'FL')!
    const { answers } = depositSample(['FL'])
    const errors = validateForm(deposit.form, { ...answers, landlordAddress: null, outcome: 'owed' })
    expect(Object.keys(errors).sort()).toEqual(['balanceOwed', 'landlordAddress'])
  })
})
