import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { fileMessages, MAX_FILE_BYTES } from '@common/files'
import { acceptedAvatarType } from '@api/collections/Files/fileType'
import type { Avatar } from '@api/payload-types'

const refuse = (req: PayloadRequest, message: string) => new ValidationError({ collection: 'avatars', errors: [{ message, path: 'file' }] }, req.t)

/**
 * The rules of product-spec §5 for an avatar, before Payload writes anything to disk: one file,
 * present, at most 20 MB, PNG, JPEG or GIF by its bytes and its extension (SVG refused).
 * Stored under a generated name with its canonical type; a stored avatar is never replaced
 * (upload a new one instead).
 */
export const checkAvatarUpload: CollectionBeforeOperationHook<'avatars'> = async ({ args, operation, req }) => {
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
  const type = acceptedAvatarType(bytes, file.name)
  if (!type) throw refuse(req, fileMessages.fileTypeInvalid)
  file.name = `${randomUUID()}.${type.extensions[0]}`
  file.mimetype = type.mimeType
  return args
}

/** The owner is the uploader, whatever the client sent. */
export const setAvatarOwner: CollectionBeforeChangeHook<Avatar> = ({ data, operation, req }) => {
  if (operation === 'create' && req.user) data.owner = req.user.id
  return data
}
