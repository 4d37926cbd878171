import type { Answers, FormStep } from '@common/forms'

/**
 * What the visitor's form page (served without React, ADR 027) hands its enhancing script: the
 * step's blocks (their conditions and names) and the draft's answers (conditions may read other
 * pages' answers), as JSON in a `<script type="application/json" data-form-step-data>`.
 */
export type EnhanceData = { step: Pick<FormStep, 'key' | 'blocks'>; answers: Answers }

/**
 * JSON safe inside a `<script>` element: `<`, `>` and `&` escaped (an answer holding
 * `</script>` cannot end the element), and the line separators some parsers refuse.
 */
export function enhanceDataJson(step: EnhanceData['step'], answers: Answers): string {
  const data: EnhanceData = { step: { key: step.key, blocks: step.blocks }, answers }
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
