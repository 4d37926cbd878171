import type { Conditional, FieldBlock, FormDefinition, FormOption, RowBlock, SectionBlock } from '@common/forms'
import type { DocumentBody, DocumentCondition } from '@api/documents/pdf'

/**
 * Shapes and small builders for the seeded form templates (product-spec §3 "Form template
 * entities"). Each template group module exports a `TemplateGroupSeed`; `index.ts` lists them
 * all. Nothing here touches the database: a seeding step turns these into template-groups,
 * templates and forms documents.
 *
 * Conventions the templates follow (checked by templates.test.ts):
 * - every answer a body prints is a field of the same form; currency answers are integer
 *   cents and print through `{{field | cents}}`;
 * - single dates are text fields (the engine has no one-date block): visitors type them as
 *   they want them printed, and an ISO 'YYYY-MM-DD' prints long;
 * - the body prints an option's `value`, not its label: where a choice prints, its value is
 *   the words the document uses ('a check mailed to your forwarding address');
 * - a repeater's rows print through tables or lists sourced from the repeater; a dynamic
 *   section's entries are flat keys (`tenantDetails.0.phone`) that a body reaches by index.
 */

/** 'ALL' for the general version, or two-letter state codes for a state's version. */
export type TemplateState = 'ALL' | (string & {})

export type TemplateGroupInfo = {
  /** URL slug of the group (product-spec §7 template lookup: `/forms/{slug}/{state}`). */
  slug: string
  name: string
  description: string
}

export type TemplateSeed = {
  /** ['ALL'] for the general version; state codes for a state's version. */
  states: TemplateState[]
  form: FormDefinition
  body: DocumentBody
}

export type TemplateGroupSeed = {
  group: TemplateGroupInfo
  templates: TemplateSeed[]
}

type Extra = Partial<Pick<FieldBlock, 'description' | 'required' | 'conditional'>>

/** A single-condition conditional: show the block when `fieldSelector` `is` `value`. */
export function showWhen(fieldSelector: string, is: 'equal' | 'not-equal' | 'exists' | 'not-exists', value: string | number | boolean | null = null): Conditional {
  return { enableConditional: true, fieldSelector, conditionalIs: is, value }
}

/** Options from [value, label] pairs. */
export function options(...pairs: Array<[value: string, label: string]>): FormOption[] {
  return pairs.map(([value, label]) => ({ value, label }))
}

/** A page of the form (one step). */
export function page(name: string, label: string, blocks: FieldBlock[], extra: Pick<SectionBlock, 'description' | 'conditional'> = {}): SectionBlock {
  return { blockType: 'pageSection', name, label, ...extra, blocks }
}

/** A page repeated once per entry of the repeater `fieldId`, labelled by the row's `valueField`. */
export function dynamicPage(name: string, label: string, fieldId: string, valueField: string, template: FieldBlock[], description?: string): SectionBlock {
  return { blockType: 'dynamicPageSection', name, label, description, repeaterSource: { fieldId, valueField }, template }
}

type Named<T extends FieldBlock['blockType']> = Omit<Extract<FieldBlock, { blockType: T }>, 'blockType' | 'name' | 'label'>

export const field = {
  text: (name: string, label: string, extra: Named<'text'> = {}) => ({ blockType: 'text', name, label, ...extra }) satisfies FieldBlock,
  textarea: (name: string, label: string, extra: Named<'textarea'> = {}) => ({ blockType: 'textarea', name, label, ...extra }) satisfies FieldBlock,
  advancedTextarea: (name: string, label: string, extra: Named<'advancedTextarea'> = {}) => ({ blockType: 'advancedTextarea', name, label, ...extra }) satisfies FieldBlock,
  phone: (name: string, label: string, extra: Named<'phone'> = {}) => ({ blockType: 'phone', name, label, ...extra }) satisfies FieldBlock,
  number: (name: string, label: string, extra: Named<'number'> = {}) => ({ blockType: 'number', name, label, ...extra }) satisfies FieldBlock,
  currency: (name: string, label: string, extra: Named<'currency'> = {}) => ({ blockType: 'currency', name, label, ...extra }) satisfies FieldBlock,
  checkbox: (name: string, label: string, extra: Named<'checkbox'> = {}) => ({ blockType: 'checkbox', name, label, ...extra }) satisfies FieldBlock,
  checkboxGroup: (name: string, label: string, checkboxOptions: FormOption[], extra: Omit<Named<'checkboxGroup'>, 'checkboxOptions'> = {}) =>
    ({ blockType: 'checkboxGroup', name, label, checkboxOptions, ...extra }) satisfies FieldBlock,
  select: (name: string, label: string, selectOptions: FormOption[], extra: Omit<Named<'select'>, 'selectOptions'> = {}) =>
    ({ blockType: 'select', name, label, selectOptions, ...extra }) satisfies FieldBlock,
  radioGroup: (name: string, label: string, radioOptions: FormOption[], extra: Omit<Named<'radioGroup'>, 'radioOptions'> = {}) =>
    ({ blockType: 'radioGroup', name, label, radioOptions, ...extra }) satisfies FieldBlock,
  stringRepeater: (name: string, label: string, extra: Named<'stringRepeater'> = {}) => ({ blockType: 'stringRepeater', name, label, ...extra }) satisfies FieldBlock,
  repeater: (name: string, label: string, blocks: RowBlock[], extra: Omit<Named<'repeater'>, 'blocks'> = {}) => ({ blockType: 'repeater', name, label, blocks, ...extra }) satisfies FieldBlock,
  dateRange: (label: string, startSlug: string, endSlug: string, extra: Extra = {}) => ({ blockType: 'dateRange', label, startSlug, endSlug, ...extra }) satisfies FieldBlock,
  documentName: (name: string, label: string, extra: Named<'documentName'> = {}) => ({ blockType: 'documentName', name, label, ...extra }) satisfies FieldBlock,
  prefillLease: (name: string, label: string, extra: Named<'prefillLease'> = {}) => ({ blockType: 'prefillLease', name, label, ...extra }) satisfies FieldBlock,
  /** Display only: a summary of the lease chosen in `source` (a prefillLease), for signed-in landlords. */
  review: (details: 'property' | 'unit' | 'lease' | 'collect-rent' | 'payment-schedule', source: string, extra: Extra = {}) =>
    ({ blockType: 'review', details, source, ...extra }) satisfies FieldBlock,
  /** Display only; `label` is rich text. */
  message: (label: string, extra: Extra = {}) => ({ blockType: 'message', label, ...extra }) satisfies FieldBlock,
  /** Display only; `label` is rich text. */
  subHeading: (label: string, extra: Extra = {}) => ({ blockType: 'subHeading', label, ...extra }) satisfies FieldBlock,
}

/** The US states (and DC) for select fields, by two-letter code. */
export const US_STATE_OPTIONS = options(
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'],
  ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'],
  ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
  ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
)

/**
 * The premises address as separate fields (product-spec §3 Address: line1, line2, city, state,
 * postalCode). With `fixedState` the state is not asked (a state's version of a template).
 */
export function addressFields(fixedState?: string): FieldBlock[] {
  return [
    field.text('addressLine1', 'Street address', { required: true }),
    field.text('addressLine2', 'Unit, apartment or suite', { description: 'Leave blank for a single-family home.' }),
    field.text('city', 'City', { required: true }),
    ...(fixedState ? [] : [field.select('state', 'State', US_STATE_OPTIONS, { required: true })]),
    field.text('postalCode', 'ZIP code', { required: true }),
  ]
}

type Paragraph = { kind: 'paragraph'; text: string; align?: 'left' | 'center' | 'justify'; when?: DocumentCondition }

/**
 * A paragraph naming the premises: `text` with `[ADDRESS]` replaced by the address. Two
 * paragraphs come back, one printing the unit line when given and one without it, so a blank
 * unit never prints a fill-in line. `fixedState`: the state's code for a state's version.
 */
export function addressParagraphs(text: string, fixedState?: string, align?: Paragraph['align']): Paragraph[] {
  const state = fixedState ?? '{{state}}'
  const withUnit = `{{addressLine1}}, {{addressLine2}}, {{city}}, ${state} {{postalCode}}`
  const withoutUnit = `{{addressLine1}}, {{city}}, ${state} {{postalCode}}`
  return [
    { kind: 'paragraph', text: text.replaceAll('[ADDRESS]', withUnit), when: { fieldSelector: 'addressLine2', conditionalIs: 'exists' }, ...(align ? { align } : {}) },
    { kind: 'paragraph', text: text.replaceAll('[ADDRESS]', withoutUnit), when: { fieldSelector: 'addressLine2', conditionalIs: 'not-exists' }, ...(align ? { align } : {}) },
  ]
}
