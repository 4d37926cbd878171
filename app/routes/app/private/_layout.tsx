import { Outlet } from 'react-router'
import { AreaErrorBoundary } from '~/components/error-screens'
import { AppShell } from '~/components/shell/app-shell'
import { loadShellSetupProgress, setupBanner } from '~/features/settings/setup-progress.server'
import { ApiError, apiFetch, type PaginatedDocs } from '~/utils/api.server'
import { CREATE_NEW_DRAWER, type UnitPropertyChoice } from '~/components/shell/create-new'
import { countUnread } from '~/features/notifications/notifications.server'
import { api, getAuth, requireUser, type Auth } from '~/utils/auth.server'
import { openDrawer } from '~/utils/drawer'
import { formatLocality, formatStreet } from '@common/address'
import { getEnv } from '~/utils/env.server'
import { getFeatureFlags } from '~/utils/feature-flags.server'
import { sidebarNavigation, type Area } from '~/utils/navigation'
import { layoutMeta } from '~/utils/meta'
import type { Route } from './+types/_layout'

/** No title of its own; the error screen's title when it catches a page's error (ADR 035). */
export const meta: Route.MetaFunction = (args) => layoutMeta(args)

/**
 * The private area (product-spec §2): signed-in users only; renders the shell around every
 * landlord, tenant and shared page. Each child loader and action guards itself too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context)
  const auth = getAuth(context)
  const area: Area = auth.internalRole ?? 'landlord'
  const env = getEnv()
  // All in parallel, awaited together (a promise left pending outside Promise.all could reject unhandled).
  const [features, pendingInvitations, unitPropertyChoices, unread, setupProgress] = await Promise.all([
    getFeatureFlags(context),
    area === 'tenant' ? countPendingInvitations(auth, user.email) : Promise.resolve(0),
    area === 'landlord' && isChoosingUnitProperty(request) ? loadUnitPropertyChoices(context) : Promise.resolve(null),
    // The bell's red dot (product-spec §2) and the sidebar's unread maintenance requests (ADR 028): one call, two counts.
    countUnread(context, request),
    // The account-setup banner (landlords only): one call, shared with the landlord index's
    // redirect, and none once the session has seen setup complete.
    area === 'landlord' ? loadShellSetupProgress(context) : Promise.resolve(null),
  ])
  return {
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email, avatar: user.avatar ?? null },
    area,
    isAdmin: user.role === 'admin',
    navigation: sidebarNavigation({ area, features, pendingInvitations, unreadMaintenance: unread.maintenance, supportUrl: env.SUPPORT_URL, feedbackUrl: env.FEEDBACK_URL }),
    unitPropertyChoices,
    unreadNotifications: unread.notifications,
    setupBanner: setupBanner(setupProgress),
  }
}

/** The create-new dialog's "which property?" step for a quick-added unit (`?d=create-new&kind=unit`). */
function isChoosingUnitProperty(request: Request) {
  const url = new URL(request.url)
  return openDrawer(url.search).name === CREATE_NEW_DRAWER && url.searchParams.get('kind') === 'unit'
}

const UNIT_PROPERTY_CHOICES_SHOWN = 100

async function loadUnitPropertyChoices(context: Route.LoaderArgs['context']): Promise<UnitPropertyChoice[]> {
  const result = await api(context).find('properties', {
    where: { archived: { not_equals: true } },
    sort: 'address.line1',
    limit: UNIT_PROPERTY_CHOICES_SHOWN,
    depth: 0,
    select: { address: true, nickname: true },
  })
  return result.docs.map((property) => ({
    id: property.id,
    label: formatStreet(property.address) || property.nickname || `Property #${property.id}`,
    detail: [property.nickname, formatLocality(property.address)].filter(Boolean).join(' · '),
  }))
}

/**
 * Invitations to this tenant still waiting for an answer (product-spec §7: status pending); the
 * API lets an invitee read the invitations sent to its e-mail. A failing count never
 * breaks the shell.
 */
async function countPendingInvitations(auth: Auth, email: string): Promise<number> {
  try {
    const result = await apiFetch<PaginatedDocs<unknown>>('GET', '/invitations', {
      token: auth.token,
      query: { where: { and: [{ status: { equals: 'pending' } }, { email: { equals: email } }] }, depth: 0, limit: 1 },
    })
    return result.totalDocs
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) console.warn('Counting pending invitations failed', error)
    return 0
  }
}

export default function PrivateLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell user={loaderData.user} area={loaderData.area} isAdmin={loaderData.isAdmin} navigation={loaderData.navigation} setupBanner={loaderData.setupBanner}>
      <Outlet />
    </AppShell>
  )
}

/** The shell itself failed (its loader): full-page error screens. Pages' errors render inside the shell. */
export function ErrorBoundary() {
  return <AreaErrorBoundary area="Private Area" />
}
