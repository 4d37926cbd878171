import { FilePage } from '~/features/files/file-page'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { handleFileDetailIntent, loadFileOr404 } from '~/features/files/files.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import { propertyPath } from '~/features/portfolio/property'
import type { Route } from './+types/properties.$propertyId.files.$fileId'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData?.file.nickname ?? 'File', error)

/** /app/landlord/properties/{propertyId}/files/{fileId}: one file of the property (another property's is a 404 here). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const propertyId = requireId(params.propertyId)
  return { propertyId, file: await loadFileOr404(context, params.fileId, { kind: 'property', id: propertyId }) }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const propertyId = requireId(params.propertyId)
  const file = await loadFileOr404(context, params.fileId, { kind: 'property', id: propertyId })
  return handleFileDetailIntent(context, await request.formData(), file, { afterDelete: `${propertyPath(propertyId)}/files` })
}

export default function PropertyFilePage({ loaderData }: Route.ComponentProps) {
  return <FilePage file={loaderData.file} back={{ href: `${propertyPath(loaderData.propertyId)}/files`, label: 'Property files' }} canEdit />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
