import { lazyDrawer } from '~/utils/lazy-component'

// The people lists' add drawer (its form, conform and zod) loads when it opens (ADR 027).
export const PersonAddDrawer = lazyDrawer(() => import('./person-form').then((module) => module.PersonAddDrawer))
