import { FilePage } from '~/features/files/file-page'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { handleFileDetailIntent, loadFileOr404 } from '~/features/files/files.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/my-files.$fileId'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData?.file.nickname ?? 'File', error)

const MY_FILES = '/app/landlord/my-files'

/** /app/landlord/my-files/{fileId}: one of the user's private files (anyone else's: 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return { file: await loadFileOr404(context, params.fileId, { kind: 'personal' }) }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const file = await loadFileOr404(context, params.fileId, { kind: 'personal' })
  return handleFileDetailIntent(context, await request.formData(), file, { afterDelete: MY_FILES })
}

export default function MyFilePage({ loaderData }: Route.ComponentProps) {
  return <FilePage file={loaderData.file} back={{ href: MY_FILES, label: 'My Files' }} canEdit />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
