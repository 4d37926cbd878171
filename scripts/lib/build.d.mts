/** Types of build.mjs for TypeScript callers (e2e/global-setup.ts, e2e/fixtures.ts). */
import type { ChildProcess, SpawnOptions } from 'node:child_process'

export declare const projectRoot: string
export declare function staleReason(buildDir: string): string | null
export declare function buildCommand(buildDir: string): [command: string, args: string[], options: SpawnOptions & { cwd: string; env: NodeJS.ProcessEnv }]
export declare const E2E_DEFAULT_PORT: number
export declare function e2eBuildDir(env?: NodeJS.ProcessEnv): string
export declare function buildInBackground(buildDir: string): { child: ChildProcess; done: Promise<{ status: number; seconds: number; output: string }> }
export declare function ensureBuild(buildDir?: string, options?: { force?: boolean; quiet?: boolean }): number
