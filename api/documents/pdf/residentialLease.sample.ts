import type { DocumentBody } from './body'

/**
 * A complete residential lease body and a filled-in set of answers, used by the PDF tests
 * and the PDF bench (scripts/bench/pdf.mjs) as a realistic four-page document. The real
 * templates live with the form templates; this one exercises every block kind.
 */
export const residentialLeaseBody: DocumentBody = {
  title: 'Residential Lease Agreement',
  blocks: [
    {
      kind: 'parties',
      intro:
        'This Residential Lease Agreement ("Lease") is entered into on {{agreementDate}} by and between the following parties, who agree to the terms below.',
      parties: [
        { role: 'Landlord', field: 'landlordName' },
        { role: 'Tenant', field: 'tenants', nameField: 'fullName' },
      ],
    },
    {
      kind: 'clause',
      title: 'Premises',
      content: [
        'Landlord leases to Tenant the residential dwelling located at {{propertyAddress}}, {{unitLabel}} (the "Premises"), together with the fixtures and appliances listed in this Lease. The Premises shall be used only as a private residence for Tenant and the occupants named in this Lease.',
        { kind: 'paragraph', text: 'The Premises include the use of parking space {{parkingSpace}}.', when: { fieldSelector: 'parkingSpace', conditionalIs: 'exists' } },
      ],
    },
    {
      kind: 'clause',
      title: 'Term',
      content: [
        'The Lease begins on {{startDate}} and ends on {{endDate}}. Unless either party gives written notice of termination at least {{noticeDays}} days before the end date, the Lease continues on a month-to-month basis under the same terms, and either party may then end it with {{noticeDays}} days of written notice.',
      ],
    },
    {
      kind: 'clause',
      title: 'Rent',
      content: [
        'Tenant shall pay monthly rent of {{monthlyRent | currency}}, due in advance on day {{rentDueDay}} of each month, without demand or deduction. Rent for any partial first month is prorated by day. Rent is paid to Landlord by {{paymentMethods}}, or by any other method Landlord later accepts in writing.',
        'The rent due for the first months of the Lease is as follows:',
        {
          kind: 'table',
          source: 'rentSchedule',
          columns: [
            { header: 'Period', field: 'period', width: 2 },
            { header: 'Due date', field: 'dueDate', format: 'date', width: 2 },
            { header: 'Amount', field: 'amount', format: 'currency', align: 'right', width: 1.3 },
          ],
        },
      ],
    },
    {
      kind: 'clause',
      title: 'Late Charges and Returned Payments',
      content: [
        'Rent not received within {{gracePeriodDays}} days after its due date is late. Tenant shall then pay a late charge of {{lateFee | currency}}, which the parties agree is a reasonable estimate of the costs Landlord incurs from the late payment. Any payment returned unpaid by a bank incurs a fee of {{returnedPaymentFee | currency}}, and Landlord may afterwards require certified funds.',
      ],
    },
    {
      kind: 'clause',
      title: 'Security Deposit',
      content: [
        'On signing this Lease, Tenant shall pay a security deposit of {{securityDeposit | currency}}. Landlord may apply the deposit to unpaid rent, to the cost of repairing damage beyond ordinary wear and tear, and to cleaning needed to return the Premises to their condition at move-in. The deposit is not a limit on Tenant\'s liability and may not be used by Tenant as the last month\'s rent.',
        'Within the period the law of the state where the Premises are located requires after Tenant moves out and returns the keys, Landlord shall return the deposit, less lawful deductions, together with an itemized statement of any deductions, to the forwarding address Tenant provides in writing.',
      ],
    },
    {
      kind: 'clause',
      title: 'Occupants',
      content: [
        'Only Tenant and the following persons may live at the Premises. Guests staying more than fourteen days in any six-month period require Landlord\'s written consent.',
        { kind: 'list', source: 'occupants', emptyText: 'No occupants other than Tenant.' },
      ],
    },
    {
      kind: 'clause',
      title: 'Utilities and Services',
      content: [
        'Tenant shall arrange and pay for all utilities and services to the Premises except the following, which Landlord provides:',
        { kind: 'list', source: 'utilitiesIncluded', emptyText: 'None: Tenant pays all utilities.' },
        'Tenant shall keep the utilities Tenant pays for connected throughout the Lease and shall not allow any of them to be shut off for non-payment.',
      ],
    },
    {
      kind: 'clause',
      title: 'Pets',
      when: { fieldSelector: 'petsAllowed', conditionalIs: 'equal', value: true },
      content: [
        'Tenant may keep the following animals at the Premises: {{petDescription}}. Tenant shall pay an additional pet deposit of {{petDeposit | currency}}, keep every animal under control, clean up after it at once, and pay for any damage or injury it causes. No other animal may be kept without Landlord\'s written consent. Assistance animals are not pets and are not subject to this clause.',
      ],
    },
    {
      kind: 'clause',
      title: 'No Pets',
      when: { fieldSelector: 'petsAllowed', conditionalIs: 'not-equal', value: true },
      content: [
        'No animals may be kept at the Premises, even temporarily, without Landlord\'s prior written consent. This does not apply to assistance animals that the law allows a person with a disability to keep.',
      ],
    },
    {
      kind: 'clause',
      title: 'Maintenance and Repairs',
      content: [
        'Tenant has inspected the Premises and accepts them in their present condition, except as noted in the move-in condition report. Tenant shall keep the Premises clean and sanitary, dispose of trash properly, replace smoke-alarm batteries, and promptly report in writing any water leak, mold, electrical problem, broken lock or other defect.',
        'Landlord shall keep the structure, roof, plumbing, heating, electrical systems and supplied appliances in good repair and in compliance with applicable housing codes. Tenant shall pay for repairing damage caused by Tenant, occupants, guests or animals, other than ordinary wear and tear.',
        'Tenant shall not paint, install fixtures, change locks or make any other alteration without Landlord\'s written consent.',
      ],
    },
    {
      kind: 'clause',
      title: 'Landlord\'s Entry',
      content: [
        'Landlord may enter the Premises to make repairs, inspect, or show the Premises to prospective tenants, buyers or lenders, after giving Tenant at least {{entryNoticeHours}} hours of notice, at reasonable times. In an emergency that threatens life or property, Landlord may enter without notice.',
      ],
    },
    {
      kind: 'clause',
      title: 'Use of the Premises and Rules',
      content: [
        'Tenant shall comply with all laws, and shall not disturb neighbors, commit waste, or use the Premises for any unlawful or commercial purpose. Smoking of any substance is {{smokingPolicy}} inside the Premises.',
        { kind: 'paragraph', text: 'Additional rules agreed by the parties: {{additionalRules}}', when: { fieldSelector: 'additionalRules', conditionalIs: 'exists' } },
      ],
    },
    {
      kind: 'clause',
      title: 'Assignment and Subletting',
      content: ['Tenant shall not assign this Lease or sublet any part of the Premises, including through short-term rental services, without Landlord\'s prior written consent.'],
    },
    {
      kind: 'clause',
      title: 'Insurance',
      content: [
        'Landlord\'s insurance does not cover Tenant\'s belongings or Tenant\'s liability. Tenant is {{rentersInsurance}} to carry renter\'s insurance with liability coverage of at least {{liabilityCoverage | currency}} throughout the Lease.',
      ],
    },
    {
      kind: 'clause',
      title: 'Default and Termination',
      content: [
        'If Tenant fails to pay rent when due or breaks any other term of this Lease, Landlord may end the Lease by giving the notice the law requires and may recover possession of the Premises through the courts. Tenant remains liable for rent until the Premises are re-rented or the Lease ends, less the rent Landlord receives from a new tenant after reasonable efforts to re-rent.',
      ],
    },
    {
      kind: 'clause',
      title: 'Move-Out',
      content: [
        'At the end of the Lease, Tenant shall vacate the Premises, remove all belongings, return all keys and access devices, and leave the Premises as clean and in the same condition as at move-in, except for ordinary wear and tear. Tenant shall give Landlord a forwarding address in writing.',
      ],
    },
    {
      kind: 'clause',
      title: 'Disclosures',
      content: [
        {
          kind: 'paragraph',
          text: 'The Premises were built before 1978. Tenant acknowledges receiving the EPA pamphlet "Protect Your Family From Lead in Your Home" and the Landlord\'s disclosure of known lead-based paint and lead-based paint hazards.',
          when: { fieldSelector: 'builtBefore1978', conditionalIs: 'equal', value: true },
        },
        'Landlord\'s agent for service of notices and for managing the Premises is {{managerName}}, who can be reached at {{managerPhone}}. Notices to Tenant may be delivered to the Premises.',
      ],
    },
    {
      kind: 'clause',
      title: 'General Terms',
      content: [
        'This Lease is the entire agreement between the parties and may be changed only in a writing signed by both. If any part of it is found unenforceable, the rest remains in effect. Each Tenant is jointly and severally liable for all obligations under this Lease. A waiver of any breach is not a waiver of a later breach. This Lease is governed by the law of the state where the Premises are located.',
      ],
    },
    { kind: 'heading', text: 'Signatures' },
    {
      kind: 'paragraph',
      text: 'By signing below, the parties agree to every term of this Lease. Each Tenant acknowledges receiving a copy of the signed Lease.',
    },
    {
      kind: 'signatureLines',
      parties: [
        { role: 'Landlord', field: 'landlordName' },
        { role: 'Tenant', field: 'tenants', nameField: 'fullName' },
      ],
    },
  ],
}

export const residentialLeaseAnswers: Record<string, unknown> = {
  agreementDate: '2026-11-22',
  landlordName: 'Harbor Street Properties LLC',
  tenants: [
    { id: 'row-1', blockType: 'tenant', fullName: 'María José Hernández', email: 'maria.hernandez@example.com' },
    { id: 'row-2', blockType: 'tenant', fullName: 'Daniel Okafor', email: 'daniel.okafor@example.com' },
  ],
  propertyAddress: '1458 Alder Street, Sacramento, CA 95814',
  unitLabel: 'Unit 3B',
  parkingSpace: 'P-14',
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  noticeDays: 30,
  monthlyRent: 2450,
  rentDueDay: 1,
  paymentMethods: ['bank transfer', 'check', 'money order'],
  rentSchedule: [
    { period: 'January 2027', dueDate: '2027-01-01', amount: 2450 },
    { period: 'February 2027', dueDate: '2027-02-01', amount: 2450 },
    { period: 'March 2027', dueDate: '2027-03-01', amount: 2450 },
  ],
  gracePeriodDays: 5,
  lateFee: 75,
  returnedPaymentFee: 35,
  securityDeposit: 2450,
  occupants: ['Lucía Hernández (daughter, age 9)'],
  utilitiesIncluded: ['Water', 'Sewer', 'Trash collection'],
  petsAllowed: true,
  petDescription: 'one spayed cat named Miso',
  petDeposit: 300,
  entryNoticeHours: 24,
  smokingPolicy: 'not permitted',
  additionalRules: 'Quiet hours are 10 p.m. to 7 a.m. Bicycles are stored in the basement bicycle room, not in hallways.',
  rentersInsurance: 'required',
  liabilityCoverage: 100000,
  builtBefore1978: true,
  managerName: 'Renee Whitaker, Harbor Street Properties LLC',
  managerPhone: '(916) 555-0142',
}
