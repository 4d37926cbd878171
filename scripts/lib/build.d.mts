/** Types of build.mjs for TypeScript callers (e2e/global-setup.ts). */
export declare const projectRoot: string
export declare function staleReason(buildDir: string): string | null
export declare function ensureBuild(buildDir?: string, options?: { force?: boolean; quiet?: boolean }): number
