import { beforeAll, describe, expect, it } from 'vitest'
import { seedTemplates, templateSeedName } from '@api/seed/templates'
import { ALL_TEMPLATE_GROUPS } from '@api/seed/templates/index'
import { rest } from './rest'
import { testPayload } from './support/payload'

/**
 * The shipped form templates (api/seed/templates) seeded into template-groups, forms and
 * templates: every group and version, idempotently, and found by the spec's lookup (§7).
 */
const slugs = ALL_TEMPLATE_GROUPS.map((seed) => seed.group.slug)
const templateCount = ALL_TEMPLATE_GROUPS.reduce((sum, seed) => sum + seed.templates.length, 0)

async function seededTemplates() {
  const payload = await testPayload()
  return payload.find({ collection: 'templates', where: { 'templateGroup.slug': { in: slugs } }, depth: 1, limit: 0, pagination: false, overrideAccess: true })
}

beforeAll(async () => {
  await seedTemplates(await testPayload())
})

describe('seedTemplates', () => {
  it('creates every group and every version with its form', async () => {
    const payload = await testPayload()
    const groups = await payload.find({ collection: 'template-groups', where: { slug: { in: slugs } }, limit: 0, pagination: false, overrideAccess: true })
    expect(groups.docs.map((group) => group.slug).sort()).toEqual([...slugs].sort())
    const lease = groups.docs.find((group) => group.slug === 'residential-lease-agreement')!
    expect(lease.category).toBe('lease')
    expect(groups.docs.find((group) => group.slug === 'notice-to-enter')!.category).toBe('other')

    const { docs } = await seededTemplates()
    expect(docs).toHaveLength(templateCount)
    for (const seed of ALL_TEMPLATE_GROUPS) {
      for (const template of seed.templates) {
        const stored = docs.find((doc) => typeof doc.templateGroup === 'object' && doc.templateGroup.slug === seed.group.slug && [...(doc.states ?? [])].sort().join() === [...template.states].sort().join())
        expect(stored, `${seed.group.slug} ${template.states.join(',')}`).toBeDefined()
        expect(stored!.name).toBe(templateSeedName(seed.group, template))
        expect(stored!.body).toEqual(template.body)
        expect(typeof stored!.form === 'object' && stored!.form.fields).toEqual(template.form.fields)
      }
    }
  })

  it('changes nothing when run again, and brings changed content up to date in place', async () => {
    const payload = await testPayload()
    const before = (await seededTemplates()).docs.map((doc) => doc.id).sort()
    expect(await seedTemplates(payload)).toEqual({ groups: ALL_TEMPLATE_GROUPS.length, created: 0, updated: 0 })

    const [first] = ALL_TEMPLATE_GROUPS
    const stored = (await seededTemplates()).docs.find((doc) => typeof doc.templateGroup === 'object' && doc.templateGroup.slug === first!.group.slug && doc.states?.includes('ALL'))!
    await payload.update({ collection: 'templates', id: stored.id, data: { body: { title: 'Stale', blocks: [] } }, overrideAccess: true })
    expect(await seedTemplates(payload)).toEqual({ groups: ALL_TEMPLATE_GROUPS.length, created: 0, updated: 1 })
    const after = await seededTemplates()
    expect(after.docs.map((doc) => doc.id).sort()).toEqual(before)
    expect(after.docs.find((doc) => doc.id === stored.id)!.body).toEqual(first!.templates.find((template) => template.states.includes('ALL'))!.body)
  })

  it('is found by the template lookup: group slug and upper-case state code, or ALL', async () => {
    for (const [state, expected] of [['CA', ['CA']], ['ALL', ['ALL']]] as const) {
      const response = await rest('GET', '/templates', {
        query: { where: { and: [{ 'templateGroup.slug': { equals: 'residential-lease-agreement' } }, { states: { contains: state } }] }, depth: 2, limit: 1, sort: 'id' },
      })
      expect(response.status).toBe(200)
      expect(response.body.docs).toHaveLength(1)
      expect(response.body.docs[0].states).toEqual(expected)
      expect(response.body.docs[0].form.fields.length).toBeGreaterThan(0)
    }
  })
})
