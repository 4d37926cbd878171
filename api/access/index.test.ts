import { Forbidden, NotFound, type Access, type PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { hiddenUnlessReadable, selfOrAdmin } from '.'

const t = ((key: string) => key) as PayloadRequest['t']

function request(user: { id: number; role?: string } | null, readable: number | 'forbidden') {
  const count = vi.fn(async () => {
    if (readable === 'forbidden') throw new Forbidden(t)
    return { totalDocs: readable }
  })
  const req = { user: user && { collection: 'users', role: 'user', ...user }, payload: { count }, t, context: {} } as unknown as PayloadRequest
  return { req, count }
}

const call = (access: Access, req: PayloadRequest, id?: number) => access({ req, id } as Parameters<Access>[0])

describe('selfOrAdmin', () => {
  it('scopes users to themselves, admins to everyone, visitors to nothing', async () => {
    expect(await call(selfOrAdmin, request({ id: 7 }, 1).req)).toEqual({ id: { equals: 7 } })
    expect(await call(selfOrAdmin, request({ id: 1, role: 'admin' }, 1).req)).toBe(true)
    expect(await call(selfOrAdmin, request(null, 1).req)).toBe(false)
  })
})

describe('hiddenUnlessReadable', () => {
  const denied: Access = () => false
  const scoped: Access = () => ({ organization: { in: [1] } })

  it('by id, a document the caller cannot read is not found', async () => {
    for (const rule of [denied, scoped]) {
      const { req, count } = request({ id: 7 }, 0)
      await expect(call(hiddenUnlessReadable('organizations', rule), req, 42)).rejects.toBeInstanceOf(NotFound)
      expect(count).toHaveBeenCalledWith(expect.objectContaining({ collection: 'organizations', where: { id: { equals: 42 } }, overrideAccess: false }))
    }
    await expect(call(hiddenUnlessReadable('users', denied), request({ id: 7 }, 'forbidden').req, 42)).rejects.toBeInstanceOf(NotFound)
  })

  it('by id, a readable document keeps the rule (403 when denied)', async () => {
    expect(await call(hiddenUnlessReadable('organizations', denied), request({ id: 7 }, 1).req, 42)).toBe(false)
    expect(await call(hiddenUnlessReadable('organizations', scoped), request({ id: 7 }, 1).req, 42)).toEqual({ organization: { in: [1] } })
  })

  it('leaves lists, visitors and granted rules alone', async () => {
    const { req, count } = request({ id: 7 }, 0)
    expect(await call(hiddenUnlessReadable('organizations', scoped), req)).toEqual({ organization: { in: [1] } })
    expect(await call(hiddenUnlessReadable('organizations', () => true), req, 42)).toBe(true)
    expect(await call(hiddenUnlessReadable('organizations', denied), request(null, 0).req, 42)).toBe(false)
    expect(count).not.toHaveBeenCalled()
  })
})
