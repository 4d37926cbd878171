import { lazyDrawer } from '~/utils/lazy-component'

// The documents list's filter drawer (the Drawer and the field components) loads when it opens (ADR 027).
export const DocumentFilterDrawer = lazyDrawer(() => import('./document-filter-drawer').then((module) => module.DocumentFilterDrawer))
