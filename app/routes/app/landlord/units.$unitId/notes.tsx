import { useRouteLoaderData } from 'react-router'
import { NotesSection } from '~/features/notes/notes'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { requireLandlord } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { titleMeta } from '~/utils/meta'
import { loadNotes } from '~/features/notes/notes.server'
import { unitPath } from '~/features/portfolio/property'
import type { Route } from './+types/notes'
import { UNIT_LAYOUT_ID, type loader as unitLayoutLoader } from './_layout'

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === UNIT_LAYOUT_ID)?.data as Awaited<ReturnType<typeof unitLayoutLoader>> | undefined
  return titleMeta(layout ? `Notes · ${layout.unit.name}` : 'Notes')
}

/** The unit's notes (the layout loaded the unit and checked it is the caller's, in this property). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const unitId = requireId(params.unitId)
  return { notes: await loadNotes(context, { unit: unitId }) }
}

export default function UnitNotesTab({ loaderData, params }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof unitLayoutLoader>(UNIT_LAYOUT_ID)
  // The add-note drawer and the delete buttons are handled by the unit layout's action.
  const action = layout ? unitPath(layout.property.id, layout.unit.id) : unitPath(params.propertyId, params.unitId)
  return <NotesSection notes={loaderData.notes} action={action} />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
