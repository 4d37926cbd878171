import { beforeAll, describe, expect, it } from 'vitest'
import { portfolioMessages } from '@common/portfolio'
import { addressMessages } from '@common/address'
import { errorMessage, rest } from './rest'
import { signedInLandlord, type SignedIn } from './support/users'
import type { Organization } from '@api/payload-types'

type Landlord = SignedIn<{ organization: Organization }>
let landlord: Landlord

beforeAll(async () => {
  landlord = await signedInLandlord('portfolio')
})

const address = { line1: ' 12 Oak Street ', city: 'Austin', state: 'tx', postalCode: '78701' }

async function createProperty(token: string, data: Record<string, unknown> = {}) {
  const response = await rest('POST', '/properties', { token, json: { address, nickname: 'Oak', ...data } })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc
}

describe('properties', () => {
  it('attaches the caller organization, trims the address and upper-cases a known state', async () => {
    const property = await createProperty(landlord.token)
    expect(property.organization.id ?? property.organization).toBe(landlord.organization.id)
    expect(property.address).toMatchObject({ line1: '12 Oak Street', state: 'TX', postalCode: '78701', country: 'US' })
  })

  it('refuses a missing line 1, a bad ZIP and an unknown state with field messages; nothing is saved', async () => {
    const before = await rest('GET', '/properties', { token: landlord.token, query: { limit: 1 } })
    const response = await rest('POST', '/properties', { token: landlord.token, json: { address: { line1: '', city: 'Austin', state: 'ZZ', postalCode: '1234' } } })
    expect(response.status).toBe(400)
    const paths = Object.fromEntries(response.body.errors[0].data.errors.map((error: { path: string; message: string }) => [error.path, error.message]))
    expect(paths['address.line1']).toBeDefined()
    expect(paths['address.state']).toBeDefined()
    expect(paths['address.postalCode']).toBe(addressMessages.postalCodeInvalid)
    const after = await rest('GET', '/properties', { token: landlord.token, query: { limit: 1 } })
    expect(after.body.totalDocs).toBe(before.body.totalDocs)
  })
})

describe('units and leases', () => {
  it('a unit takes its property address with its name as line 2; a lease takes property and organization from its unit', async () => {
    const property = await createProperty(landlord.token)
    const unit = (await rest('POST', '/units', { token: landlord.token, json: { property: property.id, name: 'Unit 2B' } })).body.doc
    expect(unit.address).toMatchObject({ line1: '12 Oak Street', line2: 'Unit 2B', city: 'Austin' })
    expect(unit.organization.id ?? unit.organization).toBe(landlord.organization.id)
    const lease = await rest('POST', '/leases', { token: landlord.token, json: { unit: unit.id, rent: 150000, status: 'active' } })
    expect(lease.status, JSON.stringify(lease.body)).toBe(201)
    expect(lease.body.doc.property.id).toBe(property.id)

    const trash = await rest('PATCH', `/properties/${property.id}`, { token: landlord.token, json: { deletedAt: new Date().toISOString() } })
    expect(trash.status).toBe(409)
    expect(errorMessage(trash.body)).toBe(portfolioMessages.propertyHasLeases)
  })

  it('refuses negative rent and an end date before the start', async () => {
    const property = await createProperty(landlord.token)
    const unit = (await rest('POST', '/units', { token: landlord.token, json: { property: property.id, name: 'A' } })).body.doc
    const response = await rest('POST', '/leases', {
      token: landlord.token,
      json: { unit: unit.id, rent: -5, startDate: '2026-02-01', endDate: '2026-01-01' },
    })
    expect(response.status).toBe(400)
    const paths = response.body.errors[0].data.errors.map((error: { path: string }) => error.path)
    expect(paths).toEqual(expect.arrayContaining(['rent', 'endDate']))
  })

  it('trashing a property hides it and its units; restoring brings both back', async () => {
    const property = await createProperty(landlord.token)
    const unit = (await rest('POST', '/units', { token: landlord.token, json: { property: property.id, name: 'A' } })).body.doc
    const trash = await rest('PATCH', `/properties/${property.id}`, { token: landlord.token, json: { deletedAt: new Date().toISOString() } })
    expect(trash.status, JSON.stringify(trash.body)).toBe(200)
    expect((await rest('GET', `/properties/${property.id}`, { token: landlord.token })).status).toBe(404)
    expect((await rest('GET', `/units/${unit.id}`, { token: landlord.token })).status).toBe(404)
    const permanent = await rest('DELETE', `/units/${unit.id}`, { token: landlord.token, query: { trash: true } })
    expect(permanent.status).not.toBe(500)
    const restore = await rest('PATCH', `/properties/${property.id}`, { token: landlord.token, query: { trash: true }, json: { deletedAt: null } })
    expect(restore.status, JSON.stringify(restore.body)).toBe(200)
    expect((await rest('GET', `/properties/${property.id}`, { token: landlord.token })).status).toBe(200)
  })
})
