/**
 * The visitor's form page without React (ADR 027, amendment "the visitor's form page without
 * React"): a standalone script (`?page-script`, scripts/lib/page-script.mjs) that enhances the
 * server's HTML as the hydrated page would, and nothing more. Without it every control still
 * posts: a block that depends on an answer shows after Next, rows are added and removed by a post.
 *
 * - Live visibility: on every input or change in the step, the page's form data is read with the
 *   engine's parser and the blocks' conditions judged again (`postedStepAnswers`,
 *   `stepVisibility`: the same code as the React page's), and each block's `hidden` set.
 * - Repeaters: 'Add another' copies the repeater's blank row template (renumbered to the next
 *   position) and 'Remove' drops its row and renumbers the rows after it, in place, instead of
 *   posting; each row's Remove shows only above the repeater's minimum.
 */
import { parseFormStepIntent } from '../intents'
import { postedStepAnswers, stepVisibility } from '../visibility'
import type { EnhanceData } from './data'
import { removable, renumberIntent, renumberLabel, renumberTokens, ROW_ATTRIBUTES } from './rows'

const rowsOf = (fieldset: Element) => [...fieldset.querySelectorAll<HTMLElement>(':scope > [data-repeater-row]')]

function renumberRow(row: HTMLElement, repeater: string, from: number, to: number) {
  row.dataset.repeaterRow = String(to)
  for (const element of [row, ...row.querySelectorAll<HTMLElement>('*')]) {
    for (const attribute of ROW_ATTRIBUTES) {
      const value = element.getAttribute(attribute)
      if (value !== null) element.setAttribute(attribute, renumberTokens(value, repeater, from, to))
    }
    if (element instanceof HTMLButtonElement && element.name === 'intent') {
      const value = renumberIntent(element.value, repeater, from, to)
      if (value !== element.value) {
        element.value = value
        const label = element.getAttribute('aria-label')
        if (label) element.setAttribute('aria-label', renumberLabel(label, to))
      }
    }
  }
  const number = row.querySelector('[data-row-number]')
  if (number) number.textContent = String(to + 1)
}

function showRemoveButtons(fieldset: HTMLElement) {
  const rows = rowsOf(fieldset)
  const shown = removable(rows.length, Number(fieldset.dataset.minRows ?? 0))
  for (const row of rows) for (const wrapper of row.querySelectorAll<HTMLElement>('[data-row-remove]')) wrapper.hidden = !shown
}

function addRow(fieldset: HTMLElement, repeater: string) {
  const template = fieldset.querySelector<HTMLTemplateElement>(':scope > template[data-repeater-template]')
  const blank = template?.content.firstElementChild
  if (!template || !(blank instanceof HTMLElement)) return false
  const row = document.importNode(blank, true)
  renumberRow(row, repeater, Number(blank.dataset.repeaterRow), rowsOf(fieldset).length)
  template.before(row)
  row.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus()
  return true
}

function removeRow(fieldset: HTMLElement, repeater: string, index: number) {
  const rows = rowsOf(fieldset)
  const row = rows[index]
  if (!row) return false
  // Focus would be lost with the button: it goes to the repeater's 'Add another'.
  fieldset.querySelector<HTMLButtonElement>(':scope > div > button[value^="repeater-add:"]')?.focus()
  row.remove()
  rows.slice(index + 1).forEach((later, offset) => renumberRow(later, repeater, index + 1 + offset, index + offset))
  return true
}

function enhance(container: HTMLElement) {
  const form = container.closest('form')
  const json = container.querySelector('script[data-form-step-data]')?.textContent
  if (!form || !json) return
  const { step, answers } = JSON.parse(json) as EnhanceData

  const update = () => {
    const live = postedStepAnswers(step, new FormData(form))
    const visibility = stepVisibility(step, { ...answers, ...live.answers }, live.rows)
    for (const block of container.querySelectorAll<HTMLElement>('[data-block-index]')) block.hidden = !visibility.blocks[Number(block.dataset.blockIndex)]
    for (const fieldset of container.querySelectorAll<HTMLElement>('fieldset[data-repeater]')) {
      const name = fieldset.dataset.repeater ?? ''
      rowsOf(fieldset).forEach((row, rowIndex) => {
        for (const block of row.querySelectorAll<HTMLElement>('[data-row-block-index]')) {
          const index = Number(block.dataset.rowBlockIndex)
          block.hidden = !(visibility.rows[name]?.[rowIndex]?.[index] ?? visibility.blankRow[name]?.[index] ?? true)
        }
      })
    }
  }

  container.addEventListener('input', update)
  container.addEventListener('change', update)
  container.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[name="intent"]') : null
    if (!(button instanceof HTMLButtonElement) || !container.contains(button)) return
    const intent = parseFormStepIntent(button.value)
    if (intent?.type !== 'repeater-add' && intent?.type !== 'repeater-remove') return
    const fieldset = [...container.querySelectorAll<HTMLElement>('fieldset[data-repeater]')].find((candidate) => candidate.dataset.repeater === intent.name)
    if (!fieldset) return
    const done = intent.type === 'repeater-add' ? addRow(fieldset, intent.name) : removeRow(fieldset, intent.name, intent.index)
    // Anything unexpected: the button posts, and the server adds or removes the row.
    if (!done) return
    event.preventDefault()
    showRemoveButtons(fieldset)
    update()
  })
  // The browser may have restored what was typed (back and forward): judge the page as it is.
  update()
}

for (const container of document.querySelectorAll<HTMLElement>('[data-form-step]')) enhance(container)
