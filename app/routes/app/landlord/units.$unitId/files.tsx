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

/** The unit's files, newest first (one API call); the Add File drawer posts here. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const unitId = requireId(params.unitId)
  await closeFileDrawerWithoutParent(context, request, { kind: 'unit', id: unitId })
  return { unitId, ...(await loadFiles(context, { kind: 'unit', id: unitId })) }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const unitId = requireId(params.unitId)
  const handled = await handleFileUpload(context, await request.formData(), { kind: 'unit', id: unitId })
  if (handled) return handled
  throw data(null, { status: 400 })
}

export default function UnitFilesTab({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const { unitId, files } = loaderData
  return (
    <>
      <FilesSection
        files={files}
        fileHref={(id) => filePageHref.unit(unitId, id)}
        emptyText="Files you upload for this unit (photos, inspections, receipts) are listed here. They are private to you and your team."
      />
      {openDrawer(location.search).name === FILE_ADD_DRAWER ? <FileAddDrawer kind="unit" /> : null}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
