import type { TemplateGroupSeed } from './build'
import { addressFields, addressParagraphs, field, options, page, showWhen } from './build'

/** Lease renewal: the parties extend an existing lease for a new term, at a new rent if any. */
export const leaseRenewal: TemplateGroupSeed = {
  group: {
    slug: 'lease-renewal',
    name: 'Lease Renewal Agreement',
    description: 'Extend an existing lease for a new term, with the new rent and any changes the parties agree, while every other term stays the same.',
  },
  templates: [
    {
      states: ['ALL'],
      form: {
        title: 'Lease Renewal Agreement',
        fields: [
          page('parties', 'Parties and property', [
            field.documentName('documentTitle', 'Name this renewal', { prepend: 'Lease renewal:', required: true }),
            field.text('landlordName', 'Landlord\'s full legal name', { required: true }),
            field.stringRepeater('tenantNames', 'Tenants', { required: true, minBlocks: 1, description: 'Full legal names, one per line.' }),
            ...addressFields(),
          ]),
          page('originalLease', 'Current lease', [
            field.prefillLease('lease', 'Fill in from one of your leases', { rent: 'currentRent', securityDeposit: 'securityDeposit' }),
            field.review('lease', 'lease'),
            field.text('originalLeaseDate', 'Date the current lease was signed', { required: true }),
            field.text('currentEndDate', 'Date the current term ends', { required: true }),
            field.currency('currentRent', 'Current monthly rent', { required: true }),
            field.currency('securityDeposit', 'Security deposit held'),
          ]),
          page('newTerms', 'New term and rent', [
            field.dateRange('New term', 'newStartDate', 'newEndDate', { required: true }),
            field.currency('newRent', 'New monthly rent', { required: true, description: 'The same as the current rent when it does not change.' }),
            field.radioGroup('depositChange', 'Security deposit', options(['same', 'Stays the same'], ['increase', 'Tenant adds to it']), { required: true, defaultValue: 'same' }),
            field.currency('depositIncrease', 'Amount Tenant adds to the deposit', { required: true, conditional: showWhen('depositChange', 'equal', 'increase') }),
          ]),
          page('changes', 'Changes', [
            field.checkbox('hasChanges', 'Other terms of the lease change'),
            field.advancedTextarea('changes', 'What changes', {
              required: true,
              description: 'Describe each change, for example "Tenant now pays for electricity".',
              conditional: showWhen('hasChanges', 'equal', true),
            }),
            field.text('signingDate', 'Date of this renewal', { required: true }),
          ]),
        ],
      },
      body: {
        title: 'Lease Renewal Agreement',
        blocks: [
          {
            kind: 'parties',
            intro: 'This Lease Renewal Agreement is made on {{signingDate}} between the parties to the lease dated {{originalLeaseDate}} (the "Lease").',
            parties: [
              { role: 'Landlord', field: 'landlordName' },
              { role: 'Tenant', field: 'tenantNames' },
            ],
          },
          { kind: 'clause', title: 'Premises', content: addressParagraphs('The Lease covers the home at [ADDRESS] (the "Premises").') },
          {
            kind: 'clause',
            title: 'Renewal Term',
            content: ['The Lease\'s current term ends on {{currentEndDate}}. The parties renew it for a new term beginning on {{newStartDate}} and ending on {{newEndDate}}.'],
          },
          {
            kind: 'clause',
            title: 'Rent',
            content: ['From {{newStartDate}}, the monthly rent is {{newRent | cents}} (it was {{currentRent | cents}}), due on the same day and paid in the same way as under the Lease.'],
          },
          {
            kind: 'clause',
            title: 'Security Deposit',
            content: [
              { kind: 'paragraph', text: 'Landlord continues to hold the security deposit of {{securityDeposit | cents}} under the terms of the Lease.', when: { fieldSelector: 'depositChange', conditionalIs: 'equal', value: 'same' } },
              {
                kind: 'paragraph',
                text: 'On signing this renewal Tenant shall add {{depositIncrease | cents}} to the security deposit, which Landlord holds under the terms of the Lease.',
                when: { fieldSelector: 'depositChange', conditionalIs: 'equal', value: 'increase' },
              },
            ],
          },
          {
            kind: 'clause',
            title: 'Changes to the Lease',
            when: { fieldSelector: 'hasChanges', conditionalIs: 'equal', value: true },
            content: ['From the start of the new term, the Lease changes as follows:', '{{changes}}'],
          },
          {
            kind: 'clause',
            title: 'Everything Else Stays the Same',
            content: [
              'Except as this renewal says, every term of the Lease continues to apply during the new term. If this renewal and the Lease disagree, this renewal controls. Each party confirms that, as far as they know, the other party is not in breach of the Lease today.',
            ],
          },
          { kind: 'heading', text: 'Signatures' },
          {
            kind: 'signatureLines',
            parties: [
              { role: 'Landlord', field: 'landlordName' },
              { role: 'Tenant', field: 'tenantNames' },
            ],
          },
        ],
      },
    },
  ],
}
