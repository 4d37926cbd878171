import { Badge } from '~/components/ui'
import { documentCategoryLabel, type DocumentCategory } from './documents-paths'

/** A document's category (product-spec §3 document types); leases in the lease colour, the rest gray. */
export function DocumentCategoryBadge({ category }: { category: DocumentCategory | null | undefined }) {
  if (!category) return null
  return (
    <Badge color={category === 'lease' ? 'blue' : 'gray'} variant="soft" size="2">
      {documentCategoryLabel[category]}
    </Badge>
  )
}
