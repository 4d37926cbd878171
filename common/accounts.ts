/** The operating account's messages (spec §2 accounts, mobile payment providers and manual provider add). */
export const accountMessages = {
  handleRequired: {
    venmo: 'Enter the Venmo username tenants pay to.',
    cashapp: 'Enter the Cash App $Cashtag tenants pay to.',
    zelle: 'Enter the e-mail or phone number registered with Zelle.',
  },
  manualMethodsRequired: 'Choose at least one method.',
  mailingAddressRequired: 'Enter the mailing address for checks and money orders.',
  enableOperatingAccount: 'Enable an operating account on the Accounts screen before you create an invoice.',
} as const
