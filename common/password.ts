import rankedPasswords from '@zxcvbn-ts/language-common/src/passwords.json'
import { messages, ourMessages } from './messages'

export const PASSWORD_MIN_LENGTH = 8

/** The spec's password rules, in the order the sign-up form reports them. */
export const passwordRules: ReadonlyArray<{ test: (password: string) => boolean; message: string }> = [
  { test: (password) => password.length >= PASSWORD_MIN_LENGTH, message: messages.passwordMinLength },
  { test: (password) => /[a-z]/.test(password), message: messages.passwordLowercase },
  { test: (password) => /[A-Z]/.test(password), message: messages.passwordUppercase },
  { test: (password) => /[0-9]/.test(password), message: messages.passwordNumber },
  { test: (password) => /[^A-Za-z0-9]/.test(password), message: messages.passwordSpecial },
]

/** How many of the most common passwords are refused (ASVS V2.1.7: the top 10,000 at least). */
export const COMMON_PASSWORDS_REFUSED = 10_000

let commonPasswords: Set<string> | undefined

/**
 * Whether the password (ignoring case) is among the 10,000 most common ones: the head of
 * zxcvbn's frequency-ranked list of leaked passwords (@zxcvbn-ts/language-common). Built on
 * first use, so the browser bundles, which import only the rules, never carry the list.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set((rankedPasswords as string[]).slice(0, COMMON_PASSWORDS_REFUSED).map((entry) => entry.toLowerCase()))
  return commonPasswords.has(password.toLowerCase())
}

/**
 * The first broken rule's message, then the common-password check, or null when the
 * password is acceptable. The API applies it on sign-up, reset and change; the pages show
 * its message next to the password field.
 */
export function passwordProblem(password: string | null | undefined): string | null {
  if (!password) return messages.passwordRequired
  const broken = passwordRules.find((rule) => !rule.test(password))
  if (broken) return broken.message
  return isCommonPassword(password) ? ourMessages.passwordTooCommon : null
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const normalizeEmail = (email: string) => email.trim().toLowerCase()
