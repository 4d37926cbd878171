import { data, redirect, type RouterContextProvider } from 'react-router'
import { listingMessages, listingPath, readInquiry, sitePath, type InquiryField, type PublicListing, type PublicSite } from '@common/listings'
import { messages, ourMessages } from '@common/messages'
import { ApiError, apiFetch } from '~/utils/api.server'
import { captchaSiteKey, isCaptchaEnabled, verifyCaptcha } from '~/utils/captcha.server'
import { getEnv } from '~/utils/env.server'
import { loadFeatureFlags } from '~/utils/feature-flags.server'
import { honeypotProps, isSpam } from '~/utils/honeypot.server'
import { clientIpContext } from '~/utils/security.server'

type Context = Readonly<RouterContextProvider>

/** The captcha's answer field (Google's widget names it). */
export const CAPTCHA_FIELD = 'g-recaptcha-response'

/**
 * The public website is on while the visitors' ('public' role) feature flags include
 * 'public.website' (product-spec §4: visitors use the public flags); otherwise its pages are
 * not found, whoever asks.
 */
export async function requirePublicWebsite() {
  const flags = await loadFeatureFlags()
  if (!(flags.get('public') ?? []).includes('public.website')) throw data(null, { status: 404 })
}

/** The absolute origin the website's canonical URLs, Open Graph and sitemap use (SERVER_URL). */
export const publicOrigin = () => getEnv().SERVER_URL.replace(/\/$/, '')

/** The website's current address when the API answered for a previous one (404 with `{ movedTo }`). */
export function movedSiteSlug(body: unknown): string | null {
  const movedTo = (body as { errors?: Array<{ data?: { movedTo?: unknown } }> } | undefined)?.errors?.[0]?.data?.movedTo
  return typeof movedTo === 'string' && movedTo ? movedTo : null
}

/** The same page at the website's current address: a 301, so shared links and search engines follow the change (ADR 032). */
export function redirectToMovedSite(request: Request, slug: string, movedTo: string): never {
  const url = new URL(request.url)
  const prefix = sitePath(slug)
  const rest = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : ''
  throw redirect(`${sitePath(movedTo)}${rest}${url.search}`, 301)
}

/**
 * A GET of the public website's API (no token: what any visitor may read); 404 and 410 pass
 * through as the page's status, a previous address of the website redirects.
 */
async function publicGet<T>(request: Request, slug: string, path: string): Promise<T> {
  try {
    return await apiFetch<T>('GET', path)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      const movedTo = movedSiteSlug(error.body)
      if (movedTo) redirectToMovedSite(request, slug, movedTo)
    }
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) throw data(null, { status: error.status })
    throw error
  }
}

const slugPath = (slug: string | undefined) => `/organizations/sites/${encodeURIComponent(slug ?? '')}`

export async function loadSite(request: Request, slug: string | undefined) {
  await requirePublicWebsite()
  return publicGet<{ site: PublicSite; listings: PublicListing[] }>(request, slug ?? '', slugPath(slug))
}

export async function loadPublicListing(request: Request, slug: string | undefined, unitId: string | undefined) {
  await requirePublicWebsite()
  if (!/^\d{1,12}$/.test(unitId ?? '')) throw data(null, { status: 404 })
  const result = await publicGet<{ site: PublicSite; listing: PublicListing }>(request, slug ?? '', `${slugPath(slug)}/listings/${unitId}`)
  return { ...result, inquiry: { honeypot: honeypotProps(), captchaSiteKey: captchaSiteKey() } }
}

export async function loadSitemapData() {
  await requirePublicWebsite()
  return apiFetch<{ sites: Array<{ slug: string; updatedAt: string; listings: Array<{ id: number; updatedAt: string }> }> }>('GET', '/organizations/sites')
}

export type InquiryReply = { errors: Partial<Record<InquiryField | 'form' | typeof CAPTCHA_FIELD, string>>; values: Record<string, string> }

/**
 * The inquiry form's action (ADR 032): a filled honeypot is dropped silently (the visitor sees
 * the confirmation); the captcha is checked when configured; the API validates, throttles and
 * creates the lead. Success redirects to the listing with `?sent=1` (PRG).
 */
export async function submitInquiry(context: Context, request: Request, params: { slug?: string; unitId?: string }) {
  await requirePublicWebsite()
  const slug = params.slug ?? ''
  const unitId = params.unitId ?? ''
  if (!/^\d{1,12}$/.test(unitId)) throw data(null, { status: 404 })
  const formData = await request.formData()
  const sent = `${listingPath(slug, unitId)}?sent=1#inquiry`
  if (isSpam(formData)) throw redirect(sent)
  const values = Object.fromEntries(['name', 'email', 'phone', 'message'].map((key) => [key, String(formData.get(key) ?? '')]))
  const { inquiry, errors } = readInquiry(values)
  if (!inquiry) return data<InquiryReply>({ errors, values }, { status: 400 })
  if (isCaptchaEnabled() && !(await verifyCaptcha(String(formData.get(CAPTCHA_FIELD) ?? ''), context.get(clientIpContext)))) {
    return data<InquiryReply>({ errors: { [CAPTCHA_FIELD]: messages.captchaRequired }, values }, { status: 400 })
  }
  try {
    await apiFetch('POST', `${slugPath(slug)}/listings/${unitId}/inquiries`, { json: inquiry })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const movedTo = error.status === 404 ? movedSiteSlug(error.body) : null
    if (movedTo) redirectToMovedSite(request, slug, movedTo)
    if (error.status === 404 || error.status === 410) throw data(null, { status: error.status })
    if (error.status === 429) return data<InquiryReply>({ errors: { form: ourMessages.tooManyAttempts }, values }, { status: 429 })
    if (error.status === 400) {
      const fieldErrors = error.fieldErrors as InquiryReply['errors']
      return data<InquiryReply>({ errors: Object.keys(fieldErrors).length ? fieldErrors : { form: error.message }, values }, { status: 400 })
    }
    throw error
  }
  throw redirect(sent)
}

export { listingMessages }
