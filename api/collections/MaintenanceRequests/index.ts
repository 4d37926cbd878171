import type { CollectionConfig } from 'payload'
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, maintenanceMessages } from '@common/maintenance'
import { ownRelationField } from '@api/fields/relations'
import { serverOnly } from '@api/money/fields'
import { MAX_CENTS } from '@common/limits'
import { deleteMaintenanceRequests, readMaintenanceRequests, signedInUser, staffFieldAccess, updateMaintenanceRequests } from './access'
import { deriveMaintenanceRequest } from './hooks/derive'
import { logAndNotifyMaintenanceRequest } from './hooks/notify'
import { recordExpenseOnClose } from './hooks/expense'
import { maintenanceRequestEndpoints } from './endpoints/vendor'

const validCost = (value: number | null | undefined) => value === null || value === undefined || (Number.isInteger(value) && value >= 0 && value <= MAX_CENTS) || maintenanceMessages.costInvalid

const trimmed = ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim() : value)

/**
 * A maintenance request (product-spec §1, §2 maintenance routes, §3 notifications): a tenant
 * reports a problem on its lease, or the landlord's staff record one on a property, unit or
 * lease; staff assign it (a vendor from People or a name) and move it new → in progress →
 * completed → closed (or cancelled; reopened from completed or closed). Every status change
 * is logged in the thread (maintenance-comments). Photos and PDFs are files of kind
 * 'maintenanceRequest' (the files collection's rules, at most 10).
 */
export const MaintenanceRequests: CollectionConfig<'maintenance-requests'> = {
  slug: 'maintenance-requests',
  access: { read: readMaintenanceRequests, create: signedInUser, update: updateMaintenanceRequests, delete: deleteMaintenanceRequests },
  lockDocuments: false,
  disableDuplicate: true,
  defaultSort: '-createdAt',
  endpoints: maintenanceRequestEndpoints,
  hooks: { beforeChange: [deriveMaintenanceRequest], afterChange: [logAndNotifyMaintenanceRequest, recordExpenseOnClose] },
  // The lists (open and completed, filtered by status), each sort of them (number, title,
  // due date, priority, status) and the property, unit and lease tabs; createdAt last (ADR 026).
  indexes: [
    { fields: ['organization', 'status', 'createdAt'] },
    { fields: ['organization', 'createdAt'] },
    { fields: ['organization', 'number', 'createdAt'] },
    { fields: ['organization', 'title', 'createdAt'] },
    { fields: ['organization', 'dueDate', 'createdAt'] },
    // 'Priority' sorts by rank (emergency, high, normal, low), not by its name.
    { fields: ['organization', 'priorityRank', 'createdAt'] },
    { fields: ['lease', 'createdAt'] },
    { fields: ['property', 'createdAt'] },
    { fields: ['unit', 'createdAt'] },
  ],
  fields: [
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: serverOnly },
    { name: 'number', type: 'number', index: true, access: serverOnly },
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 200,
      hooks: { beforeValidate: [trimmed] },
      validate: (value: string | null | undefined) => Boolean(value?.trim()) || maintenanceMessages.titleRequired,
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 5000,
      hooks: { beforeValidate: [trimmed] },
      validate: (value: string | null | undefined) => Boolean(value?.trim()) || maintenanceMessages.descriptionRequired,
    },
    {
      name: 'category',
      type: 'select',
      options: [...MAINTENANCE_CATEGORIES],
      required: true,
      index: true,
      validate: (value: string | null | undefined) => Boolean(value) || maintenanceMessages.categoryRequired,
    },
    { name: 'priority', type: 'select', options: [...MAINTENANCE_PRIORITIES], defaultValue: 'normal', required: true, index: true },
    // The priority's rank (MAINTENANCE_PRIORITY_RANK: emergency 1 … low 4), kept by hooks/derive.ts: the list's 'Priority' sort.
    { name: 'priorityRank', type: 'number', access: serverOnly },
    { name: 'status', type: 'select', options: [...MAINTENANCE_STATUSES], defaultValue: 'new', required: true, index: true },
    // Where: a lease (its property and unit follow), or a property and optionally a unit. Fixed at
    // create; hooks/derive.ts accepts staff of its organization (the write rule, ADR 024) or a tenant of the lease.
    { name: 'lease', type: 'relationship', relationTo: 'leases', index: true },
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
    { name: 'unit', type: 'relationship', relationTo: 'units', index: true },
    { name: 'address', type: 'text', maxLength: 500, access: serverOnly },
    { name: 'landlordPhone', type: 'text', maxLength: 30, access: serverOnly },
    // Access to the home.
    { name: 'permissionToEnter', type: 'checkbox', defaultValue: false },
    { name: 'preferredTimes', type: 'text', maxLength: 500, hooks: { beforeValidate: [trimmed] } },
    // The landlord's side: who fixes it (a vendor from People, or just a name) and by when.
    ownRelationField({ name: 'assigneeContact', relationTo: 'contacts' }),
    { name: 'assigneeName', type: 'text', maxLength: 200, index: true, hooks: { beforeValidate: [trimmed] } },
    { name: 'dueDate', type: 'date', index: true },
    // Closing with a cost (staff only, never shown to a tenant): integer cents and its receipt, a file of this request kept internal.
    { name: 'costCents', type: 'number', min: 0, max: MAX_CENTS, access: staffFieldAccess, validate: validCost },
    { name: 'receipt', type: 'relationship', relationTo: 'files', access: staffFieldAccess },
    // The expense the close with a cost recorded (hooks/expense.ts): set by the server, read by staff only.
    { name: 'expense', type: 'relationship', relationTo: 'expenses', index: true, access: { ...serverOnly, read: staffFieldAccess.read } },
    // The vendor link's version: a new link or a revocation bumps it, and every older link stops working.
    { name: 'vendorLinkVersion', type: 'number', defaultValue: 0, access: { ...serverOnly, read: staffFieldAccess.read } },
    { name: 'completedAt', type: 'date', access: serverOnly },
    { name: 'closedAt', type: 'date', access: serverOnly },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', access: serverOnly },
    { name: 'createdByName', type: 'text', maxLength: 200, access: serverOnly },
  ],
}
