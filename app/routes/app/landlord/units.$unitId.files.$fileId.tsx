import { FilePage } from '~/features/files/file-page'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { handleFileDetailIntent, loadFileOr404 } from '~/features/files/files.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import { unitPath } from '~/features/portfolio/property'
import type { Route } from './+types/units.$unitId.files.$fileId'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData?.file.nickname ?? 'File', error)

/** The unit's files tab, from the unit's property (read with the file). */
const unitFilesHref = (file: { unitPropertyId: number | null }, unitId: number) => (file.unitPropertyId ? `${unitPath(file.unitPropertyId, unitId)}/files` : '/app/landlord')

/** /app/landlord/properties/units/{unitId}/files/{fileId} (product-spec §2): one file of the unit. */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const unitId = requireId(params.unitId)
  return { unitId, file: await loadFileOr404(context, params.fileId, { kind: 'unit', id: unitId }) }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const unitId = requireId(params.unitId)
  const file = await loadFileOr404(context, params.fileId, { kind: 'unit', id: unitId })
  return handleFileDetailIntent(context, await request.formData(), file, { afterDelete: unitFilesHref(file, unitId) })
}

export default function UnitFilePage({ loaderData }: Route.ComponentProps) {
  return <FilePage file={loaderData.file} back={{ href: unitFilesHref(loaderData.file, loaderData.unitId), label: 'Unit files' }} canEdit />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
