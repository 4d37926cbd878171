import type { Access, CollectionConfig, Where } from 'payload'
import { NOTIFICATION_CATEGORIES, NOTIFICATION_EVENTS } from '@common/notifications'
import { hiddenUnlessReadable, nobody, nobodyField } from '@api/access'
import { unreadCountsEndpoint } from '@api/notifications/unreadCounts'

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
 * nobody else learns it exists (404, ADR 008). Invitations and invoices are relations; a
 * condition report, a maintenance request and a comment carry what the lists show of them
 * (product-spec §3 Notification: id, unit address, lease), so every kind renders from its
 * own data whether or not its subject's collection exists.
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
  endpoints: [unreadCountsEndpoint],
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
    // Never populated: the lists need the invoice's id only (its destination).
    { name: 'invoice', type: 'relationship', relationTo: 'invoices', index: true, maxDepth: 0, access: serverOnly },
    { name: 'payment', type: 'relationship', relationTo: 'payments', maxDepth: 0, access: serverOnly },
    {
      name: 'refund',
      type: 'group',
      access: serverOnly,
      fields: [
        { name: 'amount', type: 'number' },
        { name: 'invoice', type: 'relationship', relationTo: 'invoices', maxDepth: 0 },
      ],
    },
    // Condition-report events: the report's id, type and unit address, and its lease (the tenant's destination).
    {
      name: 'conditionReport',
      type: 'group',
      access: serverOnly,
      fields: [
        { name: 'report', type: 'number' },
        { name: 'type', type: 'text' },
        { name: 'unitAddress', type: 'text' },
        { name: 'lease', type: 'relationship', relationTo: 'leases', maxDepth: 0 },
      ],
    },
    // Maintenance-request events: the request's id and unit address.
    {
      name: 'maintenanceRequest',
      type: 'group',
      access: serverOnly,
      fields: [
        { name: 'request', type: 'number' },
        { name: 'unitAddress', type: 'text' },
      ],
    },
    // Comment events: the maintenance request commented on.
    { name: 'comment', type: 'group', access: serverOnly, fields: [{ name: 'maintenanceRequest', type: 'number' }] },
    // Inquiry events (ADR 032): the lead the inquiry created and the listing's address.
    {
      name: 'inquiry',
      type: 'group',
      access: serverOnly,
      fields: [
        { name: 'contact', type: 'relationship', relationTo: 'contacts', maxDepth: 0 },
        { name: 'unitAddress', type: 'text' },
      ],
    },
  ],
}
