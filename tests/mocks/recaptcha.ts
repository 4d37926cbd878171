import { http, HttpResponse } from 'msw'

/**
 * msw handlers for Google's reCAPTCHA siteverify (tests never reach Google): the secret must
 * be the test one; PASSING_TOKEN passes, any other token fails as Google answers it.
 * `siteverifyRequests` keeps every form Google was sent.
 */
export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
export const RECAPTCHA_TEST_KEYS = { RECAPTCHA_SITE_KEY: 'test-site-key', RECAPTCHA_SECRET_KEY: 'test-secret-key' } as const
export const PASSING_TOKEN = 'passing-token'

export const siteverifyRequests: URLSearchParams[] = []

export const recaptchaHandlers = [
  http.post(SITEVERIFY_URL, async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    siteverifyRequests.push(form)
    if (form.get('secret') !== RECAPTCHA_TEST_KEYS.RECAPTCHA_SECRET_KEY) return HttpResponse.json({ success: false, 'error-codes': ['invalid-input-secret'] })
    if (form.get('response') !== PASSING_TOKEN) return HttpResponse.json({ success: false, 'error-codes': ['invalid-input-response'] })
    return HttpResponse.json({ success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' })
  }),
]

export const recaptchaFailures = {
  unreachable: http.post(SITEVERIFY_URL, () => HttpResponse.error()),
  serverError: http.post(SITEVERIFY_URL, () => new HttpResponse('Backend Error', { status: 500 })),
}
