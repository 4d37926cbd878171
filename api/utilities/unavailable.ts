import { NotFound, type AfterErrorHook, type CollectionBeforeOperationHook, type Endpoint, type SanitizedConfig } from 'payload'
import { ourMessages } from '@common/messages'

const SERVICE_UNAVAILABLE_MESSAGE = ourMessages.serviceUnavailable

/** SQLite and PostgreSQL (and socket) codes of a database that cannot be reached or stays locked. */
const UNAVAILABLE_CODES = /^(SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|NOTADB|READONLY|FULL|PROTOCOL)(_\w+)?|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|EPIPE|08\w{3}|57P0[123]|53\d{3})$/
const UNAVAILABLE_MESSAGES = /database is locked|SQLite write lock not acquired|is not currently accepting connections|database table is locked|unable to open database|connection terminated|connection timeout|timeout exceeded when trying to connect|cannot use a pool after calling end|too many clients|database .* does not allow connections|the database system is (starting up|shutting down)/i

/** Whether an error (or one of its causes, as drizzle and the adapters wrap them) says the database is unreachable or locked. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
    current = cause
  }
  return false
}

/**
 * Every REST error (config `hooks.afterError`), after the collection's own hooks:
 * - the database unreachable or locked: 503 with a message to try again — never a 500, and
 *   never a page the client reads as "signed out";
 * - any other server error on a document whose id is not a number (or past 32 bits): 404, as for a missing id
 *   (the database refused the id, e.g. GET /api/properties/abc).
 */
export const answerUnavailableOrNotFound: AfterErrorHook = ({ error, req }) => {
  if (isDatabaseUnavailable(error)) return { status: 503, response: { errors: [{ message: SERVICE_UNAVAILABLE_MESSAGE }] } }
  const status = (error as { status?: number }).status ?? 500
  if (status >= 500 && typeof req.routeParams?.id === 'string' && isMalformedId(req.routeParams.id)) return { status: 404, response: { errors: [{ message: new NotFound(req.t).message }] } }
  return undefined
}

/** The largest document id: ids are 32-bit integers (PostgreSQL serial), so a larger number is no id either. */
const MAX_DOCUMENT_ID = 2_147_483_647

/** Whether an id given to an operation by id (a route's `{id}`, or a number) can be no document's id. */
export function isMalformedId(id: unknown): boolean {
  if (typeof id === 'string') return !/^\d+$/.test(id) || Number(id) > MAX_DOCUMENT_ID
  if (typeof id === 'number') return !Number.isInteger(id) || id < 0 || id > MAX_DOCUMENT_ID
  return false
}

/**
 * Every collection's reads, updates and deletes by id (`beforeOperation`): an id that can be no
 * document's answers 404 at once, as a missing one does, instead of reaching the database, which
 * refuses it (NaN bound on SQLite, an integer syntax error on PostgreSQL) and has Payload log the
 * failed statement as an error before `answerUnavailableOrNotFound` turns it into the same 404.
 * A call that asked for no errors (`disableErrors`) is left as it was.
 */
const refuseMalformedIds: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' && operation !== 'update' && operation !== 'delete') return args
  // The by-id operations' arguments carry `id` (a list's read or a bulk update or delete has none).
  const { id, disableErrors } = args as { id?: unknown; disableErrors?: boolean }
  if (!disableErrors && isMalformedId(id)) throw new NotFound(req.t)
  return args
}

/** Adds `refuseMalformedIds` to every collection, Payload's own included. */
export function refuseMalformedIdsEverywhere(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [refuseMalformedIds, ...(collection.hooks.beforeOperation ?? [])]
  }
  return config
}

/**
 * GET /api/health: 200 when the database answers a read, 503 otherwise. The web app asks it
 * before it treats a rejected token as signed out (Payload reads a failed user lookup as no user).
 */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    try {
      await req.payload.count({ collection: 'feature-flags', overrideAccess: true })
      return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      req.payload.logger.warn({ err: error, msg: 'Health check: the database does not answer' })
      return Response.json({ errors: [{ message: SERVICE_UNAVAILABLE_MESSAGE }] }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } })
    }
  },
}
