import type { RequestHandler } from 'express'
import type { Plugin } from 'vite'

export const PRECOMPRESS_MIN_BYTES: number
export function precompressDir(dir: string): Promise<number>
export function precompressAssets(): Plugin
export function servePrecompressed(dir: string): Promise<RequestHandler>
