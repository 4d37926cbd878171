/** Types of server-log.mjs for TypeScript callers (api/utilities/analyze.test.ts). */
export declare const ANALYZE_DONE: RegExp
export declare function waitForLogLine(text: () => string, pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray | null>
