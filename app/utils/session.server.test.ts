import { createCookie, type Cookie } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { REMEMBERED_COOKIE_HEADERS, rememberedParse, sealSessionData } from './session.server'

const SECRET = 'session-test-secret-0123456789abcdef'

/** React Router's signed cookie as the session uses it, with its parse counted. */
function signedCookie() {
  const cookie = createCookie('__leasewell_session', { httpOnly: true, sameSite: 'lax', path: '/', secrets: [SECRET], maxAge: 60 })
  const parse = vi.spyOn(cookie, 'parse')
  return { cookie: cookie as Cookie, parse }
}

/** The Cookie header a browser sends back for `value` (with another cookie beside it). */
async function headerFor(cookie: Cookie, value: string, other = 'theme=dark') {
  return `${other}; ${(await cookie.serialize(value)).split(';')[0]}`
}

describe('rememberedParse (ADR 043)', () => {
  it("answers React Router's parse of a header, and checks the signature of a header seen before only once", async () => {
    const { cookie, parse } = signedCookie()
    const sealed = sealSessionData({ token: 't', exp: 1, internalRole: 'landlord' }, SECRET)
    const header = await headerFor(cookie, sealed)
    const expected = await cookie.parse(header)
    expect(expected).toBe(sealed)
    parse.mockClear()
    const remembered = rememberedParse(cookie)
    expect(await remembered(header)).toBe(expected)
    expect(await remembered(header)).toBe(expected)
    expect(await remembered(header)).toBe(expected)
    expect(parse).toHaveBeenCalledTimes(1)
    // Another header (another cookie beside it, or another session) is parsed on its own.
    const other = await headerFor(cookie, sealed, 'theme=light')
    expect(await remembered(other)).toBe(expected)
    expect(parse).toHaveBeenCalledTimes(2)
  })

  it('never remembers a rejected header: a forged signature is checked every time', async () => {
    const { cookie, parse } = signedCookie()
    const header = await headerFor(cookie, sealSessionData({ token: 't' }, SECRET))
    // The signature's first character changed (the value is `<data>.<signature>`).
    const dot = header.lastIndexOf('.')
    const forged = `${header.slice(0, dot + 1)}${header[dot + 1] === 'A' ? 'B' : 'A'}${header.slice(dot + 2)}`
    expect(forged).not.toBe(header)
    const remembered = rememberedParse(cookie)
    parse.mockClear()
    expect(await remembered(forged)).toBeNull()
    expect(await remembered(forged)).toBeNull()
    expect(parse).toHaveBeenCalledTimes(2)
    // A cookie signed with another secret is not ours either.
    const foreign = createCookie('__leasewell_session', { secrets: ['another-secret-0123456789abcdef'] })
    expect(await remembered(await headerFor(foreign, 'v1.x'))).toBeNull()
  })

  it('keeps the most recently used headers, at most REMEMBERED_COOKIE_HEADERS', async () => {
    const { cookie, parse } = signedCookie()
    const remembered = rememberedParse(cookie)
    const headers = await Promise.all(Array.from({ length: REMEMBERED_COOKIE_HEADERS + 1 }, (_, index) => headerFor(cookie, `v1.${index}`)))
    for (const header of headers.slice(0, REMEMBERED_COOKIE_HEADERS)) await remembered(header)
    // The first header used again: now the most recent, the second is the oldest.
    await remembered(headers[0]!)
    await remembered(headers[REMEMBERED_COOKIE_HEADERS]!)
    parse.mockClear()
    expect(await remembered(headers[0]!)).toBe('v1.0')
    expect(parse).not.toHaveBeenCalled()
    expect(await remembered(headers[1]!)).toBe('v1.1')
    expect(parse).toHaveBeenCalledTimes(1)
  })
})
