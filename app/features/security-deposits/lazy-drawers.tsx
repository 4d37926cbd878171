import { lazyDrawer } from '~/utils/lazy-component'

// A lease's security deposit drawers and dialogs (forms with conform and zod) load when one opens (ADR 027).
export const SecurityDepositActionDialog = lazyDrawer(() => import('./security-deposit-drawers').then((module) => module.SecurityDepositActionDialog))
export const RequestDepositDrawer = lazyDrawer(() => import('./security-deposit-drawers').then((module) => module.RequestDepositDrawer))
export const RecordDepositDrawer = lazyDrawer(() => import('./security-deposit-drawers').then((module) => module.RecordDepositDrawer))
export const ReturnDepositDrawer = lazyDrawer(() => import('./security-deposit-drawers').then((module) => module.ReturnDepositDrawer))
export const CancelDepositDialog = lazyDrawer(() => import('./security-deposit-drawers').then((module) => module.CancelDepositDialog))
