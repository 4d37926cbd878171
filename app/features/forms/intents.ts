import type { FormStep } from '@common/forms'

/**
 * The `intent` values a template form step posts (with or without JavaScript), and the pure
 * helpers a route's action uses to handle them. Every button of the step is a submit button
 * named `intent`; see README.md in this folder for what the route does with each.
 */
export const FORM_STEP_INTENT = {
  /** Save the page and go to the next one (also the default: Enter in a field). */
  next: 'next',
  /** Save the page (errors allowed) and go to the previous one. */
  back: 'back',
  /** Save the last page and open the preview. */
  preview: 'preview',
  /** Without JavaScript: fill the rent and deposit fields from the chosen lease, stay on the page. */
  prefillLease: 'prefill-lease',
} as const

/** The step indicator's buttons: `goto:<stepKey>` saves the page (errors allowed, as Back) and opens that page. */
export function gotoIntent(stepKey: string): string {
  return `goto:${stepKey}`
}

export type FormStepIntent =
  | { type: 'next' | 'back' | 'preview' | 'prefill-lease' }
  /** Save the page (errors allowed) and open the page `stepKey` (the step indicator). */
  | { type: 'goto'; stepKey: string }
  /** Show one more (blank) row of the repeater `name`. */
  | { type: 'repeater-add'; name: string }
  /** Drop the row at position `index` of the repeater `name`. */
  | { type: 'repeater-remove'; name: string; index: number }

/** `repeater-add:<name>` */
export function repeaterAddIntent(name: string): string {
  return `repeater-add:${name}`
}

/** `repeater-remove:<name>:<index>` */
export function repeaterRemoveIntent(name: string, index: number): string {
  return `repeater-remove:${name}:${index}`
}

/** The posted `intent`, read; null for anything else (treat a missing intent as 'next'). */
export function parseFormStepIntent(value: FormDataEntryValue | null | undefined): FormStepIntent | null {
  if (typeof value !== 'string') return null
  if (value === 'next' || value === 'back' || value === 'preview' || value === 'prefill-lease') return { type: value }
  const goto = /^goto:(.+)$/.exec(value)
  if (goto) return { type: 'goto', stepKey: goto[1] }
  const add = /^repeater-add:([^:]+)$/.exec(value)
  if (add) return { type: 'repeater-add', name: add[1] }
  const remove = /^repeater-remove:([^:]+):(\d+)$/.exec(value)
  if (remove) return { type: 'repeater-remove', name: remove[1], index: Number(remove[2]) }
  return null
}

/**
 * How many rows each repeater of the step posted (blank rows included): one more than the
 * highest row index of `name.N.field` posted. Repeaters that posted no row are absent.
 */
export function postedRepeaterRows(step: Pick<FormStep, 'blocks'>, formData: FormData | URLSearchParams): Record<string, number> {
  const counts: Record<string, number> = {}
  const names = new Set(step.blocks.flatMap((block) => (block.blockType === 'repeater' ? [block.name] : [])))
  for (const key of formData.keys()) {
    const match = /^([^.]+)\.(\d+)\./.exec(key)
    if (!match || !names.has(match[1])) continue
    counts[match[1]] = Math.max(counts[match[1]] ?? 0, Number(match[2]) + 1)
  }
  return counts
}

/**
 * A repeater intent applied to the posted page (without JavaScript): `formData` with the removed
 * row's fields dropped and the following rows renumbered (parse this with `parseFormData`), and
 * `repeaterRows`, the number of rows to show per repeater when the page is rendered again (pass it
 * to `FormStep`). Other intents leave the post as it is.
 */
export function applyRepeaterIntent(
  step: Pick<FormStep, 'blocks'>,
  formData: FormData | URLSearchParams,
  intent: FormStepIntent | null,
): { formData: URLSearchParams; repeaterRows: Record<string, number> } {
  const repeaterRows = postedRepeaterRows(step, formData)
  const next = new URLSearchParams()
  const target = intent?.type === 'repeater-add' || intent?.type === 'repeater-remove' ? intent : null
  const isRepeater = target ? step.blocks.some((block) => block.blockType === 'repeater' && block.name === target.name) : false
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string') continue
    if (isRepeater && target?.type === 'repeater-remove' && key.startsWith(`${target.name}.`)) {
      const match = /^(\d+)\.(.*)$/.exec(key.slice(target.name.length + 1))
      if (match) {
        const row = Number(match[1])
        if (row === target.index) continue
        next.append(row > target.index ? `${target.name}.${row - 1}.${match[2]}` : key, value)
        continue
      }
    }
    next.append(key, value)
  }
  if (isRepeater && target) {
    const shown = repeaterRows[target.name] ?? 0
    repeaterRows[target.name] = target.type === 'repeater-add' ? shown + 1 : Math.max(0, shown - (target.index < shown ? 1 : 0))
  }
  return { formData: next, repeaterRows }
}
