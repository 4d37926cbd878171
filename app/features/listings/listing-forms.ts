/** The listing page's intents (ADR 032); its drawers are the unit's (features/portfolio/unit-forms.ts). */
export const LISTING_INTENTS = {
  publish: 'listing-publish',
  unpublish: 'listing-unpublish',
} as const
