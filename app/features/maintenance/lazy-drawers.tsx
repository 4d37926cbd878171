import { lazyDrawer } from '~/utils/lazy-component'

// The maintenance lists' dialogs load when one opens (ADR 027): the filters (with the field
// components) and a request's drawer (its form, conform and zod).
export const MaintenanceFiltersDrawer = lazyDrawer(() => import('./maintenance-filters-drawer').then((module) => module.MaintenanceFiltersDrawer))
export const MaintenanceRequestDrawer = lazyDrawer(() => import('./maintenance-request-drawer').then((module) => module.MaintenanceRequestDrawer))
