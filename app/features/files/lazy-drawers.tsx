import { lazyDrawer } from '~/utils/lazy-component'

// The Add File drawer (its form, conform and zod) loads when it opens (ADR 027).
export const FileAddDrawer = lazyDrawer(() => import('./file-drawers').then((module) => module.FileAddDrawer))

// The single-image drawer (upload form, conform and zod) loads when it opens (ADR 027).
export const ImageDrawer = lazyDrawer(() => import('./image-drawer').then((module) => module.ImageDrawer))
