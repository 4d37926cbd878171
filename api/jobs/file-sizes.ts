import fs from 'node:fs/promises'
import path from 'node:path'
import type { ImageSize, PayloadRequest, Where } from 'payload'
import { lazySharp } from '@api/storage/sharp'
import { openStoredFile, readAll } from '@api/storage/storedFile'
import { countingTask } from './task'

/** What one backfill run did: pictures given their sizes, left for a later run, that could not be read. */
export type FileSizesRun = { resized: number; left: number; failed: number }

/** How many pictures one run resizes at most (each a second or so of CPU for a 12 MP photo): the next run goes on. */
export const FILE_SIZES_PER_RUN = 100

/** The pictures of the files collection stored without their sizes (uploaded before ADR 031's sizes existed). */
const MISSING: Where = { and: [{ mimeType: { in: ['image/jpeg', 'image/png'] } }, { 'sizes.display.filename': { exists: false } }] }

/**
 * Gives the pictures of the `files` collection uploaded before image sizes existed their sizes
 * (ADR 031): the collection's own `imageSizes` (long edge, fit, WebP quality and the size's file
 * name), through the same sharp pipeline Payload runs at upload (EXIF orientation applied, no
 * metadata), written beside the original, then recorded on the document as Payload records them.
 * The original and its SHA-256 are untouched. Idempotent: it only picks documents with no sizes,
 * and a size it writes twice has the same name and bytes. A picture that cannot be read is
 * logged and counted, and tried again by the next run. Uploads on S3 (ADR 022) are not
 * backfilled: the storage adapter writes only what Payload hands it at upload.
 */
export async function backfillFileSizes(req: PayloadRequest, { limit = FILE_SIZES_PER_RUN }: { limit?: number } = {}): Promise<FileSizesRun> {
  const run: FileSizesRun = { resized: 0, left: 0, failed: 0 }
  const upload = req.payload.collections.files.config.upload
  const sizes = (upload.imageSizes ?? []) as ImageSize[]
  const missing = (extra: Where = {}) => ({ collection: 'files' as const, where: { and: [MISSING, extra] }, trash: true, overrideAccess: true, req })
  if (!sizes.length) return run
  if (upload.handlers?.length || upload.disableLocalStorage) {
    run.left = (await req.payload.count(missing())).totalDocs
    if (run.left) req.payload.logger.warn({ msg: 'Picture sizes are not backfilled on S3 storage', left: run.left })
    return run
  }
  const staticDir = path.resolve(upload.staticDir ?? '')
  let after = 0
  while (run.resized + run.failed < limit) {
    const { docs } = await req.payload.find({ ...missing({ id: { greater_than: after } }), sort: 'id', limit: Math.min(20, limit - run.resized - run.failed), depth: 0, select: { filename: true, mimeType: true } })
    if (!docs.length) break
    for (const doc of docs) {
      after = doc.id
      try {
        const stored = await openStoredFile(req, 'files', doc)
        const bytes = stored?.status === 200 ? await readAll(stored.body) : null
        if (!bytes || !doc.filename) throw new Error('The original is not in storage')
        const base = doc.filename.replace(/\.[^.]+$/, '')
        const data: Record<string, unknown> = {}
        for (const size of sizes) {
          const format = size.formatOptions?.format ?? 'webp'
          const { data: resized, info } = await lazySharp(bytes)
            .rotate()
            .resize({ width: size.width ?? undefined, height: size.height ?? undefined, fit: size.fit, withoutEnlargement: size.withoutEnlargement })
            .toFormat(format, size.formatOptions?.options)
            .toBuffer({ resolveWithObject: true })
          const filename = size.generateImageName
            ? size.generateImageName({ height: info.height, width: info.width, extension: info.format, originalName: base, sizeName: size.name })
            : `${base}-${info.width}x${info.height}.${info.format}`
          await fs.writeFile(path.join(staticDir, path.basename(filename)), resized)
          data[size.name] = { filename, width: info.width, height: info.height, filesize: info.size, mimeType: `image/${info.format}`, url: null }
        }
        // Straight to the database: derived data of the server's, on a document whose hooks (a locked report's photo) refuse any update.
        await req.payload.db.updateOne({ collection: 'files', id: doc.id, data: { sizes: data }, req })
        run.resized++
      } catch (error) {
        run.failed++
        req.payload.logger.error({ err: error, msg: 'Could not make the sizes of a stored picture', file: doc.id })
      }
    }
  }
  run.left = (await req.payload.count(missing({ id: { greater_than: after } }))).totalDocs
  return run
}

/** The backfill as a job task (api/jobs/index.ts): scheduled with the others, a bounded batch per run. */
export const backfillFileSizesTask = countingTask<FileSizesRun>('backfillFileSizes', ['resized', 'left', 'failed'], (req) => backfillFileSizes(req))
