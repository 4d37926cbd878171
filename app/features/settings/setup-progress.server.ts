import { data, redirect, type RouterContextProvider } from 'react-router'
import { allCountedStepsComplete, type SetupProgress } from '@common/setup'
import type { SetupBannerData } from '~/components/shell/setup-banner'
import type { Doc } from '~/utils/api.server'
import { api, getAuth, getUser, type Auth, type User } from '~/utils/auth.server'

type Context = Readonly<RouterContextProvider>
type Organization = Doc<'organizations'>

export const ACCOUNT_SETUP_PATH = '/app/landlord/account-setup'

/**
 * The organization a landlord works in, from the user as /users/me returns it (depth 1: its
 * permission rows, the organization by id): the first one the user is staff of. No extra API call.
 */
export function landlordOrganization(user: User): Organization | number | null {
  const permission = user.organizationPermissions?.docs
    ?.filter((doc) => typeof doc === 'object')
    .find((doc) => doc.roles.some((role) => role !== 'tenant'))
  return permission ? permission.organization : null
}

export const organizationIdOf = (organization: Organization | number) => (typeof organization === 'object' ? organization.id : organization)

/** One progress call per request, shared by the shell (banner) and the landlord index (redirect). */
const progressByRequest = new WeakMap<Auth, Promise<SetupProgress | null>>()

/**
 * The account-setup progress of the landlord's organization (GET
 * /api/organizations/{id}/setup-progress, computed by the server). Null when the user has
 * no organization, or when the call fails: the banner is not worth breaking a page for.
 */
export function loadSetupProgress(context: Context): Promise<SetupProgress | null> {
  const auth = getAuth(context)
  let progress = progressByRequest.get(auth)
  if (!progress) {
    progress = (async () => {
      const user = await getUser(context)
      const organization = user ? landlordOrganization(user) : null
      if (!organization) return null
      try {
        return await api(context).endpoint<SetupProgress>('GET', 'organizations', `/${organizationIdOf(organization)}/setup-progress`)
      } catch (error) {
        if (error instanceof Response) throw error
        console.warn('Loading the account-setup progress failed', error)
        return null
      }
    })()
    progressByRequest.set(auth, progress)
  }
  return progress
}

/**
 * The shell's banner progress: none once the session has seen every counted step complete
 * (the banner is hidden from then on: no call on every page). The account-setup page and
 * the once-per-session redirect read the progress itself.
 */
export async function loadShellSetupProgress(context: Context): Promise<SetupProgress | null> {
  const auth = getAuth(context)
  if (auth.session.get('setupComplete')) return null
  const progress = await loadSetupProgress(context)
  if (progress && allCountedStepsComplete(progress)) {
    auth.session.set('setupComplete', true)
    auth.dirty = true
  }
  return progress
}

/** Forget the request's progress (after an action changed it). */
export function forgetSetupProgress(context: Context) {
  progressByRequest.delete(getAuth(context))
}

/**
 * Spec §4: on the first load of /app/landlord in a session, a landlord with a counted
 * step incomplete and setup not skipped goes to account setup. The session remembers
 * (from sign-in) that the check is still due; the check clears it, whatever its outcome.
 */
export async function redirectToAccountSetupOnce(context: Context) {
  const auth = getAuth(context)
  if (!auth.session.get('accountSetupCheckDue')) return
  auth.session.unset('accountSetupCheckDue')
  auth.dirty = true
  if (auth.session.get('setupComplete')) return
  const progress = await loadSetupProgress(context)
  if (progress && !progress.setupSkipped && !allCountedStepsComplete(progress)) throw redirect(ACCOUNT_SETUP_PATH)
}

/** The banner's data (product-spec §2 Account-setup banner): hidden (null) once the five counted steps are complete. */
export function setupBanner(progress: SetupProgress | null): SetupBannerData | null {
  if (!progress || allCountedStepsComplete(progress)) return null
  return { progress, placement: progress.setupSkipped ? 'bottom' : 'top' }
}

/**
 * The landlord's organization as a full document for a settings or setup page: from
 * /users/me when it is populated there (no extra call), else read by id. A landlord
 * without one (never after sign-in, which creates it) gets the 404 page.
 */
export async function requireLandlordOrganization(context: Context, user: User): Promise<Organization> {
  const organization = landlordOrganization(user)
  if (organization === null) throw data(null, { status: 404 })
  if (typeof organization === 'object') return organization
  return api(context).findById('organizations', organization, { depth: 1 })
}
