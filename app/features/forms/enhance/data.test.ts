import { describe, expect, it } from 'vitest'
import { enhanceDataJson, type EnhanceData } from './data'

describe('enhanceDataJson', () => {
  it('is JSON that no answer can break out of its <script> element with', () => {
    const answers = { note: '</script><script>alert(1)</script>', amp: 'a & b', line: 'x\u2028y' }
    const json = enhanceDataJson({ key: 'page', blocks: [] }, answers)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual({ step: { key: 'page', blocks: [] }, answers } satisfies EnhanceData)
  })

  it('sends only the step’s key and blocks', () => {
    const step = { key: 'page', blocks: [], title: 'Secret title', index: 3 } as never
    expect(Object.keys(JSON.parse(enhanceDataJson(step, {})).step)).toEqual(['key', 'blocks'])
  })
})
