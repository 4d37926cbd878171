import { describe, expect, test } from 'vitest'
import { HONEYPOT_FIELD_NAME, honeypotProps, isSpam } from './honeypot.server'

const form = (entries: Record<string, string>) => {
  const formData = new FormData()
  for (const [key, value] of Object.entries(entries)) formData.set(key, value)
  return formData
}

describe('honeypot', () => {
  test('a person leaves the hidden field empty', () => {
    expect(isSpam(form({ email: 'a@b.co', [HONEYPOT_FIELD_NAME]: '' }))).toBe(false)
    expect(isSpam(form({ email: 'a@b.co' }))).toBe(false)
  })

  test('a bot that fills it is caught', () => {
    expect(isSpam(form({ email: 'a@b.co', [HONEYPOT_FIELD_NAME]: 'Bot McBotface' }))).toBe(true)
  })

  test('a file in the field counts as filled', () => {
    const formData = new FormData()
    formData.set(HONEYPOT_FIELD_NAME, new Blob(['x']), 'x.txt')
    expect(isSpam(formData)).toBe(true)
  })

  test('the page renders the same field name the check reads', () => {
    expect(honeypotProps().name).toBe(HONEYPOT_FIELD_NAME)
  })
})
