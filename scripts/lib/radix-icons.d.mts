import type { Plugin } from 'vite'

export function readIconDefinitions(file?: string): Map<string, string>
export const iconFactory: string
export function iconModule(name: string, children: string): string
export function rewriteIconImports(code: string): string
export function radixIconModules(): Plugin
