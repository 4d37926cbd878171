import { Badge } from '~/components/ui'

/** Shown for tenants who accepted an invitation (their contact is linked to an account). */
export function PortalAccessBadge({ portalAccess }: { portalAccess: boolean }) {
  if (!portalAccess) return null
  return (
    <Badge color="green" variant="soft" size="2">
      Portal access
    </Badge>
  )
}
