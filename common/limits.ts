import { messages } from './messages'

/**
 * Limits and rules that both the web app (its zod schemas) and the REST API (its field
 * validation and request checks) enforce, defined once so that the two sides cannot drift.
 */

// Money, quantities and pages.

/** The largest amount of money either side accepts, in cents ($100,000,000.00). */
export const MAX_CENTS = 100_000_000_00

/** A line item's quantity: more than 0 and at most this many. */
export const MAX_QUANTITY = 1_000_000
/** A line item's quantity carries at most this many decimals (1.001 yes, 1.0001 no). */
export const QUANTITY_DECIMALS = 3

const QUANTITY_SCALE = 10 ** QUANTITY_DECIMALS

/**
 * True when `value` has at most QUANTITY_DECIMALS decimals. Compared with a tolerance:
 * 1.001 × 1000 is 1000.9999999999999 in floating point.
 */
export function hasQuantityDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false
  const scaled = value * QUANTITY_SCALE
  return Math.abs(scaled - Math.round(scaled)) <= 1e-6
}

/**
 * What is wrong with a line item's quantity: 'invalid' (not a number with at most
 * QUANTITY_DECIMALS decimals), 'range' (not above 0 and at most MAX_QUANTITY), or null.
 * Both sides answer 'invalid' with 'Please enter a valid number' and 'range' with
 * 'Quantity must be positive' (product-spec §5 One-time payment form).
 */
export function quantityProblem(value: number): 'invalid' | 'range' | null {
  if (!hasQuantityDecimals(value)) return 'invalid'
  if (value <= 0 || value > MAX_QUANTITY) return 'range'
  return null
}

/** A list's page size when none is asked for, and its first page (product-spec §9). */
export const DEFAULT_PAGE_SIZE = 10
export const DEFAULT_PAGE = 1
/** The largest page the API serves: it refuses a larger `limit` (and `limit=0`, `pagination=false`). */
export const MAX_PAGE_SIZE = 100

// Request bodies.

/**
 * Request body limits of the one server (server.mjs), enforced before a body is read
 * (app/utils/body-limit.server.ts): a declared Content-Length above the limit is refused at
 * once, a chunked body is counted as it streams.
 */

/**
 * Spec §9: upload maximum 20 MB (re-exported by `files.ts`). Here, not in `files.ts`, so that
 * this module imports nothing with top-level work: every page that formats money (`money.ts`
 * reads MAX_CENTS) loaded the file types' module with it (ADR 027).
 */
export const MAX_FILE_BYTES = 20 * 1024 * 1024

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
