import { lazyBoundary, lazyDrawer } from '~/utils/lazy-component'

// The maintenance lists' dialogs load when one opens (ADR 027): the filters (with the field
// components) and a request's drawer (its form, conform and zod).
export const MaintenanceFiltersDrawer = lazyDrawer(() => import('./maintenance-filters-drawer').then((module) => module.MaintenanceFiltersDrawer))
export const MaintenanceRequestDrawer = lazyDrawer(() => import('./maintenance-request-drawer').then((module) => module.MaintenanceRequestDrawer))

// A vendor's comment form is on its job's page: its chunk loads with it, beside hydration (ADR 027).
export const VendorCommentForm = lazyBoundary(() => import('./vendor-comment-form').then((module) => module.VendorCommentForm), { browser: 'at-once' })
