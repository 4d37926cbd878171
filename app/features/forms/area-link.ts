/** The way back to a signed-in user's own area, shown above the form pages. */
export const areaLinkMessages = {
  label: 'Your area',
  landlord: 'Back to your dashboard',
  tenant: 'Back to your home',
} as const
