import { lazyDrawer } from '~/utils/lazy-component'

// The new-report drawer (its form, conform and zod) loads when it opens (ADR 027).
export const NewConditionReportDrawer = lazyDrawer(() => import('./new-condition-report-drawer').then((module) => module.NewConditionReportDrawer))
