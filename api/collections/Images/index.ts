import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { organizationOwnedAccess } from '@api/access/organizationOwned'
import { getApiEnv } from '@api/env'
import { organizationField } from '@api/fields/organization'
import { checkImageUpload } from './hooks/checkImageUpload'
import { hideUnreadableFiles } from './hooks/hideUnreadableFiles'

/** Spec §5: image uploads accept jpeg, png, svg and gif, up to 20 MB. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif']

/**
 * Pictures of the organization's properties and units (property image, unit image,
 * marketing images). Files are stored under DATA_DIR/uploads/images with generated names
 * and served only to the organization's members through the access rules.
 */
export const Images: CollectionConfig<'images'> = {
  slug: 'images',
  access: organizationOwnedAccess('images'),
  lockDocuments: false,
  hooks: { beforeOperation: [checkImageUpload], afterError: [hideUnreadableFiles] },
  upload: {
    staticDir: path.join(getApiEnv().dataDir, 'uploads', 'images'),
    mimeTypes: IMAGE_MIME_TYPES,
    // Served through the app's authenticated asset route; no public URLs.
    disableLocalStorage: false,
    // No fetching of remote URLs by the server (SSRF): uploads come in the request only (hooks/checkImageUpload.ts).
    pasteURL: false,
    filesRequiredOnCreate: true,
  },
  fields: [organizationField(), { name: 'alt', type: 'text', maxLength: 200 }],
}
