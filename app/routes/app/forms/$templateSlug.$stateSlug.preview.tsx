import { useEffect, useMemo, type ReactNode } from 'react'
import { data, redirect, redirectDocument, Link as RouterLink, useNavigate, useRouteLoaderData, type RouterContextProvider } from 'react-router'
import { AreaErrorBoundary } from '~/components/error-screens'
import { DOWNLOAD_INTENT, DOWNLOAD_PANEL_ID, DownloadPanel, downloadMessages, type AuthChoice } from '~/features/forms/download-panel'
import { documentFilePath, documentPath, downloadDraft, hasPendingDownload, rememberPendingDownload, START_DOWNLOAD, takePendingDownload } from '~/features/forms/download.server'
import { fetchPreviewPdf, GeneratingDocument, PdfViewer, previewMessages, usePreviewPdf } from '~/features/forms/preview'
import { VisitorPreviewPane } from '~/features/forms/preview/visitor-preview-pane'
import visitorPreviewScript from '~/features/forms/preview/visitor-preview.ts?page-script'
import { usePageHydrates, type StaticHandle } from '~/utils/hydrate'
import type { RootLoaderData } from '~/root'
import { useHydrated } from 'remix-utils/use-hydrated'
import { FormAlert } from '~/components/form-alert'
import { PageHeader } from '~/components/shell/page-header'
import { SubscribeDialog } from '~/features/documents/lazy-drawers'
import { SUBSCRIBE_DRAWER, SUBSCRIBE_INTENT, subscribeMessages } from '~/features/documents/subscribe-names'
import { Button, Card, Flex, Link, Text } from '~/components/ui'
import { ApiError, apiFetch } from '~/utils/api.server'
import { api, getAuth, requireUser } from '~/utils/auth.server'
import { captchaSiteKey } from '~/utils/captcha.server'
import { openDrawer } from '~/utils/drawer'
import { honeypotProps } from '~/utils/honeypot.server'
import { titleMeta } from '~/utils/meta'
import { createAccountAction } from '~/features/auth/create-account.server'
import { loginAction } from '~/features/auth/login.server'
import { buildSteps, documentName, stateHash, submissionData, type Answers } from '@common/forms'
import type { Route } from './+types/$templateSlug.$stateSlug.preview'
import { formPageMessages, formPath, previewPath, previewPdfPath } from '~/features/forms/templates'
import { formsViewer, requireCompleteDraft, requireFormsFeature, requireFormTemplate, type Draft, type FormTemplate } from '~/features/forms/templates.server'

/**
 * A visitor's preview is served without React: the page's own script draws the PDF
 * (./visitor-preview.ts); the sign-up and log-in forms post as on their own pages (ADR 027,
 * "the visitor's preview without React"). Signed in, the page hydrates.
 */
export const handle: StaticHandle = { hydrate: 'signed-in', enhance: visitorPreviewScript }

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData ? `${formPageMessages.previewTitle}: ${loaderData.title}` : formPageMessages.previewTitle, error)

/**
 * The preview URL with the create-account (`auth=signup`) or log-in (`auth=login`) side open; it
 * returns here, to the download panel (`#download`: in view on phones, where it follows the PDF).
 */
function authHref(preview: string, choice: AuthChoice) {
  const [path, query = ''] = preview.split('?')
  const params = new URLSearchParams(query)
  params.set('auth', choice)
  params.set('redirectTo', `${preview}#${DOWNLOAD_PANEL_ID}`)
  return `${path}?${params}`
}

const authChoiceOf = (url: URL): AuthChoice | null => {
  const value = url.searchParams.get('auth')
  return value === 'signup' || value === 'login' ? value : null
}

/**
 * /app/forms/{templateSlug}/{stateSlug}/preview?tempId=… (product-spec §2 Preview screen, §4 Preview
 * and Download flow): the PDF of the draft on the left, 'Download' on the right. No draft →
 * the form's start; an incomplete form → back to its first incomplete page (`step`). The PDF
 * comes from the preview.pdf resource route: without JavaScript an <object> with an 'Open
 * the PDF' link; with it pdf.js, from the browser's 24 h cache when these answers were
 * previewed before (no server call), else after 'Generating your document...'. A failure
 * reads 'Unable to generate a preview.' (or the API's refusal, else 'An unknown error occurred').
 *
 * Download (the action, see below): a visitor gets the landlord sign-up with a toggle to log
 * in (`?auth=signup|login`, both return here signed in); a landlord's post completes the
 * draft into an editable document and downloads its file, or opens the 'Subscribe' dialog
 * (`?d=subscribe&target=<document id>`) when the organization's subscription lacks access.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  await requireFormsFeature(context)
  const template = await requireFormTemplate(context, params.templateSlug, params.stateSlug)
  const url = new URL(request.url)
  const draft = await requireCompleteDraft(context, template, url.searchParams.get('tempId'))
  const answers = draft.submission as Answers
  const steps = buildSteps(template.form, answers)
  const slug = template.group.slug
  // The PDF itself comes from preview.pdf (or, with JavaScript, from the browser's cache):
  // this page makes no generation call, so a second preview of the same answers makes none.
  const name = documentName(template.form, answers)
  const filename = `${name || template.form.title || template.group.name}.pdf`
  const viewer = await formsViewer(context)
  const preview = previewPath(slug, template.stateSlug, draft.tempId)
  // A visitor's Download goes on after the sign-up or log-in (the session's pending download):
  // this page starts it (`?download=start`, below) — by itself, with or without JavaScript.
  let downloadError: string | null = null
  if (url.searchParams.get('download') === START_DOWNLOAD) {
    if (viewer !== 'landlord' || !takePendingDownload(context, draft.tempId)) throw redirect(preview)
    downloadError = (await downloadDraft(context, template, draft)).downloadError
  }
  const drawer = openDrawer(url.search)
  const subscribeTarget = viewer === 'landlord' && drawer.name === SUBSCRIBE_DRAWER && drawer.target && /^\d+$/.test(drawer.target) ? Number(drawer.target) : null
  return {
    title: template.form.title || template.group.name,
    viewer,
    auth: viewer === 'visitor' ? authChoiceOf(url) : null,
    authHrefs: { signup: authHref(preview, 'signup'), login: authHref(preview, 'login') },
    signUp: viewer === 'visitor' ? { captchaSiteKey: captchaSiteKey(), honeypot: honeypotProps() } : null,
    documentHref: viewer === 'landlord' && draft.editableDocument ? documentPath(draft.editableDocument) : null,
    continueDownloadHref: viewer === 'landlord' && !downloadError && hasPendingDownload(context, draft.tempId) ? `${preview}&download=${START_DOWNLOAD}` : null,
    downloadError,
    subscribeTarget,
    filename,
    pdfHref: previewPdfPath(slug, template.stateSlug, draft.tempId),
    // The browser's preview cache key (product-spec §3 preview cache record: tempId + form-state hash),
    // hashed over what the PDF is made of (the visible answers and the document's name): completing
    // the draft at the download keeps only those, and must not make the same PDF look new.
    tempId: draft.tempId,
    templateId: template.templateId,
    formStateHash: stateHash(submissionData(template.form, answers)),
    backHref: formPath(slug, template.stateSlug, {
      tempId: draft.tempId,
      step: Math.max(0, steps.length - 1),
    }),
  }
}

/** What the action answers when it does not redirect. */
export type PreviewActionData = { downloadError?: string; subscribeError?: string }

/**
 * The preview page's posts.
 * - A visitor (no session): the sign-up (`?auth=signup`, a landlord account — captcha,
 *   honeypot and throttles as /app/landlord/create-account) or the log-in (`?auth=login`,
 *   landlord area); both redirect back to this preview (`redirectTo`), signed in, where
 *   Download continues the flow with the same tempId. Anything else → the sign-up side.
 * - intent 'download' (a landlord): claim the draft for the landlord's organization, complete
 *   it (the editable document is created), then ask for the download
 *   (`PATCH /api/editable-documents/{id}` with `download: true`): granted → a document
 *   redirect to the file route (the browser downloads the PDF and stays here); 402 → this
 *   page with the 'Subscribe' dialog. A tenant: 403 with the landlords-only message.
 * - intent 'subscribe' (a landlord, `target` = the document): a Stripe Checkout session for
 *   the document's organization (success → /app/settings/subscription/return?document=…,
 *   cancel → this preview) and a redirect to it; when the API says there is nothing to buy
 *   (409: access granted, or no Stripe), straight to the file.
 */
export async function action(args: Route.ActionArgs) {
  const { context, params, request } = args
  await requireFormsFeature(context)
  const template = await requireFormTemplate(context, params.templateSlug, params.stateSlug)
  const url = new URL(request.url)
  if ((await formsViewer(context)) === 'visitor') {
    const tempId = url.searchParams.get('tempId') ?? ''
    const choice = authChoiceOf(url)
    if (!choice) throw redirect(authHref(previewPath(template.group.slug, template.stateSlug, tempId), 'signup'), 303)
    try {
      return choice === 'login' ? await loginAction(args, 'landlord') : await createAccountAction(args, 'landlord')
    } finally {
      // Signed in as a landlord (the sign-in redirects back here): the preview goes on with the download.
      const auth = getAuth(context)
      if (auth.token && auth.internalRole === 'landlord') rememberPendingDownload(context, tempId)
    }
  }
  await requireUser(context)
  const formData = await request.formData()
  if (getAuth(context).internalRole === 'tenant') return data<PreviewActionData>({ downloadError: downloadMessages.tenantOnly }, { status: 403 })
  const draft = await requireCompleteDraft(context, template, url.searchParams.get('tempId'))
  const intent = formData.get('intent')
  if (intent === DOWNLOAD_INTENT) {
    const { downloadError, status } = await downloadDraft(context, template, draft)
    return data<PreviewActionData>({ downloadError }, { status })
  }
  if (intent === SUBSCRIBE_INTENT) return subscribe(context, template, draft, formData.get('target'))
  return data<PreviewActionData>({ downloadError: downloadMessages.downloadFailed }, { status: 400 })
}

type Context = Readonly<RouterContextProvider>

/** Starts Stripe Checkout for the organization that holds document `target`. */
async function subscribe(context: Context, template: FormTemplate, draft: Draft, target: FormDataEntryValue | null) {
  if (typeof target !== 'string' || !/^\d+$/.test(target)) throw data(null, { status: 404 })
  const { token } = getAuth(context)
  const document = await api(context).findById('editable-documents', target, { depth: 0 })
  const organization = typeof document.organization === 'object' ? document.organization.id : document.organization
  try {
    const { url } = await apiFetch<{ url: string }>('POST', `/organizations/${organization}/subscription/checkout`, {
      token,
      json: {
        successUrl: `/app/settings/subscription/return?session_id={CHECKOUT_SESSION_ID}&document=${document.id}`,
        cancelUrl: previewPath(template.group.slug, template.stateSlug, draft.tempId),
      },
    })
    throw redirect(url, 303)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    // Nothing to buy: the subscription already grants access (or Stripe is off).
    if (error.status === 409) throw redirectDocument(documentFilePath(document.id), 303)
    return data<PreviewActionData>({ subscribeError: error.status === 403 ? error.message : subscribeMessages.checkoutFailed }, { status: error.status < 500 ? error.status : 502 })
  }
}

export default function PreviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { title, pdfHref, backHref, filename, subscribeTarget } = loaderData
  const enhance = !usePageHydrates()
  // The root loader's public environment (a type-only import: the root module stays the route's own).
  const minLoadingMs = useRouteLoaderData<RootLoaderData>('root')?.env.PREVIEW_MIN_LOADING_MS
  const fallback = (
    <object data={pdfHref} type="application/pdf" aria-label={filename ?? title} className="block h-[75dvh] min-h-[480px] w-full">
      <Flex direction="column" gap="2" p="4">
        <Text as="p" size="2">
          {formPageMessages.pdfFallback}
        </Text>
        <OpenPdfLink href={pdfHref} />
      </Flex>
    </object>
  )
  // The left column: the visitor's (no React, ./visitor-preview.ts) or the React preview.
  const pane = { tempId: loaderData.tempId, templateId: loaderData.templateId, formStateHash: loaderData.formStateHash, pdfHref, title: filename ?? title, fallback }
  const reply = actionData as (PreviewActionData & { result?: never }) | { result: Parameters<typeof DownloadPanel>[0]['authResult'] } | undefined
  return (
    <>
      <PageHeader
        title={title}
        description={formPageMessages.previewTitle}
        actions={
          <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
            <RouterLink to={backHref}>{formPageMessages.backToForm}</RouterLink>
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card size="1" className="min-w-0 p-0">
          {enhance ? <VisitorPreviewPane {...pane} minLoadingMs={minLoadingMs} /> : <PreviewPane {...pane} />}
        </Card>
        {/* On phones the panel follows the PDF: while a visitor signs up or logs in (or a download
            goes on), it comes first, and #download scrolls to it below the sticky top bar. */}
        <Card size="3" id={DOWNLOAD_PANEL_ID} className={`scroll-mt-20 self-start ${loaderData.auth || loaderData.continueDownloadHref ? 'order-first lg:order-none' : ''}`}>
          <Flex direction="column" gap="3">
            <DownloadPanel
              viewer={loaderData.viewer}
              auth={loaderData.auth}
              authHrefs={loaderData.authHrefs}
              signUp={loaderData.signUp}
              authResult={reply && 'result' in reply ? reply.result : null}
              documentHref={loaderData.documentHref}
              continueDownloadHref={loaderData.continueDownloadHref}
              error={reply && 'downloadError' in reply ? (reply.downloadError ?? null) : loaderData.downloadError}
            />
            <OpenPdfLink href={pdfHref} />
          </Flex>
        </Card>
      </div>
      {subscribeTarget !== null ? <SubscribeDialog documentId={subscribeTarget} errors={reply && 'subscribeError' in reply && reply.subscribeError ? [reply.subscribeError] : null} /> : null}
    </>
  )
}

/** 'Open the PDF': the preview's PDF in a tab of its own (the browser's viewer). */
function OpenPdfLink({ href }: { href: string }) {
  return (
    <Link asChild size="2">
      <a href={href} target="_blank" rel="noopener">
        {formPageMessages.openPdf}
      </a>
    </Link>
  )
}

/**
 * With JavaScript: the PDF from the browser's preview cache when this draft's answers were
 * previewed in the last 24 h, else 'Generating your document...' (at least 5 s, product-spec §9) and
 * the server's PDF, shown with pdf.js. Without JavaScript: the <object> fallback.
 */
function PreviewPane({
  tempId,
  templateId,
  formStateHash,
  pdfHref,
  title,
  fallback,
}: {
  tempId: string
  templateId: number
  formStateHash: string
  pdfHref: string
  title: string
  fallback: ReactNode
}) {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const fetchPreview = useMemo(() => fetchPreviewPdf(pdfHref), [pdfHref])
  const preview = usePreviewPdf({ tempId, templateId, formStateHash, fetchPreview, enabled: hydrated })
  const redirectTo = preview.status === 'error' ? preview.redirectTo : undefined
  useEffect(() => {
    if (!redirectTo) return
    const url = new URL(redirectTo, window.location.origin)
    void navigate(url.pathname + url.search, { replace: true })
  }, [redirectTo, navigate])
  if (!hydrated) return <noscript>{fallback}</noscript>
  if (preview.status === 'generating') return <GeneratingDocument card={false} />
  if (preview.status === 'error') {
    return (
      <Flex direction="column" gap="3" align="start" p="4">
        <FormAlert errors={[preview.message]} />
        <Button type="button" size="3" variant="soft" className="min-h-11" onClick={preview.retry}>
          {previewMessages.tryAgain}
        </Button>
      </Flex>
    )
  }
  if (preview.status === 'ready') return <PdfViewer data={preview.pdf} title={title} />
  return <div className="min-h-[320px]" aria-busy="true" />
}

export function ErrorBoundary() {
  return <AreaErrorBoundary area="FormsSystem" frame="panel" />
}
