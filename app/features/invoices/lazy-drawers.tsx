import { lazyDrawer } from '~/utils/lazy-component'

// The one-time payment drawer (its form, the line items, conform and zod) loads when it opens (ADR 027).
export const OneTimePaymentDrawer = lazyDrawer(() => import('./one-time-payment-drawer').then((module) => module.OneTimePaymentDrawer))
