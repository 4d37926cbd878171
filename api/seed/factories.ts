import type { Payload } from 'payload'
import type { Organization, User } from '../payload-types'
import { ensureLandlordOrganization } from '../collections/Organizations/ensureLandlordOrganization'
import { createLocalReq } from 'payload'

/** Factories shared by the demo seed and the tests. They use the Local API with access overridden. */
export type UserInput = { email: string; password: string; firstName: string; lastName: string; verified?: boolean; role?: 'user' | 'admin' }

export async function createUser(payload: Payload, input: UserInput): Promise<User> {
  return payload.create({
    collection: 'users',
    data: { ...input, verified: input.verified ?? true, role: input.role ?? 'user' },
    overrideAccess: true,
    context: { skipVerificationEmail: input.verified ?? true },
  })
}

export async function createLandlord(payload: Payload, input: UserInput): Promise<{ user: User; organization: Organization }> {
  const user = await createUser(payload, input)
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  const organization = await ensureLandlordOrganization(req, user)
  return { user, organization }
}

export const DEFAULT_FEATURE_FLAGS = [
  { role: 'public', features: ['public.forms'] },
  { role: 'landlord', features: ['forms', 'support', 'feedback'] },
  { role: 'tenant', features: ['support', 'feedback'] },
  { role: 'admin', features: ['forms', 'support', 'feedback'] },
] as const

export async function ensureFeatureFlags(payload: Payload) {
  for (const flag of DEFAULT_FEATURE_FLAGS) {
    const existing = await payload.find({ collection: 'feature-flags', where: { role: { equals: flag.role } }, limit: 1, overrideAccess: true })
    if (existing.totalDocs === 0) {
      await payload.create({ collection: 'feature-flags', data: { role: flag.role, features: [...flag.features] }, overrideAccess: true })
    }
  }
}
