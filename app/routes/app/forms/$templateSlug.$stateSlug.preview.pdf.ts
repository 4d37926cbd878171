import { ApiError } from '~/utils/api.server'
import type { Route } from './+types/$templateSlug.$stateSlug.preview.pdf'
import { formPageMessages } from '~/features/forms/templates'
import { renderPreview, requireCompleteDraft, requireFormsFeature, requireFormTemplate } from '~/features/forms/templates.server'
import type { Answers } from '@common/forms'

/**
 * /app/forms/{templateSlug}/{stateSlug}/preview.pdf?tempId=…: the preview PDF of a complete
 * draft (POST /api/form-submissions/preview), shown inline by the preview page's <object>
 * and its 'Open the PDF' link — no JavaScript needed. Not cached (the answers may change). No
 * draft → the form's start; an incomplete form → its first incomplete page (product-spec §4). A
 * failure is a plain-text 'Unable to generate a preview.' (500) or the API's refusal.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  await requireFormsFeature(context)
  const template = await requireFormTemplate(context, params.templateSlug, params.stateSlug)
  const draft = await requireCompleteDraft(context, template, new URL(request.url).searchParams.get('tempId'))
  try {
    const { pdf, filename } = await renderPreview(context, template.templateId, draft.submission as Answers)
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.byteLength),
        'Content-Disposition': `inline; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        // The preview page embeds it (<object>): our own pages only.
        'X-Frame-Options': 'SAMEORIGIN',
        'Content-Security-Policy': "frame-ancestors 'self'",
      },
    })
  } catch (error) {
    const status = error instanceof ApiError && error.status < 500 ? error.status : 500
    const message = error instanceof ApiError && error.status < 500 ? error.message : formPageMessages.previewFailed
    return new Response(message, {
      status,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      },
    })
  }
}
