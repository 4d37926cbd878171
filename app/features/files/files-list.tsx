import { ExclamationTriangleIcon, FileIcon, FileTextIcon, ImageIcon, TableIcon } from '@radix-ui/react-icons'
import { useState, type ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { fileIconKind, isPreviewableImage, type FileIconKind, type FileKind, type FileImageSize } from '@common/files'
import { documentCategoryLabel, type DocumentCategory } from '~/features/documents/documents-paths'
import { EmptyState } from '~/components/empty-state'
import { Badge, Button, Card, Flex, Heading, Spinner, Text } from '~/components/ui'
import { drawerHref } from '~/utils/drawer'
import { formatDate } from '~/utils/format'

/**
 * Uploaded files as pages show them (product-spec §2 File attachment row; §5 Files): the drawer
 * names, the file URLs, the attachment row and a parent's list of files. No zod and no form:
 * a list that shows files loads none of the drawers' schemas (ADR 027). Those are in
 * file-drawers.tsx, which pages load through lazy-drawers.tsx. The action side is files.server.ts;
 * the API side api/collections/Files (ADR 018).
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

export function FileCategoryBadge({ category }: { category: DocumentCategory | null }) {
  if (!category) return null
  return (
    <Badge color="gray" variant="surface" size="2">
      {documentCategoryLabel[category]}
    </Badge>
  )
}
