import { describe, expect, it } from 'vitest'
import { messages, ourMessages } from './messages'
import { COMMON_PASSWORDS_REFUSED, EMAIL_PATTERN, isCommonPassword, normalizeEmail, passwordProblem, PASSWORD_MIN_LENGTH } from './password'

describe('passwordProblem', () => {
  it.each([
    [undefined, messages.passwordRequired],
    ['', messages.passwordRequired],
    ['abc', messages.passwordMinLength],
    ['Ab1!xyz', messages.passwordMinLength],
    ['ABCDEFGH1!', messages.passwordLowercase],
    ['abcdefgh1!', messages.passwordUppercase],
    ['Abcdefgh!!', messages.passwordNumber],
    ['Abcdefgh12', messages.passwordSpecial],
  ])('%j → %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message)
  })

  it('accepts a password that meets every rule, spaces and non-ASCII included', () => {
    expect(passwordProblem('Correct-horse1')).toBeNull()
    expect(passwordProblem('Grüße aus 1 Ort')).toBeNull()
  })

  it("uses the spec's minimum length", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8)
    expect(passwordProblem('Aa1!aaaa')).toBeNull()
    expect(passwordProblem('Aa1!aaa')).toBe(messages.passwordMinLength)
  })

  it("keeps the spec's messages verbatim", () => {
    expect(messages.passwordMinLength).toBe('Needs a minimum of 8 characters.')
    expect(messages.passwordLowercase).toBe('Need a lowercase letter')
    expect(messages.passwordUppercase).toBe('Need a minimum of 1 capital letter')
    expect(messages.passwordNumber).toBe('Need a minimum of 1 number')
    expect(messages.passwordSpecial).toBe('Need a special character')
    expect(messages.passwordRequired).toBe('Password is required.')
  })
})

describe('e-mail', () => {
  it('is trimmed and lower-cased', () => {
    expect(normalizeEmail('  Dana.Landlord@Example.COM ')).toBe('dana.landlord@example.com')
  })

  it.each([
    ['dana@example.com', true],
    ['dana+rent@sub.example.co', true],
    ['dana@example', false],
    ['dana example.com', false],
    ['@example.com', false],
  ])('%s valid: %s', (email, valid) => {
    expect(EMAIL_PATTERN.test(email)).toBe(valid)
  })
})

describe('common passwords', () => {
  it('V2.1.7 refuses a password from the 10,000 most common ones, whatever its case, once it meets the rules', () => {
    expect(COMMON_PASSWORDS_REFUSED).toBeGreaterThanOrEqual(10_000)
    expect(isCommonPassword('password')).toBe(true)
    expect(isCommonPassword('P@SSW0RD')).toBe(true)
    expect(passwordProblem('P@ssw0rd')).toBe(ourMessages.passwordTooCommon)
    // The rules speak first: a common password that breaks one gets that rule's message.
    expect(passwordProblem('password')).toBe(messages.passwordUppercase)
    expect(passwordProblem('Correct-horse1')).toBeNull()
  })
})
