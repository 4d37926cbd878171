import { formDefinitionSchema, type FormDefinition } from './blocks'

/**
 * For the engine's unit tests: a small lease form with every block type, written the way the
 * `forms` collection returns it (Payload's nulls included). Not product content.
 */
export function leaseTestForm(): FormDefinition {
  return formDefinitionSchema.parse({
    id: 7,
    title: 'Residential lease',
    fields: [
      {
        blockType: 'pageSection',
        id: 'sec-parties',
        name: 'parties',
        label: 'Parties',
        description: null,
        required: null,
        conditional: null,
        blocks: [
          { blockType: 'documentName', id: 'b1', name: 'documentTitle', label: 'Name this lease', prepend: 'Lease for', append: null, required: true, conditional: null },
          { blockType: 'text', id: 'b2', name: 'landlordName', label: 'Landlord', required: true, defaultValue: null, conditional: { enableConditional: false, fieldSelector: null, conditionalIs: null, value: null, conditions: [], logic: null } },
          { blockType: 'phone', id: 'b3', name: 'landlordPhone', label: 'Landlord phone', required: false },
          { blockType: 'radioGroup', id: 'b4', name: 'leaseType', label: 'Lease type', required: true, radioOptions: [{ id: 'o1', label: 'Fixed term', value: 'fixed' }, { id: 'o2', label: 'Month to month', value: 'monthly' }] },
          {
            blockType: 'dateRange',
            id: 'b5',
            name: null,
            label: 'Lease term',
            startSlug: 'startDate',
            endSlug: 'endDate',
            required: true,
            conditional: { enableConditional: true, fieldSelector: 'leaseType', conditionalIs: 'equal', value: 'fixed' },
          },
          { blockType: 'subHeading', id: 'b6', name: null, label: '<h3 onclick="x()">Tenants</h3>' },
          {
            blockType: 'repeater',
            id: 'b7',
            name: 'tenants',
            label: 'Tenants',
            required: true,
            minBlocks: 1,
            blocks: [
              { blockType: 'text', id: 'r1', name: 'fullName', label: 'Full name', required: true },
              { blockType: 'text', id: 'r2', name: 'email', label: 'E-mail', required: false },
              { blockType: 'checkbox', id: 'r3', name: 'isMinor', label: 'Under 18' },
              { blockType: 'number', id: 'r4', name: 'age', label: 'Age', required: true, conditional: { enableConditional: true, fieldSelector: 'isMinor', conditionalIs: 'equal', value: 'true' } },
            ],
          },
          { blockType: 'message', id: 'b8', name: null, label: 'Every adult tenant signs the lease.' },
        ],
      },
      {
        blockType: 'pageSection',
        id: 'sec-money',
        name: 'money',
        label: 'Rent and deposit',
        blocks: [
          { blockType: 'prefillLease', id: 'm0', name: 'lease', label: 'Fill from a lease', rent: 'rent', securityDeposit: 'securityDeposit', required: true },
          { blockType: 'currency', id: 'm1', name: 'rent', label: 'Monthly rent', required: true },
          { blockType: 'currency', id: 'm2', name: 'securityDeposit', label: 'Security deposit', defaultValue: '500' },
          { blockType: 'number', id: 'm3', name: 'lateFeeDays', label: 'Grace period (days)', defaultValue: 5 },
          { blockType: 'select', id: 'm4', name: 'paymentMethod', label: 'Payment method', required: true, selectOptions: [{ label: 'Check', value: 'check' }, { label: 'Online', value: 'online' }] },
          { blockType: 'checkbox', id: 'm5', name: 'petsAllowed', label: 'Pets allowed', defaultValue: false },
          {
            blockType: 'stringRepeater',
            id: 'm6',
            name: 'petNames',
            label: 'Pets',
            delimiter: '|',
            minBlocks: null,
            required: true,
            conditional: { enableConditional: true, fieldSelector: 'petsAllowed', conditionalIs: 'exists' },
          },
          { blockType: 'checkboxGroup', id: 'm7', name: 'utilities', label: 'Utilities the tenant pays', checkboxOptions: [{ label: 'Water', value: 'water' }, { label: 'Gas', value: 'gas' }, { label: 'Electricity', value: 'electric' }] },
        ],
      },
      {
        blockType: 'dynamicPageSection',
        id: 'sec-tenant-details',
        name: 'tenantDetails',
        label: 'Tenant details',
        repeaterSource: { fieldId: 'tenants', valueField: 'fullName' },
        template: [
          { blockType: 'text', id: 'd1', name: 'employer', label: 'Employer', required: true },
          { blockType: 'checkbox', id: 'd2', name: 'hasVehicle', label: 'Has a vehicle' },
          { blockType: 'text', id: 'd3', name: 'plate', label: 'License plate', required: true, conditional: { enableConditional: true, fieldSelector: 'hasVehicle', conditionalIs: 'equal', value: true } },
        ],
      },
      {
        blockType: 'pageSection',
        id: 'sec-pet-policy',
        name: 'petPolicy',
        label: 'No pets',
        conditional: { enableConditional: true, fieldSelector: 'petsAllowed', conditionalIs: 'not-exists' },
        blocks: [{ blockType: 'textarea', id: 'p1', name: 'noPetsClause', label: 'No-pets clause', required: true }],
      },
      {
        blockType: 'pageSection',
        id: 'sec-terms',
        name: 'terms',
        label: 'Terms',
        conditional: {
          enableConditional: true,
          logic: 'OR',
          conditions: [
            { fieldSelector: 'leaseType', conditionalIs: 'equal', value: 'fixed' },
            { fieldSelector: 'paymentMethod', conditionalIs: 'not-equal', value: 'check' },
          ],
        },
        blocks: [
          { blockType: 'advancedTextarea', id: 't1', name: 'extraClauses', label: 'Additional clauses' },
          { blockType: 'review', id: 't2', name: null, label: 'Lease', details: 'lease', source: 'lease' },
          { blockType: 'checkbox', id: 't3', name: 'agree', label: 'I confirm these terms', required: true },
        ],
      },
    ],
  })
}
