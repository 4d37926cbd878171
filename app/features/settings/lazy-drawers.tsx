import { lazyBoundary, lazyDrawer } from '~/utils/lazy-component'

// The business information drawers (their forms, conform and zod) load when one opens (ADR 027).
export const AccountInformationDrawer = lazyDrawer(() => import('./business-forms').then((module) => module.AccountInformationDrawer))
export const BusinessContactDrawer = lazyDrawer(() => import('./business-forms').then((module) => module.BusinessContactDrawer))
export const BusinessWebsiteDrawer = lazyDrawer(() => import('./business-forms').then((module) => module.BusinessWebsiteDrawer))

// The user settings page's forms are the page: their chunk loads with it, beside hydration; the
// server renders them complete (ADR 027).
const loadUserSettingsForms = () => import('./user-settings-forms')
export const AvatarForm = lazyBoundary(() => loadUserSettingsForms().then((module) => module.AvatarForm), { browser: 'at-once' })
export const ProfileForm = lazyBoundary(() => loadUserSettingsForms().then((module) => module.ProfileForm), { browser: 'at-once' })
export const EmailForm = lazyBoundary(() => loadUserSettingsForms().then((module) => module.EmailForm), { browser: 'at-once' })
export const PasswordForm = lazyBoundary(() => loadUserSettingsForms().then((module) => module.PasswordForm), { browser: 'at-once' })
