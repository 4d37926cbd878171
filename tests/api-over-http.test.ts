import { describe, expect, it } from 'vitest'
import { queryMessages } from '~/utils/api-query.server'
import { collectionClient } from '~/utils/api.server'
import { getEnv } from '~/utils/env.server'
import { signedInLandlord } from './support/users'

/**
 * The integration-http project (vitest.config.ts) really sends the web app's REST calls over
 * a socket to /api: API_URL is this file's listening server, and the /api route's checks
 * apply (a page above the API's cap is refused, which the in-process dispatch never checks).
 */
describe.runIf(process.env.TEST_API_OVER_HTTP === 'true')('the REST client over HTTP', () => {
  it('calls the listening API, whose /api route refuses a page above the cap', async () => {
    expect(getEnv().API_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const { token } = await signedInLandlord('over-http')
    const client = collectionClient(token)
    expect((await client.find('properties', { limit: 100 })).docs).toEqual([])
    await expect(client.find('properties', { limit: 1000 })).rejects.toMatchObject({ status: 400, message: queryMessages.limit })
  })
})
