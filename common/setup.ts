/**
 * Account-setup progress (product-spec §3 Account-setup progress, §4 Account setup): computed by
 * the API (GET /api/organizations/{id}/setup-progress) and shown by the banner and the
 * account-setup page.
 */
export const SETUP_STEPS = ['userVerifiedEmail', 'businessInfo', 'payments', 'properties', 'leases', 'tenants', 'rent'] as const
export type SetupStep = (typeof SETUP_STEPS)[number]

/** Spec §4/§9: the banner counts five steps. */
export const COUNTED_SETUP_STEPS = ['properties', 'tenants', 'userVerifiedEmail', 'businessInfo', 'payments'] as const satisfies readonly SetupStep[]

/** 'pending' is the payments step's third state (an enabled account without payouts or charges; product-spec §4). */
export type SetupStepStatus = 'complete' | 'incomplete' | 'pending'

export type SetupProgress = Record<SetupStep, SetupStepStatus> & { setupSkipped: boolean }

export const isStepComplete = (progress: SetupProgress, step: SetupStep) => progress[step] === 'complete'

/** 'n/5 complete' of the banner. */
export function countedStepsComplete(progress: SetupProgress) {
  return COUNTED_SETUP_STEPS.filter((step) => isStepComplete(progress, step)).length
}

export const allCountedStepsComplete = (progress: SetupProgress) => countedStepsComplete(progress) === COUNTED_SETUP_STEPS.length

export const setupMessages = {
  bannerTitle: 'Finish setting up your account',
  bannerCount: (complete: number) => `${complete}/${COUNTED_SETUP_STEPS.length} complete`,
} as const
