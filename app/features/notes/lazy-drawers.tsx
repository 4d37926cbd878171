import { lazyDrawer } from '~/utils/lazy-component'

// The add-note drawer (its form, conform and zod) loads when it opens (ADR 027).
export const NoteAddDrawer = lazyDrawer(() => import('./note-add-drawer').then((module) => module.NoteAddDrawer))
