import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { conditionReportLinkPath, conditionReportMessages, type ConditionReportStatus, type ConditionReportType, type ConditionRoom } from '@common/condition-reports'
import { ApiError, apiFetch, collectionClient } from '~/utils/api.server'
import { flashToast } from '~/utils/auth.server'
import { apiErrorReply, type FormReply } from '~/utils/form-action.server'
import { CONDITION_LINK_NOTES_INTENT, CONDITION_LINK_SIGN_INTENT, ConditionSignSchema, LinkNotesSchema, linkNotesIntentFor } from './condition-report-forms'

type Context = Readonly<RouterContextProvider>

/** What a signing link shows (GET /api/condition-reports/link/{token}). */
export type ConditionLinkView = {
  report: {
    id: number
    type: ConditionReportType
    status: ConditionReportStatus
    unitAddress: string | null
    rooms: ConditionRoom[]
    photoCounts: Record<string, number>
    signers: Array<{ contact: number | null; name: string; signed: boolean }>
    pdfSha256: string | null
  }
  signer: { contact: number; name: string; signed: boolean }
}

/** The report of a tenant's signing link (no account); an invalid, expired or replaced link says so. */
export async function loadConditionLink(token: string | undefined): Promise<ConditionLinkView | { invalid: string }> {
  try {
    return await collectionClient(null).endpoint<ConditionLinkView>('GET', 'condition-reports', `/link/${encodeURIComponent(token ?? '')}`)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { invalid: conditionReportMessages.linkInvalid }
    throw error
  }
}

/**
 * A signing link's forms, as a tenant without an account posts them (ADR 031): one item's note
 * and photo, or the signature. The link is the only credential; success goes back to the page
 * (the room it was on).
 */
export async function conditionLinkAction(context: Context, token: string | undefined, formData: FormData) {
  const intent = String(formData.get('intent') ?? '')
  const path = conditionReportLinkPath(token ?? '')
  const call = (body: FormData | Record<string, unknown>) =>
    apiFetch('POST', `/condition-reports/link/${encodeURIComponent(token ?? '')}`, body instanceof FormData ? { formData: body } : { json: body })

  if (intent === CONDITION_LINK_SIGN_INTENT) {
    const submission = parseWithZod(formData, { schema: ConditionSignSchema })
    if (submission.status !== 'success') return data<FormReply>({ intent, result: submission.reply() }, { status: 400 })
    try {
      await call({ intent: 'sign', name: submission.value.name, agree: submission.value.agree })
    } catch (error) {
      const reply = apiErrorReply(error)
      if (!reply) throw error
      return data<FormReply>({ intent, result: submission.reply(reply.reply) }, { status: reply.status })
    }
    flashToast(context, { type: 'success', title: 'Signed. Thank you!' })
    throw redirect(path)
  }

  if (intent.startsWith(`${CONDITION_LINK_NOTES_INTENT}:`)) {
    const submission = parseWithZod(formData, { schema: LinkNotesSchema })
    const item = typeof formData.get('item') === 'string' ? String(formData.get('item')) : ''
    if (submission.status !== 'success') return data<FormReply>({ intent: linkNotesIntentFor(item), result: submission.reply() }, { status: 400 })
    // Multipart, so that a photo goes with the note.
    const body = new FormData()
    body.append('_payload', JSON.stringify({ intent: 'notes', item: submission.value.item, notes: submission.value.notes ?? '' }))
    if (submission.value.photo) body.append('file', submission.value.photo, submission.value.photo.name)
    try {
      await call(body)
    } catch (error) {
      const reply = apiErrorReply(error, { file: 'photo' })
      if (!reply) throw error
      return data<FormReply>({ intent: linkNotesIntentFor(item), result: submission.reply(reply.reply) }, { status: reply.status })
    }
    flashToast(context, { type: 'success', title: 'Saved.' })
    const room = formData.get('room')
    throw redirect(typeof room === 'string' && room ? `${path}?room=${encodeURIComponent(room)}#${encodeURIComponent(submission.value.item)}` : path)
  }
  throw new Response(null, { status: 400 })
}
