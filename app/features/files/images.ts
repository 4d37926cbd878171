import type { Image } from '@api/payload-types'

/**
 * Pictures of properties and units: the upload form (product-spec §5 Files: jpeg, png, svg, gif,
 * up to 20 MB, only the first file taken), the single-image drawer (property image, unit
 * image) and the unit's marketing images. The action side is utils/images.server.ts.
 * This module holds the names, limits and URLs without the forms (zod, conform): image-drawer.tsx has
 * the drawers, image-thumbnail.tsx the small picture (ADR 027).
 */
export const IMAGE_UPLOAD_INTENT = 'image-upload'
export const IMAGE_REMOVE_INTENT = 'image-remove'
/** Moves one of the marketing images a place earlier or later (the listing shows them in this order). */
export const IMAGE_MOVE_INTENT = 'image-move'
/** The marketing images drawer's intents: the same handlers, under their own names. */
export const MARKETING_IMAGE_PREFIX = 'marketing-'

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024
export const MAX_MARKETING_IMAGES = 20
/** Spec §3: allowed image extensions (jpeg is jpg's other spelling). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg', 'gif'] as const
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif'] as const
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')

/** Ours (the spec is silent on the wording). */
export const imageMessages = {
  uploaded: 'Image uploaded.',
  removed: 'Image removed.',
  moved: 'Photo order saved.',
  tooManyMarketingImages: `A listing can have up to ${MAX_MARKETING_IMAGES} images. Remove one to add another.`,
} as const

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase()

/** Both the name and the declared type must be an allowed image (product-spec §5: decided by its extension). */
export function isAllowedImage(file: { name: string; type: string }) {
  return (
    file.name.includes('.') &&
    (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) &&
    (IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type.toLowerCase())
  )
}

export type ImageLike = Pick<Image, 'id' | 'filename' | 'alt'>

/** The populated image of a relationship (depth ≥ 1), or null for none or an unpopulated id. */
export function populatedImage(value: number | ImageLike | null | undefined): ImageLike | null {
  return typeof value === 'object' && value !== null && value.filename ? value : null
}

/** The app URL of an uploaded image (served with the user's token by routes/app/assets.images.$filename.ts). */
export const imageSrc = (image: Pick<Image, 'filename'>) => `/app/assets/images/${encodeURIComponent(image.filename ?? '')}`
