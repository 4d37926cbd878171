import { FilePage } from '~/features/files/file-page'
import { leaseBasePath } from '~/features/portfolio/lease-page'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { handleFileDetailIntent, loadFileOr404 } from '~/features/files/files.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/leases.$leaseId.files.$fileId'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData?.file.nickname ?? 'File', error)

/** /app/landlord/leases/{leaseId}/files/{fileId}: one file of the lease (shared with its tenants). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const leaseId = requireId(params.leaseId)
  return { leaseId, file: await loadFileOr404(context, params.fileId, { kind: 'lease', id: leaseId }) }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const leaseId = requireId(params.leaseId)
  const file = await loadFileOr404(context, params.fileId, { kind: 'lease', id: leaseId })
  return handleFileDetailIntent(context, await request.formData(), file, { afterDelete: leaseBasePath(leaseId) })
}

export default function LeaseFilePage({ loaderData }: Route.ComponentProps) {
  return <FilePage file={loaderData.file} back={{ href: leaseBasePath(loaderData.leaseId), label: 'Lease' }} canEdit />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
