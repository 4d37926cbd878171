import { lazyDrawer } from '~/utils/lazy-component'

// The leases list's drawers (the add form with conform and zod, the filters) load when one opens (ADR 027).
export const LeaseAddDrawer = lazyDrawer(() => import('./lease-list-drawers').then((module) => module.LeaseAddDrawer))
export const LeaseFilterDrawer = lazyDrawer(() => import('./lease-list-drawers').then((module) => module.LeaseFilterDrawer))
