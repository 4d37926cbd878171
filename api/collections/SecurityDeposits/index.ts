import type { CollectionConfig } from 'payload'
import { PAYMENT_METHODS, SECURITY_DEPOSIT_STATUSES } from '@common/invoices'
import { centsField } from '@api/fields/money'
import { organizationField } from '@api/fields/organization'
import { ownRelationField } from '@api/fields/relations'
import { leaseMoneyAccess } from '@api/money/access'
import { deriveFromLease, serverOnly } from '@api/money/fields'
import { nobody } from '@api/access'
import { securityDepositEndpoints } from './endpoints'
import { cancelRequestOnDelete, lockAmount } from './hooks/guard'

/**
 * A lease's security deposit (ADR 021): requested (a payable 'security-deposit' invoice
 * the tenant pays like any other), held once received (money held for the tenant, not
 * income), then returned with itemised deductions. Deductions may be recorded before the
 * return, from a move-out report's items that got worse (POST
 * /api/condition-reports/{id}/deduct); the return keeps them unless the landlord removes them.
 */
export const SecurityDeposits: CollectionConfig<'security-deposits'> = {
  slug: 'security-deposits',
  access: { ...leaseMoneyAccess('security-deposits'), create: nobody },
  lockDocuments: false,
  defaultSort: '-createdAt',
  endpoints: securityDepositEndpoints,
  hooks: { beforeChange: [deriveFromLease, lockAmount], beforeDelete: [cancelRequestOnDelete] },
  fields: [
    organizationField(),
    ownRelationField({ name: 'lease', relationTo: 'leases', required: true }),
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true, access: serverOnly },
    { name: 'unit', type: 'relationship', relationTo: 'units', index: true, access: serverOnly },
    { name: 'status', type: 'select', options: [...SECURITY_DEPOSIT_STATUSES], defaultValue: 'requested', required: true, index: true, access: serverOnly },
    centsField('amount', { required: true }),
    // The charge the tenant pays when the deposit is requested.
    { name: 'invoice', type: 'relationship', relationTo: 'invoices', index: true, access: serverOnly },
    { name: 'amountHeld', type: 'number', defaultValue: 0, access: serverOnly },
    { name: 'heldAt', type: 'date', access: serverOnly },
    { name: 'receivedMethod', type: 'select', options: [...PAYMENT_METHODS], access: serverOnly },
    {
      name: 'deductions',
      type: 'array',
      access: serverOnly,
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 200 },
        { name: 'description', type: 'text', maxLength: 1000 },
        { name: 'amount', type: 'number', required: true },
        // A deduction made from a move-out report's item that got worse (ADR 031): the same item is deducted once.
        { name: 'conditionReport', type: 'relationship', relationTo: 'condition-reports', maxDepth: 0 },
        { name: 'conditionItem', type: 'text', maxLength: 100 },
      ],
    },
    { name: 'amountReturned', type: 'number', defaultValue: 0, access: serverOnly },
    { name: 'returnedAt', type: 'date', access: serverOnly },
    { name: 'returnMethod', type: 'select', options: [...PAYMENT_METHODS], access: serverOnly },
    { name: 'note', type: 'textarea', maxLength: 2000 },
  ],
}
