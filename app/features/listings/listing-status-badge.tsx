import { listingStatusColor, listingStatusLabel, type ListingStatus } from '@common/listings'
import { Badge } from '~/components/ui'

/** A listing's status (draft, published, unpublished, leased) in the colours every list uses. */
export function ListingStatusBadge({ status }: { status: ListingStatus | null | undefined }) {
  const shown = status ?? 'draft'
  return (
    <Badge color={listingStatusColor[shown]} variant="soft" size="2">
      {listingStatusLabel[shown]}
    </Badge>
  )
}
