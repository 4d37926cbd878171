import { describe, expect, it } from 'vitest'
import { KeyedLock } from './keyedLock'

describe('KeyedLock', () => {
  it('runs holders of one key one after another, in arrival order', async () => {
    const lock = new KeyedLock()
    const order: string[] = []
    const hold = async (name: string, ms: number) => {
      const release = await lock.acquire('a')
      order.push(`${name}:start`)
      await new Promise((resolve) => setTimeout(resolve, ms))
      order.push(`${name}:end`)
      release()
    }
    await Promise.all([hold('first', 20), hold('second', 1), hold('third', 1)])
    expect(order).toEqual(['first:start', 'first:end', 'second:start', 'second:end', 'third:start', 'third:end'])
    expect(lock.size).toBe(0)
  })

  it('does not make different keys wait for each other', async () => {
    const lock = new KeyedLock()
    const releaseA = await lock.acquire('a')
    const releaseB = await lock.acquire('b')
    releaseA()
    releaseB()
    expect(lock.size).toBe(0)
  })

  it('releases a holder that never releases after the maximum hold time', async () => {
    const lock = new KeyedLock(20)
    await lock.acquire('a')
    const started = Date.now()
    const release = await lock.acquire('a')
    expect(Date.now() - started).toBeGreaterThanOrEqual(15)
    release()
    release()
    expect(lock.size).toBe(0)
  })
})
