import type { Payload } from 'payload'
import { canonicalJson } from '@common/forms/state-hash'
import { ALL_TEMPLATE_GROUPS, type TemplateGroupSeed, type TemplateSeed } from './templates/index'

/** The category of documents made from a group (template-groups.category): leases and renewals are 'lease'. */
const LEASE_GROUP_SLUGS = new Set(['residential-lease-agreement', 'lease-renewal'])

/** 'ALL' first, then state codes in alphabetical order: the key of a template within its group. */
const statesKey = (states: readonly string[]) => [...states].sort((a, b) => (a === 'ALL' ? -1 : b === 'ALL' ? 1 : a.localeCompare(b))).join(',')

/** The stored name of a template: its form's title, else the group's, with its states. */
export function templateSeedName(group: TemplateGroupSeed['group'], template: TemplateSeed): string {
  const base = template.form.title?.trim() || group.name
  return template.states.includes('ALL') ? base : `${base} [${statesKey(template.states)}]`
}

/** PostgreSQL's jsonb reorders object keys: compare canonical JSON, not insertion order. */
const sameJson = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b)

export type SeedTemplatesResult = { groups: number; created: number; updated: number }

/**
 * Inserts the shipped form templates (api/seed/templates: ALL_TEMPLATE_GROUPS) into
 * template-groups, forms and templates — idempotently: a group is found by its slug and a
 * template by its group and states, so running it again creates nothing; content that
 * changed in the code since (name, description, order, form fields, document body) is
 * updated in place, so existing drafts keep their template ids. Groups and templates that
 * are not in the code are left alone (an admin may have added them). Local API, access
 * overridden. Returns how many templates it created and updated.
 */
export async function seedTemplates(payload: Payload, groups: readonly TemplateGroupSeed[] = ALL_TEMPLATE_GROUPS): Promise<SeedTemplatesResult> {
  let created = 0
  let updated = 0
  for (const [order, seed] of groups.entries()) {
    const groupData = {
      slug: seed.group.slug,
      name: seed.group.name,
      description: seed.group.description,
      order: order + 1,
      category: LEASE_GROUP_SLUGS.has(seed.group.slug) ? ('lease' as const) : ('other' as const),
    }
    const existingGroup = (
      await payload.find({ collection: 'template-groups', where: { slug: { equals: seed.group.slug } }, limit: 1, depth: 0, pagination: false, overrideAccess: true })
    ).docs[0]
    let groupId: number
    if (!existingGroup) {
      groupId = (await payload.create({ collection: 'template-groups', data: groupData, depth: 0, overrideAccess: true })).id
    } else {
      groupId = existingGroup.id
      const changed = (['name', 'description', 'order', 'category'] as const).some((key) => (existingGroup[key] ?? null) !== groupData[key])
      if (changed) await payload.update({ collection: 'template-groups', id: groupId, data: groupData, depth: 0, overrideAccess: true })
    }

    const { docs: existingTemplates } = await payload.find({
      collection: 'templates',
      where: { templateGroup: { equals: groupId } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const template of seed.templates) {
      const key = statesKey(template.states)
      const name = templateSeedName(seed.group, template)
      const formData = { name: template.form.title?.trim() || seed.group.name, fields: template.form.fields }
      const existing = existingTemplates.find((candidate) => statesKey(candidate.states ?? []) === key)
      if (!existing) {
        const form = await payload.create({ collection: 'forms', data: formData, depth: 0, overrideAccess: true })
        await payload.create({
          collection: 'templates',
          data: { name, templateGroup: groupId, states: [...template.states] as never, form: form.id, body: template.body },
          depth: 0,
          overrideAccess: true,
        })
        created++
        continue
      }
      const formId = typeof existing.form === 'object' ? existing.form.id : existing.form
      const form = await payload.findByID({ collection: 'forms', id: formId, depth: 0, overrideAccess: true, disableErrors: true })
      let changed = false
      if (!form) {
        const replacement = await payload.create({ collection: 'forms', data: formData, depth: 0, overrideAccess: true })
        await payload.update({ collection: 'templates', id: existing.id, data: { form: replacement.id }, depth: 0, overrideAccess: true })
        changed = true
      } else if (form.name !== formData.name || !sameJson(form.fields, formData.fields)) {
        await payload.update({ collection: 'forms', id: form.id, data: formData, depth: 0, overrideAccess: true })
        changed = true
      }
      if (existing.name !== name || !sameJson(existing.body, template.body)) {
        await payload.update({ collection: 'templates', id: existing.id, data: { name, body: template.body }, depth: 0, overrideAccess: true })
        changed = true
      }
      if (changed) updated++
    }
  }
  return { groups: groups.length, created, updated }
}
