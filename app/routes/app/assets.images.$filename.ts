import { streamUploadedFile } from '~/utils/upload-file.server'
import type { Route } from './+types/assets.images.$filename'

/** An uploaded SVG is shown as a picture, never run as a page: no script, no requests, no same-origin powers. */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/**
 * The organization's images (property, unit and marketing pictures), streamed from
 * GET /api/images/file/{filename} with the signed-in user's token. The API's access rules
 * decide who may see a file: anyone else gets a 404, never a hint that it exists.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const response = await streamUploadedFile(context, {
    collection: 'images',
    filename: params.filename,
    validName: (filename) => !filename.startsWith('.') && !/[/\\\0]/.test(filename),
    contentType: (sent) => sent ?? 'application/octet-stream',
  })
  if (response.headers.get('Content-Type')?.toLowerCase().startsWith('image/svg')) response.headers.set('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY)
  return response
}
