/**
 * User-visible strings from the product spec, verbatim (spelling included).
 * Shared by the REST API and the web app so that each is typed once.
 */
export const PRODUCT_NAME = 'Leasewell'

export const messages = {
  // §5 Sign-in and account
  loginRequired: 'Email and password are required',
  emailRequiredShort: 'Email is required',
  tokenRequired: 'Token is required',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required.',
  passwordMinLength: 'Needs a minimum of 8 characters.',
  passwordLowercase: 'Need a lowercase letter',
  passwordUppercase: 'Need a minimum of 1 capital letter',
  passwordNumber: 'Need a minimum of 1 number',
  passwordSpecial: 'Need a special character',
  passwordHint: 'Requirements: 8 characters, 1 uppercase, 1 lowercase, 1 number, 1 special character',
  termsRequired: 'You must agree to the terms and conditions.',
  captchaRequired: 'Please verify that you are not a robot.',
  // §5 Generic
  fieldRequired: 'This field is required.',
  radioRequired: 'This field is required',
  // §5 Collection calls
  collectionRequired: 'Collection is required',
  idRequired: 'ID is required',
  dataRequired: 'Data is required',
  // §5 Files
  fileRequired: 'A file is required',
  fileTooLarge: 'File size should be less than 20MB',
  fileTypeInvalid: 'Invalid file type',
  onlyOneFile: 'Only one file is allowed',
  // §5 Business info
  phoneInvalid: 'Please enter a valid phone number.',
  // §8 Error catalogue
  unknownError: 'An unknown error occurred',
  loginFailed: 'Something went wrong. Please try again.',
  genericError: 'An error occurred.',
  networkError: 'Network error during authentication',
  authenticationFailed: 'Authentication failed',
  createUserFailed: 'Failed to create user',
  createAccountFailed: 'Failed to create account',
  signInFailed: 'Failed to sign in',
  invalidResponse: 'Invalid response from server',
  refreshFailed: 'Failed to refresh token',
  collectionNotSpecified: 'Collection not specified',
  collectionOrIdNotSpecified: 'Collection or ID not specified',
  // §2 screens
  adminBanner: 'You are logged in as an admin',
  notFoundTitle: 'Page not found',
  notFoundBody: "Sorry, we couldn't find the page you're looking for.",
  backToApp: 'Back to app',
  errorTitle: 'Something went wrong',
  /** The spec's 'Application Error ... contact support if the problem persists': the kicker above the title, and the sentence the '...' stands for (ADR 035). */
  errorKicker: 'Application Error',
  errorBody: 'An unexpected error stopped this page. Try again, and contact support if the problem persists.',
  tryAgain: 'Try Again',
  goHome: 'Go to Homepage',
  goBack: 'Go Back',
} as const

/** Ours (the spec is silent): throttling and verification outcomes. */
export const ourMessages = {
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  invalidOrExpiredToken: 'This link is invalid or has expired.',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  currentPasswordRequired: 'Enter your current password to change your email or password.',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  /** The database cannot be reached or stays locked (503). */
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
} as const
