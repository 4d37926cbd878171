import { messages } from './messages'

export const PASSWORD_MIN_LENGTH = 8

/** The spec's password rules, in the order the sign-up form reports them. */
export const passwordRules: ReadonlyArray<{ test: (password: string) => boolean; message: string }> = [
  { test: (password) => password.length >= PASSWORD_MIN_LENGTH, message: messages.passwordMinLength },
  { test: (password) => /[a-z]/.test(password), message: messages.passwordLowercase },
  { test: (password) => /[A-Z]/.test(password), message: messages.passwordUppercase },
  { test: (password) => /[0-9]/.test(password), message: messages.passwordNumber },
  { test: (password) => /[^A-Za-z0-9]/.test(password), message: messages.passwordSpecial },
]

/** The first broken rule's message, or null when the password is acceptable. */
export function passwordProblem(password: string | null | undefined): string | null {
  if (!password) return messages.passwordRequired
  return passwordRules.find((rule) => !rule.test(password))?.message ?? null
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const normalizeEmail = (email: string) => email.trim().toLowerCase()
