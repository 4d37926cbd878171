import { lazyBoundary } from '~/utils/lazy-component'

// The feedback form is the page: its chunk loads with it, beside hydration; the server renders it complete (ADR 027).
export const FeedbackForm = lazyBoundary(() => import('./feedback-form').then((module) => module.FeedbackForm), { browser: 'at-once' })
