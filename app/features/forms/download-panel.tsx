import type { SubmissionResult } from '@conform-to/react'
import { DownloadIcon } from '@radix-ui/react-icons'
import { useEffect, useRef } from 'react'
import { Form, Link as RouterLink } from 'react-router'
import { LoginForm, SignUpForm } from '~/features/auth/lazy-drawers'
import { FormAlert } from '~/components/form-alert'
import { Button, Flex, Link, Text } from '~/components/ui'

/** The words of the preview page's download panel (product-spec §2 Preview screen, §4 Download flow). */
export const downloadMessages = {
  download: 'Download',
  visitorHint: 'Create a free landlord account or log in to download your document.',
  createAccount: 'Create account',
  logIn: 'Log in',
  accountChoice: 'Create an account or log in',
  landlordHint: 'Your document is saved to your documents when you download it.',
  tenantOnly: 'Documents are for landlords. Log in with a landlord account to download this document.',
  openDocument: 'Open in your documents',
  downloadFailed: 'Unable to download the document.',
  continuing: 'You are signed in. Your download starts now.',
  continuingHint: 'If it does not start, press Download.',
} as const

/** The id of the preview's download panel: `#download` brings it into view. */
export const DOWNLOAD_PANEL_ID = 'download'

/** Which side of the toggle a visitor sees: `?auth=signup|login` on the preview URL. */
export type AuthChoice = 'signup' | 'login'

export const DOWNLOAD_INTENT = 'download'

export type DownloadPanelProps = {
  /** Who is looking: a visitor (no session), a signed-in landlord, or a tenant. */
  viewer: 'visitor' | 'landlord' | 'tenant'
  /** A visitor's open side of the create-account / log-in toggle, or null (the Download button). */
  auth: AuthChoice | null
  /** The preview URL with `auth=signup` and with `auth=login` (the toggle's links). */
  authHrefs: Record<AuthChoice, string>
  /** The sign-up form's needs (captcha site key, honeypot field), for visitors. */
  signUp: { captchaSiteKey: string | null; honeypot: { name: string; label: string } } | null
  /** The reply of a refused sign-up or log-in. */
  authResult?: SubmissionResult<string[]> | null
  /** The landlord's editable document of this draft, once it exists (/app/landlord/documents/{id}). */
  documentHref: string | null
  /**
   * A landlord who pressed Download as a visitor and has just signed up or logged in: the URL that
   * downloads the document (a GET, valid once). The panel opens it by itself: with JavaScript at
   * once, without it by a meta refresh.
   */
  continueDownloadHref?: string | null
  /** Why the last download did not happen. */
  error: string | null
}

/**
 * The right-hand panel of the preview page (product-spec §4 Download flow). A landlord's Download
 * is a plain (document) form post of intent 'download': the action claims and completes the
 * draft and either redirects to the file (the browser downloads it and stays on the page) or
 * reopens the page with the 'Subscribe' dialog — the same with and without JavaScript. A
 * visitor's Download opens the create-account form (the landlord sign-up) with a toggle to
 * log in; both post to the preview URL and come back to it signed in (a visitor's preview is served
 * without React: they are plain posts, as on the sign-up and log-in pages). A tenant is told that
 * documents are for landlords.
 */
export function DownloadPanel({ viewer, auth, authHrefs, signUp, authResult, documentHref, continueDownloadHref, error }: DownloadPanelProps) {
  return (
    <Flex direction="column" gap="3">
      <FormAlert errors={error ? [error] : undefined} />
      {viewer === 'landlord' ? (
        <>
          {continueDownloadHref ? <ContinueDownload href={continueDownloadHref} /> : null}
          <Form method="post" reloadDocument className="flex flex-col">
            <input type="hidden" name="intent" value={DOWNLOAD_INTENT} />
            <Button type="submit" size="3" className="min-h-11">
              <DownloadIcon aria-hidden />
              {downloadMessages.download}
            </Button>
          </Form>
          <Text as="p" size="2" color="gray" className="m-0">
            {downloadMessages.landlordHint}
          </Text>
          {documentHref ? (
            <Link asChild size="2">
              <RouterLink to={documentHref}>{downloadMessages.openDocument}</RouterLink>
            </Link>
          ) : null}
        </>
      ) : viewer === 'tenant' ? (
        <Text as="p" size="2" className="m-0">
          {downloadMessages.tenantOnly}
        </Text>
      ) : auth ? (
        <>
          <nav aria-label={downloadMessages.accountChoice} className="grid grid-cols-2 gap-2">
            {(['signup', 'login'] as const).map((choice) => (
              <Button key={choice} asChild size="2" variant={auth === choice ? 'solid' : 'soft'} color={auth === choice ? undefined : 'gray'} className="min-h-11 whitespace-nowrap">
                <RouterLink to={`${authHrefs[choice]}#${DOWNLOAD_PANEL_ID}`} replace preventScrollReset aria-current={auth === choice ? 'page' : undefined}>
                  {choice === 'signup' ? downloadMessages.createAccount : downloadMessages.logIn}
                </RouterLink>
              </Button>
            ))}
          </nav>
          {auth === 'signup' && signUp ? (
            <SignUpForm role="landlord" captchaSiteKey={signUp.captchaSiteKey} honeypot={signUp.honeypot} invitation={null} lastResult={authResult} />
          ) : (
            <LoginForm role="landlord" defaultRole="landlord" passwordReset={false} lastResult={authResult} />
          )}
        </>
      ) : (
        <>
          <Button asChild size="3" className="min-h-11">
            <RouterLink to={`${authHrefs.signup}#${DOWNLOAD_PANEL_ID}`} preventScrollReset>
              <DownloadIcon aria-hidden />
              {downloadMessages.download}
            </RouterLink>
          </Button>
          <Text as="p" size="2" color="gray" className="m-0">
            {downloadMessages.visitorHint}
          </Text>
        </>
      )}
    </Flex>
  )
}

/**
 * Goes on with the download a visitor asked for before signing up or logging in: opens `href`
 * (a document request: the browser saves the file and stays on this page) — with JavaScript
 * once after hydration, without it by a meta refresh (a <noscript> is skipped by browsers
 * running scripts, and React renders its <meta> in place rather than in the head).
 */
function ContinueDownload({ href }: { href: string }) {
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    window.location.assign(href)
  }, [href])
  return (
    <div role="status" className="flex flex-col gap-1">
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${href}`} />
      </noscript>
      <Text as="p" size="2" weight="medium" className="m-0">
        {downloadMessages.continuing}
      </Text>
      <Text as="p" size="2" color="gray" className="m-0">
        {downloadMessages.continuingHint}
      </Text>
    </div>
  )
}
