import type { Answers, FieldBlock, FormDefinition, FormStep, PageSectionBlock, RepeaterRow } from '@common/forms'
// The engine's modules themselves, not its index: the index brings blocks.ts and zod into the page (ADR 027).
import { answerKeys } from '@common/forms/block-keys'
import { isVisible } from '@common/forms/conditions'
import { parseFormData } from '@common/forms/parse'

/**
 * Which blocks of one step show, for the form renderer. The same function runs on the server
 * (from the draft's answers) and in the browser (from what the page's inputs hold right now),
 * so the server render is correct on its own and JavaScript only keeps it current.
 */
export type StepVisibility = {
  /** Per block of `step.blocks`, by position. */
  blocks: boolean[]
  /** Per repeater name: per row, per row block (by position in the repeater's `blocks`). */
  rows: Record<string, boolean[][]>
  /** Per repeater name: per row block, whether it shows in a new, empty row. */
  blankRow: Record<string, boolean[]>
}

/**
 * Visibility of a step's blocks. `answers` are the form's answers (other steps' included, which
 * conditions may read); `rows` the values of the repeater rows as shown, by row position (by
 * default the answers' rows). Visibility cascades within the step as it does in the engine's
 * `visibleAnswers`: a hidden field counts as unanswered for the conditions of the others.
 */
export function stepVisibility(step: Pick<FormStep, 'blocks'>, answers: Answers, rows?: Record<string, RepeaterRow[]>): StepVisibility {
  const rowsOf = (block: Extract<FieldBlock, { blockType: 'repeater' }>): RepeaterRow[] => rows?.[block.name] ?? answerRows(answers[block.name])
  let judged = answers
  let result = evaluate(step, judged, rowsOf)
  // Each round can only hide more of what depends on a newly hidden field; a cycle of conditions stops at the bound.
  for (let round = 0; round <= step.blocks.length; round++) {
    const next = { ...answers }
    step.blocks.forEach((block, index) => {
      if (!result.blocks[index]) for (const key of answerKeys(block)) delete next[key]
    })
    const nextResult = evaluate(step, next, rowsOf)
    if (sameVisibility(nextResult, result)) break
    judged = next
    result = nextResult
  }
  return result
}

function evaluate(step: Pick<FormStep, 'blocks'>, answers: Answers, rowsOf: (block: Extract<FieldBlock, { blockType: 'repeater' }>) => RepeaterRow[]): StepVisibility {
  const visibility: StepVisibility = { blocks: [], rows: {}, blankRow: {} }
  for (const block of step.blocks) {
    visibility.blocks.push(isVisible(block, answers))
    if (block.blockType !== 'repeater') continue
    visibility.rows[block.name] = rowsOf(block).map((row) => block.blocks.map((rowBlock) => isVisible(rowBlock, answers, row)))
    visibility.blankRow[block.name] = block.blocks.map((rowBlock) => isVisible(rowBlock, answers, {}))
  }
  return visibility
}

function sameVisibility(a: StepVisibility, b: StepVisibility): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

function answerRows(value: Answers[string] | undefined): RepeaterRow[] {
  return Array.isArray(value) ? (value as unknown[]).filter((row): row is RepeaterRow => typeof row === 'object' && row !== null && !Array.isArray(row)) : []
}

/**
 * What the inputs of a step hold right now, read from the page's form data the way the server
 * will read the post (the engine's `parseFormData`): the step's answers, and each repeater's
 * rows by their position on the page (blank rows kept, so row N is the Nth row shown).
 */
export function postedStepAnswers(step: Pick<FormStep, 'key' | 'blocks'>, formData: FormData | URLSearchParams): { answers: Answers; rows: Record<string, RepeaterRow[]> } {
  const answers = parseBlocks(step.key, step.blocks, formData)
  const rows: Record<string, RepeaterRow[]> = {}
  for (const block of step.blocks) {
    if (block.blockType !== 'repeater') continue
    const prefix = `${block.name}.`
    const byRow = new Map<number, URLSearchParams>()
    for (const [key, value] of formData.entries()) {
      if (!key.startsWith(prefix) || typeof value !== 'string') continue
      const match = /^(\d+)\.(.+)$/.exec(key.slice(prefix.length))
      if (!match) continue
      const rowIndex = Number(match[1])
      const rowData = byRow.get(rowIndex) ?? new URLSearchParams()
      rowData.append(match[2], value)
      byRow.set(rowIndex, rowData)
    }
    const count = byRow.size ? Math.max(...byRow.keys()) + 1 : 0
    rows[block.name] = Array.from({ length: count }, (_, rowIndex) => {
      const rowData = byRow.get(rowIndex)
      return rowData ? (parseBlocks(`${step.key}-row`, block.blocks as FieldBlock[], rowData) as RepeaterRow) : {}
    })
  }
  return { answers, rows }
}

/** The engine's parser over a bare section of these blocks (their names are already the posted names). */
function parseBlocks(key: string, blocks: FieldBlock[], formData: FormData | URLSearchParams): Answers {
  const section: PageSectionBlock = { blockType: 'pageSection', name: null, id: key, label: null, conditional: null, blocks }
  const form: FormDefinition = { id: null, title: null, fields: [section] }
  return parseFormData(form, { key, index: 0, title: '', section, blocks, entry: null }, formData).answers
}
