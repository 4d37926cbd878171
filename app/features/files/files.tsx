import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { ExclamationTriangleIcon, FileIcon, FileTextIcon, ImageIcon, TableIcon } from '@radix-ui/react-icons'
import { useEffect, useState, type ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { useActionData, useLocation } from 'react-router'
import { Link } from '~/components/link'
import { z } from 'zod'
import {
  DOCUMENT_ACCEPT,
  documentTypeOfName,
  fileIconKind,
  fileMessages,
  isPreviewableImage,
  MAX_FILE_BYTES,
  type FileIconKind,
  type FileKind,
  type FileImageSize,
} from '@common/files'
import { DOCUMENT_CATEGORIES, documentCategoryLabel, type DocumentCategory } from '~/features/documents/documents'
import { Drawer, DrawerForm } from '~/components/drawer'
import { EmptyState } from '~/components/empty-state'
import { Field, FieldShell, Notice, SelectField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Badge, Button, Card, Flex, Heading, Spinner, Text } from '~/components/ui'
import { drawerHref } from '~/utils/drawer'
import { formatDate } from '~/utils/format'
import { replyFor } from '~/utils/form-action'

/**
 * Uploaded files (product-spec §2 Add File drawer, File attachment row; §5 Files): the drawer's
 * schema and form, the attachment row, and a parent's list of files. The action side is
 * utils/files.server.ts; the API side api/collections/Files (ADR 018).
 */
export const FILE_ADD_DRAWER = 'file-add'
export const FILE_ADD_INTENT = 'file-add'
export const FILE_RENAME_DRAWER = 'file-rename'
export const FILE_RENAME_INTENT = 'file-rename'
export const FILE_DELETE_DRAWER = 'file-delete'
export const FILE_DELETE_INTENT = 'file-delete'

/** What a list or a file page shows of a file. */
export type FileItem = {
  id: number
  kind: FileKind
  nickname: string
  filename: string
  mimeType: string | null
  filesize: number | null
  category: DocumentCategory | null
  createdAt: string
  /** Stored names of the server's WebP sizes of a picture (ADR 031), when it has them. */
  sizes?: { display: string | null; thumbnail: string | null }
}

/** The file pages (product-spec §2 `{parent}/files/{fileId}`). */
export const filePageHref = {
  property: (propertyId: number | string, fileId: number | string) => `/app/landlord/properties/${propertyId}/files/${fileId}`,
  unit: (unitId: number | string, fileId: number | string) => `/app/landlord/properties/units/${unitId}/files/${fileId}`,
  lease: (leaseId: number | string, fileId: number | string) => `/app/landlord/leases/${leaseId}/files/${fileId}`,
  contact: (contactId: number | string, fileId: number | string) => `/app/landlord/people/contacts/${contactId}/files/${fileId}`,
  tenant: (tenantId: number | string, fileId: number | string) => `/app/landlord/people/tenants/${tenantId}/files/${fileId}`,
  vendor: (vendorId: number | string, fileId: number | string) => `/app/landlord/people/vendors/${vendorId}/files/${fileId}`,
  document: (fileId: number | string) => `/app/landlord/documents/files/${fileId}`,
  personal: (fileId: number | string) => `/app/landlord/my-files/${fileId}`,
  tenantLease: (leaseId: number | string, fileId: number | string) => `/app/tenant/leases/${leaseId}/files/${fileId}`,
}

/** The app URL of a stored file (routes/app/assets.files.$filename.ts streams it with the user's token). */
export const fileSrc = (file: Pick<FileItem, 'filename'>, { download = false } = {}) =>
  `/app/assets/files/${encodeURIComponent(file.filename)}${download ? '?download=1' : ''}`

/** The app URL of a picture's display size or thumbnail (made by the server), else of the original. */
export const fileSizeSrc = (file: Pick<FileItem, 'filename' | 'sizes'>, size: FileImageSize) => `/app/assets/files/${encodeURIComponent(file.sizes?.[size] || file.filename)}`

const fileField = z
  .file({ error: fileMessages.fileRequired })
  .min(1, { error: fileMessages.fileRequired })
  .max(MAX_FILE_BYTES, { error: fileMessages.fileTooLarge })
  // The browser knows the name only; the server checks the bytes too.
  .refine((file) => documentTypeOfName(file.name) !== null, { error: fileMessages.fileTypeInvalid })

const nicknameField = z
  .string({ error: fileMessages.nicknameRequired })
  .trim()
  .min(1, { error: fileMessages.nicknameRequired })
  .max(200, { error: 'Use at most 200 characters.' })
const categoryField = z.enum(DOCUMENT_CATEGORIES, { error: fileMessages.categoryRequired })

/** The Add File form of a lease, property, unit, contact or My Files. */
export const FileUploadSchema = z.object({ file: fileField, nickname: nicknameField })
/** The Add File form of the documents page: a category too (product-spec §2: general documents only). */
export const DocumentUploadSchema = FileUploadSchema.extend({ category: categoryField })
export const FileRenameSchema = z.object({ nickname: nicknameField })
export const DocumentRenameSchema = FileRenameSchema.extend({ category: categoryField })

export const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((category) => [category, documentCategoryLabel[category]] as const)

export function formatFileSize(bytes: number | null | undefined) {
  if (!bytes) return null
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

const ICONS: Record<FileIconKind, typeof FileIcon> = { doc: FileTextIcon, pdf: FileIcon, xls: TableIcon, img: ImageIcon }
const ICON_LABELS: Record<FileIconKind, string> = { doc: 'DOC', pdf: 'PDF', xls: 'XLS', img: 'IMG' }

/** A document-type icon (product-spec §9: doc, pdf, xls, img) in the row's 80 × 80 square. */
export function FileTypeIcon({ name, size = 80 }: { name: string; size?: number }) {
  const kind = fileIconKind(name)
  const Icon = ICONS[kind]
  return (
    <Flex direction="column" align="center" justify="center" gap="1" className="shrink-0 rounded-[var(--radius-3)]" style={{ width: size, height: size, backgroundColor: 'var(--gray-3)' }}>
      <Text color="gray" aria-hidden>
        <Icon width={24} height={24} />
      </Text>
      <Text size="1" weight="medium" color="gray" aria-hidden>
        {ICON_LABELS[kind]}
      </Text>
    </Flex>
  )
}

/** A picture that fades in over 300 ms once it has loaded (product-spec §2 File attachment row). */
function FadeInImage({ src, alt, size }: { src: string; alt: string; size: number }) {
  const [loaded, setLoaded] = useState(false)
  const hydrated = useHydrated()
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onLoad={() => setLoaded(true)}
      ref={(image) => {
        if (image?.complete) setLoaded(true)
      }}
      className="shrink-0 rounded-[var(--radius-3)] object-cover transition-opacity duration-300"
      // Without JavaScript nothing would ever fade it in: it is simply shown.
      style={{ width: size, height: size, opacity: hydrated && !loaded ? 0 : 1, backgroundColor: 'var(--gray-3)' }}
    />
  )
}

/**
 * One file (product-spec §2 File attachment row, §4 states): an 80 × 80 thumbnail for a picture
 * or a document-type icon, the file's title, and the row's state — loading (a spinner
 * overlay, Remove disabled), errored (a red overlay with an icon and 'Error: {message}') or
 * normal. Remove and Cancel appear only when their handler is given.
 */
export function AttachmentRow({
  title,
  name,
  thumbnailSrc,
  href,
  details,
  loading = false,
  error,
  onRemove,
  onCancel,
}: {
  title: ReactNode
  /** The file's name: its extension picks the icon and whether a picture is shown. */
  name: string
  thumbnailSrc?: string | null
  href?: string
  details?: ReactNode
  loading?: boolean
  error?: string | null
  onRemove?: () => void
  onCancel?: () => void
}) {
  const picture = thumbnailSrc && isPreviewableImage(name) ? <FadeInImage src={thumbnailSrc} alt="" size={80} /> : <FileTypeIcon name={name} />
  return (
    <Card size="1" className="relative overflow-hidden">
      <Flex gap="3" align="center">
        <div className="relative shrink-0">
          {picture}
          {loading ? (
            <Flex align="center" justify="center" className="absolute inset-0 rounded-[var(--radius-3)] bg-black/30" role="status" aria-label="Loading">
              <Spinner size="3" />
            </Flex>
          ) : null}
          {error ? (
            <Flex align="center" justify="center" className="absolute inset-0 rounded-[var(--radius-3)]" style={{ backgroundColor: 'var(--red-a6)' }}>
              <Text color="red" aria-hidden>
                <ExclamationTriangleIcon width={24} height={24} />
              </Text>
            </Flex>
          ) : null}
        </div>
        <Flex direction="column" gap="1" className="min-w-0 flex-1">
          {href ? (
            <Link to={href} className="min-w-0 truncate font-medium" style={{ color: 'var(--accent-11)' }}>
              {title}
            </Link>
          ) : (
            <Text size="2" weight="medium" className="truncate">
              {title}
            </Text>
          )}
          {details ? (
            <Text size="1" color="gray">
              {details}
            </Text>
          ) : null}
          {error ? (
            <Text size="1" color="red" role="alert">
              Error: {error}
            </Text>
          ) : null}
        </Flex>
        {onRemove || onCancel ? (
          <Flex gap="2" className="shrink-0">
            {onCancel ? (
              <Button type="button" variant="soft" color="gray" size="2" className="min-h-11" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
            {onRemove ? (
              <Button type="button" variant="soft" color="red" size="2" className="min-h-11" onClick={onRemove} disabled={loading}>
                Remove
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  )
}

/** A file of a list, as an attachment row linking to its page. */
export function FileRow({ file, href }: { file: FileItem; href: string }) {
  const details = [file.category ? documentCategoryLabel[file.category] : null, formatFileSize(file.filesize), `Added ${formatDate(file.createdAt)}`].filter(Boolean).join(' · ')
  return <AttachmentRow title={file.nickname} name={file.filename} thumbnailSrc={fileSizeSrc(file, 'thumbnail')} href={href} details={details} />
}

/**
 * A parent's files (a tab, a section of a page): the title with 'Add File' (when the viewer
 * may upload), then one row per file, or one sentence of what goes here.
 */
export function FilesSection({
  files,
  fileHref,
  emptyText,
  canAdd = true,
  title = 'Files',
  headingLevel = 'h2',
}: {
  files: FileItem[]
  fileHref: (id: number) => string
  emptyText: string
  canAdd?: boolean
  title?: string
  headingLevel?: 'h1' | 'h2'
}) {
  const location = useLocation()
  return (
    <section aria-labelledby="files-title" className="flex flex-col gap-3">
      <Flex justify="between" align="center" gap="3">
        <Heading as={headingLevel} size={headingLevel === 'h1' ? '7' : '4'} id="files-title">
          {title}
        </Heading>
        {canAdd ? (
          <Button asChild size="3" className="min-h-11">
            <Link to={drawerHref(location, FILE_ADD_DRAWER)} preventScrollReset>
              Add File
            </Link>
          </Button>
        ) : null}
      </Flex>
      {files.length === 0 ? (
        <EmptyState description={emptyText} />
      ) : (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {files.map((file) => (
            <li key={file.id}>
              <FileRow file={file} href={fileHref(file.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The Add File drawer (`?d=file-add`, product-spec §2): the file picker with its preview,
 * 'File Nickname', and 'File Category' for general documents; the lease notice (shared
 * with the lease's tenants) or the hint that other files stay private. Posts intent
 * 'file-add' as multipart to `action` or the closest route.
 */
export function FileAddDrawer({ kind, action }: { kind: FileKind; action?: string }) {
  const actionData = useActionData()
  const withCategory = kind === 'document'
  const schema = withCategory ? DocumentUploadSchema : FileUploadSchema
  const [form, fields] = useSchemaForm(schema, { id: 'file-add', lastResult: replyFor(actionData, FILE_ADD_INTENT) })
  const categoryField = (fields as unknown as { category?: FieldMetadata<string | undefined> }).category
  return (
    <Drawer title="Add File" description={kind === 'lease' ? undefined : fileMessages.privateFileHint}>
      <Flex direction="column" gap="4">
        {kind === 'lease' ? <Notice tone="info">{fileMessages.leaseSharingNotice}</Notice> : null}
        <DrawerForm form={form} intent={FILE_ADD_INTENT} action={action} encType="multipart/form-data" submitLabel="Upload">
          <FilePickerField field={fields.file} label="File" />
          <Field field={fields.nickname} label={fileMessages.nicknameLabel} autoComplete="off" />
          {withCategory && categoryField ? (
            <SelectField field={categoryField} label={fileMessages.categoryLabel} options={CATEGORY_OPTIONS} placeholder={fileMessages.categoryPlaceholder} />
          ) : null}
        </DrawerForm>
      </Flex>
    </Drawer>
  )
}

type Chosen = { name: string; previewUrl: string | null; loading: boolean }

/**
 * A native file input (it posts without JavaScript) with its label and errors. With
 * JavaScript, the chosen file shows as an attachment row (product-spec §4: choosing sets loading,
 * keeps the first file and clears the error), a picture with its preview; Remove clears it.
 */
export function FilePickerField({ field, label }: { field: FieldMetadata<File | undefined>; label: ReactNode }) {
  const { key, ...controlProps } = getInputProps(field, { type: 'file', ariaDescribedBy: field.descriptionId })
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [inputKey, setInputKey] = useState(0)
  useEffect(() => () => (chosen?.previewUrl ? URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen?.previewUrl])
  useEffect(() => {
    if (!chosen?.loading) return
    const timer = window.setTimeout(() => setChosen((current) => (current ? { ...current, loading: false } : current)), 150)
    return () => window.clearTimeout(timer)
  }, [chosen])
  const invalid = Boolean(field.errors?.length)
  const clientError = chosen && documentTypeOfName(chosen.name) === null ? fileMessages.fileTypeInvalid : null
  return (
    <FieldShell
      field={field}
      label={label}
      hint="PDF, Word (DOC, DOCX), JPG or PNG, up to 20 MB."
      footer={
        chosen ? (
          <div className="mt-2">
            <AttachmentRow
              title={chosen.name}
              name={chosen.name}
              thumbnailSrc={chosen.previewUrl}
              loading={chosen.loading}
              error={clientError}
              onRemove={() => {
                setChosen(null)
                setInputKey((value) => value + 1)
              }}
            />
          </div>
        ) : null
      }
    >
      <input
        key={`${key ?? field.name}-${inputKey}`}
        {...controlProps}
        accept={DOCUMENT_ACCEPT}
        onChange={(event) => {
          // Spec §5: only the first chosen file is taken.
          const file = event.currentTarget.files?.[0]
          setChosen(file ? { name: file.name, previewUrl: isPreviewableImage(file.name) ? URL.createObjectURL(file) : null, loading: true } : null)
        }}
        className="min-h-11 w-full cursor-pointer rounded-[var(--radius-2)] p-1 text-[length:var(--font-size-2)] file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-[var(--radius-2)] file:border-0 file:px-3 file:font-medium"
        style={{ boxShadow: `inset 0 0 0 1px ${invalid ? 'var(--red-8)' : 'var(--gray-a7)'}` }}
      />
    </FieldShell>
  )
}

/** The rename drawer of a file page (`?d=file-rename`): the nickname, and a document's category. */
export function FileRenameDrawer({ file, action }: { file: FileItem; action?: string }) {
  const actionData = useActionData()
  const withCategory = file.kind === 'document'
  const [form, fields] = useSchemaForm(withCategory ? DocumentRenameSchema : FileRenameSchema, {
    id: 'file-rename',
    lastResult: replyFor(actionData, FILE_RENAME_INTENT),
    defaultValue: { nickname: file.nickname, ...(withCategory ? { category: file.category ?? undefined } : {}) },
  })
  const categoryField = (fields as unknown as { category?: FieldMetadata<string | undefined> }).category
  return (
    <Drawer title="Rename file">
      <DrawerForm form={form} intent={FILE_RENAME_INTENT} action={action} submitLabel="Save">
        <Field field={fields.nickname} label={fileMessages.nicknameLabel} autoComplete="off" />
        {withCategory && categoryField ? (
          <SelectField field={categoryField} label={fileMessages.categoryLabel} options={CATEGORY_OPTIONS} placeholder={fileMessages.categoryPlaceholder} />
        ) : null}
      </DrawerForm>
    </Drawer>
  )
}

export function FileCategoryBadge({ category }: { category: DocumentCategory | null }) {
  if (!category) return null
  return (
    <Badge color="gray" variant="surface" size="2">
      {documentCategoryLabel[category]}
    </Badge>
  )
}
