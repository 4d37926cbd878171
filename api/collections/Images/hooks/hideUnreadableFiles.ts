import { NotFound, type CollectionAfterErrorHook } from 'payload'

/**
 * A file the caller may not read does not exist for it (ARCHITECTURE §2: 404, never a hint
 * that it exists). Payload answers GET /api/images/file/{filename} outside the read rule
 * with 403; the by-id read of the same image is already a 404.
 */
export const hideUnreadableFiles: CollectionAfterErrorHook = ({ error, req }) => {
  const status = (error as { status?: number }).status
  if (status !== 403 || req.method !== 'GET' || !req.routeParams?.filename) return
  return { status: 404, response: { errors: [{ message: new NotFound(req.t).message }] } }
}
