import { getEnv } from './env.server'

/**
 * reCAPTCHA (v2 checkbox) on sign-up: on only when both keys are set, verified on the
 * server with Google's siteverify. Without keys the product runs with captcha off.
 */
const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

export function captchaSiteKey(): string | null {
  const env = getEnv()
  return env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY ? env.RECAPTCHA_SITE_KEY : null
}

export const isCaptchaEnabled = () => captchaSiteKey() !== null

/** True when Google confirms the response token; false on a refusal or when Google is unreachable. */
export async function verifyCaptcha(responseToken: string | null | undefined, remoteIp?: string): Promise<boolean> {
  const secret = getEnv().RECAPTCHA_SECRET_KEY
  if (!isCaptchaEnabled() || !secret) return true
  if (!responseToken) return false
  const body = new URLSearchParams({ secret, response: responseToken })
  if (remoteIp && remoteIp !== 'local' && remoteIp !== 'unknown') body.set('remoteip', remoteIp)
  try {
    const response = await fetch(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(10_000) })
    if (!response.ok) return false
    const result = (await response.json()) as { success?: boolean }
    return result.success === true
  } catch (error) {
    console.error('reCAPTCHA verification failed', error instanceof Error ? error.message : error)
    return false
  }
}
