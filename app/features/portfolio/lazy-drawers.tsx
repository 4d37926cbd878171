import { lazyDrawer } from '~/utils/lazy-component'

// The leases list's drawers (the add form with conform and zod, the filters) load when one opens (ADR 027).
export const LeaseAddDrawer = lazyDrawer(() => import('./lease-list-drawers').then((module) => module.LeaseAddDrawer))
export const LeaseFilterDrawer = lazyDrawer(() => import('./lease-list-drawers').then((module) => module.LeaseFilterDrawer))

// The lease page's drawers (forms with conform and zod) load when one opens (ADR 027).
export const LeaseEditDrawer = lazyDrawer(() => import('./lease-drawers').then((module) => module.LeaseEditDrawer))
export const LeaseStatusDrawer = lazyDrawer(() => import('./lease-drawers').then((module) => module.LeaseStatusDrawer))
export const InviteContactDrawer = lazyDrawer(() => import('./lease-drawers').then((module) => module.InviteContactDrawer))
export const RequiredDocumentAddDrawer = lazyDrawer(() => import('./lease-drawers').then((module) => module.RequiredDocumentAddDrawer))

// The property page's drawers and dialogs load when one opens (ADR 027).
export const PropertyEditDrawer = lazyDrawer(() => import('./property-drawers').then((module) => module.PropertyEditDrawer))
export const PropertyAmenitiesDrawer = lazyDrawer(() => import('./property-drawers').then((module) => module.PropertyAmenitiesDrawer))
export const UnitAddDrawer = lazyDrawer(() => import('./property-drawers').then((module) => module.UnitAddDrawer))
export const PropertyArchiveDialog = lazyDrawer(() => import('./property-drawers').then((module) => module.PropertyArchiveDialog))
export const PropertyDeleteDialog = lazyDrawer(() => import('./property-drawers').then((module) => module.PropertyDeleteDialog))

// The unit page's drawers (one component renders whichever is open) load when one opens (ADR 027).
export const UnitDrawers = lazyDrawer(() => import('./unit-drawers').then((module) => module.UnitDrawers))
