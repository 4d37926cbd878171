import { lazyBoundary } from '~/utils/lazy-component'

// A wizard's lease choice is the page: its chunk loads with it, beside hydration; the server renders it complete (ADR 027).
export const WizardLeaseForm = lazyBoundary(() => import('./wizard-lease-form').then((module) => module.WizardLeaseForm), { browser: 'at-once' })
