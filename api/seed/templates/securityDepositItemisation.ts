import type { FieldBlock } from '@common/forms'
import type { ClauseContent, DocumentBody } from '@api/documents/pdf'
import type { TemplateGroupSeed, TemplateSeed } from './build'
import { addressFields, addressParagraphs, field, options, page, showWhen } from './build'

/**
 * Security deposit itemisation letter: what the landlord keeps of the deposit and why, and the
 * refund or the balance owed. A general version (ALL) and versions for California, New York,
 * Texas and Florida with their deadlines; Florida's is its notice of intent to impose a claim.
 */

type DepositState = 'CA' | 'NY' | 'TX' | 'FL'

const STATE_NAMES: Record<DepositState, string> = { CA: 'California', NY: 'New York', TX: 'Texas', FL: 'Florida' }

const DEADLINE_HELP: Record<DepositState | 'ALL', string> = {
  ALL: 'States set a deadline for this letter, commonly between 14 and 45 days after move-out. Check yours: a late letter can cost you the right to keep any of the deposit.',
  CA: 'California: send this within 21 days after the tenant moves out, with receipts or invoices for every repair or cleaning charge over $125.',
  NY: 'New York: send this within 14 days after the tenant moves out, or you lose the right to keep any part of the deposit.',
  TX: 'Texas: send this within 30 days after the tenant surrenders the home. You may wait until the tenant gives a forwarding address in writing.',
  FL: 'Florida: to keep any part of the deposit, send this notice by certified mail within 30 days after the tenant moves out. With no claim, return the whole deposit within 15 days.',
}

function depositForm(state?: DepositState) {
  const rowBlocks = [
    field.text('description', 'What the charge is for', { required: true, description: 'For example "Replace carpet stained by pet, bedroom 2".' }),
    field.currency('amount', 'Amount', { required: true }),
  ]
  const stateFields: FieldBlock[] =
    state === 'CA'
      ? [field.checkbox('receiptsEnclosed', 'Receipts, invoices or estimates are enclosed for every charge over $125', { required: true })]
      : []
  return {
    title: state ? `Security Deposit Itemization (${STATE_NAMES[state]})` : 'Security Deposit Itemization',
    fields: [
      page('parties', 'Tenants and property', [
        field.documentName('documentTitle', 'Name this letter', { prepend: 'Deposit itemization:', required: true }),
        field.text('landlordName', 'Landlord or manager', { required: true }),
        field.text('landlordAddress', 'Landlord\'s mailing address', { required: true, description: state === 'FL' ? 'The tenant sends any objection here.' : null }),
        field.phone('landlordPhone', 'Phone number', { required: true }),
        field.stringRepeater('tenantNames', 'Former tenants', { required: true, minBlocks: 1, description: 'Full names, one per line.' }),
        ...addressFields(state),
      ]),
      page('moveOut', 'Move-out and deposit', [
        field.text('moveOutDate', 'Date the tenant moved out and returned the keys', { required: true }),
        field.textarea('forwardingAddress', 'Tenant\'s forwarding address', { required: true, description: 'Where this letter and any refund are sent.' }),
        field.prefillLease('lease', 'Fill in from one of your leases', { securityDeposit: 'depositAmount' }),
        field.currency('depositAmount', 'Security deposit received', { required: true }),
        field.message(DEADLINE_HELP[state ?? 'ALL']),
      ]),
      page('deductions', 'Deductions', [
        field.message('List each deduction separately. You may deduct unpaid rent, damage beyond ordinary wear and tear, and cleaning needed to return the home to its move-in condition. Faded paint, light carpet wear and small nail holes are ordinary wear and tear.'),
        field.repeater('deductions', 'Deductions', rowBlocks),
        field.currency('totalDeductions', 'Total of the deductions', { required: true, description: 'Zero when nothing is deducted.' }),
        ...stateFields,
      ]),
      page('interest', 'Interest', [
        field.checkbox('interestOwed', 'Interest on the deposit is owed to the tenant', {
          description: 'For example in New York buildings with six or more units, Florida interest-bearing accounts, and some cities.',
        }),
        field.currency('interestAmount', 'Interest owed', { required: true, conditional: showWhen('interestOwed', 'equal', true) }),
        field.text('interestPeriod', 'Period the interest covers', { conditional: showWhen('interestOwed', 'equal', true), description: 'For example "January 1, 2025 to October 31, 2026".' }),
      ]),
      page('result', 'Refund', [
        field.radioGroup('outcome', 'Result', options(['refund', 'The tenant gets money back'], ['owed', 'The deductions are more than the deposit'], ['none', 'Nothing is refunded or owed']), {
          required: true,
        }),
        field.currency('refundAmount', 'Amount refunded', { required: true, conditional: showWhen('outcome', 'equal', 'refund') }),
        field.select('refundMethod', 'How the refund is paid', options(['a check mailed to your forwarding address', 'Check by mail'], ['a bank transfer', 'Bank transfer'], ['an electronic payment', 'Electronic payment']), {
          required: true,
          conditional: showWhen('outcome', 'equal', 'refund'),
        }),
        field.currency('balanceOwed', 'Balance the tenant owes', { required: true, conditional: showWhen('outcome', 'equal', 'owed') }),
        field.text('letterDate', 'Date of this letter', { required: true }),
      ]),
    ],
  }
}

function deadlineStatement(state?: DepositState): ClauseContent[] {
  switch (state) {
    case 'CA':
      return [
        'This statement is sent within 21 days after you moved out, as California Civil Code section 1950.5 requires.',
        {
          kind: 'paragraph',
          text: 'Copies of the receipts or invoices for each repair or cleaning charge over $125 are enclosed. Where work could not be finished within 21 days, a good-faith estimate is enclosed instead, and the receipts or invoices will be sent to you within 14 days after the work is done.',
          when: { fieldSelector: 'receiptsEnclosed', conditionalIs: 'equal', value: true },
        },
      ]
    case 'NY':
      return [
        'This itemized statement is sent within 14 days after you vacated the Premises, as New York General Obligations Law section 7-108 requires. Deductions are made only for unpaid rent, damage beyond ordinary wear and tear, and other charges the lease allows.',
      ]
    case 'TX':
      return [
        'This written description and itemized list of deductions is sent within 30 days after you surrendered the Premises, as Texas Property Code section 92.104 requires. No deduction is made for normal wear and tear.',
      ]
    case 'FL':
      return [
        'THIS IS A NOTICE OF MY INTENTION TO IMPOSE A CLAIM FOR DAMAGES in the amount of {{totalDeductions | cents}} upon your security deposit, for the reasons listed above. It is sent to you by certified mail as Florida Statutes section 83.49(3) requires.',
        'You must object in writing to this deduction within 15 days from the time you receive this notice, or the landlord will be authorized to deduct the claim from your security deposit. Send your objection to {{landlordName}}, {{landlordAddress}}.',
      ]
    default:
      return ['This statement is sent within the time the law of the state where the Premises are located requires after you moved out.']
  }
}

function depositBody(state?: DepositState): DocumentBody {
  return {
    title: state === 'FL' ? 'Notice of Intention to Impose Claim on Security Deposit' : 'Security Deposit Itemization',
    blocks: [
      { kind: 'paragraph', text: 'Date: {{letterDate}}', align: 'left' },
      { kind: 'parties', parties: [{ role: 'To', field: 'tenantNames' }] },
      { kind: 'paragraph', text: 'Forwarding address: {{forwardingAddress}}', align: 'left' },
      ...addressParagraphs('Former premises: [ADDRESS]', state, 'left'),
      {
        kind: 'clause',
        title: 'Your Deposit',
        content: ['You moved out of the Premises on {{moveOutDate}}. The landlord received a security deposit of {{depositAmount | cents}} from you. This letter explains what is deducted from it and why.'],
      },
      {
        kind: 'clause',
        title: 'Deductions',
        content: [
          {
            kind: 'table',
            source: 'deductions',
            columns: [
              { header: 'Deduction', field: 'description', width: 4 },
              { header: 'Amount', field: 'amount', format: 'cents', align: 'right', width: 1.2 },
            ],
            emptyText: 'No deductions: the Premises were returned in good condition and no rent is owed.',
          },
          'Total deductions: {{totalDeductions | cents}}.',
        ],
      },
      {
        kind: 'clause',
        title: 'Interest',
        when: { fieldSelector: 'interestOwed', conditionalIs: 'equal', value: true },
        content: ['Interest of {{interestAmount | cents}} is owed to you on the deposit for {{interestPeriod}} and is included in the amount below.'],
      },
      {
        kind: 'clause',
        title: 'Result',
        content: [
          {
            kind: 'paragraph',
            text:
              state === 'FL'
                ? 'Unless you object as explained below, the remaining {{refundAmount | cents}} will be paid to you by {{refundMethod}} within 30 days of the date this notice is mailed.'
                : 'The amount refunded to you is {{refundAmount | cents}}, paid by {{refundMethod}}.',
            when: { fieldSelector: 'outcome', conditionalIs: 'equal', value: 'refund' },
          },
          {
            kind: 'paragraph',
            text: 'The deductions are more than the deposit. You owe a balance of {{balanceOwed | cents}}. Please pay it within 30 days of this letter, or contact us to agree on a payment plan.',
            when: { fieldSelector: 'outcome', conditionalIs: 'equal', value: 'owed' },
          },
          { kind: 'paragraph', text: 'The deductions use the whole deposit: nothing is refunded and nothing more is owed.', when: { fieldSelector: 'outcome', conditionalIs: 'equal', value: 'none' } },
        ],
      },
      { kind: 'clause', title: 'Deadline and Your Rights', content: deadlineStatement(state) },
      { kind: 'paragraph', text: 'If you have questions about this letter, or disagree with any deduction, please write to {{landlordAddress}} or call {{landlordPhone}}.' },
      { kind: 'signatureLines', parties: [{ role: 'Landlord', field: 'landlordName' }] },
    ],
  }
}

function template(state?: DepositState): TemplateSeed {
  return { states: state ? [state] : ['ALL'], form: depositForm(state), body: depositBody(state) }
}

export const securityDepositItemisation: TemplateGroupSeed = {
  group: {
    slug: 'security-deposit-itemisation',
    name: 'Security Deposit Itemization Letter',
    description:
      'After move-out, tell the former tenant what you deduct from the security deposit and why, with the refund or balance owed, within your state\'s deadline. Versions for California, New York, Texas and Florida.',
  },
  templates: [template(), template('CA'), template('NY'), template('TX'), template('FL')],
}
