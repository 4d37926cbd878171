import type { PayloadRequest } from 'payload'
import { beforeEach, describe, expect, it } from 'vitest'
import { ourMessages } from '@common/messages'
import { ClientError } from '@api/errors'
import { clientIp, forgetLoginFailures, LOGIN_ATTEMPTS_PER_ACCOUNT, resetThrottles, throttleEmailSending, throttleLogin, throttleSignup } from './throttle'

const requestFrom = (ip?: string) => ({ headers: new Headers(ip ? { 'x-forwarded-for': ip } : {}) }) as PayloadRequest

async function refusal(attempt: Promise<unknown>): Promise<ClientError | undefined> {
  try {
    await attempt
    return undefined
  } catch (error) {
    if (error instanceof ClientError) return error
    throw error
  }
}

beforeEach(() => resetThrottles())

describe('login', () => {
  it(`allows ${LOGIN_ATTEMPTS_PER_ACCOUNT} attempts per account, then answers 429 with a wait that doubles`, async () => {
    const req = requestFrom('10.0.0.1')
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_ACCOUNT; attempt++) expect(await refusal(throttleLogin(req, 'a@example.com'))).toBeUndefined()
    const first = await refusal(throttleLogin(req, 'a@example.com'))
    expect(first).toMatchObject({ status: 429, message: ourMessages.tooManyAttempts, data: { retryAfterSeconds: 60 } })
    const second = await refusal(throttleLogin(req, 'a@example.com'))
    expect(second?.data).toEqual({ retryAfterSeconds: 120 })
    // Other accounts are not affected.
    expect(await refusal(throttleLogin(req, 'b@example.com'))).toBeUndefined()
  })

  it('counts per account whatever the address, so spreading attempts over addresses does not help', async () => {
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_ACCOUNT; attempt++) await throttleLogin(requestFrom(`10.0.1.${attempt}`), 'c@example.com')
    expect((await refusal(throttleLogin(requestFrom('10.0.2.1'), 'c@example.com')))?.status).toBe(429)
  })

  it('forgets the failures of an account after a successful login', async () => {
    const req = requestFrom()
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_ACCOUNT; attempt++) await throttleLogin(req, 'd@example.com')
    await forgetLoginFailures('d@example.com')
    expect(await refusal(throttleLogin(req, 'd@example.com'))).toBeUndefined()
  })

  it('limits attempts per address across accounts', async () => {
    const req = requestFrom('10.0.3.1')
    for (let attempt = 0; attempt < 50; attempt++) expect(await refusal(throttleLogin(req, `user${attempt}@example.com`))).toBeUndefined()
    expect((await refusal(throttleLogin(req, 'one-more@example.com')))?.status).toBe(429)
    expect(await refusal(throttleLogin(requestFrom('10.0.3.2'), 'one-more@example.com'))).toBeUndefined()
  })
})

describe('sign-up and e-mails', () => {
  it('allows 10 sign-ups per address an hour', async () => {
    const req = requestFrom('10.0.4.1')
    for (let attempt = 0; attempt < 10; attempt++) await throttleSignup(req)
    expect((await refusal(throttleSignup(req)))?.status).toBe(429)
  })

  it('sends at most 3 e-mails an hour to one account', async () => {
    for (let attempt = 0; attempt < 3; attempt++) await throttleEmailSending(requestFrom(`10.0.5.${attempt}`), 'e@example.com')
    expect((await refusal(throttleEmailSending(requestFrom('10.0.5.9'), 'e@example.com')))?.status).toBe(429)
  })
})

describe('clientIp', () => {
  it('takes the first forwarded address, or a fixed key without one', () => {
    expect(clientIp(requestFrom('203.0.113.7, 10.0.0.1'))).toBe('203.0.113.7')
    expect(clientIp(requestFrom())).toBe('local')
  })
})
