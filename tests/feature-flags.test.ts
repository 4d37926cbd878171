import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_FEATURE_FLAGS, ensureFeatureFlags } from '@api/seed/factories'
import { rest } from './rest'
import { testPayload } from './support/payload'
import { signedInTenant } from './support/users'

beforeAll(async () => {
  await ensureFeatureFlags(await testPayload())
})

describe('GET /api/feature-flags', () => {
  it('answers without a token: each role with its features', async () => {
    const response = await rest('GET', '/feature-flags', { query: { limit: 10, depth: 0 } })
    expect(response.status).toBe(200)
    const byRole = Object.fromEntries(response.body.docs.map((flag: { role: string; features: string[] }) => [flag.role, flag.features]))
    for (const flag of DEFAULT_FEATURE_FLAGS) expect(byRole[flag.role]).toEqual([...flag.features])
  })

  it('only admins change them', async () => {
    const { docs } = await rest('GET', '/feature-flags', { query: { where: { role: { equals: 'public' } } } }).then((response) => response.body)
    const { token } = await signedInTenant()
    for (const caller of [undefined, token]) {
      const update = await rest('PATCH', `/feature-flags/${docs[0].id}`, { token: caller, json: { features: [] } })
      expect(update.status).toBe(403)
      const create = await rest('POST', '/feature-flags', { token: caller, json: { role: 'tenant', features: [] } })
      expect(create.status).toBe(403)
    }
  })
})
