import { AsyncLocalStorage } from 'node:async_hooks'

/** Per-request facts that the REST client forwards (the client IP for the API's throttles). */
export type RequestInfo = { clientIp: string }

const storage = new AsyncLocalStorage<RequestInfo>()

export const runWithRequestInfo = <T>(info: RequestInfo, fn: () => T) => storage.run(info, fn)
export const getRequestInfo = () => storage.getStore()
