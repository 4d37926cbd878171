import type { Plugin } from 'vite'

export function sourceFiles(dir: string, extensions: string[]): string[]
export const DROPPED_VALUE_CLASSES: string
/** Prop → the literal values the sources give it, or null when one is not a literal. */
export type PropValues = Map<string, Set<string> | null>
export function scanUsage(root: string): { components: Set<string>; colors: Set<string>; breakpoints: Map<string, Set<string>>; propValues: PropValues }
export function scanPropValues(files: string[]): PropValues
export function unusedValueClass(propValues: PropValues): (className: string) => boolean
export function trimRadixThemes(usage: ReturnType<typeof scanUsage>, dropped?: Set<string>): string
export function writeRadixThemesCss(root: string): string
export function radixThemesCss(): Plugin
