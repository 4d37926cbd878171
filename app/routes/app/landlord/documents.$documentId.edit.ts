import { redirect } from 'react-router'
import { requireDocumentForm } from '~/features/documents/documents.server'
import { requireLandlord } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import { documentFormPath } from '~/features/forms/templates'
import type { Route } from './+types/documents.$documentId.edit'

/**
 * /app/landlord/documents/{id}/edit: reopens the document's form at the spec's address,
 * /app/forms/{templateSlug}/{stateSlug}/{editableDocumentId}, prefilled with its answers.
 * 404 for another organization's document (the API's 404), and when its form is gone.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  await requireLandlord(context)
  const id = requireId(params.documentId)
  const form = await requireDocumentForm(context, id)
  throw redirect(documentFormPath(form.templateSlug, form.stateSlug, id))
}
