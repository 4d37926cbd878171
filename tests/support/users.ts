import { randomUUID } from 'node:crypto'
import type { Organization, User } from '@api/payload-types'
import { createLandlord, createUser, type UserInput } from '@api/seed/factories'
import { rest } from '../rest'
import { testPayload } from './payload'

/** A password that satisfies every rule of the spec. */
export const GOOD_PASSWORD = 'Correct-horse1'

/** Test files share their worker's database: every account gets its own address. */
export function uniqueEmail(label = 'user') {
  return `${label}-${randomUUID().slice(0, 8)}@test.leasewell.app`
}

function input(label: string, overrides: Partial<UserInput> = {}): UserInput {
  return { email: uniqueEmail(label), password: GOOD_PASSWORD, firstName: 'Test', lastName: label, ...overrides }
}

/** Signs in through POST /api/users/login, as the web app does. */
export async function login(email: string, password = GOOD_PASSWORD): Promise<string> {
  const response = await rest('POST', '/users/login', { json: { email, password } })
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body.token as string
}

export type SignedIn<Extra = object> = { user: User; token: string } & Extra

/** A verified landlord with an individual organization, signed in. */
export async function signedInLandlord(label = 'landlord'): Promise<SignedIn<{ organization: Organization }>> {
  const payload = await testPayload()
  const { user, organization } = await createLandlord(payload, input(label))
  return { user, organization, token: await login(user.email) }
}

/** A verified user without an organization (a tenant), signed in. */
export async function signedInTenant(label = 'tenant'): Promise<SignedIn> {
  const payload = await testPayload()
  const user = await createUser(payload, input(label))
  return { user, token: await login(user.email) }
}

export async function signedInAdmin(label = 'admin'): Promise<SignedIn> {
  const payload = await testPayload()
  const user = await createUser(payload, input(label, { role: 'admin' }))
  return { user, token: await login(user.email) }
}
