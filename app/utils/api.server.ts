import { stringify } from 'qs-esm'
import type { Where } from 'payload'
import { handleEndpoints } from 'payload'
import config from '@api/payload.config'
import { forgetAuthScope } from '@api/utilities/requestAuthScope'
import { runWithScopeValue, scopeKey, scopeValue } from '@api/utilities/requestScope'
import type { Config } from '@api/payload-types'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@common/limits'
import { messages } from '@common/messages'
import { getEnv } from './env.server'
import { getRequestInfo } from './request-info.server'

/**
 * The one REST client of the web app. Loaders and actions never touch the database:
 * they call the Payload REST API with the user's token. By default the Request is
 * dispatched in-process to Payload's handleEndpoints (no network hop); with API_URL set
 * it goes over HTTP to a separately deployed API.
 */
export type CollectionSlug = keyof Config['collections']
export type Doc<C extends CollectionSlug> = Config['collections'][C]

/**
 * What a write sends to a collection: its own fields (the generated types of
 * api/payload-types.ts), any of them (the API validates what is required and answers with
 * field errors), a relationship by id, null to clear one. Never the server's id or timestamps.
 */
export type WriteData<C extends CollectionSlug> = { [K in Exclude<keyof Doc<C>, 'id' | 'createdAt' | 'updatedAt'>]?: Doc<C>[K] | null } & WriteExtras<C>

/** Inputs of a write that are no field of the collection: its hooks read and drop them. */
type WriteExtras<C extends CollectionSlug> = C extends 'users' ? { /** Re-authentication for a change of e-mail or password. */ currentPassword?: string } : unknown

export type PaginatedDocs<T> = {
  docs: T[]
  totalDocs: number
  totalPages: number
  page: number
  limit: number
  hasNextPage: boolean
  hasPrevPage: boolean
  nextPage: number | null
  prevPage: number | null
}

/**
 * One page of a list as the web app shows it (ADR 037): the page's documents and whether
 * another page follows, with no count of every matching row. `lastPage` is set only on a page
 * past the end (no documents on a page after the first): the last page that has any (1 when
 * none has), for the loader to go to.
 */
export type ListPage<T> = {
  docs: T[]
  page: number
  hasNextPage: boolean
  lastPage?: number
}

/** The spec's defaults (§9). */
export const DEFAULT_DEPTH_ONE = 1
export const DEFAULT_DEPTH_LIST = 0
export const ME_DEPTH = 1
export const NOTIFICATIONS_DEPTH = 5
/** Page size and page (product-spec §9) and the API's cap, shared with the API's checks. */
export { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE }

export type FieldErrors = Record<string, string>

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: FieldErrors = {},
    readonly body: unknown = undefined,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type PayloadErrorBody = {
  errors?: Array<{ message?: string; data?: unknown }>
  message?: string
}

/** The spec's error reading: errors[0].data[0].message, else errors[0].message, else a fallback. */
export function readApiError(body: unknown, status: number): ApiError {
  const first = (body as PayloadErrorBody | undefined)?.errors?.[0]
  const data = first?.data as { errors?: Array<{ message?: string; path?: string }> } | Array<{ message?: string; path?: string }> | undefined
  const details = Array.isArray(data) ? data : Array.isArray(data?.errors) ? data.errors : []
  const fieldErrors: FieldErrors = {}
  for (const detail of details) {
    if (detail?.path && detail.message && !fieldErrors[detail.path]) fieldErrors[detail.path] = detail.message
  }
  const message = details[0]?.message || first?.message || (body as PayloadErrorBody | undefined)?.message || messages.unknownError
  return new ApiError(message, status, fieldErrors, body)
}

export type RequestOptions = {
  token?: string | null
  query?: Record<string, unknown>
  json?: unknown
  formData?: FormData
  /** Extra headers (e.g. a forwarded cookie for refresh). */
  headers?: Record<string, string>
  /** The area of the page the call is made for (see collectionClient). */
  area?: Area | null
}

/** The app's private areas (product-spec §2, §6). */
export type Area = 'landlord' | 'tenant'

/** The API's area header (api/access/membership.ts). */
export const AREA_HEADER = 'x-leasewell-area'

const INTERNAL_ORIGIN = 'http://leasewell.internal'

function buildRequest(method: string, pathname: string, options: RequestOptions, origin: string) {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('Authorization', `JWT ${options.token}`)
  if (options.area) headers.set(AREA_HEADER, options.area)
  const info = getRequestInfo()
  if (info?.clientIp) headers.set('x-forwarded-for', info.clientIp)
  let body: BodyInit | undefined
  if (options.formData) body = options.formData
  else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.json)
  }
  const search = options.query ? stringify(options.query, { addQueryPrefix: true, encode: true }) : ''
  return new Request(`${origin}/api${pathname}${search}`, { method, headers, body })
}

export type ObservedApiCall = { method: string; path: string; query: string }

type CallObserver = { calls: ObservedApiCall[]; parent: CallObserver | undefined }

const CALL_OBSERVER = scopeKey<CallObserver>('API call observer')

/**
 * Runs `fn` and lists the REST calls it made (tests and the bench count a request's
 * calls). Observations nest: an inner call is also seen by the outer ones. Outside an
 * observation the client records nothing.
 */
export async function observeApiCalls<T>(fn: () => Promise<T>): Promise<{ result: T; calls: ObservedApiCall[] }> {
  const observer: CallObserver = { calls: [], parent: scopeValue(CALL_OBSERVER) }
  const result = await runWithScopeValue(CALL_OBSERVER, observer, fn)
  return { result, calls: observer.calls }
}

function recordCall(method: string, url: string) {
  const observer = scopeValue(CALL_OBSERVER)
  if (!observer) return
  const { pathname, search } = new URL(url)
  const call = { method, path: pathname, query: search }
  for (let current: CallObserver | undefined = observer; current; current = current.parent) current.calls.push(call)
}

/**
 * Sends one request to the REST API and returns its Response as is (e.g. a file to
 * stream); only a failure to reach the API throws.
 */
export async function apiRaw(method: string, pathname: string, options: RequestOptions = {}): Promise<Response> {
  const { API_URL } = getEnv()
  try {
    if (API_URL) {
      const request = buildRequest(method, pathname, options, API_URL.replace(/\/api\/?$/, '').replace(/\/$/, ''))
      recordCall(method, request.url)
      return await fetch(request)
    }
    const request = buildRequest(method, pathname, options, INTERNAL_ORIGIN)
    recordCall(method, request.url)
    try {
      return await handleEndpoints({ config, request, path: new URL(request.url).pathname })
    } finally {
      // A write may change the user, its memberships or sessions: the request's next call authenticates again (ADR 038).
      if (method !== 'GET' && method !== 'HEAD') forgetAuthScope()
    }
  } catch (error) {
    throw new ApiError(error instanceof Error && error.message ? error.message : messages.unknownError, 503)
  }
}

/** Sends one request to the REST API and returns the parsed JSON body, or throws ApiError. */
export async function apiFetch<T = unknown>(method: string, pathname: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiRaw(method, pathname, options)
  const text = await response.text()
  let body: unknown = undefined
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      if (response.ok) throw new ApiError(messages.invalidResponse, 502)
    }
  }
  if (!response.ok) throw readApiError(body, response.status)
  return body as T
}

/** Dispatches a browser's request to /api in-process (used by the /api resource route). */
export function dispatchToPayload(request: Request, pathname: string) {
  return handleEndpoints({ config, request, path: pathname })
}

function requireCollection(collection: string | undefined): asserts collection is CollectionSlug {
  if (!collection) throw new ApiError(messages.collectionNotSpecified, 400)
}

function requireCollectionAndId(collection: string | undefined, id: string | number | undefined | null) {
  if (!collection || id === undefined || id === null || id === '') throw new ApiError(messages.collectionOrIdNotSpecified, 400)
}

export type FindArgs = {
  where?: Where
  depth?: number
  limit?: number
  page?: number
  /**
   * false: no count of every matching row. totalDocs and totalPages are then not known, nor is
   * hasNextPage unless `peek` asks for it.
   */
  pagination?: boolean
  /**
   * With `pagination: false` and a limit: the API reads one row more and answers hasNextPage
   * from it (api/utilities/peekNextPage.ts, ADR 037). `findPage` asks; other finds do not need it.
   */
  peek?: boolean
  sort?: string
  joins?: Record<string, unknown> | false
  trash?: boolean
  /** Only these fields of the documents (Payload `select`), e.g. `{ nickname: true }`. */
  select?: Record<string, unknown>
  /** Only these fields of populated relations, per collection (Payload `populate`). */
  populate?: Record<string, unknown>
}

/**
 * A list's sort with its tie-breaker in the same direction: `address.line1` becomes
 * `address.line1,createdAt`, `-dueDate` becomes `-dueDate,-createdAt`. Payload breaks ties
 * by `-createdAt` whatever the direction, and an ascending sort with a descending
 * tie-breaker cannot walk an (…, field, createdAt) index: the database would sort every
 * matching row for one page (ADR 026). A sort that names its own order is left alone.
 */
export function withTieBreaker(sort: string | undefined): string | undefined {
  if (!sort || sort.includes(',')) return sort
  const field = sort.replace(/^-/, '')
  if (field === 'createdAt' || field === 'id') return sort
  return `${sort},${sort.startsWith('-') ? '-' : ''}createdAt`
}

/** A sort with the id as its last key (unsorted: newest id first), so that pages never overlap. */
export function totalOrder(sort: string | undefined): string {
  if (!sort) return '-id'
  const keys = (withTieBreaker(sort) as string).split(',')
  return keys.some((key) => key.replace(/^-/, '') === 'id') ? keys.join(',') : [...keys, keys.at(-1)!.startsWith('-') ? '-id' : 'id'].join(',')
}

/**
 * Generic collection calls (product-spec §7), bound to one caller's token and, for a page of
 * the landlord area, to that area: the API then reads only the user's own organizations'
 * records, never what the same person reads as a tenant (AREA_HEADER).
 */
export function collectionClient(token: string | null | undefined, area: Area | null = null) {
  return {
    find<C extends CollectionSlug>(collection: C, args: FindArgs = {}) {
      requireCollection(collection)
      return apiFetch<PaginatedDocs<Doc<C>>>('GET', `/${collection}`, {
        token,
        area,
        query: { depth: DEFAULT_DEPTH_LIST, limit: DEFAULT_PAGE_SIZE, page: DEFAULT_PAGE, ...args, sort: withTieBreaker(args.sort) },
      })
    },
    /**
     * One page of a list without counting every matching row (ADR 037): an unpaginated find
     * of the page (`pagination=false`, the page's limit) that asks the API (`peek=true`) to
     * read one row more and answer `hasNextPage` from it (api/utilities/peekNextPage.ts). Only a page past
     * the end (no documents on a page after the first) asks for the count, to name the last page.
     */
    async findPage<C extends CollectionSlug>(collection: C, args: Omit<FindArgs, 'pagination' | 'peek'> = {}): Promise<ListPage<Doc<C>>> {
      const page = args.page ?? DEFAULT_PAGE
      const limit = args.limit ?? DEFAULT_PAGE_SIZE
      const result = await this.find(collection, { ...args, page, limit, pagination: false, peek: true })
      if (result.docs.length > 0 || page === 1) return { docs: result.docs, page, hasNextPage: result.hasNextPage }
      const { totalDocs } = await this.count(collection, { where: args.where, trash: args.trash })
      return { docs: [], page, hasNextPage: false, lastPage: Math.max(Math.ceil(totalDocs / limit), 1) }
    },
    /** How many documents match (Payload's count endpoint: one count, no documents). */
    count<C extends CollectionSlug>(collection: C, args: Pick<FindArgs, 'where' | 'trash'> = {}) {
      requireCollection(collection)
      return apiFetch<{ totalDocs: number }>('GET', `/${collection}/count`, { token, area, query: args })
    },
    /** Fetch-all (product-spec §9): 10 per page, the first page, then the remaining pages in parallel. */
    findAll<C extends CollectionSlug>(collection: C, args: Omit<FindArgs, 'page' | 'limit'> = {}) {
      return this.everyPage(collection, args, DEFAULT_PAGE_SIZE)
    },
    /**
     * Every document matching `args` (a picker's choices, a bulk action's ids): pages of
     * MAX_PAGE_SIZE, the API's cap, so thousands of documents cost tens of calls rather
     * than the hundreds of fetch-all's pages of 10. Use it instead of a large `limit`
     * (the API refuses one above MAX_PAGE_SIZE) or a loop over pages.
     */
    findEvery<C extends CollectionSlug>(collection: C, args: Omit<FindArgs, 'page' | 'limit'> = {}) {
      return this.everyPage(collection, args, MAX_PAGE_SIZE)
    },
    /** The first page, then the remaining pages in parallel, as one list. */
    async everyPage<C extends CollectionSlug>(collection: C, requested: Omit<FindArgs, 'page' | 'limit'>, pageSize: number) {
      // Pages read in separate calls need a total order: rows that tie on the sort (and on
      // createdAt, as rows created together do) could otherwise appear on two pages and be
      // missing from both (PostgreSQL returns ties in any order). The id breaks every tie.
      const args = { ...requested, sort: totalOrder(requested.sort) }
      const first = await this.find(collection, { ...args, page: 1, limit: pageSize })
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => this.find(collection, { ...args, page: index + 2, limit: pageSize })),
      )
      return [first, ...rest].flatMap((page) => page.docs)
    },
    findById<C extends CollectionSlug>(collection: C, id: string | number, args: Pick<FindArgs, 'depth' | 'joins' | 'select' | 'populate'> = {}) {
      requireCollectionAndId(collection, id)
      return apiFetch<Doc<C>>('GET', `/${collection}/${encodeURIComponent(String(id))}`, {
        token,
        area,
        query: { depth: DEFAULT_DEPTH_ONE, ...args },
      })
    },
    create<C extends CollectionSlug>(collection: C, data: WriteData<C> | FormData) {
      requireCollection(collection)
      if (!data) throw new ApiError(messages.dataRequired, 400)
      return apiFetch<{ doc: Doc<C>; message: string }>('POST', `/${collection}`, data instanceof FormData ? { token, area, formData: data } : { token, area, json: data })
    },
    /** `trash: true` reaches a document in the trash (to restore it: `{ deletedAt: null }`). */
    update<C extends CollectionSlug>(collection: C, id: string | number, data: WriteData<C> | FormData, options: { trash?: boolean } = {}) {
      requireCollectionAndId(collection, id)
      if (!data) throw new ApiError(messages.dataRequired, 400)
      const query = options.trash ? { trash: true } : undefined
      return apiFetch<{ doc: Doc<C>; message: string }>(
        'PATCH',
        `/${collection}/${encodeURIComponent(String(id))}`,
        data instanceof FormData ? { token, area, formData: data, query } : { token, area, json: data, query },
      )
    },
    /**
     * The same change to every document of `ids`, MAX_PAGE_SIZE ids per call: the ids travel
     * in the query (`where[id][in]`), and over HTTP a long list passes neither the /api
     * route's list cap nor the server's header size.
     */
    async updateMany<C extends CollectionSlug>(collection: C, ids: Array<string | number>, data: WriteData<C>) {
      requireCollection(collection)
      const docs: Doc<C>[] = []
      // One after the other: writes queue on SQLite's lock anyway.
      for (let start = 0; start < ids.length; start += MAX_PAGE_SIZE) {
        const chunk = ids.slice(start, start + MAX_PAGE_SIZE)
        const result = await apiFetch<{ docs: Doc<C>[] }>('PATCH', `/${collection}`, { token, area, json: data, query: { where: { id: { in: chunk } } } })
        docs.push(...result.docs)
      }
      return { docs }
    },
    /** A collection's own endpoint, e.g. POST /invitations/{id}/resend (product-spec §7). */
    endpoint<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', collection: CollectionSlug, pathname: string, options: { json?: unknown; query?: Record<string, unknown> } = {}) {
      requireCollection(collection)
      return apiFetch<T>(method, `/${collection}${pathname}`, { token, area, ...options })
    },
    /** An endpoint of the API's root (not of a collection), e.g. GET /reports/rent-roll (ADR 030). */
    rootGet<T = unknown>(pathname: `/${string}`, query?: Record<string, unknown>) {
      return apiFetch<T>('GET', pathname, { token, area, query })
    },
    remove<C extends CollectionSlug>(collection: C, id: string | number) {
      requireCollectionAndId(collection, id)
      return apiFetch<{ doc: Doc<C> }>('DELETE', `/${collection}/${encodeURIComponent(String(id))}`, { token, area })
    },
  }
}

export type CollectionClient = ReturnType<typeof collectionClient>

export type AuthResult = { token: string; exp: number; user: Doc<'users'> }

/** The users auth calls (product-spec §7). */
export const usersApi = {
  login: (email: string, password: string) =>
    apiFetch<AuthResult>('POST', '/users/login', { json: { email: email.trim().toLowerCase(), password } }),
  me: (token: string) =>
    apiFetch<{ user: Doc<'users'> | null; exp?: number }>('GET', '/users/me', { token, query: { depth: ME_DEPTH } }),
  logout: (token: string) => apiFetch('POST', '/users/logout', { token }),
  refresh: (token: string) => apiFetch<{ refreshedToken: string; exp: number; user: Doc<'users'> }>('POST', '/users/refresh-token', { token }),
  create: (data: { email: string; password: string; firstName: string; lastName: string; landlord: boolean }) =>
    apiFetch<{ doc: Doc<'users'> }>('POST', '/users', { json: { ...data, email: data.email.trim().toLowerCase() } }),
  forgotPassword: (email: string) => apiFetch<{ message: string }>('POST', '/users/forgot-password', { json: { email: email.trim().toLowerCase() } }),
  resetPassword: (token: string, password: string) => apiFetch<AuthResult>('POST', '/users/reset-password', { json: { token, password } }),
  verifyEmail: (token: string) => apiFetch<{ message: string }>('POST', '/users/verify-email', { json: { token } }),
  /** The link leads back to `onVerifiedRedirect` (+ `redirectParam`) when they are given. */
  resendVerificationEmail: (token: string, returnTo: { onVerifiedRedirect?: string | null; redirectParam?: string | null } = {}) =>
    apiFetch<{ message: string }>('POST', '/users/resend-verification-email', {
      token,
      json: { onVerifiedRedirect: returnTo.onVerifiedRedirect ?? undefined, redirectParam: returnTo.redirectParam ?? undefined },
    }),
  ensureOrganization: (token: string) => apiFetch<{ doc: Doc<'organizations'> }>('POST', '/organizations/mine', { token }),
}

/** Closes the database connection (the PostgreSQL pool would otherwise keep the process alive). */
export async function shutdownApi() {
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  await payload.destroy()
}
