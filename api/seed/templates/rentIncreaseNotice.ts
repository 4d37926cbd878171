import type { TemplateGroupSeed } from './build'
import { addressFields, addressParagraphs, field, page } from './build'

/** Notice of a rent increase for a month-to-month tenancy or at renewal. */
export const rentIncreaseNotice: TemplateGroupSeed = {
  group: {
    slug: 'rent-increase-notice',
    name: 'Rent Increase Notice',
    description: 'Give tenants written notice of a new rent and the date it takes effect, with the advance notice the law requires.',
  },
  templates: [
    {
      states: ['ALL'],
      form: {
        title: 'Rent Increase Notice',
        fields: [
          page('parties', 'Tenants and property', [
            field.documentName('documentTitle', 'Name this notice', { prepend: 'Rent increase:', required: true }),
            field.stringRepeater('tenantNames', 'Tenants', { required: true, minBlocks: 1, description: 'Full names, one per line.' }),
            ...addressFields(),
          ]),
          page('rent', 'New rent', [
            field.prefillLease('lease', 'Fill in from one of your leases', { rent: 'currentRent' }),
            field.currency('currentRent', 'Current monthly rent', { required: true }),
            field.currency('newRent', 'New monthly rent', { required: true }),
            field.text('effectiveDate', 'Date the new rent starts', { required: true, description: 'Usually the first day of a rental period.' }),
            field.number('noticeDays', 'Days of notice this gives', {
              required: true,
              defaultValue: 30,
              description:
                'A fixed-term lease usually cannot be raised before it ends. Many states require 30 days for a month-to-month tenancy, and more for large increases (California: 90 days for more than 10%; New York: up to 90 days depending on how long the tenant has lived there). Local rent control may also apply.',
            }),
            field.textarea('reasonForIncrease', 'Reason for the increase', { description: 'Optional. Some cities require a reason.' }),
          ]),
          page('sender', 'From', [
            field.text('landlordName', 'Landlord or manager', { required: true }),
            field.phone('landlordPhone', 'Phone number', { required: true }),
            field.text('noticeDate', 'Date of this notice', { required: true }),
          ]),
        ],
      },
      body: {
        title: 'Notice of Rent Increase',
        blocks: [
          { kind: 'paragraph', text: 'Date: {{noticeDate}}', align: 'left' },
          { kind: 'parties', parties: [{ role: 'To', field: 'tenantNames' }] },
          ...addressParagraphs('Premises: [ADDRESS]', undefined, 'left'),
          {
            kind: 'paragraph',
            text: 'This notice tells you that the monthly rent for the Premises will change from {{currentRent | cents}} to {{newRent | cents}}, starting on {{effectiveDate}}. The first payment at the new rent is due on the usual due date in that month.',
          },
          { kind: 'paragraph', text: 'The reason for the increase: {{reasonForIncrease}}', when: { fieldSelector: 'reasonForIncrease', conditionalIs: 'exists' } },
          {
            kind: 'paragraph',
            text: 'This notice is given at least {{noticeDays}} days before the new rent takes effect. Every other term of your rental agreement stays the same. If you have questions, please call {{landlordPhone}}.',
          },
          { kind: 'signatureLines', parties: [{ role: 'Landlord', field: 'landlordName' }] },
        ],
      },
    },
  ],
}
