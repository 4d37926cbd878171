import { MAX_PAGE_SIZE } from '@common/limits'
import { parse } from 'qs-esm'
import { z } from 'zod'

/**
 * The query parameters Payload reads on the REST API (limit, depth, page, sort, where, select,
 * populate, joins and its boolean flags), checked strictly before Payload sees them: parsed
 * the way Payload parses them (qs, same options), so `limit[0]=100000` or `limit[]=` is seen
 * as the array it is and refused. Clients may not ask for unbounded pages (limit above
 * MAX_LIMIT, limit=0, pagination=false without a limit, a join without a bounded limit) or
 * depth above MAX_DEPTH; `where` is a nested object of field paths and Payload's operators. Parameters
 * Payload does not read (a custom endpoint's own) are left alone.
 */
export const MAX_LIMIT = MAX_PAGE_SIZE
export const MAX_DEPTH = 5
const MAX_PAGE = 1_000_000
/** and/or nesting of one `where`; `select` nesting. */
const MAX_NESTING = 5
const MAX_LIST = 1000
const MAX_VALUE_LENGTH = 1000

export const queryMessages = {
  limit: `limit must be a whole number between 1 and ${MAX_LIMIT}`,
  depth: `depth must be a whole number between 0 and ${MAX_DEPTH}`,
  page: 'page must be a whole number of 1 or more',
  pagination: `pagination can be turned off only with a limit between 1 and ${MAX_LIMIT}`,
  sort: 'sort must be field names separated by commas, each optionally preceded by -',
  boolean: (name: string) => `${name} must be true or false`,
  where: 'where must be an object of field conditions, e.g. where[field][equals]=value',
  whereField: (key: string) => `where: "${key}" is not a field name`,
  whereOperator: (key: string) => `where[${key}] must name an operator, e.g. where[${key}][equals]=value`,
  whereList: (key: string) => `where[${key}] must be a list of conditions`,
  whereNul: (key: string) => `where[${key}] may not contain the NUL character`,
  whereNesting: `where is nested more than ${MAX_NESTING} levels deep`,
  select: 'select must be an object of field names set to true or false',
  populate: 'populate must name collections with the fields to select',
  joins: `joins must be false or name join fields with a limit between 1 and ${MAX_LIMIT}, a page, a sort, a where or count`,
  data: 'data is sent in the request body, not in the query',
  methodOverride: 'Method override headers are not supported.',
} as const

/** A dot-separated field path (Payload's own SAFE_FIELD_PATH_REGEX). */
const FIELD_PATH = /^\w+(?:\.\w+)*$/
const SORT = /^-?\w+(?:\.\w+)*(?:,-?\w+(?:\.\w+)*)*$/
const OPERATORS = ['equals', 'not_equals', 'contains', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'near', 'within', 'intersects'] as const

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: message })

const booleanString = (name: string) => z.enum(['true', 'false'], { error: queryMessages.boolean(name) })

const scalar = z.string().max(MAX_VALUE_LENGTH)
const scalarOrList = z.union([scalar, z.array(scalar).max(MAX_LIST)])
/** GeoJSON for within/intersects (objects of strings and lists, as qs parses them). */
const geometry = z.record(z.string(), z.unknown())

/** One field's condition: Payload's operators only, at least one. */
const condition = z
  .strictObject({
    equals: scalar.optional(),
    not_equals: scalar.optional(),
    contains: scalar.optional(),
    in: scalarOrList.optional(),
    not_in: scalarOrList.optional(),
    all: scalarOrList.optional(),
    exists: z.enum(['true', 'false']).optional(),
    greater_than: scalar.optional(),
    greater_than_equal: scalar.optional(),
    less_than: scalar.optional(),
    less_than_equal: scalar.optional(),
    like: scalar.optional(),
    not_like: scalar.optional(),
    near: scalar.optional(),
    within: geometry.optional(),
    intersects: geometry.optional(),
  })
  .refine((value) => Object.keys(value).length > 0)

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function whereProblem(value: unknown, level = 1): string | null {
  if (level > MAX_NESTING) return queryMessages.whereNesting
  if (!isPlainObject(value)) return queryMessages.where
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(entry) || entry.length > MAX_LIST) return queryMessages.whereList(key)
      for (const nested of entry) {
        const problem = whereProblem(nested, level + 1)
        if (problem) return problem
      }
      continue
    }
    if (!FIELD_PATH.test(key)) return queryMessages.whereField(key)
    if (!isPlainObject(entry) || !Object.keys(entry).every((operator) => (OPERATORS as readonly string[]).includes(operator))) {
      return queryMessages.whereOperator(key)
    }
    // PostgreSQL refuses NUL in text (a 500 if it got that far); no field holds one.
    if (JSON.stringify(entry).includes('\\u0000')) return queryMessages.whereNul(key)
    const parsed = condition.safeParse(entry)
    if (!parsed.success) return queryMessages.whereOperator(key)
  }
  return null
}

const where = z.unknown().superRefine((value, context) => {
  const problem = whereProblem(value)
  if (problem) context.addIssue({ code: 'custom', message: problem })
})

/**
 * A user's session ids: Payload returns `sessions` when a client selects it (the password
 * material it leaves out by itself), so asking for it is refused.
 */
const SECRET_FIELDS = new Set(['sessions'])

function selectProblem(value: unknown, level = 1): boolean {
  if (level > MAX_NESTING || !isPlainObject(value)) return true
  return Object.entries(value).some(([key, entry]) => !/^\w+$/.test(key) || SECRET_FIELDS.has(key) || (entry !== 'true' && entry !== 'false' && selectProblem(entry, level + 1)))
}
const select = z.unknown().refine((value) => !selectProblem(value), { error: queryMessages.select })

const populate = z.record(z.string().regex(/^[\w-]+$/), z.unknown().refine((value) => !selectProblem(value)), { error: queryMessages.populate })

const join = z.union([
  z.literal('false'),
  z.strictObject({
    limit: wholeNumber(queryMessages.joins, 1, MAX_LIMIT),
    page: wholeNumber(queryMessages.joins, 1, MAX_PAGE).optional(),
    sort: z.string().regex(SORT).optional(),
    count: z.enum(['true', 'false']).optional(),
    where: where.optional(),
  }),
])
const joins = z.union([z.literal('false'), z.record(z.string().regex(FIELD_PATH), join)], { error: queryMessages.joins })

/** Every parameter Payload's REST handlers read (payload/utilities/parseParams). */
const apiQuery = z.object({
  limit: wholeNumber(queryMessages.limit, 1, MAX_LIMIT).optional(),
  depth: wholeNumber(queryMessages.depth, 0, MAX_DEPTH).optional(),
  page: wholeNumber(queryMessages.page, 1, MAX_PAGE).optional(),
  // false skips Payload's count of every matching row (the web app's pages, ADR 037); the
  // limit then still bounds the page (checked below: it must be given).
  pagination: z.enum(['true', 'false'], { error: queryMessages.pagination }).optional(),
  // With pagination=false: one row more read, and hasNextPage answered from it (peekNextPage).
  peek: booleanString('peek').optional(),
  sort: z.string({ error: queryMessages.sort }).max(200, { error: queryMessages.sort }).regex(SORT, { error: queryMessages.sort }).optional(),
  where: where.optional(),
  select: select.optional(),
  populate: populate.optional(),
  joins: joins.optional(),
  draft: booleanString('draft').optional(),
  trash: booleanString('trash').optional(),
  autosave: booleanString('autosave').optional(),
  overrideLock: booleanString('overrideLock').optional(),
  flattenLocales: booleanString('flattenLocales').optional(),
  publishAllLocales: booleanString('publishAllLocales').optional(),
  unpublishAllLocales: booleanString('unpublishAllLocales').optional(),
  data: z.undefined({ error: queryMessages.data }).optional(),
}).refine((query) => query.pagination !== 'false' || query.limit !== undefined, { error: queryMessages.pagination, path: ['pagination'] })

const FIXED_MESSAGES: Record<string, string> = {
  limit: queryMessages.limit,
  depth: queryMessages.depth,
  page: queryMessages.page,
  pagination: queryMessages.pagination,
  sort: queryMessages.sort,
  select: queryMessages.select,
  populate: queryMessages.populate,
  joins: queryMessages.joins,
  data: queryMessages.data,
}

/** The query as Payload parses it (createPayloadRequest). */
export function parseApiQuery(search: string): Record<string, unknown> {
  return search && search !== '?' ? (parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<string, unknown>) : {}
}

/** What is wrong with a REST request's query (the first problem, for the client), or null. */
export function apiQueryProblem(url: URL): string | null {
  const result = apiQuery.safeParse(parseApiQuery(url.search))
  if (result.success) return null
  const issue = result.error.issues[0]
  const key = String(issue?.path[0] ?? '')
  // Each parameter's own message; a where names the part that is wrong.
  if (key === 'where') return issue!.message
  return FIXED_MESSAGES[key] ?? (key ? queryMessages.boolean(key) : queryMessages.where)
}

/**
 * The 400 answer (`{ errors: [{ message }] }`) for a REST request Payload must not see: a
 * malformed query, or a method override (Payload would read a POST body as the query of a GET).
 */
export function refuseApiRequest(request: Request): Response | null {
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  const problem = override !== null ? queryMessages.methodOverride : apiQueryProblem(new URL(request.url))
  return problem ? Response.json({ errors: [{ message: problem }] }, { status: 400 }) : null
}
