import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { runWithScopeValue, scopeKey, scopeValue } from './requestScope'

const root = path.resolve(import.meta.dirname, '../..')

/** The source files of the app and the API (tests aside). */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(relative)
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

describe('the request scope (ADR 043)', () => {
  it('carries each value to everything its run starts, beside the values of the runs around it', async () => {
    const ip = scopeKey<string>('ip')
    const auth = scopeKey<{ n: number }>('auth')
    expect(scopeValue(ip)).toBeUndefined()
    await runWithScopeValue(ip, '10.0.0.1', async () => {
      await sleep(1)
      expect(scopeValue(ip)).toBe('10.0.0.1')
      expect(scopeValue(auth)).toBeUndefined()
      await runWithScopeValue(auth, { n: 1 }, async () => {
        await sleep(1)
        expect([scopeValue(ip), scopeValue(auth)]).toEqual(['10.0.0.1', { n: 1 }])
        // The same key again: the inner run's value, and the outer's once it returns.
        await runWithScopeValue(auth, { n: 2 }, async () => expect(scopeValue(auth)).toEqual({ n: 2 }))
        expect(scopeValue(auth)).toEqual({ n: 1 })
      })
      expect(scopeValue(auth)).toBeUndefined()
    })
    expect(scopeValue(ip)).toBeUndefined()
  })

  it('keeps concurrent requests apart', async () => {
    const ip = scopeKey<string>('ip')
    const seen = await Promise.all(
      ['a', 'b', 'c'].map((value, index) =>
        runWithScopeValue(ip, value, async () => {
          await sleep(3 - index)
          return scopeValue(ip)
        }),
      ),
    )
    expect(seen).toEqual(['a', 'b', 'c'])
  })

  it('is the only AsyncLocalStorage of the app and the API: a per-request value is a key of it', () => {
    const creating = ['app', 'api', 'common', 'scripts']
      .flatMap(sources)
      .filter((file) => /new AsyncLocalStorage\b/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    expect(creating).toEqual([path.join('api', 'utilities', 'requestScope.ts')])
  })
})
