// The environment first: API modules read it when they are first imported.
import './environment'
import { afterAll, beforeEach, vi } from 'vitest'
import { resetThrottles } from '@api/utilities/throttle'
import { useFastPasswordHashing } from './password-hashing.mjs'
import { destroyTestPayload } from './payload'

useFastPasswordHashing()

// Rate-limit counters never carry over from one test to the next.
beforeEach(() => resetThrottles())

// The integration-http project: the web app's REST client reaches this file's API over a real
// socket (API_URL), as with a separately deployed API (tests/support/http-api.ts).
if (process.env.TEST_API_OVER_HTTP === 'true') {
  const { startHttpApi } = await import('./http-api')
  const server = await startHttpApi()
  process.env.API_URL = server.url
  afterAll(() => server.close())
}

// Close the database so that the worker exits (the PostgreSQL pool would keep it alive), and
// leave nothing of this file to the worker's next one (they share modules): its stubbed
// environment variables, its spies, the real password hashing a file may switch on, and what
// the route tests' browser remembers (public-form drafts, a pending download).
afterAll(async () => {
  await destroyTestPayload()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  const { newBrowser } = await import('./routes')
  newBrowser()
})
