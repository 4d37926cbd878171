import { isDisplayBlock } from './block-keys'
import type { FieldBlock, FormDefinition, RowBlock } from './blocks'
import { isVisible } from './conditions'
import { buildSteps, visibleAnswers, type FormStep } from './steps'
import {
  formMessages,
  hasValue,
  isIsoDate,
  isUsPhoneNumber,
  MAX_LONG_TEXT_LENGTH,
  MAX_TEXT_LENGTH,
  type AnswerValue,
  type Answers,
  type FieldErrors,
  type RepeaterRow,
} from './values'

/**
 * Errors of one page, keyed by answer key (a repeater row field by `${name}.${row}.${field}`).
 * Hidden blocks are neither checked nor required. Empty object: the page is valid.
 *
 * Step-level functions judge visibility on the answers they are given; pass
 * `visibleAnswers(form, answers)` (as `validateForm` does) when conditions read fields that may
 * themselves be hidden.
 */
export function validateStep(step: Pick<FormStep, 'blocks'>, answers: Answers): FieldErrors {
  const errors: FieldErrors = {}
  for (const block of step.blocks) validateBlock(block, answers, errors)
  return errors
}

/** Errors of every visible page of the form (visibility cascades). */
export function validateForm(form: FormDefinition, answers: Answers): FieldErrors {
  const visible = visibleAnswers(form, answers)
  return Object.assign({}, ...buildSteps(form, visible).map((step) => validateStep(step, visible))) as FieldErrors
}

/** The first page with an error (an empty required field above all) — where preview sends the visitor back to. */
export function firstIncompleteStep(steps: FormStep[], answers: Answers): FormStep | null {
  return steps.find((step) => Object.keys(validateStep(step, answers)).length > 0) ?? null
}

export type StepStatus = 'current' | 'complete' | 'incomplete'

/**
 * The step indicator (product-spec §4 "Form step indicator"): the page at `currentIndex` is current;
 * another is complete when it was visited and has no empty required field (nor another error),
 * or when it has no required fields at all; otherwise incomplete.
 * `visitedKeys`: step keys the visitor has been on; without it, the pages before the current
 * one count as visited.
 */
export function stepStatuses(steps: FormStep[], answers: Answers, currentIndex: number, visitedKeys?: Iterable<string>): StepStatus[] {
  const visited = visitedKeys ? new Set(visitedKeys) : null
  return steps.map((step, index) => {
    if (index === currentIndex) return 'current'
    if (Object.keys(validateStep(step, answers)).length > 0) return 'incomplete'
    const wasVisited = visited ? visited.has(step.key) : index < currentIndex
    return wasVisited || !hasRequiredFields(step, answers) ? 'complete' : 'incomplete'
  })
}

/** Whether a page asks for anything: a visible required field, or a repeater with a minimum. */
export function hasRequiredFields(step: Pick<FormStep, 'blocks'>, answers: Answers): boolean {
  return step.blocks.some((block) => {
    if (isDisplayBlock(block) || block.blockType === 'prefillLease' || !isVisible(block, answers)) return false
    if ((block.blockType === 'repeater' || block.blockType === 'stringRepeater') && (block.minBlocks ?? 0) > 0) return true
    return Boolean(block.required)
  })
}

function validateBlock(block: FieldBlock | RowBlock, answers: Answers, errors: FieldErrors, row?: RepeaterRow, rowPrefix?: string): void {
  if (isDisplayBlock(block) || block.blockType === 'prefillLease' || !isVisible(block, answers, row)) return
  const read = (key: string): AnswerValue | undefined => (row ? row[key] : answers[key])
  const errorKey = (key: string) => (rowPrefix ? `${rowPrefix}.${key}` : key)
  const fail = (key: string, message: string) => {
    errors[errorKey(key)] ??= message
  }

  if (block.blockType === 'dateRange') {
    const start = read(block.startSlug)
    const end = read(block.endSlug)
    for (const [key, value] of [[block.startSlug, start], [block.endSlug, end]] as const) {
      if (!hasValue(value)) {
        if (block.required) fail(key, formMessages.required)
      } else if (typeof value !== 'string' || !isIsoDate(value)) fail(key, formMessages.dateInvalid)
    }
    if (typeof start === 'string' && typeof end === 'string' && isIsoDate(start) && isIsoDate(end) && end <= start) fail(block.endSlug, formMessages.endBeforeStart)
    return
  }

  const value = read(block.name)
  const requiredMessage = block.blockType === 'radioGroup' ? formMessages.radioRequired : formMessages.required

  if (block.blockType === 'repeater' || block.blockType === 'stringRepeater') {
    const entries = Array.isArray(value) ? value : []
    const minimum = Math.max(block.minBlocks ?? 0, block.required ? 1 : 0)
    if (entries.length < minimum) fail(block.name, entries.length === 0 ? requiredMessage : formMessages.tooFewEntries(minimum))
    if (block.blockType === 'repeater') {
      entries.forEach((entry, rowIndex) => {
        if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return
        for (const rowBlock of block.blocks) validateBlock(rowBlock, answers, errors, entry, errorKey(`${block.name}.${rowIndex}`))
      })
    }
    return
  }

  if (!hasValue(value)) {
    if (block.required) fail(block.name, requiredMessage)
    return
  }

  switch (block.blockType) {
    case 'text':
    case 'documentName':
      if (typeof value !== 'string' || value.length > MAX_TEXT_LENGTH) fail(block.name, formMessages.tooLong(MAX_TEXT_LENGTH))
      return
    case 'textarea':
    case 'advancedTextarea':
      if (typeof value !== 'string' || value.length > MAX_LONG_TEXT_LENGTH) fail(block.name, formMessages.tooLong(MAX_LONG_TEXT_LENGTH))
      return
    case 'phone':
      if (typeof value !== 'string' || !isUsPhoneNumber(value)) fail(block.name, formMessages.phoneInvalid)
      return
    case 'number':
      if (typeof value !== 'number') fail(block.name, formMessages.numberInvalid)
      return
    case 'currency':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) fail(block.name, formMessages.moneyInvalid)
      else if (value < 0) fail(block.name, formMessages.moneyNotNegative)
      return
    case 'checkbox':
      return
    case 'checkboxGroup': {
      const allowed = new Set(block.checkboxOptions.map((option) => option.value))
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && allowed.has(item))) fail(block.name, requiredMessage)
      return
    }
    case 'select':
    case 'radioGroup': {
      const options = block.blockType === 'select' ? block.selectOptions : block.radioOptions
      // A value that is not an option (a stale or forged one) is no answer.
      if (!options.some((option) => option.value === value) && block.required) fail(block.name, requiredMessage)
      return
    }
  }
}
