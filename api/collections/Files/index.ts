import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { FILE_IMAGE_SIZES, FILE_KINDS, fileMessages } from '@common/files'
import { getApiEnv } from '@api/env'
import { organizationField } from '@api/fields/organization'
import { ownRelationField } from '@api/fields/relations'
import { permanentDeleteFromTrashOnly } from '@api/utilities/trash'
import { DOCUMENT_CATEGORIES } from '@api/collections/EditableDocuments/categories'
import { createFiles, deleteFiles, readFiles, updateFiles } from './access'
import { fileContentEndpoint } from './endpoints/file'
import { checkUpload } from './hooks/checkUpload'
import { fileParent } from './hooks/parent'

/** The kinds whose organization and lease come from their maintenance parent, whoever uploads them. */
/** Kinds whose organization and lease the server takes from the parent (hooks/parent.ts), whoever uploads. */
const SERVER_PLACED_KINDS: readonly string[] = ['maintenanceRequest', 'maintenanceComment', 'conditionReport']

/**
 * Uploaded files (product-spec §3 File; ADR 018): one collection for every parent — a lease,
 * property, unit or contact, the organization's general documents ('document', with a
 * category) and a user's private files ('personal', My Files). Stored on local disk under
 * DATA_DIR/uploads/files (or in S3, ADR 022) with generated names; served by GET /api/files/file/{filename}
 * (endpoints/file.ts) to those who may read the document.
 */
export const Files: CollectionConfig<'files'> = {
  slug: 'files',
  access: { read: readFiles, create: createFiles, update: updateFiles, delete: deleteFiles },
  trash: true,
  lockDocuments: false,
  disableDuplicate: true,
  defaultSort: '-createdAt',
  endpoints: [fileContentEndpoint],
  hooks: {
    beforeOperation: [checkUpload],
    beforeChange: [fileParent],
    beforeDelete: [permanentDeleteFromTrashOnly('files')],
  },
  upload: {
    staticDir: path.join(getApiEnv().dataDir, 'uploads', 'files'),
    // No fetching of remote URLs by the server (SSRF); uploads come in the request only.
    pasteURL: false,
    filesRequiredOnCreate: true,
    // JPEG and PNG files (condition-report and maintenance photos, lease pictures) get two
    // derived sizes for the pages (ADR 031): EXIF orientation applied, metadata stripped, WebP,
    // never enlarged. The original is kept byte for byte (its SHA-256 is the proof) and served
    // as before; the sizes are served by the same endpoint under the same read rule.
    imageSizes: FILE_IMAGE_SIZES.map(({ name, longEdge, quality }) => ({
      name,
      width: longEdge,
      height: longEdge,
      fit: 'inside' as const,
      withoutEnlargement: true,
      formatOptions: { format: 'webp' as const, options: { quality } },
      // `<uuid>-display.webp`: the stored name of the original plus the size's name (endpoints/file.ts).
      generateImageName: ({ originalName, sizeName, extension }: { originalName: string; sizeName: string; extension: string }) => `${originalName}-${sizeName}.${extension}`,
    })),
    focalPoint: false,
  },
  // The list's default sort, then createdAt (Payload adds it to every sort): a page walks the index in order (ADR 026).
  indexes: [{ fields: ['organization', 'kind', 'createdAt'] }],
  fields: [
    // A maintenance request's file takes its organization from the request (hooks/parent.ts), whoever uploads it.
    // A maintenance request's, comment's or condition report's file takes its organization from that parent (hooks/parent.ts), whoever uploads it.
    organizationField({ derivedByServer: (data) => SERVER_PLACED_KINDS.includes(String((data as { kind?: unknown }).kind ?? '')) }),
    { name: 'kind', type: 'select', required: true, options: [...FILE_KINDS], index: true },
    {
      name: 'nickname',
      type: 'text',
      required: true,
      maxLength: 200,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      validate: (value: string | null | undefined) => Boolean(value?.trim()) || fileMessages.nicknameRequired,
    },
    {
      name: 'category',
      type: 'select',
      options: [...DOCUMENT_CATEGORIES],
      index: true,
      // Spec §5: required for general documents; the other kinds have none.
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { kind?: string } }) => {
        if (siblingData.kind === 'document') return Boolean(value) || fileMessages.categoryRequired
        return !value || fileMessages.categoryOnlyForDocuments
      },
    },
    // A maintenance request's file takes the request's lease (hooks/parent.ts), whoever uploads it.
    ownRelationField({ name: 'lease', relationTo: 'leases', setByServerWhen: (data) => SERVER_PLACED_KINDS.includes(String(data.kind ?? '')) }),
    ownRelationField({ name: 'property', relationTo: 'properties' }),
    ownRelationField({ name: 'unit', relationTo: 'units' }),
    ownRelationField({ name: 'contact', relationTo: 'contacts' }),
    // An invoice's attachment (product-spec §3 Invoice-upload: file, nickname, invoice); its lease is the invoice's.
    ownRelationField({ name: 'invoice', relationTo: 'invoices' }),
    // A maintenance request's photo or PDF (at most 10); its lease is the request's.
    // Staff by the write rule, or a tenant of the request's lease (hooks/parent.ts).
    { name: 'maintenanceRequest', type: 'relationship', relationTo: 'maintenance-requests', index: true },
    // An expense's receipt (at most 10): staff only, never a tenant's.
    ownRelationField({ name: 'expense', relationTo: 'expenses' }),
    // A comment's photo or PDF (at most 5): its request, lease and visibility are the comment's (hooks/parent.ts).
    { name: 'maintenanceComment', type: 'relationship', relationTo: 'maintenance-comments', index: true },
    // Staff only: an internal comment's file or a request's receipt. Set by the server (hooks/parent.ts);
    // a tenant never reads an internal file, by list, by id or by its content URL (access.ts).
    { name: 'internal', type: 'checkbox', defaultValue: false, required: true, index: true },
    // A condition report's photo (at most 10 per item, `conditionItem` names the item) or its PDF (no item).
    // Staff by the write rule, or a tenant of the report's lease while it is requested (hooks/parent.ts).
    { name: 'conditionReport', type: 'relationship', relationTo: 'condition-reports', index: true },
    { name: 'conditionItem', type: 'text', maxLength: 100 },
    // Set by the server (hooks): who uploaded it, and the name it had on the uploader's device.
    { name: 'uploadedBy', type: 'relationship', relationTo: 'users', index: true },
    { name: 'originalFilename', type: 'text', maxLength: 200 },
    // The SHA-256 of the stored bytes, taken at upload (hooks/checkUpload.ts): proof that a file is unchanged.
    { name: 'sha256', type: 'text', maxLength: 64 },
  ],
}
