import { lazyDrawer } from '~/utils/lazy-component'

// The documents list's filter drawer (the Drawer and the field components) loads when it opens (ADR 027).
export const DocumentFilterDrawer = lazyDrawer(() => import('./document-filter-drawer').then((module) => module.DocumentFilterDrawer))
// The document page's Rename and Connect drawers (their forms, conform and zod) and the Subscribe
// modal (the document page and the form preview) load when they open.
export const DocumentRenameDrawer = lazyDrawer(() => import('./document-drawers').then((module) => module.DocumentRenameDrawer))
export const DocumentConnectDrawer = lazyDrawer(() => import('./document-drawers').then((module) => module.DocumentConnectDrawer))
export const SubscribeDialog = lazyDrawer(() => import('./subscribe-dialog').then((module) => module.SubscribeDialog))
