import { z } from 'zod'
import { answerKeys, sectionBlocks } from './block-keys'

/**
 * Form template blocks (product-spec §3 "Form template entities"), as the `forms` collection stores
 * them: Payload blocks, discriminated by `blockType`, with Payload's `null` for unset fields.
 *
 * Shape of a form: `fields` is a list of sections (pageSection, dynamicPageSection); a
 * section holds field blocks; a repeater holds row blocks. Nothing nests deeper.
 *
 * Answer keys: an input block's `name` is its key in the answers map (a dateRange has two
 * keys, `startSlug` and `endSlug`). Names may not contain dots: a dot is the separator of
 * repeater rows (`pets.0.name`) and of dynamic sections (`tenantDetails.1.email`).
 */

/** An answer key: letters, digits, `_` and `-`, starting with a letter or `_`; no dots. */
export const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]*$/
const fieldName = z.string().regex(FIELD_NAME_PATTERN, { error: 'Use letters, digits, _ or - (no dots) for a field name.' })
const optionalText = z.string().nullish()

export const CONDITION_OPERATORS = ['equal', 'not-equal', 'exists', 'not-exists'] as const
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number]

const conditionValue = z.union([z.string(), z.number(), z.boolean()]).nullish()

export const conditionSchema = z.object({
  fieldSelector: z.string().min(1),
  conditionalIs: z.enum(CONDITION_OPERATORS),
  value: conditionValue,
})
export type Condition = z.infer<typeof conditionSchema>

/**
 * A block's conditional: off unless `enableConditional`; then either the list `conditions`
 * combined with `logic` (AND when unset), or else the single condition
 * (`fieldSelector`, `conditionalIs`, `value`).
 */
export const conditionalSchema = z
  .object({
    enableConditional: z.boolean().nullish(),
    fieldSelector: optionalText,
    conditionalIs: z.enum(CONDITION_OPERATORS).nullish(),
    value: conditionValue,
    conditions: z.array(conditionSchema).nullish(),
    logic: z.enum(['AND', 'OR']).nullish(),
  })
  .superRefine((conditional, context) => {
    if (!conditional.enableConditional || conditional.conditions?.length) return
    if (!conditional.fieldSelector || !conditional.conditionalIs) {
      context.addIssue({ code: 'custom', message: 'A conditional needs a field and an operator, or a list of conditions.' })
    }
  })
export type Conditional = z.infer<typeof conditionalSchema>

const common = {
  id: optionalText,
  blockName: optionalText,
  label: optionalText,
  description: optionalText,
  required: z.boolean().nullish(),
  conditional: conditionalSchema.nullish(),
}
const named = { ...common, name: fieldName }
const textDefault = { defaultValue: optionalText }

export const optionSchema = z.object({ id: optionalText, label: z.string(), value: z.string().min(1) })
export type FormOption = z.infer<typeof optionSchema>

const textSchema = z.object({ blockType: z.literal('text'), ...named, ...textDefault })
const textareaSchema = z.object({ blockType: z.literal('textarea'), ...named, ...textDefault })
/** Multi-line text that may carry the safe rich-text tags (see sanitizeRichText). */
const advancedTextareaSchema = z.object({ blockType: z.literal('advancedTextarea'), ...named, ...textDefault })
const phoneSchema = z.object({ blockType: z.literal('phone'), ...named, ...textDefault })
/** defaultValue: a number as stored, or a string as a visitor would type it. */
const numberSchema = z.object({ blockType: z.literal('number'), ...named, defaultValue: z.union([z.number(), z.string()]).nullish() })
/** Answers are integer cents. defaultValue: a number is cents, a string is typed dollars ('1,250.00'). */
const currencySchema = z.object({ blockType: z.literal('currency'), ...named, defaultValue: z.union([z.number(), z.string()]).nullish() })
const checkboxSchema = z.object({ blockType: z.literal('checkbox'), ...named, defaultValue: z.union([z.boolean(), z.string()]).nullish() })
const listDefault = { defaultValue: z.union([z.array(z.string()), z.string()]).nullish() }
const checkboxGroupSchema = z.object({ blockType: z.literal('checkboxGroup'), ...named, checkboxOptions: z.array(optionSchema), ...listDefault })
const selectSchema = z.object({ blockType: z.literal('select'), ...named, selectOptions: z.array(optionSchema), ...textDefault })
const radioGroupSchema = z.object({ blockType: z.literal('radioGroup'), ...named, radioOptions: z.array(optionSchema), ...textDefault })
/** A list of strings; input is split on comma, semicolon, newline and `delimiter`. */
const stringRepeaterSchema = z.object({
  blockType: z.literal('stringRepeater'),
  ...named,
  delimiter: optionalText,
  minBlocks: z.number().int().min(0).nullish(),
  ...listDefault,
})
/** Two dates (YYYY-MM-DD) stored under `startSlug` and `endSlug`; the end must be after the start. */
const dateRangeSchema = z.object({ blockType: z.literal('dateRange'), ...common, name: optionalText, startSlug: fieldName, endSlug: fieldName })
/** The document's name: `prepend`, the visitor's value, `append`. */
const documentNameSchema = z.object({ blockType: z.literal('documentName'), ...named, prepend: optionalText, append: optionalText, ...textDefault })
/** Display only: `label` is the message (rich text), `description` optional detail. */
const messageSchema = z.object({ blockType: z.literal('message'), ...common, name: optionalText })
/** Display only: `label` is rich text. */
const subHeadingSchema = z.object({ blockType: z.literal('subHeading'), ...common, name: optionalText })
/**
 * A signed-in landlord picks one of their leases (the answer is the lease id); its rent and
 * security deposit fill the currency fields named by `rent` and `securityDeposit`. Never
 * required: visitors cannot use it.
 */
const prefillLeaseSchema = z.object({
  blockType: z.literal('prefillLease'),
  ...named,
  rent: fieldName.nullish(),
  securityDeposit: fieldName.nullish(),
  ...textDefault,
})
export const REVIEW_DETAILS = ['property', 'unit', 'lease', 'collect-rent', 'payment-schedule'] as const
export type ReviewDetails = (typeof REVIEW_DETAILS)[number]
/** Display only: the details of a record; `source` names the field holding the lease id (a prefillLease). */
const reviewSchema = z.object({ blockType: z.literal('review'), ...common, name: optionalText, details: z.enum(REVIEW_DETAILS), source: fieldName.nullish() })

const leafSchemas = [
  textSchema,
  textareaSchema,
  advancedTextareaSchema,
  phoneSchema,
  numberSchema,
  currencySchema,
  checkboxSchema,
  checkboxGroupSchema,
  selectSchema,
  radioGroupSchema,
  stringRepeaterSchema,
  dateRangeSchema,
  documentNameSchema,
  messageSchema,
  subHeadingSchema,
  prefillLeaseSchema,
  reviewSchema,
] as const

/** What a repeater row may hold: the leaves, less the form-wide ones (documentName, prefillLease, review). */
export const rowBlockSchema = z.discriminatedUnion('blockType', [
  textSchema,
  textareaSchema,
  advancedTextareaSchema,
  phoneSchema,
  numberSchema,
  currencySchema,
  checkboxSchema,
  checkboxGroupSchema,
  selectSchema,
  radioGroupSchema,
  stringRepeaterSchema,
  dateRangeSchema,
  messageSchema,
  subHeadingSchema,
])
export type RowBlock = z.infer<typeof rowBlockSchema>

/** Rows of `blocks`; the answer is an array of row objects. At least `minBlocks` rows when visible. */
const repeaterSchema = z.object({ blockType: z.literal('repeater'), ...named, blocks: z.array(rowBlockSchema), minBlocks: z.number().int().min(0).nullish() })

export const fieldBlockSchema = z.discriminatedUnion('blockType', [...leafSchemas, repeaterSchema])
export type FieldBlock = z.infer<typeof fieldBlockSchema>

const pageSectionSchema = z.object({ blockType: z.literal('pageSection'), ...common, name: fieldName.nullish(), blocks: z.array(fieldBlockSchema) })
/**
 * Expanded once per entry of the repeater (or stringRepeater) named by `repeaterSource.fieldId`
 * (its name, or its block id); the entry's label is the row's `valueField` (or the string itself).
 */
const dynamicPageSectionSchema = z.object({
  blockType: z.literal('dynamicPageSection'),
  ...common,
  name: fieldName,
  repeaterSource: z.object({ fieldId: z.string().min(1), valueField: optionalText }),
  template: z.array(fieldBlockSchema),
})
export const sectionBlockSchema = z.discriminatedUnion('blockType', [pageSectionSchema, dynamicPageSectionSchema])
export type SectionBlock = z.infer<typeof sectionBlockSchema>
export type PageSectionBlock = z.infer<typeof pageSectionSchema>
export type DynamicPageSectionBlock = z.infer<typeof dynamicPageSectionSchema>

/** Any block of a form. */
export type FormBlock = SectionBlock | FieldBlock
export type BlockType = FormBlock['blockType']
export type BlockOf<T extends BlockType> = Extract<FormBlock, { blockType: T }>

// The block helpers without zod live in block-keys.ts (the browser's step switching uses them; ADR 027).
export { DISPLAY_BLOCK_TYPES, answerKeys, isDisplayBlock, sectionBlocks } from './block-keys'

/** A form as the `forms` collection stores it. */
export const formDefinitionSchema = z
  .object({
    id: z.union([z.string(), z.number()]).nullish(),
    title: optionalText,
    fields: z.array(sectionBlockSchema),
  })
  .superRefine((form, context) => {
    // Answer keys outside dynamic sections share one namespace; each dynamic section has its own.
    const seen = new Set<string>()
    const sources = new Map<string, FieldBlock>()
    form.fields.forEach((section, sectionIndex) => {
      const scope = section.blockType === 'dynamicPageSection' ? new Set<string>() : seen
      if (section.blockType === 'dynamicPageSection') {
        if (seen.has(section.name)) context.addIssue({ code: 'custom', message: `Duplicate field name '${section.name}'.`, path: ['fields', sectionIndex, 'name'] })
        seen.add(section.name)
      }
      for (const block of sectionBlocks(section)) {
        if (section.blockType === 'pageSection' && (block.blockType === 'repeater' || block.blockType === 'stringRepeater')) {
          sources.set(block.name, block)
          if (block.id) sources.set(block.id, block)
        }
        for (const key of answerKeys(block)) {
          if (scope.has(key)) context.addIssue({ code: 'custom', message: `Duplicate field name '${key}'.`, path: ['fields', sectionIndex] })
          scope.add(key)
        }
      }
    })
    form.fields.forEach((section, sectionIndex) => {
      if (section.blockType === 'dynamicPageSection' && !sources.has(section.repeaterSource.fieldId)) {
        context.addIssue({
          code: 'custom',
          message: `No repeater '${section.repeaterSource.fieldId}' in a page section to expand from.`,
          path: ['fields', sectionIndex, 'repeaterSource', 'fieldId'],
        })
      }
    })
  })
export type FormDefinition = z.infer<typeof formDefinitionSchema>
