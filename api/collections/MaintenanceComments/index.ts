import type { CollectionConfig } from 'payload'
import { COMMENT_KINDS, COMMENT_VISIBILITIES, MAINTENANCE_STATUSES, maintenanceMessages } from '@common/maintenance'
import { serverOnly } from '@api/money/fields'
import { deleteMaintenanceComments, readMaintenanceComments, signedInUser, updateMaintenanceComments } from '@api/collections/MaintenanceRequests/access'
import { notifyComment, threadEntry } from './hooks/thread'

/**
 * The thread of a maintenance request (product-spec §1): comments, shared with the tenant or
 * internal to the landlord's staff, and the log of every status change (who and when).
 * Internal entries are never returned to a tenant (access.ts). Entries are never edited.
 */
export const MaintenanceComments: CollectionConfig<'maintenance-comments'> = {
  slug: 'maintenance-comments',
  access: { read: readMaintenanceComments, create: signedInUser, update: updateMaintenanceComments, delete: deleteMaintenanceComments },
  lockDocuments: false,
  disableDuplicate: true,
  defaultSort: 'createdAt',
  hooks: { beforeChange: [threadEntry], afterChange: [notifyComment] },
  // A request's thread in order (createdAt last: ADR 026).
  indexes: [{ fields: ['maintenanceRequest', 'createdAt'] }],
  fields: [
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: serverOnly },
    { name: 'maintenanceRequest', type: 'relationship', relationTo: 'maintenance-requests', required: true, index: true },
    { name: 'lease', type: 'relationship', relationTo: 'leases', index: true, access: serverOnly },
    { name: 'kind', type: 'select', options: [...COMMENT_KINDS], defaultValue: 'comment', required: true, access: serverOnly },
    { name: 'visibility', type: 'select', options: [...COMMENT_VISIBILITIES], defaultValue: 'shared', required: true, index: true },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      maxLength: 10_000,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      validate: (value: string | null | undefined) => Boolean(value?.trim()) || maintenanceMessages.commentRequired,
    },
    // A status change's log entry: from and to.
    { name: 'fromStatus', type: 'select', options: [...MAINTENANCE_STATUSES], access: serverOnly },
    { name: 'toStatus', type: 'select', options: [...MAINTENANCE_STATUSES], access: serverOnly },
    // Who wrote it, kept as written: set by the server, never by the client.
    { name: 'author', type: 'relationship', relationTo: 'users', access: serverOnly },
    { name: 'authorName', type: 'text', maxLength: 200, access: serverOnly },
    { name: 'byVendor', type: 'checkbox', defaultValue: false, access: serverOnly },
  ],
}
