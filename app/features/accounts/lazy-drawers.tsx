import { lazyDrawer } from '~/utils/lazy-component'

// The operating account's drawers (their forms, conform and zod) load when one opens (ADR 027).
export const AccountAddDrawer = lazyDrawer(() => import('./account-forms').then((module) => module.AccountAddDrawer))
export const AccountEditDrawer = lazyDrawer(() => import('./account-forms').then((module) => module.AccountEditDrawer))
export const MobileProvidersDrawer = lazyDrawer(() => import('./account-forms').then((module) => module.MobileProvidersDrawer))
export const ManualProviderDrawer = lazyDrawer(() => import('./account-forms').then((module) => module.ManualProviderDrawer))
