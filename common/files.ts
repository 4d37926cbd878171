import { MAX_FILE_BYTES } from './limits'
import { messages } from './messages'

/**
 * Files attached to a lease, property, unit or contact, an expense's receipts, the organization's general
 * documents and a user's private files (product-spec §2 Add File drawer, §3 File, §5 Files). Both
 * the REST API (validation, serving) and the web app (the drawer, the rows) use this module.
 */

/** What a file belongs to: a parent record, the documents page ('document'), or 'personal' (My Files). */
export const FILE_KINDS = ['lease', 'property', 'unit', 'contact', 'document', 'personal', 'invoice', 'maintenanceRequest', 'maintenanceComment', 'expense', 'conditionReport'] as const
export type FileKind = (typeof FILE_KINDS)[number]
export const FILE_PARENT_KINDS = ['lease', 'property', 'unit', 'contact', 'invoice', 'maintenanceRequest', 'maintenanceComment', 'expense', 'conditionReport'] as const
export type FileParentKind = (typeof FILE_PARENT_KINDS)[number]
/** The collection of each parent kind (the REST API's slugs). */
export const FILE_PARENT_COLLECTION = {
  lease: 'leases',
  property: 'properties',
  unit: 'units',
  contact: 'contacts',
  invoice: 'invoices',
  maintenanceRequest: 'maintenance-requests',
  maintenanceComment: 'maintenance-comments',
  expense: 'expenses',
  conditionReport: 'condition-reports',
} as const satisfies Record<FileParentKind, string>
export const isParentKind = (kind: string): kind is FileParentKind => (FILE_PARENT_KINDS as readonly string[]).includes(kind)

/** Spec §9: upload maximum 20 MB (defined with the other limits). */
export { MAX_FILE_BYTES }

/**
 * Spec §5: a document upload accepts jpeg, png, doc, docx and pdf. The server checks the
 * bytes (magic numbers) against the extension; the browser can only check the name.
 */
/**
 * The sizes the server derives from every JPEG or PNG file (ADR 031): a display size for pages
 * and a thumbnail for lists, WebP, the long edge at most `longEdge` px. The original stays
 * as uploaded and is what a download or 'Original' link returns.
 */
export const FILE_IMAGE_SIZES = [
  { name: 'display', longEdge: 1600, quality: 80 },
  { name: 'thumbnail', longEdge: 400, quality: 70 },
] as const
export type FileImageSize = (typeof FILE_IMAGE_SIZES)[number]['name']

/** A stored name: the original (`<uuid>.<ext>`) or one of its sizes (`<uuid>-display.webp`). */
export const STORED_FILE_NAME = /^[0-9a-f-]{36}(?:-(display|thumbnail))?\.[a-z]{3,4}$/

/**
 * The stored name of a file's size, when the server made one (a picture uploaded since sizes
 * exist); else the original's, so a page always has something to show.
 */
export function fileSizeName(file: { filename?: string | null; sizes?: Partial<Record<FileImageSize, { filename?: string | null } | null>> | null }, size: FileImageSize): string | null {
  return file.sizes?.[size]?.filename || file.filename || null
}

export const DOCUMENT_FILE_TYPES = [
  { type: 'jpeg', extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
  { type: 'png', extensions: ['png'], mimeType: 'image/png' },
  { type: 'pdf', extensions: ['pdf'], mimeType: 'application/pdf' },
  { type: 'doc', extensions: ['doc'], mimeType: 'application/msword' },
  { type: 'docx', extensions: ['docx'], mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
] as const
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number]['type']

/**
 * A user's avatar (product-spec §5 image uploads, without SVG: an uploaded SVG may carry script, so
 * avatars take only raster pictures), checked by bytes and extension like documents.
 */
export const AVATAR_FILE_TYPES = [
  { type: 'jpeg', extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
  { type: 'png', extensions: ['png'], mimeType: 'image/png' },
  { type: 'gif', extensions: ['gif'], mimeType: 'image/gif' },
] as const
export type AvatarFileType = (typeof AVATAR_FILE_TYPES)[number]['type']
export const AVATAR_ACCEPT = AVATAR_FILE_TYPES.map((entry) => entry.mimeType).join(',')

export const DOCUMENT_ACCEPT = DOCUMENT_FILE_TYPES.flatMap((entry) => entry.extensions.map((extension) => `.${extension}`)).join(',')

/** Spec §3: allowed image extensions; only these get a preview (product-spec §5, decided by the extension). */
export const PREVIEW_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg', 'gif'] as const

export function extensionOf(name: string | null | undefined): string {
  if (!name) return ''
  const base = name.split(/[/\\]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

/** The document type a file name claims by its extension, or null for one we do not take. */
export function documentTypeOfName(name: string | null | undefined) {
  const extension = extensionOf(name)
  return DOCUMENT_FILE_TYPES.find((entry) => (entry.extensions as readonly string[]).includes(extension)) ?? null
}

/** The avatar type a file name claims by its extension, or null for one we do not take. */
export function avatarTypeOfName(name: string | null | undefined) {
  const extension = extensionOf(name)
  return AVATAR_FILE_TYPES.find((entry) => (entry.extensions as readonly string[]).includes(extension)) ?? null
}

export const isPreviewableImage = (name: string | null | undefined) => (PREVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name))

/** Spec §9 document icons: doc, pdf, xls, img (docx uses doc). */
export type FileIconKind = 'doc' | 'pdf' | 'xls' | 'img'
export function fileIconKind(name: string | null | undefined): FileIconKind {
  const extension = extensionOf(name)
  if (extension === 'pdf') return 'pdf'
  if (['xls', 'xlsx', 'csv'].includes(extension)) return 'xls'
  if ((PREVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'img'
  return 'doc'
}

export const fileMessages = {
  // Spec §5 Files and §8 File, verbatim.
  fileRequired: messages.fileRequired,
  fileTooLarge: messages.fileTooLarge,
  fileTypeInvalid: messages.fileTypeInvalid,
  onlyOneFile: messages.onlyOneFile,
  nicknameRequired: messages.fieldRequired,
  categoryRequired: messages.fieldRequired,
  categoryPlaceholder: 'Select a category',
  nicknameLabel: 'File Nickname',
  categoryLabel: 'File Category',
  // Spec §2 Add File drawer: the lease notice and the hint of other files (wording ours around the spec's words).
  leaseSharingNotice: 'This file will be shared with all tenants under the lease and visible on the tenant dashboard.',
  privateFileHint: "Files here are private to you and your organization. Sharing with tenants requires uploading to the lease's Files tab.",
  // Ours (the spec is silent).
  uploaded: 'File uploaded.',
  renamed: 'File renamed.',
  deleted: 'File deleted.',
  fileNotReplaceable: 'A file cannot be replaced. Upload a new file instead.',
  parentRequired: 'Choose the record this file belongs to.',
  parentNotAllowed: 'This kind of file does not belong to a record.',
  categoryOnlyForDocuments: 'Only general documents have a category.',
} as const

/**
 * The name a download gets: the nickname with the stored file's extension (added when the
 * nickname lacks it), without path separators or control characters.
 */
export function downloadFilename(nickname: string | null | undefined, storedName: string | null | undefined): string {
  const extension = extensionOf(storedName)
  // eslint-disable-next-line no-control-regex
  const base = (nickname ?? '').replace(/[\u0000-\u001f\u007f/\\]+/g, ' ').trim() || 'file'
  return extension && extensionOf(base) !== extension ? `${base}.${extension}` : base
}

/** A Content-Disposition header (RFC 6266): an ASCII fallback and the UTF-8 name (RFC 8187). */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_')
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
