import { lazyDrawer } from '~/utils/lazy-component'

// The recurring payment drawer (its form, the line items, conform and zod) loads when it opens (ADR 027).
export const RecurringPaymentDrawer = lazyDrawer(() => import('./recurring-payment-drawer').then((module) => module.RecurringPaymentDrawer))
// The recurring payments list's filters (the Drawer and the field components) load when they open.
export const RecurringFiltersDrawer = lazyDrawer(() => import('./recurring-filters-drawer').then((module) => module.RecurringFiltersDrawer))
