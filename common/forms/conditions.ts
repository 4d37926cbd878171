import type { Condition, Conditional } from './blocks'
import { hasValue, parseNumberInput, type AnswerValue, type Answers, type RepeaterRow } from './values'

/**
 * Conditions (product-spec §3 "conditional"). The operators:
 * - exists / not-exists: whether the field's value counts as given (see `hasValue`: a
 *   non-blank string, any finite number including 0, a ticked checkbox, a non-empty list).
 * - equal / not-equal (not-equal is exactly the negation of equal). The condition's value is
 *   compared with the answer by the answer's type:
 *   - string: equal after trimming both, case-sensitive;
 *   - number: numerically ('1500' equals 1500; currency answers are cents);
 *   - boolean: `true`/'true'/'yes'/'on'/'1' or `false`/'false'/'no'/'off'/'0';
 *   - list (checkboxGroup, stringRepeater): equal when the list contains the value;
 *   - no answer (null/missing): equal to an empty value ('' or null) and to false.
 *   An empty condition value ('' or null) is equal to any answer that does not exist.
 */
export function conditionHolds(condition: Pick<Condition, 'conditionalIs' | 'value'>, answer: AnswerValue | undefined): boolean {
  switch (condition.conditionalIs) {
    case 'exists':
      return hasValue(answer)
    case 'not-exists':
      return !hasValue(answer)
    case 'equal':
      return answerEquals(answer, condition.value)
    case 'not-equal':
      return !answerEquals(answer, condition.value)
  }
}

const TRUE_WORDS = ['true', 'yes', 'on', '1']
const FALSE_WORDS = ['false', 'no', 'off', '0']

function asBoolean(value: string | number | boolean): boolean | undefined {
  if (typeof value === 'boolean') return value
  const word = String(value).trim().toLowerCase()
  if (TRUE_WORDS.includes(word)) return true
  if (FALSE_WORDS.includes(word)) return false
  return undefined
}

function answerEquals(answer: AnswerValue | undefined, expected: string | number | boolean | null | undefined): boolean {
  if (expected === null || expected === undefined || (typeof expected === 'string' && expected.trim() === '')) return !hasValue(answer)
  if (Array.isArray(answer)) return answer.some((item) => typeof item !== 'object' && answerEquals(item, expected))
  if (answer === null || answer === undefined) return expected === false || (typeof expected === 'string' && ['false', 'no', 'off'].includes(expected.trim().toLowerCase()))
  if (typeof answer === 'boolean') return asBoolean(expected) === answer
  if (typeof answer === 'number') {
    const number = typeof expected === 'number' ? expected : typeof expected === 'string' ? parseNumberInput(expected) : null
    return typeof number === 'number' && number === answer
  }
  if (typeof answer === 'string') return answer.trim() === String(expected).trim()
  return false
}

/** The conditions a conditional applies (none when it is off or incomplete). */
export function activeConditions(conditional: Conditional | null | undefined): Array<Pick<Condition, 'fieldSelector' | 'conditionalIs' | 'value'>> {
  if (!conditional?.enableConditional) return []
  if (conditional.conditions?.length) return conditional.conditions
  if (conditional.fieldSelector && conditional.conditionalIs) {
    return [{ fieldSelector: conditional.fieldSelector, conditionalIs: conditional.conditionalIs, value: conditional.value }]
  }
  return []
}

/**
 * Whether a block shows, given the answers. A disabled (or incomplete) conditional shows the
 * block. A list of conditions combines with its `logic`: AND (the default) needs all, OR any.
 * `row`: for a block inside a repeater row, the row's values, which a `fieldSelector` naming a
 * row field reads before the form-wide answers.
 */
export function isVisible(block: { conditional?: Conditional | null }, answers: Answers, row?: RepeaterRow): boolean {
  const conditions = activeConditions(block.conditional)
  if (conditions.length === 0) return true
  const read = (selector: string) => (row && Object.hasOwn(row, selector) ? row[selector] : answers[selector])
  const results = conditions.map((condition) => conditionHolds(condition, read(condition.fieldSelector)))
  return block.conditional?.conditions?.length && block.conditional.logic === 'OR' ? results.some(Boolean) : results.every(Boolean)
}
