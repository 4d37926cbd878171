import { lazyBoundary } from '~/utils/lazy-component'

// The website's address card holds a browser-validated form: its chunk loads with the page, beside hydration (ADR 027).
export const SiteAddressCard = lazyBoundary(() => import('./site-address').then((module) => module.SiteAddressCard), { browser: 'at-once' })
