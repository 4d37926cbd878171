import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { ArrowDownIcon, ArrowUpIcon, ImageIcon, TrashIcon } from '@radix-ui/react-icons'
import { useEffect, useState, type ReactNode } from 'react'
import { Form, Link, useActionData, useLocation } from 'react-router'
import { z } from 'zod'
import { messages } from '@common/messages'
import { Drawer, DrawerForm } from '~/components/drawer'
import { Field, FieldShell, FormAlert, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Button, Card, Flex, Text } from '~/components/ui'
import { closedDrawerHref } from '~/utils/drawer'
import { confirmErrors, replyFor } from '~/utils/form-action'
import { optionalText } from '~/utils/schema'
import { IMAGE_ACCEPT, IMAGE_MOVE_INTENT, IMAGE_REMOVE_INTENT, IMAGE_UPLOAD_INTENT, imageMessages, imageSrc, isAllowedImage, MARKETING_IMAGE_PREFIX, MAX_IMAGE_BYTES, MAX_MARKETING_IMAGES, populatedImage, type ImageLike } from './images'

export * from './images'
export * from './image-thumbnail'

export const ImageUploadSchema = z.object({
  file: z
    .file({ error: messages.fileRequired })
    .min(1, { error: messages.fileRequired })
    .max(MAX_IMAGE_BYTES, { error: messages.fileTooLarge })
    .refine(isAllowedImage, { error: messages.fileTypeInvalid }),
  alt: optionalText(200),
})

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
