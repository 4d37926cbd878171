import { NotesSection } from '~/features/notes/notes'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import { loadNotes } from '~/features/notes/notes.server'
import { propertyPath } from '~/features/portfolio/property'
import type { Route } from './+types/notes'

export const meta: Route.MetaFunction = () => titleMeta('Notes')

/** The property's private notes, newest first (one API call). Adding and deleting go to the layout's action. */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const propertyId = requireId(params.propertyId)
  return { propertyId, notes: await loadNotes(context, { property: propertyId }) }
}

export default function PropertyNotesTab({ loaderData }: Route.ComponentProps) {
  return <NotesSection notes={loaderData.notes} action={propertyPath(loaderData.propertyId)} />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
