import { data, useLocation } from 'react-router'
import { FILE_ADD_DRAWER, filePageHref, FilesSection } from '~/features/files/files-list'
import { FileAddDrawer } from '~/features/files/lazy-drawers'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { openDrawer } from '~/utils/drawer'
import { handleFileUpload, loadFiles } from '~/features/files/files.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/my-files'

export const meta: Route.MetaFunction = () => titleMeta('My Files')

/** /app/landlord/my-files: the user's private files (no parent; the API shows them to their uploader only, ADR 018). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return loadFiles(context, { kind: 'personal' })
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const handled = await handleFileUpload(context, await request.formData(), { kind: 'personal' })
  if (handled) return handled
  throw data(null, { status: 400 })
}

export default function MyFilesPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  return (
    <>
      <FilesSection
        title="My Files"
        headingLevel="h1"
        files={loaderData.files}
        fileHref={(id) => filePageHref.personal(id)}
        emptyText="Files you upload here are private to you. Add one to keep it at hand."
      />
      {openDrawer(location.search).name === FILE_ADD_DRAWER ? <FileAddDrawer kind="personal" /> : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
