import type { Plugin } from 'vite'

export function bundlePageScript(entry: string, options?: { root?: string; target?: string }): Promise<{ code: string; hash: string }>
export function pageScript(): Plugin
