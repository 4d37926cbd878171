import type { Plugin } from 'vite'

export function sourceFiles(dir: string, extensions: string[]): string[]
export function scanUsage(root: string): { components: Set<string>; colors: Set<string>; breakpoints: Map<string, Set<string>> }
export function trimRadixThemes(usage: ReturnType<typeof scanUsage>): string
export function writeRadixThemesCss(root: string): string
export function radixThemesCss(): Plugin
