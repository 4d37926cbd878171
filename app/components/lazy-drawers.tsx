import { lazyDrawer } from '~/utils/lazy-component'

// The confirmation dialog (with the drawer's form parts) loads when one opens, for pages whose
// only dialog in the first load would be this one (ADR 027).
export const ConfirmDialog = lazyDrawer(() => import('./drawer').then((module) => module.ConfirmDialog))
