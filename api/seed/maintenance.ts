import type { Payload } from 'payload'
import type { User } from '@api/payload-types'
import { createMaintenanceComment, createMaintenanceRequest, updateMaintenanceStatus } from './factories'

/**
 * Demo maintenance requests in different states (product-spec §1): the demo tenant's new and
 * in-progress requests (one assigned to the demo vendor, with a shared comment carrying a
 * photo and an internal comment), a completed one the tenant may still confirm or reopen, a closed and a
 * cancelled one on properties without a tenant account (the closed one with its cost).
 */
/** A 1×1 PNG: the demo's photo (the file rules check the bytes). */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

export async function seedDemoMaintenance(payload: Payload, organization: number, landlord: User, tenant: User) {
  const find = <C extends 'leases' | 'contacts' | 'properties'>(collection: C, where: object) =>
    payload.find({ collection, where: where as never, depth: 0, limit: 1, overrideAccess: true }).then((result) => result.docs[0])
  const tenantContact = await find('contacts', { and: [{ organization: { equals: organization } }, { email: { equals: tenant.email } }] })
  const lease = tenantContact ? await find('leases', { contacts: { in: [tenantContact.id] } }) : undefined
  const vendor = await find('contacts', { and: [{ organization: { equals: organization } }, { type: { equals: 'vendor' } }] })
  const property = await find('properties', { organization: { equals: organization } })
  if (!lease || !property) return false

  await createMaintenanceRequest(
    payload,
    { lease: lease.id, title: 'Kitchen faucet drips', description: 'The kitchen faucet drips all night, even when fully closed.', category: 'plumbing', priority: 'normal', permissionToEnter: true, preferredTimes: 'Weekdays after 5 pm' },
    tenant,
  )

  const heater = await createMaintenanceRequest(
    payload,
    { lease: lease.id, title: 'Heater bangs when it starts', description: 'The heater makes a loud banging noise every time it turns on.', category: 'heating-cooling', priority: 'high', permissionToEnter: false, preferredTimes: 'Saturday morning' },
    tenant,
  )
  await updateMaintenanceStatus(payload, heater.id, 'in-progress', landlord, { assigneeContact: vendor?.id ?? null, dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString() })
  const visit = await createMaintenanceComment(payload, { maintenanceRequest: heater.id, body: 'Rosa from Martinez Plumbing & Heating will come by on Saturday morning. The valve she will look at is in the photo.', visibility: 'shared' }, landlord)
  // A comment's attachment (a photo, shared with the tenant like its comment).
  await payload.create({
    collection: 'files',
    data: { kind: 'maintenanceComment', maintenanceComment: visit.id, nickname: 'Heater valve.png', internal: false } as never,
    file: { data: PHOTO, mimetype: 'image/png', name: 'heater-valve.png', size: PHOTO.length },
    overrideAccess: true,
    user: landlord,
  })
  await createMaintenanceComment(payload, { maintenanceRequest: heater.id, body: 'Heater is 14 years old: ask Rosa for a replacement quote.', visibility: 'internal' }, landlord)

  const detector = await createMaintenanceRequest(payload, { lease: lease.id, title: 'Smoke detector chirps', description: 'The hallway smoke detector chirps every minute.', category: 'electrical', priority: 'low' }, tenant)
  await updateMaintenanceStatus(payload, detector.id, 'in-progress', landlord, { assigneeName: 'Dana Landlord' })
  await updateMaintenanceStatus(payload, detector.id, 'completed', landlord)
  await createMaintenanceComment(payload, { maintenanceRequest: detector.id, body: 'Battery replaced. Let us know if it chirps again.', visibility: 'shared' }, landlord)

  const gutters = await createMaintenanceRequest(payload, { property: property.id, title: 'Clean the gutters', description: 'Autumn gutter cleaning before the rains.', category: 'exterior', priority: 'low', assigneeName: 'Green Gutters' }, landlord)
  await updateMaintenanceStatus(payload, gutters.id, 'in-progress', landlord)
  await updateMaintenanceStatus(payload, gutters.id, 'completed', landlord)
  // Closed with what it cost (staff only).
  await updateMaintenanceStatus(payload, gutters.id, 'closed', landlord, { costCents: 18_500 })

  const pest = await createMaintenanceRequest(payload, { property: property.id, title: 'Ant inspection', description: 'Routine pest inspection.', category: 'pest', priority: 'low' }, landlord)
  await updateMaintenanceStatus(payload, pest.id, 'cancelled', landlord)
  return true
}
