import { lazyBoundary, lazyDrawer } from '~/utils/lazy-component'

// The one-time payment drawer (its form, the line items, conform and zod) loads when it opens (ADR 027).
export const OneTimePaymentDrawer = lazyDrawer(() => import('./one-time-payment-drawer').then((module) => module.OneTimePaymentDrawer))

// The invoice page's drawers (ADR 027): open only when `?d=` names them, so their forms load then.
export const RecordPaymentDrawer = lazyDrawer(() => import('./record-payment-drawer').then((module) => module.RecordPaymentDrawer))
export const RefundDrawer = lazyDrawer(() => import('./refund-drawer').then((module) => module.RefundDrawer))
export const AttachmentAddDrawer = lazyDrawer(() => import('./attachment-add-drawer').then((module) => module.AttachmentAddDrawer))

// The tenant's invoice page: its ways to pay are on the page, so their chunks load with it, beside
// hydration; the server renders them complete (ADR 027). 'Mark as sent' (conform and zod), and the
// card and bank payment (Stripe's React bindings; Stripe.js itself loads once hydrated).
export const MarkSentForm = lazyBoundary(() => import('./mark-sent-form').then((module) => module.MarkSentForm), { browser: 'at-once' })
export const StripePay = lazyBoundary(() => import('./stripe-pay').then((module) => module.StripePay), { browser: 'at-once' })
