import { describe, expect, it } from 'vitest'
import { answerKeys, fieldBlockSchema, formDefinitionSchema, isDisplayBlock, rowBlockSchema, sectionBlocks, type BlockType } from './blocks'
import { leaseTestForm } from './fixtures'

const ALL_BLOCK_TYPES: BlockType[] = [
  'pageSection',
  'dynamicPageSection',
  'text',
  'textarea',
  'advancedTextarea',
  'phone',
  'number',
  'currency',
  'checkbox',
  'checkboxGroup',
  'select',
  'radioGroup',
  'repeater',
  'stringRepeater',
  'dateRange',
  'documentName',
  'message',
  'subHeading',
  'prefillLease',
  'review',
]

describe('formDefinitionSchema', () => {
  it('reads a form with every block type, Payload nulls included', () => {
    const form = leaseTestForm()
    const seen = new Set<string>()
    for (const section of form.fields) {
      seen.add(section.blockType)
      for (const block of sectionBlocks(section)) {
        seen.add(block.blockType)
        if (block.blockType === 'repeater') block.blocks.forEach((row) => seen.add(row.blockType))
      }
    }
    expect([...seen].sort()).toEqual([...ALL_BLOCK_TYPES].sort())
  })

  it('refuses names with dots, duplicate names and a dynamic section without a source', () => {
    const text = (name: string) => ({ blockType: 'text', name })
    const page = (blocks: unknown[]) => ({ blockType: 'pageSection', blocks })
    expect(formDefinitionSchema.safeParse({ fields: [page([text('a.b')])] }).success).toBe(false)
    const duplicate = formDefinitionSchema.safeParse({ fields: [page([text('rent')]), page([text('rent')])] })
    expect(duplicate.error?.issues[0].message).toBe("Duplicate field name 'rent'.")
    const dateClash = formDefinitionSchema.safeParse({ fields: [page([text('start'), { blockType: 'dateRange', startSlug: 'start', endSlug: 'end' }])] })
    expect(dateClash.success).toBe(false)
    const orphan = formDefinitionSchema.safeParse({
      fields: [{ blockType: 'dynamicPageSection', name: 'pets', repeaterSource: { fieldId: 'petList' }, template: [text('breed')] }],
    })
    expect(orphan.error?.issues[0].message).toBe("No repeater 'petList' in a page section to expand from.")
    // A dynamic section's own names do not clash with the form's.
    const scoped = formDefinitionSchema.safeParse({
      fields: [page([{ blockType: 'stringRepeater', name: 'petList' }, text('breed')]), { blockType: 'dynamicPageSection', name: 'pets', repeaterSource: { fieldId: 'petList' }, template: [text('breed')] }],
    })
    expect(scoped.success).toBe(true)
  })

  it('refuses an enabled conditional without a condition, and unknown operators', () => {
    const withConditional = (conditional: unknown) => formDefinitionSchema.safeParse({ fields: [{ blockType: 'pageSection', blocks: [{ blockType: 'text', name: 'a', conditional }] }] })
    expect(withConditional({ enableConditional: true }).error?.issues[0].message).toBe('A conditional needs a field and an operator, or a list of conditions.')
    expect(withConditional({ enableConditional: true, fieldSelector: 'b', conditionalIs: 'greater-than' }).success).toBe(false)
    expect(withConditional({ enableConditional: true, conditions: [{ fieldSelector: 'b', conditionalIs: 'exists' }], logic: 'OR' }).success).toBe(true)
    expect(withConditional({ enableConditional: false }).success).toBe(true)
  })

  it('keeps sections and form-wide blocks out of repeater rows', () => {
    expect(rowBlockSchema.safeParse({ blockType: 'documentName', name: 'x' }).success).toBe(false)
    expect(rowBlockSchema.safeParse({ blockType: 'repeater', name: 'x', blocks: [] }).success).toBe(false)
    expect(fieldBlockSchema.safeParse({ blockType: 'pageSection', blocks: [] }).success).toBe(false)
    expect(rowBlockSchema.safeParse({ blockType: 'number', name: 'age' }).success).toBe(true)
  })
})

describe('answerKeys and isDisplayBlock', () => {
  it('names the keys a block fills', () => {
    expect(answerKeys({ blockType: 'text', name: 'a' })).toEqual(['a'])
    expect(answerKeys({ blockType: 'dateRange', startSlug: 's', endSlug: 'e' })).toEqual(['s', 'e'])
    expect(answerKeys({ blockType: 'message', label: 'Hi' })).toEqual([])
    expect(isDisplayBlock({ blockType: 'review', details: 'payment-schedule' })).toBe(true)
    expect(isDisplayBlock({ blockType: 'subHeading' })).toBe(true)
    expect(isDisplayBlock({ blockType: 'prefillLease', name: 'lease' })).toBe(false)
  })
})
