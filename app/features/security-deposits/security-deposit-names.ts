// The security deposit drawers' names and the itemisation intent, without the forms' zod schemas:
// the lease's tab imports these, and the drawers load when one opens (ADR 027).

/** The drawers and dialogs of a lease's security deposit (`?d=`). */
export const SECURITY_DEPOSIT_DRAWERS = {
  action: 'security-deposit-action',
  request: 'security-deposit-request',
  record: 'security-deposit-record',
  return: 'security-deposit-return',
  cancel: 'security-deposit-cancel',
} as const

/** The lease tab's form that starts the 'Security deposit itemisation' document from the lease (itemisation.server.ts). */
export const ITEMISATION_INTENT = 'security-deposit-itemisation'
