import { lazyDrawer } from '~/utils/lazy-component'

// The recurring payment drawer (its form, the line items, conform and zod) loads when it opens (ADR 027).
export const RecurringPaymentDrawer = lazyDrawer(() => import('./recurring-payment-drawer').then((module) => module.RecurringPaymentDrawer))
