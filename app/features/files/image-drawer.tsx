import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { ArrowDownIcon, ArrowUpIcon, ImageIcon, TrashIcon } from '@radix-ui/react-icons'
import { useEffect, useState, type ReactNode } from 'react'
import { Form, Link, useActionData, useLocation } from 'react-router'
import { z } from 'zod'
import { messages } from '@common/messages'
import type { Image } from '@api/payload-types'
import { Drawer, DrawerForm } from '~/components/drawer'
import { Field, FieldShell, FormAlert, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Button, Card, Flex, Text } from '~/components/ui'
import { closedDrawerHref } from '~/utils/drawer'
import { confirmErrors, replyFor } from '~/utils/form-action'
import { optionalText } from '~/utils/schema'

/**
 * Pictures of properties and units: the upload form (product-spec §5 Files: jpeg, png, svg, gif,
 * up to 20 MB, only the first file taken), the single-image drawer (property image, unit
 * image) and the unit's marketing images. The action side is utils/images.server.ts.
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

export const ImageUploadSchema = z.object({
  file: z
    .file({ error: messages.fileRequired })
    .min(1, { error: messages.fileRequired })
    .max(MAX_IMAGE_BYTES, { error: messages.fileTooLarge })
    .refine(isAllowedImage, { error: messages.fileTypeInvalid }),
  alt: optionalText(200),
})

type ImageLike = Pick<Image, 'id' | 'filename' | 'alt'>

/** The populated image of a relationship (depth ≥ 1), or null for none or an unpopulated id. */
export function populatedImage(value: number | ImageLike | null | undefined): ImageLike | null {
  return typeof value === 'object' && value !== null && value.filename ? value : null
}

/** The app URL of an uploaded image (served with the user's token by routes/app/assets.images.$filename.ts). */
export const imageSrc = (image: Pick<Image, 'filename'>) => `/app/assets/images/${encodeURIComponent(image.filename ?? '')}`

/**
 * The drawer of one image field (`?d=<name>`): the current picture with Remove, and an
 * upload that replaces it. `action` is the layout URL when a layout renders the drawer.
 */
export function ImageDrawer({
  title,
  currentImage,
  intentPrefix = '',
  action,
  description,
}: {
  title: ReactNode
  currentImage: number | ImageLike | null | undefined
  intentPrefix?: string
  action?: string
  description?: ReactNode
}) {
  const location = useLocation()
  const actionData = useActionData()
  const image = populatedImage(currentImage)
  const removeIntent = `${intentPrefix}${IMAGE_REMOVE_INTENT}`
  return (
    <Drawer title={title} description={description}>
      <Flex direction="column" gap="5">
        {image ? (
          <Flex direction="column" gap="3">
            <ImagePreview image={image} />
            <FormAlert errors={confirmErrors(actionData, removeIntent)} />
            <Form method="post" action={action} preventScrollReset>
              <input type="hidden" name="returnTo" value={closedDrawerHref(location)} />
              <SubmitButton intent={removeIntent} formAction={action} color="red" variant="soft">
                <TrashIcon aria-hidden /> Remove image
              </SubmitButton>
            </Form>
          </Flex>
        ) : (
          <NoImage />
        )}
        <ImageUploadForm
          id={`${intentPrefix}image-upload`}
          intent={`${intentPrefix}${IMAGE_UPLOAD_INTENT}`}
          action={action}
          returnTo={closedDrawerHref(location)}
          fileLabel={image ? 'Replace with' : 'Image'}
          submitLabel="Upload"
        />
      </Flex>
    </Drawer>
  )
}

/**
 * The unit's marketing images (`?d=unit-marketing-images`): every picture with its own
 * Remove, and one more upload while there is room (at most 20). The drawer stays open
 * after each change, so several can be managed in a row.
 */
export function MarketingImagesDrawer({ images, action }: { images: Array<number | ImageLike> | null | undefined; action?: string }) {
  const location = useLocation()
  const actionData = useActionData()
  const shown = (images ?? []).map(populatedImage).filter((image): image is ImageLike => image !== null)
  const here = `${location.pathname}${location.search}`
  const removeIntent = `${MARKETING_IMAGE_PREFIX}${IMAGE_REMOVE_INTENT}`
  const moveIntent = `${MARKETING_IMAGE_PREFIX}${IMAGE_MOVE_INTENT}`
  return (
    <Drawer title="Marketing images" description={`Shown on the unit's listing in this order (the first is its cover), up to ${MAX_MARKETING_IMAGES} pictures.`} size="md">
      <Flex direction="column" gap="5">
        <FormAlert errors={confirmErrors(actionData, removeIntent) ?? confirmErrors(actionData, moveIntent)} />
        {shown.length ? (
          <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3">
            {shown.map((image, index) => (
              <li key={image.id}>
                <Card size="1">
                  <Flex direction="column" gap="2">
                    <img
                      src={imageSrc(image)}
                      alt={image.alt || `Marketing image ${index + 1}`}
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded-[var(--radius-2)] object-cover"
                    />
                    <Form method="post" action={action} preventScrollReset className="flex flex-col gap-2">
                      <input type="hidden" name="returnTo" value={here} />
                      <input type="hidden" name="imageId" value={image.id} />
                      <Flex gap="2">
                        <Button type="submit" name="direction" value="up" variant="soft" color="gray" size="3" className="min-h-11 flex-1" disabled={index === 0} aria-label={`Move photo ${index + 1} earlier`}>
                          <ArrowUpIcon aria-hidden />
                        </Button>
                        <Button type="submit" name="direction" value="down" variant="soft" color="gray" size="3" className="min-h-11 flex-1" disabled={index === shown.length - 1} aria-label={`Move photo ${index + 1} later`}>
                          <ArrowDownIcon aria-hidden />
                        </Button>
                      </Flex>
                      <input type="hidden" name="intent" value={moveIntent} />
                    </Form>
                    <Form method="post" action={action} preventScrollReset>
                      <input type="hidden" name="returnTo" value={here} />
                      <input type="hidden" name="imageId" value={image.id} />
                      <Button type="submit" name="intent" value={removeIntent} variant="soft" color="red" size="3" className="min-h-11 w-full">
                        <TrashIcon aria-hidden /> Remove
                      </Button>
                    </Form>
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <NoImage text="No marketing images yet." />
        )}
        {shown.length < MAX_MARKETING_IMAGES ? (
          <ImageUploadForm
            id="marketing-image-upload"
            intent={`${MARKETING_IMAGE_PREFIX}${IMAGE_UPLOAD_INTENT}`}
            action={action}
            returnTo={here}
            fileLabel="Add an image"
            submitLabel="Upload"
            closeLabel="Done"
          />
        ) : (
          <>
            <Text as="p" size="2" color="gray">
              {imageMessages.tooManyMarketingImages}
            </Text>
            <Flex justify="end">
              <Button asChild variant="soft" color="gray" size="3" className="min-h-11">
                <Link to={closedDrawerHref(location)} preventScrollReset>
                  Done
                </Link>
              </Button>
            </Flex>
          </>
        )}
      </Flex>
    </Drawer>
  )
}

function ImagePreview({ image }: { image: ImageLike }) {
  return (
    <img
      src={imageSrc(image)}
      alt={image.alt || 'Current image'}
      className="max-h-72 w-full rounded-[var(--radius-3)] object-contain"
      style={{ backgroundColor: 'var(--gray-3)' }}
    />
  )
}

function NoImage({ text = 'No image yet.' }: { text?: string }) {
  return (
    <Flex align="center" justify="center" gap="2" className="h-32 rounded-[var(--radius-3)]" style={{ backgroundColor: 'var(--gray-3)' }}>
      <Text color="gray" aria-hidden>
        <ImageIcon width={20} height={20} />
      </Text>
      <Text size="2" color="gray">
        {text}
      </Text>
    </Flex>
  )
}

/** A multipart form: the file (with a preview once chosen, when JavaScript runs) and its alt text. */
function ImageUploadForm({
  id,
  intent,
  action,
  returnTo,
  fileLabel,
  submitLabel,
  closeLabel = 'Cancel',
}: {
  id: string
  intent: string
  action?: string
  returnTo: string
  fileLabel: string
  submitLabel: string
  closeLabel?: string
}) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(ImageUploadSchema, { id, lastResult: replyFor(actionData, intent) })
  return (
    <DrawerForm form={form} intent={intent} action={action} encType="multipart/form-data" returnTo={returnTo} cancelLabel={closeLabel} submitLabel={submitLabel}>
      <ImageFileField field={fields.file} label={fileLabel} />
      <Field field={fields.alt} label="Alt text" optional hint="Describes the picture for people who cannot see it." />
    </DrawerForm>
  )
}

/** A native file input (it posts without JavaScript) with a visible label, its errors, and a preview of the chosen picture. */
export function ImageFileField({ field, label }: { field: FieldMetadata<File | undefined>; label: ReactNode }) {
  const { key, ...controlProps } = getInputProps(field, { type: 'file', ariaDescribedBy: field.descriptionId })
  const [previewUrl, setPreviewUrl] = useState<string | null>(null)
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl])
  const invalid = Boolean(field.errors?.length)
  return (
    <FieldShell
      field={field}
      label={label}
      hint="JPG, PNG, SVG or GIF, up to 20 MB."
      footer={previewUrl ? <img src={previewUrl} alt="" className="mt-2 max-h-48 w-full rounded-[var(--radius-2)] object-contain" /> : null}
    >
      <input
        key={key}
        {...controlProps}
        accept={IMAGE_ACCEPT}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          setPreviewUrl(file && isAllowedImage(file) ? URL.createObjectURL(file) : null)
        }}
        className="min-h-11 w-full cursor-pointer rounded-[var(--radius-2)] p-1 text-[length:var(--font-size-2)] file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-[var(--radius-2)] file:border-0 file:px-3 file:font-medium"
        style={{ boxShadow: `inset 0 0 0 1px ${invalid ? 'var(--red-8)' : 'var(--gray-a7)'}` }}
      />
    </FieldShell>
  )
}

/** A small square picture for headers and lists, or a neutral placeholder. */
export function ImageThumbnail({ image, size = 64, label }: { image: number | ImageLike | null | undefined; size?: number; label: string }) {
  const shown = populatedImage(image)
  if (!shown) {
    return (
      <Flex
        align="center"
        justify="center"
        className="shrink-0 rounded-[var(--radius-3)]"
        style={{ width: size, height: size, backgroundColor: 'var(--gray-3)' }}
        role="img"
        aria-label={`${label}: no image`}
      >
        <Text color="gray" aria-hidden>
          <ImageIcon width={20} height={20} />
        </Text>
      </Flex>
    )
  }
  return (
    <img
      src={imageSrc(shown)}
      alt={shown.alt || label}
      width={size}
      height={size}
      className="shrink-0 rounded-[var(--radius-3)] object-cover"
      style={{ width: size, height: size }}
    />
  )
}
