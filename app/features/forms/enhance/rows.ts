import { fieldDomId } from '../field-meta'
import { repeaterRemoveIntent } from '../intents'

/**
 * Renumbering a repeater row's markup (the visitor's form page without React, ADR 027): a row
 * posts `name.N.field` (what the engine's parser reads, `postedStepAnswers` and
 * `applyRepeaterIntent` too), its controls have the ids `fieldDomId` makes of those names, and its
 * labels, descriptions and errors point at them. Moving a row from position `from` to `to`
 * rewrites exactly those prefixes; nothing else in an attribute changes.
 */

/** The attributes that may name a row's controls: names, ids, and the ids other elements point at. */
export const ROW_ATTRIBUTES = ['name', 'id', 'for', 'aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-errormessage', 'form'] as const

/** One attribute's value (an id list for the aria-* ones) with row `from`'s prefixes made row `to`'s. */
export function renumberTokens(value: string, repeater: string, from: number, to: number): string {
  const prefixes: Array<[string, string]> = [
    [`${repeater}.${from}.`, `${repeater}.${to}.`],
    [fieldDomId(`${repeater}.${from}.`), fieldDomId(`${repeater}.${to}.`)],
  ]
  return value
    .split(' ')
    .map((token) => {
      for (const [old, next] of prefixes) if (token.startsWith(old)) return next + token.slice(old.length)
      return token
    })
    .join(' ')
}

/** A row's Remove button's value: `repeater-remove:<name>:<from>` becomes `…:<to>`; any other value stays. */
export function renumberIntent(value: string, repeater: string, from: number, to: number): string {
  return value === repeaterRemoveIntent(repeater, from) ? repeaterRemoveIntent(repeater, to) : value
}

/** A label ending with the row's number ('Remove Tenant 2'): the number shown for position `to`. */
export function renumberLabel(label: string, to: number): string {
  return label.replace(/\d+$/, String(to + 1))
}

/** Whether each row shows its Remove: only above the repeater's minimum (as the server renders it). */
export function removable(rowCount: number, minimum: number): boolean {
  return rowCount > minimum
}
