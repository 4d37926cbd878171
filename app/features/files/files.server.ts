import { data, redirect, type RouterContextProvider } from 'react-router'
import type { Where } from 'payload'
import { FILE_PARENT_COLLECTION, fileMessages, type FileParentKind } from '@common/files'
import type { File as StoredFile } from '@api/payload-types'
import { DocumentRenameSchema, DocumentUploadSchema, FileRenameSchema, FileUploadSchema } from './file-drawers'
import { FILE_ADD_DRAWER, FILE_ADD_INTENT, FILE_DELETE_INTENT, FILE_RENAME_INTENT, type FileItem } from './files-list'
import { ApiError } from '~/utils/api.server'
import { api } from '~/utils/auth.server'
import { closedDrawerHref, openDrawer } from '~/utils/drawer'
import { confirmAction, requireId, submitForm } from '~/utils/form-action.server'
import { idOf } from '@common/ids'

type Context = Readonly<RouterContextProvider>

/** Whose files: one record's (a lease, property, unit or contact), the documents page's, or the user's own (My Files). */
export type FileParent = { kind: FileParentKind; id: number } | { kind: 'document' } | { kind: 'personal' }

const PARENT_COLLECTION = FILE_PARENT_COLLECTION

/** Payload names the upload's problems by these paths; the form shows them next to the file. */
const UPLOAD_FIELD_NAMES = { file: 'file', filename: 'file', filesize: 'file', mimeType: 'file' }

const FILES_SHOWN = 100

export function parentWhere(parent: FileParent): Where {
  if (parent.kind === 'document' || parent.kind === 'personal') return { kind: { equals: parent.kind } }
  return { and: [{ kind: { equals: parent.kind } }, { [parent.kind]: { equals: parent.id } }] }
}

export function toFileItem(file: StoredFile): FileItem {
  return {
    id: file.id,
    kind: file.kind,
    nickname: file.nickname,
    filename: file.filename ?? '',
    mimeType: file.mimeType ?? null,
    filesize: file.filesize ?? null,
    category: file.category ?? null,
    createdAt: file.createdAt,
    sizes: { display: file.sizes?.display?.filename ?? null, thumbnail: file.sizes?.thumbnail?.filename ?? null },
  }
}

/** The names of a picture's derived sizes (ADR 031), for the thumbnail and the preview. */
export const FILE_SIZES_SELECT = { display: { filename: true }, thumbnail: { filename: true } } as const

const LIST_SELECT = { kind: true, nickname: true, filename: true, mimeType: true, filesize: true, category: true, createdAt: true, sizes: FILE_SIZES_SELECT } as const

/**
 * The files of a parent, newest first, up to `limit` (one API call, no count of them; the
 * API's access rules decide what the caller sees).
 */
export async function loadFiles(context: Context, parent: FileParent, { where, limit = FILES_SHOWN }: { where?: Where; limit?: number } = {}) {
  const result = await api(context).find('files', {
    where: where ? { and: [parentWhere(parent), where] } : parentWhere(parent),
    sort: '-createdAt',
    limit,
    pagination: false,
    depth: 0,
    select: LIST_SELECT,
  })
  return { files: result.docs.map(toFileItem) }
}

/**
 * Spec §2: the Add File drawer closes itself when its parent is missing. On the server:
 * a request with `?d=file-add` whose parent the caller cannot read goes to the page
 * without the drawer (the page itself then answers as it does for a missing record).
 */
export async function closeFileDrawerWithoutParent(context: Context, request: Request, parent: FileParent) {
  const url = new URL(request.url)
  if (openDrawer(url.search).name !== FILE_ADD_DRAWER || !('id' in parent)) return
  try {
    await api(context).findById(PARENT_COLLECTION[parent.kind], parent.id, { depth: 0, select: { id: true }, joins: false })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw redirect(closedDrawerHref(url))
    throw error
  }
}

/**
 * The Add File intent of a route action: validate (the same schema as the drawer), upload
 * to POST /api/files as multipart with `file` and `_payload`, then a toast and the page
 * without the drawer. Refusals of the file itself (type, size, count) show next to it.
 * Returns null for any other intent.
 */
export async function handleFileUpload(context: Context, formData: FormData, parent: FileParent) {
  if (formData.get('intent') !== FILE_ADD_INTENT) return null
  const files = formData.getAll('file').filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0)
  // Spec §5: only the first chosen file is taken.
  if (files.length > 1) formData.set('file', files[0]!)
  const schema = parent.kind === 'document' ? DocumentUploadSchema : FileUploadSchema
  return submitForm({
    context,
    formData,
    schema,
    intent: FILE_ADD_INTENT,
    fieldNames: UPLOAD_FIELD_NAMES,
    toast: { type: 'success', title: fileMessages.uploaded },
    mutate: async (value) => {
      const upload = new FormData()
      upload.append('file', value.file, value.file.name)
      const payload: Record<string, unknown> = { kind: parent.kind, nickname: value.nickname }
      if ('id' in parent) payload[parent.kind] = parent.id
      if ('category' in value) payload.category = value.category
      upload.append('_payload', JSON.stringify(payload))
      return uploadFile(context, upload)
    },
  })
}

/**
 * Uploads each of `files` (POST /api/files) with the parent fields of `parent` (its kind and
 * id, and whatever else the kind takes); each refusal (type, size, count) comes back as a
 * '<name>: <message>' line to show in a toast, and the created files' ids too. The record the
 * files belong to is kept whatever is refused.
 */
export async function uploadFilesTo(context: Context, parent: Record<string, unknown> & { kind: FileParentKind }, files: File[], fallbackName: string) {
  const failures: string[] = []
  const ids: number[] = []
  for (const file of files) {
    const upload = new FormData()
    upload.append('file', file, file.name)
    upload.append('_payload', JSON.stringify({ ...parent, nickname: file.name.slice(0, 200) || fallbackName }))
    try {
      ids.push((await api(context).create('files', upload)).doc.id)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error
      failures.push(`${file.name}: ${error.status === 413 ? fileMessages.fileTooLarge : error.message}`)
    }
  }
  return { failures, ids }
}

/** POST /api/files; the file's refusals read as the spec's messages, next to the file. */
async function uploadFile(context: Context, upload: FormData) {
  try {
    return await api(context).create('files', upload)
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) throw new ApiError(fileMessages.fileTooLarge, 400, { file: fileMessages.fileTooLarge })
    throw error
  }
}

/** A file of this parent, or the 404 of a missing one (another parent's file is not found here either). */
export async function loadFileOr404(context: Context, fileId: string | undefined, parent: FileParent): Promise<FileItem & { parentId: number | null; unitPropertyId: number | null }> {
  const id = requireId(fileId)
  let file: StoredFile
  try {
    file = await api(context).findById('files', id, { depth: parent.kind === 'unit' ? 1 : 0, populate: { units: { property: true } } })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
  if (file.kind !== parent.kind) throw data(null, { status: 404 })
  const parentValue = 'id' in parent ? (file[parent.kind] as number | { id: number } | null | undefined) : null
  if ('id' in parent && idOf(parentValue) !== parent.id) throw data(null, { status: 404 })
  const unit = parent.kind === 'unit' && typeof file.unit === 'object' && file.unit ? file.unit : null
  return { ...toFileItem(file), parentId: idOf(parentValue), unitPropertyId: unit ? idOf(unit.property as number | { id: number }) : null }
}

/**
 * The file page's intents: rename (nickname, and a document's category) and delete (a
 * move to the trash, like every delete), after which the browser goes to `afterDelete`.
 */
export async function handleFileDetailIntent(context: Context, formData: FormData, file: FileItem, { afterDelete }: { afterDelete: string }) {
  const intent = formData.get('intent')
  const client = api(context)
  if (intent === FILE_RENAME_INTENT) {
    return submitForm({
      context,
      formData,
      schema: file.kind === 'document' ? DocumentRenameSchema : FileRenameSchema,
      intent,
      toast: { type: 'success', title: fileMessages.renamed },
      mutate: (value) => client.update('files', file.id, value),
    })
  }
  if (intent === FILE_DELETE_INTENT) {
    return confirmAction({
      context,
      formData,
      intent,
      redirectTo: afterDelete,
      toast: { type: 'success', title: fileMessages.deleted },
      mutate: () => client.update('files', file.id, { deletedAt: new Date().toISOString() }),
    })
  }
  throw data(null, { status: 400 })
}
