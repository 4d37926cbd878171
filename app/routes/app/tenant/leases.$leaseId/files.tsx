import { filePageHref, FilesSection } from '~/features/files/files-list'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireTenant } from '~/utils/auth.server'
import { loadFiles } from '~/features/files/files.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/files'

export const meta: Route.MetaFunction = () => titleMeta('Files')

/** The files the landlord shares with everyone on this lease (the API shows a tenant its own leases' files only). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireTenant(context)
  const leaseId = requireId(params.leaseId)
  return { leaseId, ...(await loadFiles(context, { kind: 'lease', id: leaseId })) }
}

export default function TenantFilesTab({ loaderData }: Route.ComponentProps) {
  return (
    <FilesSection
      files={loaderData.files}
      fileHref={(id) => filePageHref.tenantLease(loaderData.leaseId, id)}
      canAdd={false}
      emptyText="Files your landlord shares with everyone on this lease will be listed here."
    />
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
