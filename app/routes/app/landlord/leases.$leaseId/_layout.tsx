import { data, Link, Outlet, redirect, useLocation } from 'react-router'
import { DetailTabs } from '~/components/detail-tabs'
import { ConfirmDialog } from '~/components/lazy-drawers'
import { INVITATION_RESEND, INVITATION_SEND, LEASE_DRAWERS, leaseMessages, REQUIRED_DOCUMENT_REMOVE, REQUIRED_DOCUMENT_TOGGLE } from '~/features/portfolio/lease-drawer-names'
import { InviteContactSchema, LeaseStatusSchema, RequiredDocumentSchema } from '~/features/portfolio/lease-drawers'
import { InviteContactDrawer, LeaseEditDrawer, LeaseStatusDrawer, RequiredDocumentAddDrawer } from '~/features/portfolio/lazy-drawers'
import { contactToApi } from '~/features/portfolio/contact-form'
import { LeaseActions } from '~/features/portfolio/lease-actions'
import { propertyHref, unitHref } from '~/features/portfolio/lease-display'
import { LeaseSchema, leaseToApi } from '~/features/portfolio/lease-form'
import { isLeaseTenant, leaseBasePath, toLeaseView, type LeaseView } from '~/features/portfolio/lease-page'
import { loadContactOptions, loadUnitOptions } from '~/features/portfolio/lease.server'
import type { LeasePageDoc } from '@api/collections/Leases/endpoints/page'
import { NoteAddDrawer } from '~/features/notes/lazy-drawers'
import { NOTE_ADD_DRAWER } from '~/features/notes/note-names'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { ArchivedBadge, LeaseStatusBadge } from '~/components/status-badge'
import { Callout, Flex, Link as ThemeLink, Text } from '~/components/ui'
import { CONDITION_REPORT_CONFIG_DRAWER } from '~/features/condition-reports/condition-report-names'
import { loadMoveInChecklistReminder } from '~/features/condition-reports/condition-reports.server'
import { ApiError } from '~/utils/api.server'
import type { Toast } from '~/utils/session.server'
import { api, flashToast, requireLandlord } from '~/utils/auth.server'
import { safeRedirect } from '~/utils/redirect'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { confirmAction, requireId, submitForm } from '~/utils/form-action.server'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import { formatCents } from '~/utils/money'
import { handleNoteIntent } from '~/features/notes/notes.server'
import type { Route } from './+types/_layout'

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData?.lease.title ?? 'Lease', error)

const LEASES_PATH = '/app/landlord/leases'

/**
 * The lease as the page and its tabs read it: GET /api/leases/:id/page, the lease with its unit,
 * property, contacts, invitations and required documents in plain statements (ADR 045 amendment);
 * another organization's lease, or one in the trash, is the not-found screen.
 */
async function loadLeasePageDoc(context: Route.LoaderArgs['context'], id: number) {
  try {
    return await api(context).endpoint<LeasePageDoc>('GET', 'leases', `/${id}/page`)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireLandlord(context)
  const id = requireId(params.leaseId)
  const doc = await loadLeasePageDoc(context, id)
  const lease = toLeaseView(doc)
  // Drawer data only while that drawer is open.
  const drawer = openDrawer(new URL(request.url).search).name
  const [unitGroups, contactOptions, moveInChecklist] = await Promise.all([
    drawer === LEASE_DRAWERS.edit ? loadUnitOptions(context, { include: lease.unit?.id }) : null,
    drawer === LEASE_DRAWERS.inviteContact ? loadContactOptions(context, lease.tenants.map((tenant) => tenant.id)) : null,
    loadMoveInChecklistReminder(context, id, doc.unit?.address.state),
  ])
  return { lease, unitGroups, contactOptions, moveInChecklist }
}

/** The fields the read-modify-write intents (tenants, required documents) change. */
async function currentLists(context: Route.ActionArgs['context'], id: number) {
  const lease = await api(context).findById('leases', id, { depth: 0, select: { contacts: true, requiredDocuments: true } })
  const contacts = (lease.contacts ?? []).map((contact) => (typeof contact === 'object' ? contact.id : contact))
  return { contacts, requiredDocuments: lease.requiredDocuments ?? [] }
}

/**
 * The tenant is on the lease; now the invitation e-mail to the tenant portal. A
 * contact without e-mail, or already linked to an account, is simply on the lease.
 */
async function inviteToPortal(client: ReturnType<typeof api>, lease: number, contact: number): Promise<Toast> {
  try {
    const { doc } = await client.create('invitations', { lease, contact })
    return { type: 'success', title: 'Invitation sent.', description: `${doc.email} can now create an account and see this lease.` }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error
    const reason = error.fieldErrors.contact ?? error.message
    return { type: 'success', title: 'Contact added to the lease.', description: reason }
  }
}

async function toastAndReturn(context: Route.ActionArgs['context'], formData: FormData, fallback: string, work: () => Promise<Toast>): Promise<never> {
  let toast: Toast
  try {
    toast = await work()
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error
    if (error.status === 404) throw data(null, { status: 404 })
    toast = { type: 'error', title: error.message }
  }
  flashToast(context, toast)
  throw redirect(safeRedirect(formData.get('returnTo'), fallback))
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireLandlord(context)
  const id = requireId(params.leaseId)
  const formData = await request.formData()
  const client = api(context)

  const noteResult = await handleNoteIntent(context, formData, { lease: id })
  if (noteResult) return noteResult

  switch (formData.get('intent')) {
    case LEASE_DRAWERS.edit:
      return submitForm({
        context,
        formData,
        schema: LeaseSchema,
        intent: LEASE_DRAWERS.edit,
        mutate: (value) => client.update('leases', id, leaseToApi(value)),
        toast: { type: 'success', title: 'Lease saved.' },
        fallbackRedirect: leaseBasePath(id),
      })
    case LEASE_DRAWERS.status:
      return submitForm({
        context,
        formData,
        schema: LeaseStatusSchema,
        intent: LEASE_DRAWERS.status,
        mutate: (value) => client.update('leases', id, { status: value.status }),
        toast: { type: 'success', title: 'Status saved.' },
        fallbackRedirect: leaseBasePath(id),
      })
    case LEASE_DRAWERS.inviteContact:
      return submitForm({
        context,
        formData,
        schema: InviteContactSchema,
        intent: LEASE_DRAWERS.inviteContact,
        mutate: async (value) => {
          const { contacts } = await currentLists(context, id)
          if (value.contact && contacts.includes(value.contact)) throw new ApiError(leaseMessages.alreadyTenant, 400)
          const contactId = value.contact ?? (await client.create('contacts', { ...contactToApi(value), type: 'tenant' })).doc.id
          await client.update('leases', id, { contacts: [...contacts, contactId] })
          return inviteToPortal(client, id, contactId)
        },
        toast: (outcome) => outcome,
        redirectTo: `${leaseBasePath(id)}/tenants`,
      })
    // One-button forms on the Tenants tab: the outcome, success or refusal, is a toast.
    case INVITATION_SEND:
      return toastAndReturn(context, formData, `${leaseBasePath(id)}/tenants`, () => inviteToPortal(client, id, requireId(formData.get('target'))))
    case INVITATION_RESEND:
      return toastAndReturn(context, formData, `${leaseBasePath(id)}/tenants`, async () => {
        await client.endpoint('POST', 'invitations', `/${requireId(formData.get('target'))}/resend`)
        return { type: 'success', title: 'Invitation sent again.', description: 'The earlier link no longer works.' }
      })
    case LEASE_DRAWERS.removeTenant: {
      const contactId = requireId(formData.get('target'))
      return confirmAction({
        context,
        formData,
        intent: LEASE_DRAWERS.removeTenant,
        mutate: async () => {
          const { contacts } = await currentLists(context, id)
          return client.update('leases', id, { contacts: contacts.filter((contact) => contact !== contactId) })
        },
        toast: { type: 'success', title: 'Tenant removed from the lease.' },
        fallbackRedirect: leaseBasePath(id),
      })
    }
    case LEASE_DRAWERS.requiredDocumentAdd:
      return submitForm({
        context,
        formData,
        schema: RequiredDocumentSchema,
        intent: LEASE_DRAWERS.requiredDocumentAdd,
        mutate: async (value) => {
          const { requiredDocuments } = await currentLists(context, id)
          return client.update('leases', id, {
            requiredDocuments: [...requiredDocuments, { name: value.name, description: value.description ?? null, received: false }],
          })
        },
        toast: { type: 'success', title: 'Required document added.' },
        fallbackRedirect: `${leaseBasePath(id)}/required-documents`,
      })
    case REQUIRED_DOCUMENT_TOGGLE:
    case REQUIRED_DOCUMENT_REMOVE: {
      const intent = String(formData.get('intent'))
      const rowId = String(formData.get('target') ?? '')
      // The wanted state is posted (not flipped), so a repeated submit does not undo itself.
      const received = formData.get('received') === 'true'
      const removing = intent === REQUIRED_DOCUMENT_REMOVE
      return confirmAction({
        context,
        formData,
        intent,
        mutate: async () => {
          const { requiredDocuments } = await currentLists(context, id)
          if (!requiredDocuments.some((document) => document.id === rowId)) throw data(null, { status: 404 })
          const next = removing
            ? requiredDocuments.filter((document) => document.id !== rowId)
            : requiredDocuments.map((document) => (document.id === rowId ? { ...document, received } : document))
          return client.update('leases', id, { requiredDocuments: next })
        },
        toast: { type: 'success', title: removing ? 'Required document removed.' : received ? 'Marked as received.' : 'Marked as not received.' },
        fallbackRedirect: `${leaseBasePath(id)}/required-documents`,
      })
    }
    case LEASE_DRAWERS.archive:
    case LEASE_DRAWERS.unarchive: {
      const archived = formData.get('intent') === LEASE_DRAWERS.archive
      return confirmAction({
        context,
        formData,
        intent: String(formData.get('intent')),
        mutate: () => client.update('leases', id, { archived }),
        toast: { type: 'success', title: archived ? 'Lease archived.' : 'Lease unarchived.' },
        fallbackRedirect: leaseBasePath(id),
      })
    }
    case LEASE_DRAWERS.delete:
      return confirmAction({
        context,
        formData,
        intent: LEASE_DRAWERS.delete,
        // Payload's trash: hidden from lists, restorable.
        mutate: () => client.update('leases', id, { deletedAt: new Date().toISOString() }),
        toast: { type: 'success', title: 'Lease deleted.' },
        redirectTo: LEASES_PATH,
      })
    default:
      throw data(null, { status: 400 })
  }
}

export default function LeaseLayout({ loaderData }: Route.ComponentProps) {
  const { lease, unitGroups, contactOptions, moveInChecklist } = loaderData
  const location = useLocation()
  const drawer = openDrawer(location.search)
  const base = leaseBasePath(lease.id)
  // Drawers post to this layout (not to the tab's route); the search keeps the drawer open on errors.
  const layoutAction = `${base}${location.search}`
  const open = (name: string, extra: Record<string, string | number> = {}) => drawerHref(location, name, extra)
  const removedTenant = drawer.name === LEASE_DRAWERS.removeTenant ? lease.tenants.find((tenant) => String(tenant.id) === drawer.target) : undefined

  return (
    <>
      <PageHeader
        back={{ to: LEASES_PATH, label: 'Leases' }}
        title={lease.title}
        description={<LeaseWhere lease={lease} />}
        actions={
          <LeaseActions
            archived={lease.archived}
            hrefs={{
              edit: open(LEASE_DRAWERS.edit),
              status: open(LEASE_DRAWERS.status),
              inviteContact: open(LEASE_DRAWERS.inviteContact),
              addNote: open(NOTE_ADD_DRAWER),
              renew: `/app/landlord/wizards/lease-renewal?lease=${lease.id}`,
              archive: open(lease.archived ? LEASE_DRAWERS.unarchive : LEASE_DRAWERS.archive),
              delete: open(LEASE_DRAWERS.delete),
            }}
          />
        }
      />
      <LeaseSummary lease={lease} />
      {moveInChecklist ? (
        <Callout.Root color="amber" role="status" className="mb-3">
          <Callout.Text>
            {moveInChecklist.name} requires a move-in checklist ({moveInChecklist.citation}): {moveInChecklist.requirement} No move-in condition report of this lease is completed yet.{' '}
            <ThemeLink asChild>
              <Link to={`${base}/condition-reports?d=${CONDITION_REPORT_CONFIG_DRAWER}`}>Start a move-in report</Link>
            </ThemeLink>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <DetailTabs
        label="Lease sections"
        tabs={[
          { to: base, label: 'Overview', end: true },
          { to: `${base}/tenants`, label: 'Tenants' },
          { to: `${base}/required-documents`, label: 'Required Documents' },
          { to: `${base}/notes`, label: 'Notes' },
          { to: `${base}/condition-reports`, label: 'Condition Reports' },
          { to: `${base}/maintenance`, label: 'Maintenance' },
          { to: `${base}/security-deposit`, label: 'Security Deposit' },
          { to: `${base}/transactions`, label: 'Transactions' },
        ]}
      />
      <Outlet />

      {drawer.name === LEASE_DRAWERS.edit ? <LeaseEditDrawer action={layoutAction} lease={lease} unitGroups={unitGroups ?? []} /> : null}
      {drawer.name === LEASE_DRAWERS.status ? <LeaseStatusDrawer action={layoutAction} lease={lease} /> : null}
      {drawer.name === LEASE_DRAWERS.inviteContact ? <InviteContactDrawer action={layoutAction} contactOptions={contactOptions ?? []} /> : null}
      {drawer.name === LEASE_DRAWERS.requiredDocumentAdd ? <RequiredDocumentAddDrawer action={layoutAction} /> : null}
      {drawer.name === NOTE_ADD_DRAWER ? <NoteAddDrawer action={layoutAction} /> : null}
      {removedTenant ? (
        <ConfirmDialog
          title="Remove tenant"
          description={`Remove ${removedTenant.name} from this lease? The contact itself is kept.`}
          intent={LEASE_DRAWERS.removeTenant}
          target={removedTenant.id}
          action={layoutAction}
          confirmLabel="Remove tenant"
          destructive
        />
      ) : null}
      {drawer.name === LEASE_DRAWERS.archive && !lease.archived ? (
        <ConfirmDialog
          title="Archive lease"
          description="Archived leases are hidden from the lease list unless you filter for them. You can unarchive it at any time."
          intent={LEASE_DRAWERS.archive}
          action={layoutAction}
          confirmLabel="Archive lease"
        />
      ) : null}
      {drawer.name === LEASE_DRAWERS.unarchive && lease.archived ? (
        <ConfirmDialog
          title="Unarchive lease"
          description="The lease shows in the lease list again."
          intent={LEASE_DRAWERS.unarchive}
          action={layoutAction}
          confirmLabel="Unarchive lease"
        />
      ) : null}
      {drawer.name === LEASE_DRAWERS.delete ? (
        <ConfirmDialog
          title="Delete lease"
          description={`Delete ${lease.title}? It disappears from your lists; nothing is lost, and it can be restored.`}
          intent={LEASE_DRAWERS.delete}
          action={layoutAction}
          confirmLabel="Delete lease"
          destructive
        />
      ) : null}
    </>
  )
}

/** 'Unit 2B · Oak duplex, 12 Oak St, Austin, TX 78701' with links to the unit and its property. */
function LeaseWhere({ lease }: { lease: LeaseView }) {
  const { unit, property } = lease
  if (!unit) return null
  const propertyId = property?.id ?? unit.propertyId
  return (
    <Flex as="span" gap="2" wrap="wrap">
      {propertyId ? (
        <ThemeLink asChild>
          <Link to={unitHref(propertyId, unit.id)}>{unit.name || unit.street}</Link>
        </ThemeLink>
      ) : (
        <span>{unit.name || unit.street}</span>
      )}
      {property ? (
        <>
          <span aria-hidden>·</span>
          <ThemeLink asChild>
            <Link to={propertyHref(property.id)}>{property.label}</Link>
          </ThemeLink>
        </>
      ) : null}
    </Flex>
  )
}

function LeaseSummary({ lease }: { lease: LeaseView }) {
  return (
    <Flex gap="3" align="center" wrap="wrap" mb="4">
      <LeaseStatusBadge status={lease.status} />
      <ArchivedBadge archived={lease.archived} />
      <Text size="2" weight="medium" className="tabular-nums">
        {formatCents(lease.rent)}
        <Text color="gray" weight="regular">
          {' '}
          / month
        </Text>
      </Text>
      <Text size="2" color="gray">
        {formatDate(lease.startDate)} – {lease.endDate ? formatDate(lease.endDate) : 'Open-ended'}
      </Text>
      <Text size="2" color="gray">
        {lease.tenants.filter(isLeaseTenant).map((tenant) => tenant.name).join(', ') || 'No tenants yet'}
      </Text>
    </Flex>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
