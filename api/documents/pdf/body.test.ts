import { describe, expect, test } from 'vitest'
import { parseDocumentBody } from './body'
import { residentialLeaseBody } from './residentialLease.sample'

describe('parseDocumentBody', () => {
  test('accepts a stored body that survives a JSON round trip', () => {
    const stored = JSON.parse(JSON.stringify(residentialLeaseBody))
    expect(parseDocumentBody(stored)).toEqual(residentialLeaseBody)
  })

  test('refuses unknown block kinds, operators and placeholder formats', () => {
    expect(() => parseDocumentBody({ title: 'Notice', blocks: [{ kind: 'image', src: 'x' }] })).toThrow()
    expect(() =>
      parseDocumentBody({ title: 'Notice', blocks: [{ kind: 'paragraph', text: 'x', when: { fieldSelector: 'a', conditionalIs: 'greater-than', value: 1 } }] }),
    ).toThrow()
    expect(() => parseDocumentBody({ title: 'Notice', blocks: [{ kind: 'clause', title: 'Rent', content: ['Pay {{rent | dollars}}.'] }] })).toThrow(
      "Unknown format 'dollars' in {{rent | dollars}}.",
    )
  })

  test('a table needs at least one column and a list either items or a source', () => {
    expect(() => parseDocumentBody({ title: 'T', blocks: [{ kind: 'table', source: 'rows', columns: [] }] })).toThrow()
    expect(() => parseDocumentBody({ title: 'T', blocks: [{ kind: 'list' }] })).toThrow()
    expect(parseDocumentBody({ title: 'T', blocks: [{ kind: 'list', items: ['One {{a}}'] }, { kind: 'list', source: 'pets', itemTemplate: '{{name}}' }] }).blocks).toHaveLength(2)
  })
})
