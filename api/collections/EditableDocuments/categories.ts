import type { TemplateGroup } from '@api/payload-types'

/** The spec's document types (§3 Enumerations): the category of a landlord's document. */
export const DOCUMENT_CATEGORIES = ['lease', 'invoice', 'receipt', 'utility', 'tax', 'image', 'other'] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]

/** A generated document's category: its template group's (lease templates → 'lease'), else 'other'. */
export function documentCategoryOf(group: Pick<TemplateGroup, 'category'> | null | undefined): DocumentCategory {
  return group?.category === 'lease' ? 'lease' : 'other'
}
