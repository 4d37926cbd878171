import { lazyDrawer } from '~/utils/lazy-component'

// The Add File and Rename drawers (their form, conform and zod) load when they open (ADR 027).
export const FileAddDrawer = lazyDrawer(() => import('./file-drawers').then((module) => module.FileAddDrawer))
export const FileRenameDrawer = lazyDrawer(() => import('./file-drawers').then((module) => module.FileRenameDrawer))

// The single-image drawer (upload form, conform and zod) loads when it opens (ADR 027).
export const ImageDrawer = lazyDrawer(() => import('./image-drawer').then((module) => module.ImageDrawer))
