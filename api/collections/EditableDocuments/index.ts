import type { CollectionConfig } from 'payload'
import { adminsOnly, adminsOnlyField } from '@api/access'
import { organizationOwnedAccess } from '@api/access/organizationOwned'
import { organizationField } from '@api/fields/organization'
import { ownRelationField } from '@api/fields/relations'
import { permanentDeleteFromTrashOnly } from '@api/utilities/trash'
import { DOCUMENT_CATEGORIES } from './categories'
import { readDownload, requestDownload } from './download'
import { editableDocumentFileEndpoint } from './endpoints/file'

/**
 * A landlord's generated document (product-spec §3 editable-documents): made from a completed form
 * submission (POST /api/form-submissions/{id}/complete creates it), named, categorised with
 * the spec's document types, optionally linked to a lease and a property. Organization-owned
 * (ADR 008: 404 for others), deleted to the trash first.
 *
 * The PDF is never stored: GET /{id}/file renders it from the submission on demand.
 * `PATCH /{id}` with `{ download: true }` answers the document with
 * `editableDocumentDownload: { url, filename }` when the organization's subscription grants
 * access, else 402 'A subscription is required to download this document.'.
 */
export const EditableDocuments: CollectionConfig<'editable-documents'> = {
  slug: 'editable-documents',
  admin: { useAsTitle: 'name' },
  access: { ...organizationOwnedAccess('editable-documents'), create: adminsOnly },
  trash: true,
  lockDocuments: false,
  defaultSort: '-updatedAt',
  hooks: {
    beforeChange: [requestDownload],
    beforeDelete: [permanentDeleteFromTrashOnly('editable-documents')],
  },
  endpoints: [editableDocumentFileEndpoint],
  // The list's default sort, then createdAt (Payload adds it to every sort): a page walks the index in order (ADR 026).
  indexes: [{ fields: ['organization', 'createdAt'] }],
  fields: [
    organizationField(),
    // One editable document per submission (unique: two concurrent completes cannot make two).
    { name: 'formSubmission', type: 'relationship', relationTo: 'form-submissions', required: true, unique: true, index: true, access: { update: adminsOnlyField } },
    { name: 'template', type: 'relationship', relationTo: 'templates', index: true, access: { update: adminsOnlyField } },
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'category', type: 'select', options: [...DOCUMENT_CATEGORIES], required: true, defaultValue: 'other', index: true },
    ownRelationField({ name: 'lease', relationTo: 'leases' }),
    ownRelationField({ name: 'property', relationTo: 'properties' }),
    // Write-only request flag of PATCH (never stored): see requestDownload.
    { name: 'download', type: 'checkbox', virtual: true, hooks: { afterRead: [() => undefined] } },
    {
      name: 'editableDocumentDownload',
      type: 'json',
      virtual: true,
      access: { create: () => false, update: () => false },
      hooks: { afterRead: [readDownload] },
      typescriptSchema: [
        () => ({
          type: 'object',
          properties: { url: { type: 'string' }, filename: { type: 'string' } },
          required: ['url', 'filename'],
          additionalProperties: false,
        }),
      ],
    },
  ],
}
