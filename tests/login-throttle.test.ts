import { beforeAll, describe, expect, it } from 'vitest'
import { ourMessages } from '@common/messages'
import { errorMessage, rest } from './rest'
import { useFastPasswordHashing, useRealPasswordHashing } from './support/password-hashing.mjs'
import { GOOD_PASSWORD, signedInTenant, uniqueEmail, type SignedIn } from './support/users'

type Attempt = { status: number; message: string | undefined; ms: number }

async function attempt(email: string, password: string, ip = '10.1.0.1'): Promise<Attempt> {
  const started = performance.now()
  const response = await rest('POST', '/users/login', { json: { email, password }, ip })
  return { status: response.status, message: errorMessage(response.body), ms: performance.now() - started }
}

async function wrongPasswords(email: string, count: number) {
  const attempts: Attempt[] = []
  for (let index = 0; index < count; index++) attempts.push(await attempt(email, `Wrong-pass${index}!`))
  return attempts
}

let account: SignedIn
beforeAll(async () => {
  account = await signedInTenant('throttled')
})

describe('login throttling', () => {
  it('the 6th wrong password is throttled, and the answers are the same for an e-mail without an account', async () => {
    // Payload's real hash, as the time taken is part of what is compared. Interleaved, so that
    // both see the same load on the machine.
    useRealPasswordHashing()
    const unknownEmail = uniqueEmail('nobody')
    const existing: Attempt[] = []
    const unknown: Attempt[] = []
    try {
      for (let index = 0; index < 6; index++) {
        existing.push(await attempt(account.user.email, `Wrong-pass${index}!`))
        unknown.push(await attempt(unknownEmail, `Wrong-pass${index}!`))
      }
    } finally {
      useFastPasswordHashing()
    }

    const shape = ({ status, message }: Attempt) => ({ status, message })
    expect(existing.slice(0, 5).map(shape)).toEqual(Array(5).fill({ status: 401, message: 'The email or password provided is incorrect.' }))
    expect(shape(existing[5]!)).toEqual({ status: 429, message: ourMessages.tooManyAttempts })
    expect(unknown.map(shape)).toEqual(existing.map(shape))

    // Nor does the time taken tell them apart: an unknown e-mail costs a password hash too.
    const median = (attempts: Attempt[]) => attempts.slice(0, 5).map((each) => each.ms).sort((a, b) => a - b)[2]!
    expect(median(unknown)).toBeGreaterThan(median(existing) * 0.3)

    // The throttled account refuses even the right password until the wait is over.
    expect((await attempt(account.user.email, GOOD_PASSWORD)).status).toBe(429)
  })

  it('a successful login resets the counter', async () => {
    const { user } = await signedInTenant('recovers')
    await wrongPasswords(user.email, 1)
    expect((await attempt(user.email, GOOD_PASSWORD)).status).toBe(200)
    // Without the reset the 6th attempt, the 4th of these, would be throttled.
    const afterSuccess = await wrongPasswords(user.email, 5)
    expect(afterSuccess.map((each) => each.status)).toEqual([401, 401, 401, 401, 401])
  })

  it('missing credentials are refused as a bad request', async () => {
    const response = await rest('POST', '/users/login', { json: { email: account.user.email } })
    expect(response.status).toBe(400)
  })
})
