import type { CollectionConfig, Validate } from 'payload'
import { US_STATE_CODES } from '@common/address'
import { adminsOnly, anyone } from '@api/access'
import { documentBodySchema } from '@api/documents/pdf'

/** The `states` value of a template that serves every state (the general version). */
export const ALL_STATES = 'ALL'
export const TEMPLATE_STATES = [ALL_STATES, ...US_STATE_CODES] as const

const validateBody: Validate = (value) => {
  const parsed = documentBodySchema.safeParse(value)
  if (parsed.success) return true
  const issue = parsed.error.issues[0]
  return `Invalid document body (${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}).`
}

/**
 * One version of a template group (product-spec §3: templateGroup, states — state codes or ALL — and
 * form): the form visitors fill and the document body (api/documents/pdf, ADR 014) the PDF is
 * rendered from. Public read; found by group slug and state with `findTemplate` (lookup.ts).
 */
export const Templates: CollectionConfig<'templates'> = {
  slug: 'templates',
  admin: { useAsTitle: 'name' },
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  lockDocuments: false,
  fields: [
    // For people reading the catalogue's data: 'Residential lease (California)'.
    { name: 'name', type: 'text', maxLength: 200 },
    { name: 'templateGroup', type: 'relationship', relationTo: 'template-groups', required: true, index: true },
    {
      name: 'states',
      type: 'select',
      hasMany: true,
      required: true,
      options: TEMPLATE_STATES.map((code) => ({ label: code, value: code })),
    },
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, index: true },
    { name: 'body', type: 'json', required: true, validate: validateBody },
  ],
}
