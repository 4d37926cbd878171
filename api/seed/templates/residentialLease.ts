import type { FieldBlock } from '@common/forms'
import type { ClauseContent, DocumentBlock, DocumentBody } from '@api/documents/pdf'
import { addressParagraphs, addressFields, dynamicPage, field, options, page, showWhen, type TemplateGroupSeed, type TemplateSeed } from './build'

/**
 * Residential lease agreement: a general version (ALL) and versions for California, New York,
 * Texas and Florida that add the state's deposit rules and required disclosures. The content
 * is plain-English guidance written for Leasewell; it is not legal advice, and the form says so.
 */

type LeaseState = 'CA' | 'NY' | 'TX' | 'FL'

/** How many tenants' contact details the lease prints (the form allows more; see the clause). */
export const LEASE_TENANT_DETAIL_ROWS = 6

const STATE_NAMES: Record<LeaseState, string> = { CA: 'California', NY: 'New York', TX: 'Texas', FL: 'Florida' }

function leaseForm(state?: LeaseState) {
  const statePremises: FieldBlock[] = []
  if (state === 'NY') {
    statePremises.push(
      field.subHeading('<h4>Sprinkler disclosure</h4>'),
      field.radioGroup('sprinklerSystem', 'Does the unit have a maintained and operative sprinkler system?', options(['yes', 'Yes'], ['no', 'No']), {
        required: true,
        description: 'New York requires every residential lease to state this in bold type.',
      }),
      field.text('sprinklerLastInspected', 'Date the sprinkler system was last maintained and inspected', {
        required: true,
        conditional: showWhen('sprinklerSystem', 'equal', 'yes'),
      }),
    )
  }
  if (state === 'TX') {
    statePremises.push(
      field.checkbox('hasParkingRules', 'The property has parking or towing rules (for example, a multi-unit complex)'),
      field.textarea('parkingRules', 'Parking and towing rules', {
        required: true,
        description: 'Texas requires the rules of a multi-unit complex to be attached to the lease. Write them out as tenants should follow them.',
        conditional: showWhen('hasParkingRules', 'equal', true),
      }),
    )
  }

  const stateDeposit: FieldBlock[] = []
  if (state === 'NY') {
    stateDeposit.push(
      field.message('New York caps the security deposit at one month\'s rent and requires it to be held in a New York bank, not mixed with your own money.'),
      field.text('depositBankName', 'Name of the New York bank holding the deposit', { required: true }),
      field.text('depositBankAddress', 'Address of that bank', { required: true }),
      field.checkbox('depositInterestBearing', 'The building has six or more units (the deposit earns interest for the tenant)'),
    )
  }
  if (state === 'FL') {
    stateDeposit.push(
      field.radioGroup(
        'depositHeldHow',
        'How will the deposit be held?',
        options(
          ['separate', 'In a separate non-interest-bearing account in a Florida bank'],
          ['interest', 'In a separate interest-bearing account in a Florida bank'],
          ['bond', 'Posted as a surety bond with the county clerk of court'],
        ),
        { required: true },
      ),
      field.text('depositBankName', 'Name of the Florida bank', { required: true, conditional: showWhen('depositHeldHow', 'not-equal', 'bond') }),
      field.text('depositBankAddress', 'Address of that bank', { required: true, conditional: showWhen('depositHeldHow', 'not-equal', 'bond') }),
    )
  }
  if (state === 'CA') {
    stateDeposit.push(field.message('Since July 2024 California generally limits a security deposit to one month\'s rent; some small landlords may collect up to two months\'.'))
  }

  const lateFeeHelp: Record<LeaseState | 'ALL', string> = {
    ALL: 'Many states limit late fees to a reasonable amount. Check your state\'s rules.',
    CA: 'California courts enforce late fees only when they reasonably estimate the landlord\'s actual costs.',
    NY: 'New York limits a late fee to $50 or 5% of the monthly rent, whichever is less, and rent is not late until five days after its due date.',
    TX: 'Texas allows a late fee only after rent stays unpaid for two full days after the due date; it must be reasonable (generally up to 12% of monthly rent for buildings with four or fewer units, 10% for larger ones).',
    FL: 'Florida does not cap late fees, but the fee must be written in the lease and reasonable.',
  }

  return {
    title: state ? `Residential Lease Agreement (${STATE_NAMES[state]})` : 'Residential Lease Agreement',
    fields: [
      page('parties', 'Parties', [
        field.documentName('documentTitle', 'Name this lease', {
          prepend: 'Lease:',
          required: true,
          description: 'Only you see this name, in your documents. For example the street address.',
        }),
        field.text('agreementDate', 'Date the lease is signed', { required: true, description: 'For example January 15, 2027.' }),
        field.text('landlordName', 'Landlord\'s full legal name', { required: true, description: 'A person or a company, as it appears on the deed or management agreement.' }),
        field.text('landlordAddress', 'Landlord\'s address for notices', { required: true }),
        field.phone('landlordPhone', 'Landlord\'s phone number', { required: true }),
        field.subHeading('<h3>Tenants</h3>'),
        field.message('List every adult who will live at the property. Each one signs the lease and is responsible for all of it.'),
        field.repeater(
          'tenants',
          'Tenants',
          [field.text('fullName', 'Full legal name', { required: true }), field.text('email', 'E-mail address', { required: true })],
          { required: true, minBlocks: 1 },
        ),
      ]),
      page('premises', 'Property', [
        ...addressFields(state),
        field.select('propertyType', 'Type of home', options(['an apartment', 'Apartment'], ['a single-family house', 'Single-family house'], ['a condominium unit', 'Condominium unit'], ['a townhouse', 'Townhouse'], ['one half of a duplex', 'Duplex (one half)']), { required: true }),
        field.checkbox('builtBefore1978', 'The building was built before 1978', { description: 'Federal law then requires a lead-based paint disclosure and the EPA pamphlet.' }),
        field.text('parkingSpace', 'Parking space included', { description: 'Leave blank when no parking comes with the home.' }),
        field.stringRepeater('occupants', 'Other occupants (not signing the lease)', {
          description: 'One per line: name and relationship, for example "Lucía Hernández, daughter, age 9".',
        }),
        ...statePremises,
      ]),
      page('term', 'Lease term', [
        field.dateRange('Lease term', 'startDate', 'endDate', { required: true, description: 'The first and last day of the fixed term.' }),
        field.number('renewalNoticeDays', 'Days of notice to end the lease or the month-to-month tenancy after it', { required: true, defaultValue: 30 }),
      ]),
      page('rentAndDeposit', 'Rent and deposit', [
        field.prefillLease('lease', 'Fill in from one of your leases', { rent: 'monthlyRent', securityDeposit: 'securityDeposit' }),
        field.currency('monthlyRent', 'Monthly rent', { required: true }),
        field.number('rentDueDay', 'Day of the month rent is due', { required: true, defaultValue: 1 }),
        field.checkboxGroup(
          'paymentMethods',
          'How rent may be paid',
          options(['online payment through Leasewell', 'Online through Leasewell'], ['check', 'Check'], ['money order', 'Money order'], ['bank transfer', 'Bank transfer'], ['cash', 'Cash (with a receipt)']),
          { required: true },
        ),
        field.number('gracePeriodDays', 'Days after the due date before rent is late', { required: true, defaultValue: state === 'NY' ? 5 : state === 'TX' ? 2 : 3 }),
        field.currency('lateFee', 'Late fee', { description: lateFeeHelp[state ?? 'ALL'] }),
        field.currency('securityDeposit', 'Security deposit', { required: true }),
        ...stateDeposit,
      ]),
      page('utilitiesAndPets', 'Utilities, pets and rules', [
        field.checkboxGroup(
          'utilitiesIncluded',
          'Utilities and services the landlord pays for',
          options(['Water', 'Water'], ['Sewer', 'Sewer'], ['Trash collection', 'Trash collection'], ['Gas', 'Gas'], ['Electricity', 'Electricity'], ['Internet', 'Internet'], ['Landscaping', 'Landscaping'], ['Snow removal', 'Snow removal']),
          { description: 'The tenant pays for everything not ticked.' },
        ),
        field.radioGroup('petsAllowed', 'Are pets allowed?', options(['yes', 'Yes'], ['no', 'No']), { required: true, defaultValue: 'no' }),
        field.textarea('petDescription', 'Which pets', { required: true, description: 'Kind, breed and name of each animal.', conditional: showWhen('petsAllowed', 'equal', 'yes') }),
        field.currency('petDeposit', 'Pet deposit', { conditional: showWhen('petsAllowed', 'equal', 'yes') }),
        field.currency('petRent', 'Monthly pet rent', { conditional: showWhen('petsAllowed', 'equal', 'yes') }),
        field.select('smokingPolicy', 'Smoking inside the home', options(['not permitted', 'Not permitted'], ['permitted', 'Permitted']), { required: true, defaultValue: 'not permitted' }),
        field.number('entryNoticeHours', 'Hours of notice before the landlord enters', {
          required: true,
          defaultValue: 24,
          description: state === 'CA' || state === 'FL' ? 'State law requires at least 24 hours.' : 'Twenty-four hours is customary; some states require more.',
        }),
      ]),
      dynamicPage(
        'tenantDetails',
        'Tenant contact details',
        'tenants',
        'fullName',
        [
          field.phone('phone', 'Phone number', { required: true }),
          field.text('emergencyContactName', 'Emergency contact', { description: 'Someone to call if the tenant cannot be reached.' }),
          field.phone('emergencyContactPhone', 'Emergency contact\'s phone number', { conditional: showWhen('emergencyContactName', 'exists') }),
          field.checkbox('hasVehicle', 'Parks a vehicle at the property'),
          field.text('vehicle', 'Vehicle make, model and license plate', { required: true, conditional: showWhen('hasVehicle', 'equal', true) }),
        ],
        'One page per tenant.',
      ),
      page('additional', 'Additional terms', [
        field.text('managerName', 'Who handles repairs and maintenance requests', { required: true, description: 'You, or your property manager.' }),
        field.phone('managerPhone', state === 'TX' ? 'Phone number for emergency repairs, answered 24 hours a day' : 'Phone number for repair requests and emergencies', { required: true }),
        field.advancedTextarea('additionalTerms', 'Additional terms', { description: 'Anything else the parties agree, such as quiet hours or storage rules. Leave blank when there is nothing to add.' }),
        field.message('Leasewell gives you a plain-English starting point, not legal advice. Laws change and cities add their own rules (for example rent control): check them or ask a local attorney before signing.'),
      ]),
    ],
  }
}

/** Tenant contact lines: one paragraph per tenant, up to LEASE_TENANT_DETAIL_ROWS. */
function tenantContactContent(): ClauseContent[] {
  const lines: ClauseContent[] = ['Each Tenant can be reached as follows. Tenant shall tell Landlord in writing of any change.']
  for (let index = 0; index < LEASE_TENANT_DETAIL_ROWS; index++) {
    lines.push({
      kind: 'paragraph',
      align: 'left',
      text: `{{tenants.${index}.fullName}}: phone {{tenantDetails.${index}.phone}}, e-mail {{tenants.${index}.email}}.`,
      when: { fieldSelector: `tenants.${index}.fullName`, conditionalIs: 'exists' },
    })
    lines.push({
      kind: 'paragraph',
      align: 'left',
      text: `Emergency contact for {{tenants.${index}.fullName}}: {{tenantDetails.${index}.emergencyContactName}}, {{tenantDetails.${index}.emergencyContactPhone}}.`,
      when: { fieldSelector: `tenantDetails.${index}.emergencyContactName`, conditionalIs: 'exists' },
    })
    lines.push({
      kind: 'paragraph',
      align: 'left',
      text: `Vehicle of {{tenants.${index}.fullName}}: {{tenantDetails.${index}.vehicle}}.`,
      when: { fieldSelector: `tenantDetails.${index}.hasVehicle`, conditionalIs: 'equal', value: true },
    })
  }
  lines.push({
    kind: 'paragraph',
    text: `Contact details of any further Tenant are kept with Landlord's copy of this Lease.`,
    when: { fieldSelector: `tenants.${LEASE_TENANT_DETAIL_ROWS}.fullName`, conditionalIs: 'exists' },
  })
  return lines
}

function depositClause(state?: LeaseState): ClauseContent[] {
  const common =
    'On signing this Lease, Tenant shall pay a security deposit of {{securityDeposit | cents}}. Landlord may use the deposit only for unpaid rent, for repairing damage beyond ordinary wear and tear caused by Tenant, occupants, guests or animals, and for cleaning needed to return the Premises to their condition at move-in. Tenant may not use the deposit as the last month\'s rent.'
  switch (state) {
    case 'CA':
      return [
        common,
        'Under California Civil Code section 1950.5, within 21 days after Tenant moves out Landlord shall return the deposit, less lawful deductions, with an itemized statement of the deductions. For any repair or cleaning deduction over $125, Landlord shall include copies of the receipts or invoices, or a good-faith estimate when the work is not yet done. Tenant may ask for an inspection up to two weeks before moving out, so that Tenant can fix the items Landlord would otherwise deduct for.',
      ]
    case 'NY':
      return [
        common,
        'The deposit does not exceed one month\'s rent, as New York General Obligations Law section 7-108 requires. Landlord shall hold it in trust, not mixed with Landlord\'s own money, at {{depositBankName}}, {{depositBankAddress}}.',
        {
          kind: 'paragraph',
          text: 'Because the building has six or more units, the deposit is held in an interest-bearing account. Each year Tenant receives the interest earned, less an administrative fee of 1% of the deposit per year that Landlord may keep, or may have it applied to rent.',
          when: { fieldSelector: 'depositInterestBearing', conditionalIs: 'equal', value: true },
        },
        'Within 14 days after Tenant moves out, Landlord shall return the deposit, less lawful deductions, with an itemized statement of the deductions. A Landlord who misses this deadline loses the right to keep any part of the deposit. Before Tenant moves in and again before move-out, Tenant may ask for an inspection of the Premises.',
      ]
    case 'TX':
      return [
        common,
        'Under Texas Property Code section 92.103, Landlord shall refund the deposit, less lawful deductions, with a written description and itemized list of the deductions, within 30 days after Tenant surrenders the Premises. Landlord need not do so until Tenant gives a written statement of Tenant\'s forwarding address. Landlord may not keep any part of the deposit for normal wear and tear.',
      ]
    case 'FL':
      return [
        common,
        {
          kind: 'paragraph',
          text: 'Landlord shall hold the deposit in a separate non-interest-bearing account at {{depositBankName}}, {{depositBankAddress}}, for Tenant\'s benefit. Landlord shall not mix the deposit with other money or use it before it is due to Landlord.',
          when: { fieldSelector: 'depositHeldHow', conditionalIs: 'equal', value: 'separate' },
        },
        {
          kind: 'paragraph',
          text: 'Landlord shall hold the deposit in a separate interest-bearing account at {{depositBankName}}, {{depositBankAddress}}. Tenant shall receive either 75% of the interest earned or simple interest of 5% per year, as Florida law allows Landlord to choose, paid yearly or credited to rent.',
          when: { fieldSelector: 'depositHeldHow', conditionalIs: 'equal', value: 'interest' },
        },
        {
          kind: 'paragraph',
          text: 'Landlord has posted a surety bond with the clerk of the circuit court of the county where the Premises are located, as Florida Statutes section 83.49 allows, and shall pay Tenant simple interest of 5% per year on the deposit.',
          when: { fieldSelector: 'depositHeldHow', conditionalIs: 'equal', value: 'bond' },
        },
        'Under Florida Statutes section 83.49, if Landlord does not intend to claim any part of the deposit, Landlord shall return it within 15 days after Tenant moves out. If Landlord intends to make a claim, Landlord shall send Tenant written notice of the claim and the reason for it by certified mail within 30 days after Tenant moves out, to Tenant\'s last known mailing address. Tenant then has 15 days from receiving the notice to object in writing; otherwise Landlord may deduct the claim and shall return the rest within 30 days of the notice.',
      ]
    default:
      return [
        common,
        'Within the time the law of the state where the Premises are located requires after Tenant moves out and returns the keys, Landlord shall return the deposit, less lawful deductions, with an itemized statement of any deductions, to the forwarding address Tenant gives Landlord in writing.',
      ]
  }
}

function lateClause(state?: LeaseState): ClauseContent[] {
  const base =
    'Rent not received within {{gracePeriodDays}} days after its due date is late, and Tenant shall then pay a late fee of {{lateFee | cents}}, which the parties agree is a reasonable estimate of the costs Landlord incurs because of the late payment.'
  const extra: Record<LeaseState, string> = {
    CA: 'A late fee is not rent and is not a reason, by itself, to end this Lease.',
    NY: 'As New York Real Property Law section 238-a requires, no late fee is charged unless rent is more than five days late, and the fee never exceeds $50 or 5% of the monthly rent, whichever is less.',
    TX: 'As Texas Property Code section 92.019 requires, no late fee is charged unless rent remains unpaid two full days after the date it was due.',
    FL: 'Florida law allows Landlord to end this Lease if rent remains unpaid three days, not counting weekends and legal holidays, after Landlord delivers a written demand for it.',
  }
  return [
    { kind: 'paragraph', text: base, when: { fieldSelector: 'lateFee', conditionalIs: 'exists' } },
    { kind: 'paragraph', text: 'Rent not received within {{gracePeriodDays}} days after its due date is late. This Lease charges no late fee.', when: { fieldSelector: 'lateFee', conditionalIs: 'not-exists' } },
    ...(state === 'FL' ? [extra.FL] : state ? [{ kind: 'paragraph' as const, text: extra[state], when: { fieldSelector: 'lateFee', conditionalIs: 'exists' as const } }] : []),
  ]
}

function entryClause(state?: LeaseState): ClauseContent[] {
  switch (state) {
    case 'CA':
      return [
        'As California Civil Code section 1954 allows, Landlord may enter the Premises to make necessary or agreed repairs, decorations or improvements, to supply agreed services, to show the Premises to prospective tenants, buyers, lenders or contractors, or when Tenant has abandoned the Premises. Except in an emergency or with Tenant\'s consent at the time, Landlord shall give at least {{entryNoticeHours}} hours of written notice (24 hours at the least) and enter only during normal business hours.',
      ]
    case 'FL':
      return [
        'As Florida Statutes section 83.53 allows, Landlord may enter the Premises to inspect them, make repairs, or show them to prospective tenants, buyers, lenders or workers, after giving at least {{entryNoticeHours}} hours of notice (24 hours at the least), between 7:30 a.m. and 8:00 p.m. Landlord may enter at any time to protect the Premises in an emergency, or when Tenant has been absent for longer than half a rental period without notice.',
      ]
    default:
      return [
        'Landlord may enter the Premises at reasonable times to inspect them, make repairs, or show them to prospective tenants, buyers or lenders, after giving Tenant at least {{entryNoticeHours}} hours of notice. In an emergency that threatens life or property, Landlord may enter without notice.',
      ]
  }
}

function stateDisclosures(state?: LeaseState): ClauseContent[] {
  switch (state) {
    case 'CA':
      return [
        'Bed bugs: Landlord has given Tenant the written information about bed bugs that California Civil Code section 1954.603 requires, including their appearance, how they spread, and how to report a suspected infestation to Landlord. Tenant shall report any sign of bed bugs promptly in writing.',
        'Megan\'s Law database: Under California Penal Code section 290.46, information about specified registered sex offenders is available to the public on the website of the California Department of Justice at www.meganslaw.ca.gov. Depending on an offender\'s criminal history, the information may include the address where the offender lives or only the ZIP code.',
        'Tenant may not be asked to give up any right California law gives tenants, and any term of this Lease that tries to do so is void.',
      ]
    case 'NY':
      return [
        {
          kind: 'paragraph',
          text: 'SPRINKLER DISCLOSURE: The Premises HAVE a maintained and operative sprinkler system. It was last maintained and inspected on {{sprinklerLastInspected}}.',
          when: { fieldSelector: 'sprinklerSystem', conditionalIs: 'equal', value: 'yes' },
        },
        {
          kind: 'paragraph',
          text: 'SPRINKLER DISCLOSURE: The Premises DO NOT have a maintained and operative sprinkler system.',
          when: { fieldSelector: 'sprinklerSystem', conditionalIs: 'not-equal', value: 'yes' },
        },
        'This disclosure is made as New York Real Property Law section 231-a requires. Landlord shall not refuse to rent to, or treat differently, a tenant because the tenant has children or has brought a housing complaint.',
      ]
    case 'TX':
      return [
        'NOTICE OF TENANT\'S REPAIR REMEDIES: Texas Property Code sections 92.056 and 92.0561 give Tenant remedies when Landlord fails to repair a condition that materially affects the physical health or safety of an ordinary tenant. If Tenant is current on rent and has given Landlord notice of the condition, and Landlord has not made a diligent effort to repair it within a reasonable time, Tenant may, after the further notice the law requires, end this Lease, have the condition repaired and deduct the cost from rent within the limits the law sets, or ask a court to order the repair, reduce the rent, and award damages and penalties.',
        'Landlord shall keep a telephone number answered 24 hours a day for reporting emergencies affecting the Premises: {{managerPhone}}.',
        {
          kind: 'paragraph',
          text: 'Parking and towing rules of the property, which Tenant agrees to follow, and under which vehicles parked in violation may be towed at the owner\'s expense: {{parkingRules}}',
          when: { fieldSelector: 'hasParkingRules', conditionalIs: 'equal', value: true },
        },
      ]
    case 'FL':
      return [
        'RADON GAS: Radon is a naturally occurring radioactive gas that, when it has accumulated in a building in sufficient quantities, may present health risks to persons who are exposed to it over time. Levels of radon that exceed federal and state guidelines have been found in buildings in Florida. Additional information regarding radon and radon testing may be obtained from your county health department.',
        'The notice above is the wording Florida Statutes section 404.056(5) requires in every lease. Tenant may have the Premises tested for radon and shall share the results with Landlord.',
      ]
    default:
      return []
  }
}

function leaseBody(state?: LeaseState): DocumentBody {
  const title = state ? `Residential Lease Agreement (${STATE_NAMES[state]})` : 'Residential Lease Agreement'
  const blocks: DocumentBlock[] = [
    {
      kind: 'parties',
      intro: 'This Residential Lease Agreement ("Lease") is made on {{agreementDate}} between the following parties, who agree to its terms.',
      parties: [
        { role: 'Landlord', field: 'landlordName' },
        { role: 'Tenant', field: 'tenants', nameField: 'fullName' },
      ],
    },
    {
      kind: 'clause',
      title: 'Premises',
      content: [
        ...addressParagraphs(
          'Landlord rents to Tenant {{propertyType}} at [ADDRESS] (the "Premises"), with the fixtures and appliances in it. Tenant and the occupants listed in this Lease shall use the Premises only as a private home.',
          state,
        ),
        { kind: 'paragraph', text: 'Parking space {{parkingSpace}} comes with the Premises.', when: { fieldSelector: 'parkingSpace', conditionalIs: 'exists' } },
      ],
    },
    {
      kind: 'clause',
      title: 'Term',
      content: [
        'The Lease begins on {{startDate}} and ends on {{endDate}}. If neither party gives written notice at least {{renewalNoticeDays}} days before the end date, the Lease continues from month to month on the same terms, and either party may then end it with {{renewalNoticeDays}} days of written notice.',
      ],
    },
    {
      kind: 'clause',
      title: 'Rent',
      content: [
        'Tenant shall pay rent of {{monthlyRent | cents}} per month, in advance, on day {{rentDueDay}} of each month. Rent for a partial first month is prorated by day. Tenant may pay by {{paymentMethods}}, or by another method Landlord later accepts in writing.',
      ],
    },
    { kind: 'clause', title: 'Late Rent', content: lateClause(state) },
    { kind: 'clause', title: 'Security Deposit', content: depositClause(state) },
    {
      kind: 'clause',
      title: 'Occupants',
      content: [
        'Only Tenant and the following people may live at the Premises. A guest staying more than fourteen days in any six months needs Landlord\'s written consent.',
        { kind: 'list', source: 'occupants', emptyText: 'No one other than Tenant.' },
      ],
    },
    { kind: 'clause', title: 'Tenant Contact Details', content: tenantContactContent() },
    {
      kind: 'clause',
      title: 'Utilities and Services',
      content: [
        'Landlord pays for the following utilities and services:',
        { kind: 'list', source: 'utilitiesIncluded', emptyText: 'None: Tenant pays for all utilities and services.' },
        'Tenant shall put every other utility in Tenant\'s own name, pay for it, and keep it connected for the whole Lease.',
      ],
    },
    {
      kind: 'clause',
      title: 'Pets',
      when: { fieldSelector: 'petsAllowed', conditionalIs: 'equal', value: 'yes' },
      content: [
        'Tenant may keep these animals at the Premises: {{petDescription}}. Tenant shall keep them under control, clean up after them at once, and pay for any damage or injury they cause. No other animal may live at the Premises without Landlord\'s written consent.',
        { kind: 'paragraph', text: 'Tenant shall pay a refundable pet deposit of {{petDeposit | cents}}, held and returned like the security deposit.', when: { fieldSelector: 'petDeposit', conditionalIs: 'exists' } },
        { kind: 'paragraph', text: 'Tenant shall pay pet rent of {{petRent | cents}} per month, with the rent.', when: { fieldSelector: 'petRent', conditionalIs: 'exists' } },
        'An assistance animal that a person with a disability needs is not a pet, and no pet deposit or pet rent applies to it.',
      ],
    },
    {
      kind: 'clause',
      title: 'No Pets',
      when: { fieldSelector: 'petsAllowed', conditionalIs: 'not-equal', value: 'yes' },
      content: [
        'No animal may be kept at the Premises, even for a short time, without Landlord\'s written consent. This does not apply to an assistance animal that a person with a disability needs.',
      ],
    },
    {
      kind: 'clause',
      title: 'Maintenance and Repairs',
      content: [
        'Tenant has inspected the Premises and accepts them as they are, except for the items noted in the move-in condition report. Tenant shall keep the Premises clean and safe, test smoke and carbon-monoxide alarms monthly, and promptly report in writing any leak, mold, electrical problem, broken lock or other defect to {{managerName}} at {{managerPhone}}.',
        'Landlord shall keep the structure, roof, plumbing, heating, electrical systems and supplied appliances in good repair and meet the housing codes that apply. Tenant shall pay for repairing damage that Tenant, occupants, guests or animals cause, other than ordinary wear and tear. Tenant shall not paint, change locks or make other alterations without Landlord\'s written consent.',
      ],
    },
    { kind: 'clause', title: 'Landlord\'s Entry', content: entryClause(state) },
    {
      kind: 'clause',
      title: 'Use of the Premises',
      content: [
        'Tenant shall obey the law, shall not disturb the neighbors, and shall not use the Premises for any business open to the public or any unlawful purpose. Smoking of any substance is {{smokingPolicy}} inside the Premises. Tenant shall not sublet the Premises or assign this Lease, including through short-term rental websites, without Landlord\'s written consent.',
      ],
    },
    {
      kind: 'clause',
      title: 'Default and Move-Out',
      content: [
        'If Tenant does not pay rent when due or breaks another term of this Lease, Landlord may end the Lease by giving the notice the law requires and may regain the Premises only through the courts. At the end of the Lease Tenant shall remove all belongings, return all keys, leave the Premises clean and in the condition they were in at move-in except for ordinary wear and tear, and give Landlord a forwarding address in writing.',
      ],
    },
    {
      kind: 'clause',
      title: 'Disclosures',
      content: [
        {
          kind: 'paragraph',
          text: 'Lead-based paint: the building was built before 1978 and may contain lead-based paint. Landlord has told Tenant of any lead-based paint and lead hazards Landlord knows of, has given Tenant any reports about them, and has given Tenant the EPA pamphlet "Protect Your Family From Lead in Your Home". Both parties sign the separate lead-based paint disclosure form.',
          when: { fieldSelector: 'builtBefore1978', conditionalIs: 'equal', value: true },
        },
        ...stateDisclosures(state),
        'Notices to Landlord go to {{landlordName}}, {{landlordAddress}}, phone {{landlordPhone}}. Notices to Tenant may be delivered to the Premises.',
      ],
    },
    {
      kind: 'clause',
      title: 'Additional Terms',
      when: { fieldSelector: 'additionalTerms', conditionalIs: 'exists' },
      content: ['{{additionalTerms}}'],
    },
    {
      kind: 'clause',
      title: 'General Terms',
      content: [
        `This Lease is the whole agreement between the parties and can be changed only in writing signed by both. If a court finds part of it unenforceable, the rest still applies. Every Tenant is responsible, alone and together, for all of Tenant's obligations. This Lease is governed by the law of ${state ? `the State of ${STATE_NAMES[state]}` : 'the state where the Premises are located'}.`,
      ],
    },
    { kind: 'heading', text: 'Signatures' },
    { kind: 'paragraph', text: 'By signing below, the parties agree to every term of this Lease, and each Tenant confirms receiving a copy of it.' },
    {
      kind: 'signatureLines',
      parties: [
        { role: 'Landlord', field: 'landlordName' },
        { role: 'Tenant', field: 'tenants', nameField: 'fullName' },
      ],
    },
  ]
  return { title, blocks }
}

function template(state?: LeaseState): TemplateSeed {
  return { states: state ? [state] : ['ALL'], form: leaseForm(state), body: leaseBody(state) }
}

export const residentialLeaseAgreement: TemplateGroupSeed = {
  group: {
    slug: 'residential-lease-agreement',
    name: 'Residential Lease Agreement',
    description:
      'A complete lease for a house, apartment or condo: rent, deposit, utilities, pets, repairs and entry, with the disclosures your state requires. Versions for California, New York, Texas and Florida include their deposit rules.',
  },
  templates: [template(), template('CA'), template('NY'), template('TX'), template('FL')],
}
