/**
 * Zod's configuration in the browser (entry.client.tsx writes it on zod's global
 * `globalThis.__zod_globalConfig`, which `z.config()` reads and writes, so that the entry does not
 * import zod; zod-config.test.ts proves zod sees it).
 */
export const ZOD_BROWSER_CONFIG = { jitless: true } as const
