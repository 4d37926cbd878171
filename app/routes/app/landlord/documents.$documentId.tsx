import { DownloadIcon, FileTextIcon, Link2Icon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons'
import { data, Link, redirect, redirectDocument, useActionData, useLocation } from 'react-router'
import { DocumentCategoryBadge } from '~/features/documents/document-badge'
import { ConnectDocumentSchema, RenameDocumentSchema } from '~/features/documents/documents'
import {
  DOCUMENT_CONNECT,
  DOCUMENT_DELETE,
  DOCUMENT_RENAME,
  DOCUMENTS_PATH,
  documentEditHref,
  documentFileHref,
  documentHref,
  documentMessages,
} from '~/features/documents/documents-paths'
import { loadLeaseOptions, loadPropertyOptions, resolveDocumentForm } from '~/features/documents/documents.server'
import { ConfirmDialog } from '~/components/lazy-drawers'
import { leaseHref, leaseTitle, populated, propertyHref, propertyTitle, type LeasePropertyLike, type LeaseUnitLike } from '~/features/portfolio/lease-display'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Card, DataList, Flex, Link as ThemeLink, Text } from '~/components/ui'
import { DocumentConnectDrawer, DocumentRenameDrawer, SubscribeDialog } from '~/features/documents/lazy-drawers'
import { SUBSCRIBE_DRAWER, SUBSCRIBE_INTENT, subscribeMessages } from '~/features/documents/subscribe-names'
import { ApiError, apiFetch } from '~/utils/api.server'
import { api, getAuth, requireLandlord } from '~/utils/auth.server'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { confirmAction, requireId, submitForm } from '~/utils/form-action.server'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import { previewPdfPath } from '~/features/forms/templates'
import type { Route } from './+types/documents.$documentId'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData?.document.name ?? 'Document', error)

type LeaseLike = { id: number; nickname?: string | null; unit?: number | LeaseUnitLike | null }

/**
 * /app/landlord/documents/{id}: one generated document — its PDF (the file resource route
 * /app/landlord/documents/{id}/file), Download, Edit (documents/{id}/edit: its form, prefilled),
 * and the rename, connect (lease/property) and delete (to the trash) drawers. Another organization's document is the API's 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireLandlord(context)
  const id = requireId(params.documentId)
  const drawer = openDrawer(new URL(request.url).search)
  const connecting = drawer.name === DOCUMENT_CONNECT
  const [document, leaseOptions, propertyOptions] = await Promise.all([
    api(context)
      .findById('editable-documents', id, {
        depth: 2,
        select: { name: true, category: true, lease: true, property: true, formSubmission: true, createdAt: true, updatedAt: true },
        populate: { leases: { nickname: true, unit: true }, units: { name: true, address: true }, properties: { nickname: true, address: true } },
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
        throw error
      }),
    connecting ? loadLeaseOptions(context) : Promise.resolve(null),
    connecting ? loadPropertyOptions(context) : Promise.resolve(null),
  ])
  // The file route downloads (attachment); the page shows the same answers' PDF inline through the form preview.
  const form = await resolveDocumentForm(context, document.formSubmission as number | { id: number } | null)
  const lease = populated(document.lease as number | LeaseLike | null)
  const property = populated(document.property as number | LeasePropertyLike | null)
  return {
    document: {
      id: document.id,
      name: document.name,
      category: document.category,
      createdAt: document.createdAt,
      updatedAt: document.updatedAt,
      lease: lease ? { id: lease.id, title: leaseTitle({ id: lease.id, nickname: lease.nickname, unit: lease.unit }) } : null,
      property: property ? { id: property.id, title: propertyTitle(property) || `Property #${property.id}` } : null,
    },
    /** The header's way back: the documents list. */
    back: { href: DOCUMENTS_PATH, label: 'Documents' },
    /** The inline PDF (`preview.pdf` of the document's submission); null when its template is gone. */
    viewHref: form ? previewPdfPath(form.templateSlug, form.stateSlug, form.tempId) : null,
    leaseOptions,
    propertyOptions,
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireLandlord(context)
  const id = requireId(params.documentId)
  const formData = await request.formData()
  const client = api(context)
  const intent = formData.get('intent')
  if (intent === DOCUMENT_RENAME) {
    return submitForm({
      context,
      formData,
      schema: RenameDocumentSchema,
      intent,
      mutate: (value) => client.update('editable-documents', id, { name: value.name }),
      toast: { type: 'success', title: documentMessages.renamed },
      fallbackRedirect: `${DOCUMENTS_PATH}/${id}`,
    })
  }
  if (intent === DOCUMENT_CONNECT) {
    return submitForm({
      context,
      formData,
      schema: ConnectDocumentSchema,
      intent,
      mutate: (value) => client.update('editable-documents', id, { lease: value.lease ?? null, property: value.property ?? null }),
      toast: { type: 'success', title: documentMessages.connected },
      fallbackRedirect: `${DOCUMENTS_PATH}/${id}`,
    })
  }
  if (intent === DOCUMENT_DELETE) {
    return confirmAction({
      context,
      formData,
      intent,
      mutate: () => client.update('editable-documents', id, { deletedAt: new Date().toISOString() }),
      toast: { type: 'success', title: documentMessages.deleted },
      redirectTo: DOCUMENTS_PATH,
    })
  }
  if (intent === SUBSCRIBE_INTENT) return subscribe(context, id)
  throw new Response(null, { status: 400 })
}

export type DocumentActionData = { subscribeError?: string }

/**
 * The Subscribe dialog's post (the file route sends a download without paid access here with
 * `?d=subscribe&target={id}`): a Stripe Checkout session for the document's organization,
 * returning through /app/settings/subscription/return to this page. 409 (access already
 * granted, or Stripe off): the file itself.
 */
async function subscribe(context: Route.ActionArgs['context'], id: number) {
  const document = await api(context)
    .findById('editable-documents', id, { depth: 0, select: { organization: true } })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
      throw error
    })
  const organization = typeof document.organization === 'object' ? document.organization.id : document.organization
  try {
    const { url } = await apiFetch<{ url: string }>('POST', `/organizations/${organization}/subscription/checkout`, {
      token: getAuth(context).token,
      json: { successUrl: `/app/settings/subscription/return?session_id={CHECKOUT_SESSION_ID}&document=${id}`, cancelUrl: documentHref(id) },
    })
    throw redirect(url, 303)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.status === 409) throw redirectDocument(documentFileHref(id), 303)
    return data<DocumentActionData>({ subscribeError: error.status === 403 ? error.message : subscribeMessages.checkoutFailed }, { status: error.status < 500 ? error.status : 502 })
  }
}

export default function DocumentPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const drawer = openDrawer(location.search)
  const { document, viewHref, back } = loaderData
  const actionData = useActionData<DocumentActionData>()
  const subscribeErrors = actionData && 'subscribeError' in actionData && actionData.subscribeError ? [actionData.subscribeError] : null
  const fileHref = documentFileHref(document.id)
  return (
    <>
      <PageHeader
        back={{ to: back.href, label: back.label }}
        title={document.name}
        actions={
          <Button asChild size="3" className="min-h-11">
            <a href={fileHref} download>
              <DownloadIcon aria-hidden /> Download
            </a>
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card size="1" className="order-2 lg:order-1">
          {viewHref ? (
            // The browser's own PDF viewer; browsers without one (most phones) get the download link.
            <object data={viewHref} type="application/pdf" aria-label={`${document.name} (PDF)`} className="block h-[70vh] min-h-96 w-full">
              <PdfFallback fileHref={fileHref} />
            </object>
          ) : (
            <PdfFallback fileHref={fileHref} />
          )}
        </Card>
        <Flex direction="column" gap="4" className="order-1 lg:order-2">
          <Card size="2">
            <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
              <DataList.Item>
                <DataList.Label>Category</DataList.Label>
                <DataList.Value>
                  <DocumentCategoryBadge category={document.category} />
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Lease</DataList.Label>
                <DataList.Value>
                  {document.lease ? (
                    <ThemeLink asChild>
                      <Link to={leaseHref(document.lease.id)}>{document.lease.title}</Link>
                    </ThemeLink>
                  ) : (
                    <Text color="gray">Not connected</Text>
                  )}
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Property</DataList.Label>
                <DataList.Value>
                  {document.property ? (
                    <ThemeLink asChild>
                      <Link to={propertyHref(document.property.id)}>{document.property.title}</Link>
                    </ThemeLink>
                  ) : (
                    <Text color="gray">Not connected</Text>
                  )}
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Created</DataList.Label>
                <DataList.Value>{formatDate(document.createdAt)}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Updated</DataList.Label>
                <DataList.Value>{formatDate(document.updatedAt)}</DataList.Value>
              </DataList.Item>
            </DataList.Root>
          </Card>
          <Flex direction="column" gap="2">
            <Button asChild size="3" variant="soft" color="gray" className="min-h-11 justify-start">
              {/* Reopens the document's form prefilled; the next download contains the edit. */}
              <Link to={documentEditHref(document.id)}>
                <FileTextIcon aria-hidden /> Edit
              </Link>
            </Button>
            <Button asChild size="3" variant="soft" color="gray" className="min-h-11 justify-start">
              <Link to={drawerHref(location, DOCUMENT_RENAME)} preventScrollReset>
                <Pencil1Icon aria-hidden /> Rename
              </Link>
            </Button>
            <Button asChild size="3" variant="soft" color="gray" className="min-h-11 justify-start">
              <Link to={drawerHref(location, DOCUMENT_CONNECT)} preventScrollReset>
                <Link2Icon aria-hidden /> Connect to a lease or property
              </Link>
            </Button>
            <Button asChild size="3" variant="soft" color="red" className="min-h-11 justify-start">
              <Link to={drawerHref(location, DOCUMENT_DELETE)} preventScrollReset>
                <TrashIcon aria-hidden /> Delete
              </Link>
            </Button>
          </Flex>
        </Flex>
      </div>

      {drawer.name === SUBSCRIBE_DRAWER ? <SubscribeDialog documentId={document.id} errors={subscribeErrors} /> : null}
      {drawer.name === DOCUMENT_RENAME ? <DocumentRenameDrawer name={document.name} /> : null}
      {drawer.name === DOCUMENT_CONNECT ? (
        <DocumentConnectDrawer lease={document.lease} property={document.property} leaseOptions={loaderData.leaseOptions} propertyOptions={loaderData.propertyOptions} />
      ) : null}
      {drawer.name === DOCUMENT_DELETE ? (
        <ConfirmDialog
          title="Delete this document?"
          description={`“${document.name}” moves to the trash.`}
          intent={DOCUMENT_DELETE}
          confirmLabel="Delete document"
          destructive
        />
      ) : null}
    </>
  )
}

function PdfFallback({ fileHref }: { fileHref: string }) {
  return (
    <Flex direction="column" align="center" gap="3" p="5">
      <Text size="2">This browser cannot show the PDF here.</Text>
      <Button asChild size="3" variant="soft" className="min-h-11">
        <a href={fileHref}>Download the PDF</a>
      </Button>
    </Flex>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
