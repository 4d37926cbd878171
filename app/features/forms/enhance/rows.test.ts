import { describe, expect, it } from 'vitest'
import { fieldDomId } from '../field-meta'
import { applyRepeaterIntent } from '../intents'
import { postedStepAnswers } from '../visibility'
import { removable, renumberIntent, renumberLabel, renumberTokens } from './rows'

describe('renumbering a repeater row (the visitor form page script)', () => {
  it('moves names and the ids made of them from one position to another, nothing else', () => {
    expect(renumberTokens('tenants.2.fullName', 'tenants', 2, 1)).toBe('tenants.1.fullName')
    expect(renumberTokens(fieldDomId('tenants.2.fullName'), 'tenants', 2, 1)).toBe(fieldDomId('tenants.1.fullName'))
    // aria-describedby: an id list.
    const described = `${fieldDomId('tenants.3.email')}-description ${fieldDomId('tenants.3.email')}-error`
    expect(renumberTokens(described, 'tenants', 3, 0)).toBe(`${fieldDomId('tenants.0.email')}-description ${fieldDomId('tenants.0.email')}-error`)
    // Another row, another repeater, a longer number, or a name that only contains the prefix: unchanged.
    expect(renumberTokens('tenants.1.fullName', 'tenants', 2, 1)).toBe('tenants.1.fullName')
    expect(renumberTokens('pets.2.name', 'tenants', 2, 1)).toBe('pets.2.name')
    expect(renumberTokens('tenants.12.fullName', 'tenants', 1, 0)).toBe('tenants.12.fullName')
    expect(renumberTokens('xtenants.2.fullName', 'tenants', 2, 1)).toBe('xtenants.2.fullName')
    expect(renumberTokens(fieldDomId('tenants.12.fullName'), 'tenants', 1, 0)).toBe(fieldDomId('tenants.12.fullName'))
  })

  it('renumbers the row’s Remove (its intent and its accessible name) and its visibility at the minimum', () => {
    expect(renumberIntent('repeater-remove:tenants:2', 'tenants', 2, 1)).toBe('repeater-remove:tenants:1')
    expect(renumberIntent('repeater-remove:tenants:3', 'tenants', 2, 1)).toBe('repeater-remove:tenants:3')
    expect(renumberIntent('repeater-add:tenants', 'tenants', 2, 1)).toBe('repeater-add:tenants')
    expect(renumberLabel('Remove Tenants 3', 1)).toBe('Remove Tenants 2')
    expect(removable(1, 1)).toBe(false)
    expect(removable(2, 1)).toBe(true)
    expect(removable(1, 0)).toBe(true)
  })

  it('posts in place what the server makes of a Remove post: the later rows move up', () => {
    const step = { key: 'parties', blocks: [{ blockType: 'repeater', id: 'r', name: 'tenants', label: 'Tenants', required: false, minBlocks: 0, blocks: [{ blockType: 'text', id: 'f', name: 'fullName', label: 'Full name', required: false }] }] } as never
    const posted = new URLSearchParams([
      ['tenants.0.fullName', 'Ana'],
      ['tenants.1.fullName', 'Leo'],
      ['tenants.2.fullName', 'Sam'],
    ])
    // In place: row 1 removed, row 2 renamed as 1.
    const inPlace = new URLSearchParams()
    for (const [name, value] of posted) if (!name.startsWith('tenants.1.')) inPlace.append(renumberTokens(name, 'tenants', 2, 1), value)
    const byPost = applyRepeaterIntent(step, posted, { type: 'repeater-remove', name: 'tenants', index: 1 }).formData
    expect(postedStepAnswers(step, inPlace)).toEqual(postedStepAnswers(step, byPost))
    expect(postedStepAnswers(step, inPlace).rows.tenants).toEqual([{ fullName: 'Ana' }, { fullName: 'Sam' }])
  })
})
