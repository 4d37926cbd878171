import { answerKeys, isDisplayBlock } from './block-keys'
import type { FieldBlock, FormDefinition, RowBlock } from './blocks'
import { sanitizeRichText } from './rich-text'
import type { FormStep } from './steps'
import { formMessages, hasValue, isIsoDate, parseDollarsInput, parseNumberInput, splitStringList, type Answers, type FieldErrors, type RepeaterRow, type ScalarAnswer } from './values'

export type ParsedStep = {
  /** A value for every input field of the step (hidden ones included), ready to merge into the draft. */
  answers: Answers
  /** Values that could not be read (a malformed number, amount or date); those answers are null. */
  errors: FieldErrors
}

/**
 * The typed answers of one posted page (with or without JavaScript), to merge into the draft
 * kept on the server: `{ ...draft, ...parsed.answers }`.
 *
 * Posted names are the step's answer keys (dynamic entries already namespaced). Per block:
 * text-like fields are trimmed strings or null (advancedTextarea is sanitised rich text);
 * number → number; currency → integer cents (typed in dollars); checkbox → boolean (ticked
 * when posted with any value but '', 'false', 'off' or '0'); checkboxGroup → the ticked option
 * values (repeated name); select and radioGroup → an option value or null; stringRepeater → a
 * string[] split on comma, semicolon, newline and the block's delimiter, empty entries dropped
 * (one textarea or several inputs of the same name); dateRange → 'YYYY-MM-DD' under startSlug
 * and endSlug; repeater → rows from `${name}.${row}.${field}` in row order, rows with nothing
 * filled dropped and the rest renumbered from 0.
 */
export function parseFormData(form: FormDefinition, step: FormStep, formData: FormData | URLSearchParams): ParsedStep {
  if (!form.fields.includes(step.section)) throw new Error('parseFormData: the step was not built from this form.')
  const answers: Answers = {}
  const errors: FieldErrors = {}
  const source = reader(formData)
  for (const block of step.blocks) {
    if (block.blockType === 'repeater') {
      const { rows, rowErrors } = parseRepeater(block, source)
      answers[block.name] = rows
      Object.assign(errors, rowErrors)
      continue
    }
    Object.assign(answers, parseBlock(block, source, errors, ''))
  }
  return { answers, errors }
}

type Reader = { texts(key: string): string[]; keys(): string[] }

function reader(formData: FormData | URLSearchParams): Reader {
  return {
    texts: (key) => formData.getAll(key).filter((value): value is string => typeof value === 'string'),
    keys: () => [...new Set(formData.keys())],
  }
}

function firstText(source: Reader, key: string): string | null {
  const value = source.texts(key)[0]?.trim()
  return value ? value : null
}

/** One non-repeater block; errors are keyed `${errorPrefix}${key}`. */
function parseBlock(block: FieldBlock | RowBlock, source: Reader, errors: FieldErrors, errorPrefix: string): Record<string, ScalarAnswer> {
  if (isDisplayBlock(block) || block.blockType === 'repeater') return {}
  switch (block.blockType) {
    case 'dateRange': {
      const values: Record<string, ScalarAnswer> = {}
      for (const key of [block.startSlug, block.endSlug]) {
        const value = firstText(source, key)
        if (value !== null && !isIsoDate(value)) errors[errorPrefix + key] = formMessages.dateInvalid
        values[key] = value !== null && isIsoDate(value) ? value : null
      }
      return values
    }
    case 'number': {
      const value = parseNumberInput(firstText(source, block.name) ?? '')
      if (value === 'invalid') errors[errorPrefix + block.name] = formMessages.numberInvalid
      return { [block.name]: value === 'invalid' ? null : value }
    }
    case 'currency': {
      const value = parseDollarsInput(firstText(source, block.name) ?? '')
      if (value === 'invalid') errors[errorPrefix + block.name] = formMessages.moneyInvalid
      if (value === 'negative') errors[errorPrefix + block.name] = formMessages.moneyNotNegative
      return { [block.name]: typeof value === 'number' ? value : null }
    }
    case 'checkbox':
      return { [block.name]: source.texts(block.name).some((value) => !['', 'false', 'off', '0'].includes(value.trim().toLowerCase())) }
    case 'checkboxGroup': {
      const ticked = new Set(source.texts(block.name).map((value) => value.trim()))
      return { [block.name]: block.checkboxOptions.map((option) => option.value).filter((value) => ticked.has(value)) }
    }
    case 'select':
    case 'radioGroup': {
      const value = firstText(source, block.name)
      const options = block.blockType === 'select' ? block.selectOptions : block.radioOptions
      return { [block.name]: options.some((option) => option.value === value) ? value : null }
    }
    case 'stringRepeater':
      return { [block.name]: source.texts(block.name).flatMap((value) => splitStringList(value, block.delimiter)) }
    case 'advancedTextarea': {
      const value = firstText(source, block.name)
      const clean = value === null ? '' : sanitizeRichText(value).trim()
      return { [block.name]: clean || null }
    }
    case 'text':
    case 'textarea':
    case 'phone':
    case 'documentName':
    case 'prefillLease':
      return { [block.name]: firstText(source, block.name) }
  }
}

function parseRepeater(block: Extract<FieldBlock, { blockType: 'repeater' }>, source: Reader): { rows: RepeaterRow[]; rowErrors: FieldErrors } {
  const rowPattern = new RegExp(`^${escapeRegExp(block.name)}\\.(\\d+)\\.`)
  const postedRows = [...new Set(source.keys().map((key) => rowPattern.exec(key)?.[1]).filter((index): index is string => index !== undefined))]
    .map(Number)
    .sort((a, b) => a - b)
  const rows: RepeaterRow[] = []
  const rowErrors: FieldErrors = {}
  for (const postedIndex of postedRows) {
    const rowSource: Reader = { texts: (key) => source.texts(`${block.name}.${postedIndex}.${key}`), keys: () => [] }
    const errors: FieldErrors = {}
    const row: RepeaterRow = {}
    for (const rowBlock of block.blocks) Object.assign(row, parseBlock(rowBlock, rowSource, errors, ''))
    // A blank row (as a page without JavaScript shows for minBlocks) is no entry; a row with a bad value stays to show its error.
    const filled = block.blocks.some((rowBlock) => answerKeys(rowBlock).some((key) => hasValue(row[key])))
    if (!filled && Object.keys(errors).length === 0) continue
    for (const [key, message] of Object.entries(errors)) rowErrors[`${block.name}.${rows.length}.${key}`] = message
    rows.push(row)
  }
  return { rows, rowErrors }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
