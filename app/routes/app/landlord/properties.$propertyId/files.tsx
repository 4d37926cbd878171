import { data, useLocation } from 'react-router'
import { FILE_ADD_DRAWER, filePageHref, FilesSection } from '~/features/files/files-list'
import { FileAddDrawer } from '~/features/files/lazy-drawers'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { openDrawer } from '~/utils/drawer'
import { closeFileDrawerWithoutParent, handleFileUpload, loadFiles } from '~/features/files/files.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/files'

export const meta: Route.MetaFunction = () => titleMeta('Files')

/** The property's files, newest first (one API call); the Add File drawer posts here. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const propertyId = requireId(params.propertyId)
  await closeFileDrawerWithoutParent(context, request, { kind: 'property', id: propertyId })
  return { propertyId, ...(await loadFiles(context, { kind: 'property', id: propertyId })) }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const propertyId = requireId(params.propertyId)
  const handled = await handleFileUpload(context, await request.formData(), { kind: 'property', id: propertyId })
  if (handled) return handled
  throw data(null, { status: 400 })
}

export default function PropertyFilesTab({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const { propertyId, files } = loaderData
  return (
    <>
      <FilesSection
        files={files}
        fileHref={(id) => filePageHref.property(propertyId, id)}
        emptyText="Files you upload for this property (photos, insurance, receipts) are listed here. They are private to you and your team."
      />
      {openDrawer(location.search).name === FILE_ADD_DRAWER ? <FileAddDrawer kind="property" /> : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
