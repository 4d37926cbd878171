import type { RequestHandler, Response } from 'express'

export const MAX_CACHED_ASSET_BYTES: number
export function serveAssets(dir: string, options?: { setHeaders?: (res: Response) => void }): Promise<RequestHandler>
