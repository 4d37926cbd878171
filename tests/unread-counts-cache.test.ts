import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Where } from 'payload'
import type { Organization } from '@api/payload-types'
import { createMaintenanceRequest, createProperty } from '@api/seed/factories'
import { UNREAD_COUNTS_TTL_MS } from '@api/notifications/unreadCountsCache'
import { rest } from './rest'
import { leaseWithTenant } from './support/leases'
import { testPayload } from './support/payload'
import { signedInLandlord, type SignedIn } from './support/users'

/**
 * GET /api/notifications/unread-counts remembers a caller's counts until anything is written
 * (ADR 038): the bell and the sidebar must change right after a new notification, a read, a
 * maintenance entry or a deleted subject, and never show another user's numbers.
 */
let alice: SignedIn<{ organization: Organization }>
let bob: SignedIn<{ organization: Organization }>

beforeAll(async () => {
  ;[alice, bob] = await Promise.all([signedInLandlord('unread-alice'), signedInLandlord('unread-bob')])
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** The bell's question for the landlord area, as the web app asks it (invoices and maintenance events). */
const BELL: Where = {
  and: [
    { category: { equals: 'organization' } },
    { markedRead: { equals: false } },
    { or: [{ and: [{ event: { in: ['invoice:payment-overdue'] } }, { invoice: { exists: true } }] }, { and: [{ event: { in: ['maintenance-request:created'] } }, { 'maintenanceRequest.request': { exists: true } }] }] },
  ],
}

async function counts(who: { token: string }) {
  const response = await rest<{ notifications: number; maintenance: number }>('GET', '/notifications/unread-counts', { token: who.token, query: { where: BELL, maintenanceArea: 'landlord' } })
  expect(response.status).toBe(200)
  return response.body
}

async function notifyOf(who: { user: { id: number } }, data: Record<string, unknown> = {}) {
  const payload = await testPayload()
  return payload.create({
    collection: 'notifications',
    data: { recipient: who.user.id, category: 'organization', event: 'maintenance-request:created', markedRead: false, maintenanceRequest: { request: 1 }, ...data } as never,
    overrideAccess: true,
  })
}

describe('the remembered unread counts', () => {
  it('answers again from memory while nothing is written', async () => {
    const payload = await testPayload()
    await counts(alice)
    const count = vi.spyOn(payload, 'count')
    const again = await counts(alice)
    expect(count).not.toHaveBeenCalled()
    expect(again).toEqual(await counts(alice))
  })

  it('counts a new notification at once, and its reading', async () => {
    const before = await counts(alice)
    const notification = await notifyOf(alice)
    expect((await counts(alice)).notifications).toBe(before.notifications + 1)
    const read = await rest('PATCH', `/notifications/${notification.id}`, { token: alice.token, json: { markedRead: true } })
    expect(read.status).toBe(200)
    expect((await counts(alice)).notifications).toBe(before.notifications)
  })

  it('counts a maintenance entry at once, and its reading', async () => {
    const payload = await testPayload()
    const { lease } = await leaseWithTenant(alice.organization.id, 'unread-leak')
    const request = await createMaintenanceRequest(payload, { lease: lease.id, title: 'Leak', description: 'Under the sink', category: 'plumbing' })
    const before = await counts(alice)
    const row = await payload.create({ collection: 'maintenance-unreads', data: { user: alice.user.id, maintenanceRequest: request.id, area: 'landlord' }, overrideAccess: true })
    expect((await counts(alice)).maintenance).toBe(before.maintenance + 1)
    await payload.delete({ collection: 'maintenance-unreads', id: row.id, overrideAccess: true })
    expect((await counts(alice)).maintenance).toBe(before.maintenance)
  })

  it('keeps each user to its own counts', async () => {
    await counts(alice)
    const bobBefore = await counts(bob)
    await notifyOf(alice)
    const [aliceNow, bobNow] = [await counts(alice), await counts(bob)]
    expect(bobNow).toEqual(bobBefore)
    expect(aliceNow.notifications).not.toBe(bobNow.notifications)
    await notifyOf(bob)
    expect((await counts(bob)).notifications).toBe(bobBefore.notifications + 1)
  })

  it('counts again after a write to any other collection (the counts read invoices, invitations, reports…)', async () => {
    const payload = await testPayload()
    await counts(alice)
    await createProperty(payload, { organization: bob.organization.id, nickname: 'Elsewhere' })
    const count = vi.spyOn(payload, 'count')
    await counts(alice)
    expect(count).toHaveBeenCalled()
  })

  it('reads again once the time is up, for writes another process made', async () => {
    const payload = await testPayload()
    await counts(alice)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + UNREAD_COUNTS_TTL_MS + 1)
    const count = vi.spyOn(payload, 'count')
    await counts(alice)
    expect(count).toHaveBeenCalled()
  })
})
