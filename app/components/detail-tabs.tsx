import { lazyBoundary } from '~/utils/lazy-component'

/**
 * The tabs of a detail page or a list (`detail-tabs-nav.tsx`), in a chunk of their own (ADR 027):
 * Radix's TabNav (NavigationMenu and its collection, ~8 KB gzipped) was what kept the leases and
 * transactions lists above the shell's first-load goal. The server renders them complete; in the
 * browser hydration keeps that HTML — links that work as links — until the chunk has arrived, which
 * starts loading with this module.
 */
export const DetailTabs = lazyBoundary(() => import('./detail-tabs-nav').then((module) => module.DetailTabs), { browser: 'at-once' })
