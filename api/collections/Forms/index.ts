import type { CollectionConfig, Validate } from 'payload'
import { formDefinitionSchema, type FormDefinition } from '@common/forms'
import { adminsOnly, anyone } from '@api/access'
import type { Form } from '@api/payload-types'

/** The first problem of a form definition, as the engine reads it: `path: message`. */
export function formDefinitionProblem(fields: unknown): string | null {
  const parsed = formDefinitionSchema.safeParse({ fields })
  if (parsed.success) return null
  const issue = parsed.error.issues[0]
  return `${issue?.path.join('.') || 'fields'}: ${issue?.message ?? 'invalid form definition'}`
}

const validateFields: Validate = (value) => {
  const problem = formDefinitionProblem(value)
  return problem ? `Invalid form definition (${problem}).` : true
}

/**
 * The engine's form definition of a stored form (common/forms): `name` becomes its title.
 * Throws when the stored JSON is not a valid definition (it was validated on save).
 */
export function formDefinitionOf(form: Pick<Form, 'id' | 'name' | 'fields'>): FormDefinition {
  return formDefinitionSchema.parse({ id: form.id, title: form.name, fields: form.fields })
}

/**
 * The form of one or more templates (product-spec §3 forms: fields, a list of blocks). `fields` is
 * the form engine's definition stored as JSON — the sections and their blocks exactly as
 * `formDefinitionSchema` reads them (common/forms/README.md) — rather than Payload blocks
 * (ADR 016). It is validated on every save. Public read: visitors fill these forms.
 */
export const Forms: CollectionConfig<'forms'> = {
  slug: 'forms',
  admin: { useAsTitle: 'name' },
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  lockDocuments: false,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'fields', type: 'json', required: true, validate: validateFields },
  ],
}
