import { beforeAll, describe, expect, it, vi } from 'vitest'
import { errorMessage, rest } from '../rest'
import { testPayload } from '../support/payload'
import { signedInLandlord, type SignedIn } from '../support/users'

/**
 * Bad input a client controls never reaches the client as a 500: Payload's unused e-mail
 * verification route and document ids that are not numbers answer like a missing document.
 */
let landlord: SignedIn

beforeAll(async () => {
  landlord = await signedInLandlord('errors')
})

describe('client errors, never a 500', () => {
  it('V7.4.1 POST /api/users/verify/{token} with an unknown or malformed token answers 404, never 500', async () => {
    for (const token of ['abc', 'a'.repeat(64), '0', encodeURIComponent("' or 1=1 --"), 'x'.repeat(500)]) {
      for (const who of [null, landlord.token]) {
        const response = await rest('POST', `/users/verify/${token}`, { token: who })
        expect(response.status, token).toBe(404)
        expect(errorMessage(response.body)).toBe('Not Found')
      }
    }
  })

  it('V7.4.1 a document id that is not a number answers 404 like a missing one, never 500', async () => {
    const missing = await rest('GET', '/properties/999999999', { token: landlord.token })
    expect(missing.status).toBe(404)
    // Refused before the database: no failed statement logged as a server error.
    const logged = vi.spyOn((await testPayload()).logger, 'error')
    try {
      for (const id of ['abc', '1.5', '1e3', '-1', 'NaN', '%20', '9999999999999999999999', '2147483648']) {
        for (const method of ['GET', 'DELETE', 'PATCH']) {
          const response = await rest(method, `/properties/${id}`, { token: landlord.token, ...(method === 'PATCH' ? { json: { nickname: 'x' } } : {}) })
          expect(response.status, `${method} ${id}`).toBe(404)
          expect(errorMessage(response.body)).toBe(errorMessage(missing.body))
        }
        expect((await rest('GET', `/users/${id}`, { token: landlord.token })).status, `users ${id}`).toBe(404)
      }
      expect(logged).not.toHaveBeenCalled()
    } finally {
      logged.mockRestore()
    }
  })
})
