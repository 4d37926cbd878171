/**
 * The `when` of a document block: show the block only when the answers meet a condition.
 * The condition has the shape of a form block's condition (product-spec §3 "conditional"):
 * `{ fieldSelector, conditionalIs, value }`, alone or as a list joined by AND / OR.
 *
 * Deliberately small and self-contained (the form engine has its own, fuller one):
 * - `fieldSelector` names an answer key; a dotted path (`pets.0.kind`) is looked up as a
 *   key first, then walked through nested rows.
 * - exists / not-exists: a non-blank string, a finite number (0 too), `true`, a non-empty
 *   list count as given; `false`, null, missing, '' and [] do not.
 * - equal / not-equal (its exact negation): a list equals a value it contains; a boolean
 *   equals true/'true'/'yes' or false/'false'/'no'; a number equals the same number typed as
 *   text; strings compare after trimming, case-sensitively. An empty expected value equals a
 *   missing answer.
 */
export const CONDITION_OPERATORS = ['equal', 'not-equal', 'exists', 'not-exists'] as const
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number]

export type DocumentCondition = {
  fieldSelector: string
  conditionalIs: ConditionOperator
  value?: string | number | boolean | null
}

/** Several conditions; `logic` defaults to AND. */
export type DocumentConditionGroup = {
  logic?: 'AND' | 'OR'
  conditions: DocumentCondition[]
}

export type DocumentWhen = DocumentCondition | DocumentConditionGroup

/** The answer under `selector`: an exact key first, then a walk along its dotted path. */
export function lookupAnswer(answers: Record<string, unknown>, selector: string): unknown {
  if (Object.hasOwn(answers, selector)) return answers[selector]
  let current: unknown = answers
  for (const part of selector.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, part)) return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

export function isAnswerGiven(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.length > 0
  return false
}

const TRUE_WORDS = ['true', 'yes', 'on', '1']
const FALSE_WORDS = ['false', 'no', 'off', '0']

function answerEquals(answer: unknown, expected: DocumentCondition['value']): boolean {
  if (expected === null || expected === undefined || (typeof expected === 'string' && expected.trim() === '')) return !isAnswerGiven(answer)
  if (Array.isArray(answer)) return answer.some((item) => answerEquals(item, expected))
  if (typeof answer === 'boolean') {
    const word = String(expected).trim().toLowerCase()
    return answer ? TRUE_WORDS.includes(word) : FALSE_WORDS.includes(word)
  }
  if (typeof answer === 'number') return Number(String(expected).trim()) === answer
  if (typeof answer === 'string') return answer.trim() === String(expected).trim()
  return false
}

export function isConditionMet(condition: DocumentCondition, answers: Record<string, unknown>): boolean {
  const answer = lookupAnswer(answers, condition.fieldSelector)
  switch (condition.conditionalIs) {
    case 'exists':
      return isAnswerGiven(answer)
    case 'not-exists':
      return !isAnswerGiven(answer)
    case 'equal':
      return answerEquals(answer, condition.value)
    case 'not-equal':
      return !answerEquals(answer, condition.value)
  }
}

/** Whether a block with this `when` is shown; no `when` (or an empty group) always is. */
export function isShown(when: DocumentWhen | undefined, answers: Record<string, unknown>): boolean {
  if (!when) return true
  if (!('conditions' in when)) return isConditionMet(when, answers)
  if (when.conditions.length === 0) return true
  return when.logic === 'OR'
    ? when.conditions.some((condition) => isConditionMet(condition, answers))
    : when.conditions.every((condition) => isConditionMet(condition, answers))
}
