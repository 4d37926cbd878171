import { MAX_FILE_BYTES } from './files'
import { messages } from './messages'

/**
 * Request body limits of the one server (server.mjs), enforced before a body is read
 * (app/utils/body-limit.server.ts): a declared Content-Length above the limit is refused at
 * once, a chunked body is counted as it streams.
 */

/** Form and JSON posts (the /app actions, the /api calls) and any other body: 1 MB. */
export const MAX_FORM_BODY_BYTES = 1024 * 1024

/**
 * Multipart uploads: the spec's 20 MB per file (product-spec §5, §9) plus room for the
 * multipart framing and the other fields (nickname, `_payload`).
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_FILE_BYTES + 1024 * 1024

/**
 * After a 413 the server keeps reading (and discarding) what the client still sends, for at
 * most this long, so that the client reads the answer instead of a connection reset.
 */
export const BODY_LIMIT_LINGER_MS = 5_000

export const bodyLimitMessages = {
  /** An upload above the limit: the spec's file message (product-spec §5). */
  uploadTooLarge: messages.fileTooLarge,
  tooLarge: 'The request is too large: a form or JSON body may be at most 1 MB.',
} as const
