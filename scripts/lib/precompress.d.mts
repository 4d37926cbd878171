import type { Plugin } from 'vite'

export const PRECOMPRESS_MIN_BYTES: number
export function precompressDir(dir: string): Promise<number>
export function precompressAssets(): Plugin
