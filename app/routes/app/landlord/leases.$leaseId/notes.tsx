import { NotesSection } from '~/features/notes/notes'
import { leaseBasePath } from '~/features/portfolio/lease-page'
import { requireLandlord } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import { loadNotes } from '~/features/notes/notes.server'
import type { Route } from './+types/notes'

export const meta: Route.MetaFunction = () => titleMeta('Notes')

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const id = requireId(params.leaseId)
  return { id, notes: await loadNotes(context, { lease: id }) }
}

/** Notes post to the lease layout's action (it handles note-add and note-delete). */
export default function LeaseNotesTab({ loaderData }: Route.ComponentProps) {
  return <NotesSection notes={loaderData.notes} action={leaseBasePath(loaderData.id)} />
}
