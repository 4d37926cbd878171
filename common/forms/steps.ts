import { answerKeys, isDisplayBlock, sectionBlocks } from './block-keys'
import type { Conditional, DynamicPageSectionBlock, FieldBlock, FormDefinition, RowBlock, SectionBlock } from './blocks'
import { isVisible } from './conditions'
import { stateHash } from './state-hash'
import { hasValue, parseDollarsInput, parseNumberInput, splitStringList, type AnswerValue, type Answers, type RepeaterRow, type ScalarAnswer } from './values'

/**
 * One page of the form (product-spec §4 "Form sections and dynamic sections"): a pageSection, or one
 * entry of a dynamicPageSection.
 *
 * Dynamic sections: for entry `i` of the source repeater, every answer key of the template is
 * namespaced `${section.name}.${i}.${key}` (a dateRange's startSlug/endSlug too), and so are
 * conditions, prefillLease targets and review sources that name a field of the same template;
 * names outside the template stay form-wide. `blocks` holds these resolved copies, so the
 * names in a step are the keys of the answers map and the names of the posted form fields.
 */
export type FormStep = {
  /** Stable while answers change: the section's name (or id, or 'page-N'); `${name}.${i}` for an entry. */
  key: string
  /** Position among the visible steps. */
  index: number
  /** The section's label; for an entry, 'Section label: entry label'. */
  title: string
  section: SectionBlock
  blocks: FieldBlock[]
  /** For a dynamic section: which entry of its source this page is for. */
  entry: { index: number; label: string; prefix: string } | null
}

/** Key of the document name in a submission (product-spec §3 form-submissions). */
export const USER_DEFINED_DOCUMENT_NAME = 'userDefinedDocumentName'

/**
 * The pages to show, in order: one per visible pageSection, and one per entry of each visible
 * dynamicPageSection's source; hidden sections are left out. Visibility cascades: a field
 * that is hidden counts as unanswered for the conditions of others (see `visibleAnswers`).
 */
export function buildSteps(form: FormDefinition, answers: Answers): FormStep[] {
  return expandSections(form, visibleAnswers(form, answers), false)
}

/**
 * The answers that count: only keys of fields that are shown (visible section, visible
 * block, existing dynamic entry, visible row block); stale dynamic entries, hidden fields and
 * unknown keys are dropped. Computed to a fixed point, so a field controlled by a hidden field
 * sees that field as unanswered (a cycle of conditions stops after a bounded number of rounds).
 * This is what a submission stores and what a document is rendered from.
 */
export function visibleAnswers(form: FormDefinition, answers: Answers): Answers {
  let current = answers
  let currentHash = stateHash(current)
  const rounds = 2 + form.fields.reduce((count, section) => count + sectionBlocks(section).length, 0)
  for (let round = 0; round < rounds; round++) {
    const next = keepShown(expandSections(form, current, false), answers, current)
    const nextHash = stateHash(next)
    if (nextHash === currentHash) return next
    current = next
    currentHash = nextHash
  }
  return current
}

/** The values of shown fields, read from `source`, with visibility judged on `judged`. */
function keepShown(steps: FormStep[], source: Answers, judged: Answers): Answers {
  const kept: Answers = {}
  for (const step of steps) {
    for (const block of step.blocks) {
      if (!isVisible(block, judged)) continue
      if (block.blockType === 'repeater') {
        const rows = source[block.name]
        if (!Array.isArray(rows)) continue
        const judgedValue = judged[block.name]
        const judgedRows = Array.isArray(judgedValue) ? (judgedValue as unknown[]).filter(isRow) : []
        kept[block.name] = (rows as unknown[]).filter(isRow).map((row, rowIndex) => {
          const judgedRow = judgedRows[rowIndex] ?? row
          const keptRow: RepeaterRow = {}
          for (const rowBlock of block.blocks) {
            if (!isVisible(rowBlock, judged, judgedRow)) continue
            for (const key of answerKeys(rowBlock)) if (Object.hasOwn(row, key)) keptRow[key] = row[key]
          }
          return keptRow
        })
        continue
      }
      for (const key of answerKeys(block)) if (Object.hasOwn(source, key)) kept[key] = source[key]
    }
  }
  return kept
}

function isRow(value: unknown): value is RepeaterRow {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Sections to steps; `includeHidden` keeps hidden sections (for defaults). */
function expandSections(form: FormDefinition, answers: Answers, includeHidden: boolean): FormStep[] {
  const steps: FormStep[] = []
  form.fields.forEach((section, sectionIndex) => {
    if (!includeHidden && !isVisible(section, answers)) return
    const sectionKey = section.name || section.id || `page-${sectionIndex + 1}`
    const label = section.label?.trim() ?? ''
    if (section.blockType === 'pageSection') {
      steps.push({ key: sectionKey, index: steps.length, title: label, section, blocks: section.blocks, entry: null })
      return
    }
    dynamicEntries(form, section, answers).forEach((entryLabel, entryIndex) => {
      const prefix = `${section.name}.${entryIndex}`
      const title = label && entryLabel ? `${label}: ${entryLabel}` : entryLabel || `${label || 'Entry'} ${entryIndex + 1}`
      steps.push({
        key: prefix,
        index: steps.length,
        title,
        section,
        blocks: scopeTemplate(section.template, prefix),
        entry: { index: entryIndex, label: entryLabel, prefix },
      })
    })
  })
  return steps
}

/** The repeater or stringRepeater a dynamic section expands from, found by name or block id. */
export function dynamicSource(form: FormDefinition, section: DynamicPageSectionBlock) {
  const fieldId = section.repeaterSource.fieldId
  for (const candidate of form.fields) {
    if (candidate.blockType !== 'pageSection') continue
    for (const block of candidate.blocks) {
      if ((block.blockType === 'repeater' || block.blockType === 'stringRepeater') && (block.name === fieldId || block.id === fieldId)) return block
    }
  }
  return null
}

/** The label of each entry of a dynamic section's source: the row's valueField, or the string. */
function dynamicEntries(form: FormDefinition, section: DynamicPageSectionBlock, answers: Answers): string[] {
  const source = dynamicSource(form, section)
  const value = source ? answers[source.name] : null
  if (!Array.isArray(value)) return []
  const valueField = section.repeaterSource.valueField
  return (value as unknown[]).map((entry) => {
    if (typeof entry === 'string') return entry.trim()
    if (isRow(entry) && valueField) return displayValue(entry[valueField])
    return ''
  })
}

function displayValue(value: ScalarAnswer | undefined): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.join(', ')
  return ''
}

/** Copies of a dynamic template with its own names put under `prefix`. */
function scopeTemplate(template: FieldBlock[], prefix: string): FieldBlock[] {
  const own = new Set(template.flatMap((block) => answerKeys(block)))
  const scoped = (key: string) => (own.has(key) ? `${prefix}.${key}` : key)
  const scopedOptional = (key: string | null | undefined) => (key ? scoped(key) : key)
  return template.map((block): FieldBlock => {
    const conditional = scopeConditional(block.conditional, scoped)
    switch (block.blockType) {
      case 'dateRange':
        return { ...block, conditional, startSlug: scoped(block.startSlug), endSlug: scoped(block.endSlug) }
      case 'prefillLease':
        return { ...block, conditional, name: scoped(block.name), rent: scopedOptional(block.rent), securityDeposit: scopedOptional(block.securityDeposit) }
      case 'review':
        return { ...block, conditional, source: scopedOptional(block.source) }
      case 'message':
      case 'subHeading':
        return { ...block, conditional }
      default:
        return { ...block, conditional, name: scoped(block.name) }
    }
  })
}

function scopeConditional(conditional: Conditional | null | undefined, scoped: (key: string) => string): Conditional | null | undefined {
  if (!conditional) return conditional
  return {
    ...conditional,
    fieldSelector: conditional.fieldSelector ? scoped(conditional.fieldSelector) : conditional.fieldSelector,
    conditions: conditional.conditions?.map((condition) => ({ ...condition, fieldSelector: scoped(condition.fieldSelector) })),
  }
}

/**
 * The answers with each field's `defaultValue` filled in where the key is absent (a value the
 * visitor cleared is null, not absent, and stays cleared). Call it when a draft starts and after
 * merging a step, so that new dynamic entries get their defaults.
 */
export function applyDefaults(form: FormDefinition, answers: Answers): Answers {
  const filled: Answers = { ...answers }
  // Page sections first: their values decide how many dynamic entries there are.
  for (const pass of ['pageSection', 'dynamicPageSection'] as const) {
    for (const step of expandSections(form, filled, true)) {
      if (step.section.blockType !== pass) continue
      for (const block of step.blocks) {
        if (isDisplayBlock(block) || block.blockType === 'repeater' || block.blockType === 'dateRange') continue
        if (Object.hasOwn(filled, block.name)) continue
        const value = defaultAnswer(block)
        if (value !== undefined) filled[block.name] = value
      }
    }
  }
  return filled
}

/** A block's defaultValue as an answer of its type (undefined when it has none). */
export function defaultAnswer(block: FieldBlock | RowBlock): AnswerValue | undefined {
  switch (block.blockType) {
    case 'number': {
      const given = block.defaultValue
      if (given === null || given === undefined) return undefined
      const value = typeof given === 'number' ? given : parseNumberInput(given)
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined
    }
    case 'currency': {
      const given = block.defaultValue
      if (given === null || given === undefined) return undefined
      const value = typeof given === 'number' ? Math.round(given) : parseDollarsInput(given)
      return typeof value === 'number' && value >= 0 ? value : undefined
    }
    case 'checkbox': {
      const given = block.defaultValue
      if (given === null || given === undefined) return undefined
      return typeof given === 'boolean' ? given : ['true', 'yes', 'on', '1'].includes(given.trim().toLowerCase())
    }
    case 'checkboxGroup': {
      const given = block.defaultValue
      if (given === null || given === undefined) return undefined
      const allowed = new Set(block.checkboxOptions.map((option) => option.value))
      return (typeof given === 'string' ? splitStringList(given) : given).filter((value) => allowed.has(value))
    }
    case 'stringRepeater': {
      const given = block.defaultValue
      if (given === null || given === undefined) return undefined
      return typeof given === 'string' ? splitStringList(given, block.delimiter) : given.map((value) => value.trim()).filter(Boolean)
    }
    case 'select':
    case 'radioGroup': {
      const options = block.blockType === 'select' ? block.selectOptions : block.radioOptions
      return options.some((option) => option.value === block.defaultValue) ? (block.defaultValue as string) : undefined
    }
    case 'text':
    case 'textarea':
    case 'advancedTextarea':
    case 'phone':
    case 'documentName':
    case 'prefillLease':
      return hasValue(block.defaultValue) ? (block.defaultValue as string).trim() : undefined
    default:
      return undefined
  }
}

/**
 * The document's name from the form's visible documentName block: prepend, the answer and
 * append, trimmed and joined by single spaces; null when there is no such block or no answer.
 */
export function documentName(form: FormDefinition, answers: Answers): string | null {
  for (const step of buildSteps(form, answers)) {
    for (const block of step.blocks) {
      if (block.blockType !== 'documentName' || !isVisible(block, answers)) continue
      const value = answers[block.name]
      if (typeof value !== 'string' || !value.trim()) return null
      return [block.prepend, value, block.append].map((part) => part?.trim() ?? '').filter(Boolean).join(' ')
    }
  }
  return null
}

/**
 * What a form submission stores (product-spec §3 form-submissions `submission`): the visible answers,
 * plus `userDefinedDocumentName` when the form names its document.
 */
export function submissionData(form: FormDefinition, answers: Answers): Answers {
  const data = visibleAnswers(form, answers)
  const name = documentName(form, data)
  if (name) data[USER_DEFINED_DOCUMENT_NAME] = name
  return data
}

/** The answers of one dynamic entry, keyed by the template's own names ('tenants.0.email' → 'email'). */
export function entryAnswers(answers: Answers, prefix: string): Answers {
  const entry: Answers = {}
  const start = `${prefix}.`
  for (const [key, value] of Object.entries(answers)) if (key.startsWith(start)) entry[key.slice(start.length)] = value
  return entry
}

/**
 * What choosing a lease in a prefillLease block fills in: the block's own answer (the lease id)
 * and the currency fields it names, from the lease's rent and security deposit (cents, as leases
 * hold them). Amounts the lease does not have are left alone.
 */
export function prefillLeaseAnswers(
  block: Extract<FieldBlock, { blockType: 'prefillLease' }>,
  lease: { id: string | number; rent?: number | null; securityDeposit?: number | null },
): Answers {
  const filled: Answers = { [block.name]: String(lease.id) }
  if (block.rent && typeof lease.rent === 'number') filled[block.rent] = lease.rent
  if (block.securityDeposit && typeof lease.securityDeposit === 'number') filled[block.securityDeposit] = lease.securityDeposit
  return filled
}
