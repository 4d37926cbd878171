import type { Server } from 'node:http'

export const KEEP_ALIVE_TIMEOUT_MS: number
export const HEADERS_TIMEOUT_MS: number
export function applyKeepAliveTimeouts<T extends Server>(server: T): T
