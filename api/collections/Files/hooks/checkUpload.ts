import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import { ValidationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { fileMessages, MAX_FILE_BYTES } from '@common/files'
import { acceptedDocumentType } from '@api/collections/Files/fileType'
import { readablePicture } from '@api/storage/sharp'

const refuse = (req: PayloadRequest, message: string, path = 'file') => new ValidationError({ collection: 'files', errors: [{ message, path }] }, req.t)

/** The name the client gave, without any folder part, control characters or excess length (kept for display only). */
export function originalNameOf(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200)
}

/**
 * Every rule of product-spec §5 Files, on the server, before Payload writes anything to disk: one
 * file ('Only one file is allowed'), present ('A file is required'), at most 20 MB ('File
 * size should be less than 20MB'), and a document type by its bytes and its extension
 * ('Invalid file type'). The file is then stored under a generated name (no part of the
 * client's name reaches the disk) with its canonical content type; the client's name is
 * kept as `originalFilename`. A stored file is never replaced: an update with a file is
 * refused.
 */
export const checkUpload: CollectionBeforeOperationHook<'files'> = async ({ args, operation, req }) => {
  const files = req.files as Record<string, unknown> | undefined
  const several = Array.isArray(files?.file) || Object.keys(files ?? {}).length > 1
  if (operation === 'update' || operation === 'updateByID') {
    if (req.file || several) throw refuse(req, fileMessages.fileNotReplaceable)
    return args
  }
  if (operation !== 'create') return args
  if (several) throw refuse(req, fileMessages.onlyOneFile)
  const file = req.file
  if (!file) throw refuse(req, fileMessages.fileRequired)
  const bytes = file.tempFilePath && !file.data?.length ? await fs.readFile(file.tempFilePath) : file.data
  if (!bytes?.length) throw refuse(req, fileMessages.fileRequired)
  if (bytes.length > MAX_FILE_BYTES || file.size > MAX_FILE_BYTES) throw refuse(req, fileMessages.fileTooLarge)
  const type = acceptedDocumentType(bytes, file.name)
  if (!type) throw refuse(req, fileMessages.fileTypeInvalid)
  // A JPEG or PNG gets derived sizes (ADR 031): one whose header sharp cannot read is no picture.
  if (type.mimeType.startsWith('image/') && !(await readablePicture(bytes))) throw refuse(req, fileMessages.fileTypeInvalid)

  const createArgs = args as { data?: Record<string, unknown> }
  createArgs.data = {
    ...(createArgs.data ?? {}),
    originalFilename: originalNameOf(file.name) || `file.${type.extensions[0]}`,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }
  file.name = `${randomUUID()}.${type.extensions[0]}`
  file.mimetype = type.mimeType
  return args
}
