import { DOCUMENTS_PATH } from '~/features/documents/documents-paths'
import { FilePage } from '~/features/files/file-page'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { handleFileDetailIntent, loadFileOr404 } from '~/features/files/files.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/documents.files.$fileId'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData?.file.nickname ?? 'File', error)

/** /app/landlord/documents/files/{fileId}: an uploaded general document (rename changes its nickname and category). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return { file: await loadFileOr404(context, params.fileId, { kind: 'document' }) }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const file = await loadFileOr404(context, params.fileId, { kind: 'document' })
  return handleFileDetailIntent(context, await request.formData(), file, { afterDelete: DOCUMENTS_PATH })
}

export default function DocumentFilePage({ loaderData }: Route.ComponentProps) {
  return <FilePage file={loaderData.file} back={{ href: DOCUMENTS_PATH, label: 'Documents' }} canEdit />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
