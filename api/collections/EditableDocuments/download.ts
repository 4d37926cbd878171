import { NotFound, type CollectionBeforeChangeHook, type FieldHook, type PayloadRequest } from 'payload'
import { pdfFilename } from '@api/documents/preview'
import { getApiEnv } from '@api/env'
import { ClientError } from '@api/errors'
import type { EditableDocument } from '@api/payload-types'
import { subscriptionGrantsAccess } from '@api/stripe/subscriptions'
import { relationId } from '@api/collections/FormSubmissions/shared'

export const DOWNLOAD_MESSAGES = {
  subscriptionRequired: 'A subscription is required to download this document.',
} as const

export type EditableDocumentDownload = { url: string; filename: string }

const CONTEXT_KEY = 'leasewell:editableDocumentDownloads'

/** Whether the organization may download generated documents (its subscription's grantsAccess). */
export async function organizationGrantsAccess(req: PayloadRequest, organizationId: number | null): Promise<boolean> {
  if (organizationId === null) return false
  const organization = await req.payload.findByID({ collection: 'organizations', id: organizationId, depth: 0, overrideAccess: true, disableErrors: true, req })
  return Boolean(organization) && subscriptionGrantsAccess(organization?.subscription)
}

/** 402 unless the organization's subscription grants access (always without Stripe keys). */
export async function requireDownloadAccess(req: PayloadRequest, organizationId: number | null) {
  if (!(await organizationGrantsAccess(req, organizationId))) throw new ClientError(DOWNLOAD_MESSAGES.subscriptionRequired, 402)
}

/** Where the PDF of an editable document is served (GET, organization staff only). */
export function editableDocumentFileUrl(id: number | string): string {
  return new URL(`/api/editable-documents/${id}/file`, getApiEnv().SERVER_URL).href
}

/**
 * PATCH with `download: true` (product-spec §7): checks the organization's grantsAccess before
 * anything is written (402 'A subscription is required to download this document.'), then
 * marks the request so that the returned document carries `editableDocumentDownload`.
 */
export const requestDownload: CollectionBeforeChangeHook<EditableDocument> = async ({ data, originalDoc, operation, req }) => {
  const wanted = (data as { download?: unknown }).download === true
  delete (data as { download?: unknown }).download
  if (!wanted) return data
  if (operation !== 'update' || !originalDoc) throw new NotFound(req.t)
  await requireDownloadAccess(req, relationId(originalDoc.organization))
  const granted = (req.context[CONTEXT_KEY] as Set<string> | undefined) ?? new Set<string>()
  granted.add(String(originalDoc.id))
  req.context[CONTEXT_KEY] = granted
  return data
}

/** The virtual `editableDocumentDownload`: { url, filename } on the answer to a granted download request, else absent. */
export const readDownload: FieldHook<EditableDocument> = ({ data, req }) => {
  const granted = req.context[CONTEXT_KEY] as Set<string> | undefined
  if (!data?.id || !granted?.has(String(data.id))) return undefined
  return { url: editableDocumentFileUrl(data.id), filename: pdfFilename(data.name ?? 'document') } satisfies EditableDocumentDownload
}
