import type { TemplateGroupSeed } from './build'
import { addressFields, addressParagraphs, field, page, showWhen } from './build'

/** Late rent / pay-or-quit notice: the amount due and the days the tenant has to pay or move out. */
export const lateRentNotice: TemplateGroupSeed = {
  group: {
    slug: 'late-rent-notice',
    name: 'Late Rent Notice (Pay or Quit)',
    description: 'A formal demand for overdue rent that gives the tenant a set number of days to pay in full or move out, the first step before any eviction case.',
  },
  templates: [
    {
      states: ['ALL'],
      form: {
        title: 'Late Rent Notice (Pay or Quit)',
        fields: [
          page('parties', 'Tenants and property', [
            field.documentName('documentTitle', 'Name this notice', { prepend: 'Pay or quit notice:', required: true }),
            field.stringRepeater('tenantNames', 'Tenants', { required: true, minBlocks: 1, description: 'Every adult named on the lease, one per line.' }),
            ...addressFields(),
          ]),
          page('amountDue', 'Amount due', [
            field.prefillLease('lease', 'Fill in from one of your leases', { rent: 'monthlyRent' }),
            field.currency('monthlyRent', 'Monthly rent'),
            field.text('rentPeriod', 'Rent period unpaid', { required: true, description: 'For example November 2026.' }),
            field.text('dueDate', 'Date the rent was due', { required: true }),
            field.currency('amountDue', 'Rent now due', { required: true, description: 'Rent only: most states do not allow late fees in the amount demanded.' }),
            field.checkbox('includeLateFees', 'Also list late fees charged under the lease'),
            field.currency('lateFees', 'Late fees charged', { required: true, conditional: showWhen('includeLateFees', 'equal', true) }),
            field.message('California, for example, voids a notice that demands more than the rent actually owed. Leave late fees out of the demand unless your state allows them.', {
              conditional: showWhen('includeLateFees', 'equal', true),
            }),
          ]),
          page('deadline', 'Deadline and payment', [
            field.number('daysToPay', 'Days the tenant has to pay', {
              required: true,
              defaultValue: 3,
              description: 'Set by state law: for example 3 days in California, Texas and Florida, 14 days in New York. Some states do not count weekends and holidays.',
            }),
            field.checkbox('excludeWeekends', 'Weekends and legal holidays do not count towards the deadline'),
            field.textarea('paymentInstructions', 'How and where to pay', {
              required: true,
              description: 'Who to pay, the address or account, and the days and hours payment is accepted in person.',
            }),
          ]),
          page('sender', 'From', [
            field.text('landlordName', 'Landlord or manager', { required: true }),
            field.phone('landlordPhone', 'Phone number', { required: true }),
            field.text('noticeDate', 'Date of this notice', { required: true }),
          ]),
        ],
      },
      body: {
        title: 'Notice to Pay Rent or Quit',
        blocks: [
          { kind: 'paragraph', text: 'Date: {{noticeDate}}', align: 'left' },
          { kind: 'parties', parties: [{ role: 'Tenant', field: 'tenantNames' }], intro: 'To each tenant named below and every other person in possession of the Premises:' },
          ...addressParagraphs('Premises: [ADDRESS]', undefined, 'left'),
          {
            kind: 'clause',
            title: 'Rent Due',
            content: [
              'Your rent for {{rentPeriod}} was due on {{dueDate}} and has not been paid. The rent now owed is {{amountDue | cents}}.',
              {
                kind: 'paragraph',
                text: 'Under your lease, late fees of {{lateFees | cents}} have also been charged. They are listed for your information; the rent above is what you must pay to comply with this notice, unless state law allows the fees to be included.',
                when: { fieldSelector: 'includeLateFees', conditionalIs: 'equal', value: true },
              },
            ],
          },
          {
            kind: 'clause',
            title: 'Pay or Move Out',
            content: [
              { kind: 'paragraph', text: 'Within {{daysToPay}} days after you receive this notice, you must either pay the full amount owed or move out and return possession of the Premises.', when: { fieldSelector: 'excludeWeekends', conditionalIs: 'not-equal', value: true } },
              {
                kind: 'paragraph',
                text: 'Within {{daysToPay}} days after you receive this notice, not counting Saturdays, Sundays and legal holidays, you must either pay the full amount owed or move out and return possession of the Premises.',
                when: { fieldSelector: 'excludeWeekends', conditionalIs: 'equal', value: true },
              },
              'If you do neither, the landlord may start legal proceedings to end your lease and recover possession of the Premises, together with the rent owed, and any court costs and fees the law allows. Only a court can order you to leave; the landlord will not change the locks or remove your belongings.',
            ],
          },
          { kind: 'clause', title: 'How to Pay', content: ['{{paymentInstructions}}', 'If you have questions, or believe this notice is wrong, call {{landlordPhone}}.'] },
          { kind: 'signatureLines', parties: [{ role: 'Landlord', field: 'landlordName' }] },
        ],
      },
    },
  ],
}
