import { redirect } from 'react-router'
import { requireDocumentForm } from '~/features/documents/documents.server'
import { requireLandlord } from '~/utils/auth.server'
import { requireId } from '~/utils/form-action.server'
import type { Route } from './+types/$templateSlug.$stateSlug.$editableDocumentId'
import { documentFormPath, formPath } from '~/features/forms/templates'

/**
 * /app/forms/{templateSlug}/{stateSlug}/{editableDocumentId} (product-spec §2 Forms): a landlord's
 * generated document reopened in its form, prefilled with the answers it was made from.
 * The form pages edit the document's own submission (`tempId`); the API keeps it complete
 * and the next download is rendered from the edited answers, so saving regenerates it.
 * Another organization's document is a 404; a visitor is sent to log in.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  await requireLandlord(context)
  const id = requireId(params.editableDocumentId)
  const form = await requireDocumentForm(context, id)
  if (form.templateSlug !== params.templateSlug || form.stateSlug !== params.stateSlug) {
    throw redirect(documentFormPath(form.templateSlug, form.stateSlug, id))
  }
  throw redirect(formPath(form.templateSlug, form.stateSlug, { tempId: form.tempId }))
}
