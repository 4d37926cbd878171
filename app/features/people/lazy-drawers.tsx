import { lazyDrawer } from '~/utils/lazy-component'

// The people lists' add drawer and the person page's edit drawer and delete dialog (their form,
// conform and zod) load when they open (ADR 027).
export const PersonAddDrawer = lazyDrawer(() => import('./person-form').then((module) => module.PersonAddDrawer))
export const PersonEditDrawer = lazyDrawer(() => import('./person-form').then((module) => module.PersonEditDrawer))
export const PersonDeleteDialog = lazyDrawer(() => import('./person-form').then((module) => module.PersonDeleteDialog))
