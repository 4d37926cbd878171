import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'
import { portfolioMessages } from '@common/portfolio'
import { organizationOwnedAccess } from '@api/access/organizationOwned'
import { organizationField } from '@api/fields/organization'
import { ownRelationField } from '@api/fields/relations'
import { permanentDeleteFromTrashOnly } from '@api/utilities/trash'
import type { Note } from '@api/payload-types'

export const NOTE_NEEDS_PARENT = 'A note belongs to a property, a unit or a lease.'

/** A note needs a parent; its author is the caller, set on create and never changed. */
const recordAuthor: CollectionBeforeChangeHook<Note> = ({ data, req, operation, originalDoc, collection }) => {
  if (!data.property && !data.unit && !data.lease && !originalDoc?.property && !originalDoc?.unit && !originalDoc?.lease) {
    throw new ValidationError({ collection: collection.slug, errors: [{ message: NOTE_NEEDS_PARENT, path: 'property' }] }, req.t)
  }
  if (operation === 'create') {
    data.author = req.user?.id ?? null
    data.authorName = req.user ? [req.user.firstName, req.user.lastName].filter(Boolean).join(' ') || req.user.email : null
  } else {
    delete data.author
    delete data.authorName
  }
  return data
}

/** Private notes of the landlord's staff on a property, unit or lease (never shown to tenants). */
export const Notes: CollectionConfig<'notes'> = {
  slug: 'notes',
  access: organizationOwnedAccess('notes'),
  trash: true,
  lockDocuments: false,
  defaultSort: '-createdAt',
  hooks: {
    beforeDelete: [permanentDeleteFromTrashOnly('notes')],
    beforeChange: [
      recordAuthor,
    ],
  },
  fields: [
    organizationField(),
    {
      name: 'body',
      type: 'textarea',
      required: true,
      maxLength: 10_000,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      validate: (value: string | null | undefined) => Boolean(value?.trim()) || portfolioMessages.noteRequired,
    },
    ownRelationField({ name: 'property', relationTo: 'properties' }),
    ownRelationField({ name: 'unit', relationTo: 'units' }),
    ownRelationField({ name: 'lease', relationTo: 'leases' }),
    // Who wrote it, kept as written: set by the server on create, never by the client.
    { name: 'author', type: 'relationship', relationTo: 'users' },
    { name: 'authorName', type: 'text', maxLength: 200 },
  ],
}
