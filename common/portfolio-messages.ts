/** The portfolio's messages, ours where the spec is silent on the wording (re-exported by portfolio.ts). */
export const portfolioMessages = {
  propertyHasLeases: 'This property has leases. Delete its leases first, or archive the property instead.',
  unitHasLeases: 'This unit has leases. Delete its leases first, or archive the unit instead.',
  unitNotInProperty: 'Choose a unit of the selected property.',
  endBeforeStart: 'The end date must be after the start date.',
  moneyNotNegative: 'Enter an amount of $0.00 or more.',
  moneyInvalid: 'Enter an amount in dollars, like 1250 or 1,250.00.',
  rentDueDayRange: 'Choose a day between 1 and 28.',
  contactNeedsName: 'Enter a first or last name.',
  noteRequired: 'Write a note first.',
} as const
