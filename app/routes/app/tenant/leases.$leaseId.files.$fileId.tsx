import { FilePage } from '~/features/files/file-page'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { tenantLeasePath } from '~/features/portfolio/tenant-lease'
import { requireTenant } from '~/utils/auth.server'
import { loadFileOr404 } from '~/features/files/files.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/leases.$leaseId.files.$fileId'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData?.file.nickname ?? 'File', error)

/** /app/tenant/leases/{leaseId}/files/{fileId}: a file of a lease the tenant holds (anything else: 404). Read and download only. */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireTenant(context)
  const leaseId = requireId(params.leaseId)
  return { leaseId, file: await loadFileOr404(context, params.fileId, { kind: 'lease', id: leaseId }) }
}

export default function TenantLeaseFilePage({ loaderData }: Route.ComponentProps) {
  return <FilePage file={loaderData.file} back={{ href: `${tenantLeasePath(loaderData.leaseId)}/files`, label: 'Lease files' }} canEdit={false} />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
