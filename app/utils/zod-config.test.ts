import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ZOD_BROWSER_CONFIG } from './zod-config'

describe("zod's configuration without importing zod (entry.client.tsx)", () => {
  it('is the object z.config() reads', () => {
    const global = (globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig
    expect(global).toBeDefined()
    const before = { ...global }
    Object.assign(global!, ZOD_BROWSER_CONFIG)
    try {
      expect(z.config()).toMatchObject({ jitless: true })
      // jitless objects still parse.
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' })
    } finally {
      for (const key of Object.keys(global!)) delete global![key]
      Object.assign(global!, before)
    }
  })
})
