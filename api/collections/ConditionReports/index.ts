import type { CollectionConfig } from 'payload'
import { CONDITION_REPORT_STATUSES, CONDITION_REPORT_TYPES } from '@common/condition-reports'
import { ownRelationField } from '@api/fields/relations'
import { serverOnly } from '@api/money/fields'
import { createConditionReports, deleteConditionReports, readConditionReports, updateConditionReports } from './access'
import { conditionReportEndpoints } from './endpoints'
import { deriveConditionReport, keepCompletedReports } from './hooks/derive'

/**
 * A condition report (product-spec §1 condition reports; ADR 031): a move-in, move-out or
 * periodic inspection of a lease's unit, room by room and item by item (rating, notes, photos
 * — files of kind 'conditionReport'). Staff build it from the unit's template (or a move-out
 * from the move-in), then complete it themselves or request it from the lease's tenants, who
 * add their own notes and photos and sign; when every requested signer has signed it
 * completes, locks, and its PDF is stored with SHA-256 hashes (endpoints/, complete.ts).
 */
export const ConditionReports: CollectionConfig<'condition-reports'> = {
  slug: 'condition-reports',
  access: { read: readConditionReports, create: createConditionReports, update: updateConditionReports, delete: deleteConditionReports },
  lockDocuments: false,
  disableDuplicate: true,
  defaultSort: '-createdAt',
  endpoints: conditionReportEndpoints,
  hooks: { beforeChange: [deriveConditionReport], beforeDelete: [keepCompletedReports] },
  // The lease, property and unit tabs, newest first (createdAt last: ADR 026).
  indexes: [
    { fields: ['lease', 'createdAt'] },
    { fields: ['property', 'createdAt'] },
    { fields: ['unit', 'createdAt'] },
  ],
  fields: [
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: serverOnly },
    // Fixed at create: staff of its organization only (the write rule, ADR 024; hooks/derive.ts).
    ownRelationField({ name: 'lease', relationTo: 'leases', required: true }),
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true, access: serverOnly },
    { name: 'unit', type: 'relationship', relationTo: 'units', index: true, access: serverOnly },
    { name: 'unitAddress', type: 'text', maxLength: 500, access: serverOnly },
    { name: 'type', type: 'select', options: [...CONDITION_REPORT_TYPES], required: true },
    { name: 'status', type: 'select', options: [...CONDITION_REPORT_STATUSES], defaultValue: 'draft', required: true, index: true, access: serverOnly },
    // A move-out started from the move-in (same rooms and items); a completed report of the same lease.
    ownRelationField({ name: 'basedOn', relationTo: 'condition-reports' }),
    // Rooms with their items (common/condition-reports.ts ConditionRoom[]): checked and cleaned by hooks/derive.ts.
    { name: 'rooms', type: 'json', required: true },
    // Who is asked to sign (the lease's tenants with an account when requested) and their signatures.
    { name: 'signers', type: 'json', access: serverOnly },
    { name: 'signatures', type: 'json', access: serverOnly },
    { name: 'requestedAt', type: 'date', access: serverOnly },
    { name: 'completedAt', type: 'date', access: serverOnly },
    // The locked report as a PDF (a file of the report) and its SHA-256.
    { name: 'pdf', type: 'relationship', relationTo: 'files', maxDepth: 1, access: serverOnly },
    { name: 'pdfSha256', type: 'text', maxLength: 64, access: serverOnly },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', access: serverOnly },
  ],
}
