import { lazyBoundary, lazyDrawer } from '~/utils/lazy-component'

// The new-report drawer (its form, conform and zod) loads when it opens (ADR 027).
export const NewConditionReportDrawer = lazyDrawer(() => import('./new-condition-report-drawer').then((module) => module.NewConditionReportDrawer))

// The report page's forms (condition-report-form-parts.tsx): the deduction form is on the page, so
// its chunk loads with the page, beside hydration; the sign drawer when it opens (ADR 027).
export const DeductionForm = lazyBoundary(() => import('./condition-report-form-parts').then((module) => module.DeductionForm), { browser: 'at-once' })
export const SignDrawer = lazyDrawer(() => import('./condition-report-form-parts').then((module) => module.SignDrawer))

// A signing link's signature form is on its page: its chunk loads with it, beside hydration (ADR 027).
export const LinkSignForm = lazyBoundary(() => import('./condition-report-link-sign').then((module) => module.LinkSignForm), { browser: 'at-once' })
