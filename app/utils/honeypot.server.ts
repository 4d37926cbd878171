/**
 * Honeypot for public forms: a field people never see (off-screen, skipped by keyboard
 * and screen readers) that naive bots fill in. A filled honeypot rejects the submission
 * without saying why.
 */
export const HONEYPOT_FIELD_NAME = 'leave_this_blank'

export type HoneypotProps = { name: string; label: string }

/** What the page renders (passed through loader data so the client bundle needs no server code). */
export const honeypotProps = (): HoneypotProps => ({ name: HONEYPOT_FIELD_NAME, label: 'Please leave this field blank' })

export function isSpam(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD_NAME)
  return typeof value === 'string' ? value.trim() !== '' : value !== null
}
