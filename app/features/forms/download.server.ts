import { redirect, redirectDocument, type RouterContextProvider } from 'react-router'
import { ApiError, apiFetch, type Doc } from '~/utils/api.server'
import { api, getAuth } from '~/utils/auth.server'
import { SUBSCRIBE_DRAWER } from '~/features/documents/subscribe-names'
import { downloadMessages } from './download-panel'
import { formPath, previewPath } from './templates'
import type { Draft, FormTemplate } from './templates.server'

/**
 * The landlord's side of the preview's download flow (product-spec §4 Download flow steps 3–5)
 * and the pending download that carries a visitor's Download across the sign-up or log-in.
 */

type Context = Readonly<RouterContextProvider>

/** Where a landlord finds a generated document, and its file (the browser downloads it). */
export const documentPath = (id: number | string) => `/app/landlord/documents/${id}`
export const documentFilePath = (id: number | string) => `${documentPath(id)}/file`

/** The query value of the preview URL that runs a pending download (`?download=start`). */
export const START_DOWNLOAD = 'start'

/** How long a pending download waits for the preview to continue it. */
export const PENDING_DOWNLOAD_MS = 15 * 60 * 1000

/**
 * After a visitor who pressed Download signed up or logged in on the preview (as a landlord):
 * the session remembers that this draft is to be downloaded, so the preview they land on goes
 * on with it instead of asking for Download again.
 */
export function rememberPendingDownload(context: Context, tempId: string, now = Date.now()) {
  const auth = getAuth(context)
  auth.session.set('pendingDownload', { tempId, at: now })
  auth.dirty = true
}

/** Whether the session holds a fresh pending download of `tempId`. */
export function hasPendingDownload(context: Context, tempId: string, now = Date.now()): boolean {
  const pending = getAuth(context).session.get('pendingDownload')
  return Boolean(pending && pending.tempId === tempId && now - pending.at >= 0 && now - pending.at < PENDING_DOWNLOAD_MS)
}

/**
 * Takes the pending download of `tempId` (once): true when it was there and fresh. The GET that
 * starts the download (a meta refresh without JavaScript) only acts with it, so a link from
 * elsewhere cannot start one.
 */
export function takePendingDownload(context: Context, tempId: string, now = Date.now()): boolean {
  const found = hasPendingDownload(context, tempId, now)
  const auth = getAuth(context)
  if (auth.session.get('pendingDownload')) {
    auth.session.unset('pendingDownload')
    auth.dirty = true
  }
  return found
}

/** Why a download did not happen (the page shows it in the download panel). */
export type DownloadRefusal = { downloadError: string; status: number }

/**
 * Spec §4 Download flow steps 3–5 for a signed-in landlord: claim the draft for the landlord's
 * organization, complete it (the editable document), ask for the download
 * (`PATCH /api/editable-documents/{id}` with `download: true`). Granted → throws a document
 * redirect to the file (the browser downloads it and stays on the page); 402 → throws a redirect
 * to the preview with the 'Subscribe' dialog; the API's form check disagreeing → throws a
 * redirect to the page it names. Other refusals are returned.
 */
export async function downloadDraft(context: Context, template: FormTemplate, draft: Draft): Promise<DownloadRefusal> {
  const { token } = getAuth(context)
  const preview = previewPath(template.group.slug, template.stateSlug, draft.tempId)
  const refusal = (error: ApiError): DownloadRefusal => ({
    downloadError: error.status < 500 ? error.message : downloadMessages.downloadFailed,
    status: error.status < 500 ? error.status : 502,
  })
  let documentId: number
  try {
    const { doc } = await apiFetch<{ doc: Draft }>('POST', `/form-submissions/draft/${draft.tempId}/claim`, { token, json: {} })
    const completed = await apiFetch<{ editableDocument: Doc<'editable-documents'> }>('POST', `/form-submissions/${doc.id}/complete`, { token })
    documentId = completed.editableDocument.id
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    // The API's form check disagrees with the page's: back to the page it names.
    const step = (error.body as { errors?: Array<{ data?: { step?: string | null } }> } | undefined)?.errors?.[0]?.data?.step
    if (error.status === 400 && step) throw redirect(formPath(template.group.slug, template.stateSlug, { tempId: draft.tempId, step, check: 1 }), 303)
    return refusal(error)
  }
  try {
    await api(context).update('editable-documents', documentId, { download: true })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.status === 402) throw redirect(`${preview}&${new URLSearchParams({ d: SUBSCRIBE_DRAWER, target: String(documentId) })}`, 303)
    return refusal(error)
  }
  throw redirectDocument(documentFilePath(documentId), 303)
}
