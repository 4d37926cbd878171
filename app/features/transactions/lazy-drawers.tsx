import { lazyDrawer } from '~/utils/lazy-component'

/** The invoice filters dialog's name in the URL (`?d=invoice-filters`). */
export const INVOICE_FILTERS_DRAWER = 'invoice-filters'

// The dialog itself (with the field components) loads when it opens (ADR 027).
export const InvoiceFiltersDrawer = lazyDrawer(() => import('./invoice-filters').then((module) => module.InvoiceFiltersDrawer))
