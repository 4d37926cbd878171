import type { Plugin } from 'vite'

export const THEME_MODULE: string
export const EXPECTED_IMPORT: string
export function checkThemeModule(code?: string): void
export function radixThemeRoot(): Plugin
