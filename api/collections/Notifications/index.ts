import type { Access, CollectionConfig, Where } from 'payload'
import { NOTIFICATION_CATEGORIES, NOTIFICATION_EVENTS } from '@common/notifications'
import { hiddenUnlessReadable, nobody, nobodyField } from '@api/access'

/** A user's own notifications only — admins included: a notification is personal. */
const ownNotifications: Access = ({ req }) => {
  if (!req.user || req.user.collection !== 'users') return false
  const where: Where = { recipient: { equals: req.user.id } }
  return where
}

const serverOnly = { create: nobodyField, update: nobodyField }

/**
 * A notification (product-spec §3 Notification; ADR 019): one per recipient and event, created by
 * the server only (`notify`, api/notifications/emit.ts). Its recipient reads it and marks
 * it read — by id or in bulk (PATCH /api/notifications?where[id][in]=… { markedRead: true });
 * nobody else learns it exists (404, ADR 008). The related documents are relations to the
 * collections that exist; later kinds add theirs (invoice, refund, condition report,
 * maintenance request, comment) with their issues.
 */
export const Notifications: CollectionConfig<'notifications'> = {
  slug: 'notifications',
  access: {
    read: ownNotifications,
    create: nobody,
    update: hiddenUnlessReadable('notifications', ownNotifications),
    delete: hiddenUnlessReadable('notifications', nobody),
  },
  lockDocuments: false,
  defaultSort: '-createdAt',
  // The bell's question: a user's unread notifications of one category, newest first.
  // The bell and the notifications page: a recipient's unread of a category, newest first (createdAt last: ADR 026).
  indexes: [{ fields: ['recipient', 'category', 'markedRead', 'createdAt'] }],
  fields: [
    { name: 'recipient', type: 'relationship', relationTo: 'users', required: true, index: true, access: serverOnly },
    { name: 'category', type: 'select', required: true, options: [...NOTIFICATION_CATEGORIES], access: serverOnly },
    { name: 'event', type: 'select', required: true, options: [...NOTIFICATION_EVENTS], access: serverOnly },
    { name: 'markedRead', type: 'checkbox', required: true, defaultValue: false, index: true },
    // Organization-category notifications: the organization they are about.
    { name: 'organization', type: 'relationship', relationTo: 'organizations', index: true, access: serverOnly },
    { name: 'invitation', type: 'relationship', relationTo: 'invitations', index: true, access: serverOnly },
    // Money events: the invoice, the payment, and a refund's amount and invoice.
    { name: 'invoice', type: 'relationship', relationTo: 'invoices', index: true, access: serverOnly },
    { name: 'payment', type: 'relationship', relationTo: 'payments', access: serverOnly },
    // Maintenance events: the request, and a comment of its thread.
    { name: 'maintenanceRequest', type: 'relationship', relationTo: 'maintenance-requests', index: true, access: serverOnly },
    { name: 'comment', type: 'relationship', relationTo: 'maintenance-comments', access: serverOnly },
    {
      name: 'refund',
      type: 'group',
      access: serverOnly,
      fields: [
        { name: 'amount', type: 'number' },
        { name: 'invoice', type: 'relationship', relationTo: 'invoices' },
      ],
    },
  ],
}
