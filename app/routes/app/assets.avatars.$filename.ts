import { AVATAR_FILE_TYPES } from '@common/files'
import { streamUploadedFile } from '~/utils/upload-file.server'
import type { Route } from './+types/assets.avatars.$filename'

/** Only the raster types the upload check stores; anything else is not an avatar of ours. */
const AVATAR_CONTENT_TYPES = new Set<string>(AVATAR_FILE_TYPES.map((entry) => entry.mimeType))

/**
 * /app/assets/avatars/{filename}: the signed-in user's own avatar (the top bar, user
 * settings), streamed from GET /api/avatars/file/{filename} with the user's token, as the
 * images and files routes do. The API lets only the owner read it: anyone else gets a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return streamUploadedFile(context, {
    collection: 'avatars',
    filename: params.filename,
    validName: (filename) => /^[0-9a-f-]{36}\.[a-z]{3,4}$/.test(filename),
    contentType: (sent) => {
      const type = sent?.split(';')[0]?.trim().toLowerCase() ?? ''
      return AVATAR_CONTENT_TYPES.has(type) ? type : null
    },
  })
}
