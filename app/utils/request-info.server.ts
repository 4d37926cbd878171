import { runWithScopeValue, scopeKey, scopeValue } from '@api/utilities/requestScope'

/** Per-request facts that the REST client forwards (the client IP for the API's throttles). */
export type RequestInfo = { clientIp: string }

const REQUEST_INFO = scopeKey<RequestInfo>('request info')

export const runWithRequestInfo = <T>(info: RequestInfo, fn: () => T) => runWithScopeValue(REQUEST_INFO, info, fn)
export const getRequestInfo = () => scopeValue(REQUEST_INFO)
