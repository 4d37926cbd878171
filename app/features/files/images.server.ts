import type { RouterContextProvider } from 'react-router'
import { messages } from '@common/messages'
import {
  IMAGE_MOVE_INTENT,
  IMAGE_REMOVE_INTENT,
  IMAGE_UPLOAD_INTENT,
  imageMessages,
  ImageUploadSchema,
  MAX_MARKETING_IMAGES,
} from './image-drawer'
import { ApiError, type CollectionClient } from '~/utils/api.server'
import { api } from '~/utils/auth.server'
import { confirmAction, requireId, submitForm } from '~/utils/form-action.server'
import { idOf } from '@common/ids'

type Context = Readonly<RouterContextProvider>

/** Which image field a drawer changes: a single picture, or one more of the unit's marketing images. */
export type ImageTarget =
  | { collection: 'properties' | 'units'; id: number; field: 'image' }
  | { collection: 'units'; id: number; field: 'marketing.images'; append: true }

/** Payload names the upload's problems by these paths; the form shows them next to the file. */
const UPLOAD_FIELD_NAMES = { file: 'file', filename: 'file', filesize: 'file', mimeType: 'file' }

/** Only the document's own fields: its joins (units, leases) are not needed here. */
const NO_JOINS = { units: false, leases: false } as const

/** The ids of a unit's marketing images, read fresh (never from what the browser sent). */
async function marketingImageIds(client: CollectionClient, unitId: number) {
  const unit = await client.findById('units', unitId, { depth: 0, joins: NO_JOINS })
  return (unit.marketing?.images ?? []).map(idOf).filter((id): id is number => id !== null)
}

/** The current image of a single-image field, to remove its file once it is replaced. */
async function currentImageId(client: CollectionClient, target: ImageTarget & { field: 'image' }) {
  const doc = await client.findById(target.collection, target.id, { depth: 0, joins: NO_JOINS })
  return doc.image ? idOf(doc.image) : null
}

/** An image nobody links to any more; a failure only leaves an unused file behind. */
async function discardImage(client: CollectionClient, imageId: number | null | undefined) {
  if (imageId) await client.remove('images', imageId).catch(() => undefined)
}

/**
 * The image intents of a route action: `image-upload` (validate, upload to /api/images as
 * multipart with `_payload`, then link it to the target) and `image-remove` (unlink, and
 * delete the file). `intentPrefix` tells apart two image drawers on one route (the unit's
 * image and its marketing images). Returns null for any other intent; on success a toast
 * and a redirect to the posted `returnTo`; errors are the form's reply (next to the file).
 */
export async function handleImageIntent(context: Context, formData: FormData, target: ImageTarget, { intentPrefix = '' }: { intentPrefix?: string } = {}) {
  const intent = formData.get('intent')
  const client = api(context)

  if (intent === `${intentPrefix}${IMAGE_UPLOAD_INTENT}`) {
    // Spec §5: only the first chosen file is taken.
    const files = formData.getAll('file')
    if (files.length > 1) formData.set('file', files[0]!)
    return submitForm({
      context,
      formData,
      schema: ImageUploadSchema,
      intent,
      fieldNames: UPLOAD_FIELD_NAMES,
      toast: { type: 'success', title: imageMessages.uploaded },
      mutate: async ({ file, alt }) => {
        const existing = target.field === 'marketing.images' ? await marketingImageIds(client, target.id) : null
        if (existing && existing.length >= MAX_MARKETING_IMAGES) {
          throw new ApiError(imageMessages.tooManyMarketingImages, 400, { file: imageMessages.tooManyMarketingImages })
        }
        const previous = target.field === 'image' ? await currentImageId(client, target) : null

        const upload = new FormData()
        upload.append('file', file, file.name)
        upload.append('_payload', JSON.stringify({ alt: alt ?? '' }))
        const { doc: image } = await uploadImage(client, upload)
        try {
          if (target.field === 'image') await client.update(target.collection, target.id, { image: image.id })
          else await client.update('units', target.id, { marketing: { images: [...(existing ?? []), image.id] } })
        } catch (error) {
          await discardImage(client, image.id)
          throw error
        }
        if (previous !== image.id) await discardImage(client, previous)
        return image
      },
    })
  }

  if (intent === `${intentPrefix}${IMAGE_REMOVE_INTENT}`) {
    const imageId = target.field === 'marketing.images' ? requireId(formData.get('imageId')) : null
    return confirmAction({
      context,
      formData,
      intent,
      toast: { type: 'success', title: imageMessages.removed },
      mutate: async () => {
        if (target.field === 'image') {
          const previous = await currentImageId(client, target)
          await client.update(target.collection, target.id, { image: null })
          await discardImage(client, previous)
          return
        }
        const existing = await marketingImageIds(client, target.id)
        if (!existing.includes(imageId!)) return
        await client.update('units', target.id, { marketing: { images: existing.filter((id) => id !== imageId) } })
        await discardImage(client, imageId)
      },
    })
  }

  if (intent === `${intentPrefix}${IMAGE_MOVE_INTENT}` && target.field === 'marketing.images') {
    const imageId = requireId(formData.get('imageId'))
    const step = formData.get('direction') === 'up' ? -1 : 1
    return confirmAction({
      context,
      formData,
      intent,
      toast: { type: 'success', title: imageMessages.moved },
      mutate: async () => {
        const order = await marketingImageIds(client, target.id)
        const from = order.indexOf(imageId)
        const to = from + step
        if (from < 0 || to < 0 || to >= order.length) return
        ;[order[from], order[to]] = [order[to]!, order[from]!]
        await client.update('units', target.id, { marketing: { images: order } })
      },
    })
  }

  return null
}

/** POST /api/images; a refusal of the file itself (type, size) reads as the spec's message, next to the file. */
async function uploadImage(client: CollectionClient, upload: FormData) {
  try {
    return await client.create('images', upload)
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) throw new ApiError(messages.fileTooLarge, 400, { file: messages.fileTooLarge })
    if (error instanceof ApiError && error.status === 400) {
      const refusal = error.fieldErrors.file ?? (Object.keys(error.fieldErrors).length ? null : error.message)
      if (refusal === null) throw error
      // Payload checks the bytes too ('File type text/plain (from extension png) is not allowed.').
      const message = /file type/i.test(refusal) ? messages.fileTypeInvalid : refusal
      throw new ApiError(message, 400, { ...error.fieldErrors, file: message })
    }
    throw error
  }
}
