import { randomUUID } from 'node:crypto'
import { ValidationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { extensionOf, fileMessages, MAX_FILE_BYTES } from '@common/files'

const refuse = (req: PayloadRequest, message: string) => new ValidationError({ collection: 'images', errors: [{ message, path: 'file' }] }, req.t)

/** Spec §5: image uploads are jpeg, png, svg or gif; the stored name takes the canonical extension. */
const EXTENSION_OF_TYPE: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/svg+xml': 'svg', 'image/gif': 'gif' }
const TYPE_OF_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', svg: 'image/svg+xml', gif: 'image/gif' }

/**
 * Images come in the request only, under a generated name:
 * - a create needs the uploaded file itself: Payload would otherwise fetch `url` from the
 *   request data on the server (an external file source), which we never do;
 * - one file, at most 20 MB (product-spec §5);
 * - the stored name is `{uuid}.{ext}`: nothing of the client's name reaches the disk, and
 *   names never collide across organizations (Payload would otherwise answer `house-1.png`
 *   when another organization already has `house.png`, telling one what the other stores);
 * - a stored image is never replaced (upload a new one).
 * Payload still checks the bytes against the allowed types (`mimeTypes`).
 */
export const checkImageUpload: CollectionBeforeOperationHook<'images'> = ({ args, operation, req }) => {
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
  if (file.size > MAX_FILE_BYTES || (file.data?.length ?? 0) > MAX_FILE_BYTES) throw refuse(req, fileMessages.fileTooLarge)
  const byName = extensionOf(file.name)
  const extension = TYPE_OF_EXTENSION[byName] ? (byName === 'jpeg' ? 'jpg' : byName) : EXTENSION_OF_TYPE[file.mimetype]
  if (!extension) throw refuse(req, fileMessages.fileTypeInvalid)
  file.name = `${randomUUID()}.${extension}`
  return args
}
