import { createRequire } from 'node:module'
import type { SharpDependency } from 'payload'

const require = createRequire(import.meta.url)
let loaded: SharpDependency | undefined

/**
 * sharp for Payload's `sharp` option, loaded on the first picture it handles rather than at
 * start (ADR 027: a cold start loads only what it uses; libvips is ~20 MB of native code).
 * Payload calls `sharp(input, options)` synchronously while it reads an upload, so the module is
 * required (CommonJS, cached by Node) on that first call.
 */
export const lazySharp: SharpDependency = (input, options) => {
  loaded ??= require('sharp') as SharpDependency
  // A photo cut short (a phone's interrupted upload) still gets its sizes from what decodes; the original is kept either way.
  return loaded(input, { failOn: 'none', ...options })
}

/** Whether the bytes of a JPEG or PNG can be read as a picture at all (its header and dimensions). */
export async function readablePicture(bytes: Buffer): Promise<boolean> {
  try {
    const { width, height } = await lazySharp(bytes).metadata()
    return Boolean(width && height)
  } catch {
    return false
  }
}

/**
 * A picture as a JPEG, at its own size: pdfkit embeds JPEG and PNG only, so a WebP size (the
 * files' `display`, ADR 031) is re-encoded for a PDF. Null when the bytes do not decode.
 */
export async function asJpeg(bytes: Buffer, quality = 85): Promise<Buffer | null> {
  try {
    return await lazySharp(bytes).jpeg({ quality }).toBuffer()
  } catch {
    return null
  }
}

/** Whether sharp has been loaded in this process (the cold-start test checks that a start does not load it). */
export const sharpLoaded = () => loaded !== undefined
