import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { Contact, Image, Lease, MaintenanceComment, MaintenanceRequest, Note, Organization, Property, Unit, User } from '@api/payload-types'
import { ensureLandlordOrganization } from '@api/collections/Organizations/ensureLandlordOrganization'
import { createLocalReq } from 'payload'
import { TRUSTED_METHODS } from '@api/collections/Invoices/hooks/compute'

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
  { role: 'public', features: ['public.forms', 'public.website'] },
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

// --- Portfolio: documents of an organization, as the seed, tests and bench need them ---

type Data<C extends 'properties' | 'units' | 'leases' | 'contacts' | 'notes' | 'images' | 'invoices' | 'payments' | 'recurring-invoices' | 'security-deposits' | 'maintenance-requests' | 'maintenance-comments'> = RequiredDataFromCollectionSlug<C>

/** A property of `organization`; the address defaults to a real-looking Austin one. */
export async function createProperty(payload: Payload, data: Partial<Data<'properties'>> & { organization: number }): Promise<Property> {
  return payload.create({
    collection: 'properties',
    data: { address: { line1: '12 Oak Street', city: 'Austin', state: 'TX', postalCode: '78701' }, ...data },
    overrideAccess: true,
    depth: 0,
  })
}

/** A unit of `property` (its organization and address come from the property). */
export async function createUnit(payload: Payload, data: Partial<Data<'units'>> & { property: number; name: string }): Promise<Unit> {
  return payload.create({ collection: 'units', data: data as Data<'units'>, overrideAccess: true, depth: 0 })
}

export async function createContact(payload: Payload, data: Partial<Data<'contacts'>> & { organization: number }): Promise<Contact> {
  return payload.create({ collection: 'contacts', data: data as Data<'contacts'>, overrideAccess: true, depth: 0 })
}

/** A lease of `unit` (its property and organization come from the unit); rent in cents. */
export async function createLease(payload: Payload, data: Partial<Data<'leases'>> & { unit: number; rent: number }): Promise<Lease> {
  return payload.create({ collection: 'leases', data: data as Data<'leases'>, overrideAccess: true, depth: 0 })
}

/** A note; with `author` it is written as that user (the API records author and name). */
export async function createNote(payload: Payload, data: Partial<Data<'notes'>> & { organization: number; body: string }, author?: User): Promise<Note> {
  return payload.create({
    collection: 'notes',
    data: data as Data<'notes'>,
    overrideAccess: true,
    depth: 0,
    ...(author ? { user: { ...author, collection: 'users' as const } } : {}),
  })
}

/** The smallest valid PNG (1×1 px), for image uploads in tests and the seed. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

export async function createImage(payload: Payload, data: { organization: number; alt?: string; name?: string; png?: Buffer }): Promise<Image> {
  const png = data.png ?? TINY_PNG
  return payload.create({
    collection: 'images',
    data: { organization: data.organization, alt: data.alt },
    file: { data: png, mimetype: 'image/png', name: data.name ?? 'image.png', size: png.length },
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Money documents as the server writes them: the organization, property and unit
 * come from the lease (or the invoice), amounts and status are computed by the hooks.
 * `trustedMethods` skips the check against the operating account (a test about something else).
 */
const moneyContext = (trustedMethods: boolean) => (trustedMethods ? { context: { [TRUSTED_METHODS]: true } } : {})

export async function createInvoice(payload: Payload, data: Partial<Data<'invoices'>> & { lease: number }, { trustedMethods = false } = {}) {
  return payload.create({ collection: 'invoices', data: data as Data<'invoices'>, overrideAccess: true, depth: 0, ...moneyContext(trustedMethods) })
}

export async function createPayment(payload: Payload, data: Partial<Data<'payments'>> & { invoice: number; amount: number; method: Data<'payments'>['method'] }) {
  return payload.create({ collection: 'payments', data: data as Data<'payments'>, overrideAccess: true, depth: 0 })
}

export async function createRecurringInvoice(payload: Payload, data: Partial<Data<'recurring-invoices'>> & { lease: number }, { trustedMethods = false } = {}) {
  return payload.create({ collection: 'recurring-invoices', data: data as Data<'recurring-invoices'>, overrideAccess: true, depth: 0, ...moneyContext(trustedMethods) })
}

export async function createSecurityDeposit(payload: Payload, data: Partial<Data<'security-deposits'>> & { lease: number; amount: number }) {
  return payload.create({ collection: 'security-deposits', data: data as Data<'security-deposits'>, overrideAccess: true, depth: 0 })
}

/** A maintenance request, filed by `author` (a tenant of the lease or the landlord's staff) or, without one, by the server. */
export async function createMaintenanceRequest(
  payload: Payload,
  data: Partial<Data<'maintenance-requests'>> & { title: string; description: string; category: Data<'maintenance-requests'>['category'] },
  author?: User,
): Promise<MaintenanceRequest> {
  return payload.create({
    collection: 'maintenance-requests',
    data: data as Data<'maintenance-requests'>,
    overrideAccess: true,
    depth: 0,
    ...(author ? { user: { ...author, collection: 'users' as const } } : {}),
  })
}

/** A status change of a maintenance request by `author` (logged in its thread like one made over REST). */
export async function updateMaintenanceStatus(payload: Payload, id: number, status: MaintenanceRequest['status'], author?: User, data: Partial<Data<'maintenance-requests'>> = {}) {
  return payload.update({
    collection: 'maintenance-requests',
    id,
    data: { ...data, status },
    overrideAccess: true,
    depth: 0,
    ...(author ? { user: { ...author, collection: 'users' as const } } : {}),
  })
}

/** A comment of a maintenance request's thread by `author`. */
export async function createMaintenanceComment(
  payload: Payload,
  data: { maintenanceRequest: number; body: string; visibility?: 'shared' | 'internal' },
  author?: User,
): Promise<MaintenanceComment> {
  return payload.create({
    collection: 'maintenance-comments',
    data: data as Data<'maintenance-comments'>,
    overrideAccess: true,
    depth: 0,
    ...(author ? { user: { ...author, collection: 'users' as const } } : {}),
  })
}
