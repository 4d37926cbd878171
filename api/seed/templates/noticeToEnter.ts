import type { TemplateGroupSeed } from './build'
import { addressFields, addressParagraphs, field, options, page, showWhen } from './build'

/** Notice of the landlord's intent to enter the rental. */
export const noticeToEnter: TemplateGroupSeed = {
  group: {
    slug: 'notice-to-enter',
    name: 'Notice of Intent to Enter',
    description: 'Tell tenants in writing when and why you or your workers will enter their home, giving the notice your lease and state law require.',
  },
  templates: [
    {
      states: ['ALL'],
      form: {
        title: 'Notice of Intent to Enter',
        fields: [
          page('parties', 'Tenants and property', [
            field.documentName('documentTitle', 'Name this notice', { prepend: 'Notice to enter:', required: true }),
            field.stringRepeater('tenantNames', 'Tenants', { required: true, minBlocks: 1, description: 'Full names, one per line.' }),
            ...addressFields(),
          ]),
          page('entry', 'Entry', [
            field.text('entryDate', 'Date of entry', { required: true, description: 'For example Thursday, December 3, 2026.' }),
            field.select(
              'timeWindow',
              'Time window',
              options(
                ['8:00 a.m. and 12:00 p.m.', '8 a.m. to noon'],
                ['12:00 p.m. and 4:00 p.m.', 'Noon to 4 p.m.'],
                ['4:00 p.m. and 7:00 p.m.', '4 p.m. to 7 p.m.'],
                ['9:00 a.m. and 5:00 p.m.', '9 a.m. to 5 p.m.'],
              ),
              { required: true },
            ),
            field.select(
              'reason',
              'Reason for entry',
              options(
                ['to make repairs', 'Repairs'],
                ['to carry out a routine inspection', 'Routine inspection'],
                ['to show the home to prospective tenants or buyers', 'Showing the home'],
                ['to carry out scheduled pest control', 'Pest control'],
                ['to service or replace appliances or equipment', 'Appliance or equipment service'],
                ['to test smoke and carbon-monoxide alarms', 'Alarm testing'],
                ['other', 'Other'],
              ),
              { required: true },
            ),
            field.text('otherReason', 'Describe the reason', { required: true, conditional: showWhen('reason', 'equal', 'other') }),
            field.textarea('workDetails', 'Details of the work', { description: 'Optional: what will be done and by whom.' }),
            field.number('noticeHours', 'Hours of notice this gives', { required: true, defaultValue: 24, description: 'Most states require at least 24 hours; check yours.' }),
          ]),
          page('sender', 'From', [
            field.text('landlordName', 'Landlord or manager', { required: true }),
            field.phone('landlordPhone', 'Phone number for questions', { required: true }),
            field.text('noticeDate', 'Date of this notice', { required: true }),
            field.radioGroup('deliveryMethod', 'How the notice is delivered', options(['by hand', 'By hand'], ['by mail', 'By mail'], ['by e-mail, as the lease allows', 'By e-mail'], ['by posting on the door', 'Posted on the door']), { required: true }),
          ]),
        ],
      },
      body: {
        title: 'Notice of Intent to Enter',
        blocks: [
          { kind: 'paragraph', text: 'Date: {{noticeDate}}', align: 'left' },
          { kind: 'parties', parties: [{ role: 'To', field: 'tenantNames' }] },
          ...addressParagraphs('Premises: [ADDRESS]', undefined, 'left'),
          {
            kind: 'paragraph',
            text: 'Please take notice that the landlord, or workers the landlord sends, will enter the Premises on {{entryDate}} between {{timeWindow}} {{reason}}.',
            when: { fieldSelector: 'reason', conditionalIs: 'not-equal', value: 'other' },
          },
          {
            kind: 'paragraph',
            text: 'Please take notice that the landlord, or workers the landlord sends, will enter the Premises on {{entryDate}} between {{timeWindow}} for this reason: {{otherReason}}.',
            when: { fieldSelector: 'reason', conditionalIs: 'equal', value: 'other' },
          },
          { kind: 'paragraph', text: 'Details: {{workDetails}}', when: { fieldSelector: 'workDetails', conditionalIs: 'exists' } },
          {
            kind: 'paragraph',
            text: 'This notice gives you at least {{noticeHours}} hours\' notice, as your lease and the law require. You do not need to be home. If the time does not suit you, or you have a pet that needs to be secured, please call {{landlordPhone}} before the entry so that we can agree on another time.',
          },
          { kind: 'paragraph', text: 'This notice was delivered {{deliveryMethod}}.' },
          { kind: 'signatureLines', parties: [{ role: 'Landlord', field: 'landlordName' }] },
        ],
      },
    },
  ],
}
