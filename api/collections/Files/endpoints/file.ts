import { NotFound, type Endpoint } from 'payload'
import { contentDisposition, DOCUMENT_FILE_TYPES, downloadFilename, STORED_FILE_NAME, type FileImageSize } from '@common/files'
import { ClientError, NOT_ALLOWED } from '@api/errors'
import { openStoredFile } from '@api/storage/storedFile'

/** Pictures are shown as pictures, never run as pages: no script, no requests, no same-origin powers. */
const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
/** Word files are only ever downloaded; should a browser render one anyway, it runs nothing. */
const DOWNLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox"
/** Types a browser may show in place (the PDF viewer, an <img>); the rest is always an attachment. */
const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp'])

/**
 * GET /api/files/file/{filename} (shadows Payload's handler, ours are matched first): the
 * stored file or one of its derived sizes (`<uuid>-display.webp`, ADR 031), for those who may
 * read its document (ADR 018) — 401 signed out, 404 for
 * anyone else, a trashed file and an unknown name alike. Every response has nosniff, the
 * canonical content type of the upload check, and an RFC 6266 Content-Disposition named
 * after the nickname: `inline` for PDF, JPEG and PNG unless `?download=true`, `attachment`
 * for everything else.
 */
export const fileContentEndpoint: Endpoint = {
  path: '/file/:filename',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new ClientError(NOT_ALLOWED, 401)
    const filename = String(req.routeParams?.filename ?? '')
    const match = STORED_FILE_NAME.exec(filename)
    if (!match) throw new NotFound(req.t)
    // A derived size (`<uuid>-display.webp`) is looked up through its own document, with the same access as the original.
    const size = match[1] as FileImageSize | undefined
    const { docs } = await req.payload.find({
      collection: 'files',
      where: size ? { [`sizes.${size}.filename`]: { equals: filename } } : { filename: { equals: filename } },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const file = docs[0]
    if (!file) throw new NotFound(req.t)
    // From disk, or from S3 when configured (ADR 022): the same headers either way.
    const stored = await openStoredFile(req, 'files', size ? { ...file, filename } : file)
    if (!stored) throw new NotFound(req.t)
    // The sizes are WebP made by the server (common/files.ts FILE_IMAGE_SIZES); originals keep their checked type.
    const type = size ? { mimeType: 'image/webp' } : DOCUMENT_FILE_TYPES.find((entry) => entry.mimeType === file.mimeType)
    const contentType = type?.mimeType ?? 'application/octet-stream'
    const inline = INLINE_TYPES.has(contentType) && req.searchParams.get('download') !== 'true'
    const headers = new Headers({
      ...Object.fromEntries(stored.headers),
      'Content-Type': contentType,
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', downloadFilename(file.nickname, size ? filename : file.filename)),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=300',
    })
    if (contentType.startsWith('image/')) headers.set('Content-Security-Policy', IMAGE_CONTENT_SECURITY_POLICY)
    else if (contentType !== 'application/pdf') headers.set('Content-Security-Policy', DOWNLOAD_CONTENT_SECURITY_POLICY)
    return new Response(stored.body, { status: stored.status, headers })
  },
}
