import type { CollectionConfig } from 'payload'
import { adminsOnly, anyone } from '@api/access'

/** Lower-case words joined by single hyphens: the `{templateSlug}` of forms/{templateSlug}/{stateSlug}. */
export const TEMPLATE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A document kind of the public catalogue (product-spec §3 Form template entities: templateGroup with
 * slug, name, description, thumbnail), e.g. 'residential-lease-agreement'. Its templates are
 * the general (ALL) and state-specific versions. Public read: visitors browse the catalogue.
 */
export const TemplateGroups: CollectionConfig<'template-groups'> = {
  slug: 'template-groups',
  admin: { useAsTitle: 'name' },
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  lockDocuments: false,
  defaultSort: 'order',
  fields: [
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 100,
      validate: (value: unknown) => (typeof value === 'string' && TEMPLATE_SLUG_PATTERN.test(value)) || 'Use lower-case letters, digits and single hyphens.',
    },
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    // A path or URL of the catalogue card's picture (static asset), optional.
    { name: 'thumbnail', type: 'text', maxLength: 500 },
    { name: 'order', type: 'number', defaultValue: 0, index: true },
    // The category of the documents made from this group (editable-documents.category):
    // 'lease' for lease agreements and renewals, 'other' for notices and letters.
    { name: 'category', type: 'select', options: ['lease', 'other'], defaultValue: 'other', required: true },
  ],
}
