import { data, type LoaderFunctionArgs } from 'react-router'
import { requireLandlord } from '~/utils/auth.server'
import { closeFileDrawerWithoutParent, handleFileDetailIntent, handleFileUpload, loadFileOr404, loadFiles } from '~/features/files/files.server'
import { requireId } from '~/utils/form-action.server'
import { PEOPLE_PATH, type PersonSection } from './people'

/**
 * A person's files (product-spec §2 people/{contacts|tenants|vendors}/{id}/files): the Files
 * tab and the file pages of the three person sections share these. Every person is a
 * contact (ADR 018: files of kind 'contact'); the section only names the URL parameter.
 */
type Args = Pick<LoaderFunctionArgs, 'params' | 'request' | 'context'>

const PARAM: Record<PersonSection, string> = { contacts: 'contactId', tenants: 'tenantId', vendors: 'vendorId' }

export const personFilesPath = (section: PersonSection, id: number) => `${PEOPLE_PATH}/${section}/${id}/files`

const personId = (section: PersonSection, params: Args['params']) => requireId(params[PARAM[section]])

/** The Files tab: the person's files (one API call); the Add File drawer closes itself when the person is gone. */
export async function personFilesLoader({ params, request, context }: Args, section: PersonSection) {
  await requireLandlord(context)
  const id = personId(section, params)
  await closeFileDrawerWithoutParent(context, request, { kind: 'contact', id })
  return { id, section, ...(await loadFiles(context, { kind: 'contact', id })) }
}

/** The Add File drawer posts here. */
export async function personFilesAction({ params, request, context }: Args, section: PersonSection) {
  await requireLandlord(context)
  const handled = await handleFileUpload(context, await request.formData(), { kind: 'contact', id: personId(section, params) })
  if (handled) return handled
  throw data(null, { status: 400 })
}

/** One file of the person (another parent's file is a 404 here). */
export async function personFileLoader({ params, context }: Args, section: PersonSection) {
  await requireLandlord(context)
  const id = personId(section, params)
  return { id, section, file: await loadFileOr404(context, params.fileId, { kind: 'contact', id }) }
}

/** Rename and delete on the file page; a deleted file goes back to the Files tab. */
export async function personFileAction({ params, request, context }: Args, section: PersonSection) {
  await requireLandlord(context)
  const id = personId(section, params)
  const file = await loadFileOr404(context, params.fileId, { kind: 'contact', id })
  return handleFileDetailIntent(context, await request.formData(), file, { afterDelete: personFilesPath(section, id) })
}
