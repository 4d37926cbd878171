import type { BlockType, FieldBlock, RowBlock, SectionBlock } from './blocks'

// Apart from blocks.ts, which builds the zod schemas at its top level: what the browser needs of
// the blocks (parse.ts, the form page's step switching) without loading zod (ADR 027).

/** Blocks that show something and hold no answer. */
export const DISPLAY_BLOCK_TYPES = ['message', 'subHeading', 'review'] as const satisfies readonly BlockType[]

export function isDisplayBlock(block: FieldBlock | RowBlock): block is Extract<FieldBlock, { blockType: (typeof DISPLAY_BLOCK_TYPES)[number] }> {
  return (DISPLAY_BLOCK_TYPES as readonly string[]).includes(block.blockType)
}

/** The answer keys a block fills (none for display blocks, two for a dateRange). */
export function answerKeys(block: FieldBlock | RowBlock): string[] {
  if (isDisplayBlock(block)) return []
  if (block.blockType === 'dateRange') return [block.startSlug, block.endSlug]
  return [block.name]
}

/** The blocks of a section: its own, or its template for a dynamic section. */
export function sectionBlocks(section: SectionBlock): FieldBlock[] {
  return section.blockType === 'pageSection' ? section.blocks : section.template
}
