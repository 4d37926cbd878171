import { ArrowLeftIcon } from '@radix-ui/react-icons'
import { Link as RouterLink, Outlet, useLocation } from 'react-router'
import { PRODUCT_NAME } from '@common/messages'
import { AreaErrorBoundary } from '~/components/error-screens'
import { AdminBanner } from '~/components/shell/admin-banner'
import { MAIN_CONTENT_ID } from '~/components/shell/main-content'
import { Button, Link, Text } from '~/components/ui'
import { areaHome, getAuth, getUser } from '~/utils/auth.server'
import { getEnv } from '~/utils/env.server'
import { getFeatureFlags } from '~/utils/feature-flags.server'
import { lazyBoundary } from '~/utils/lazy-component'
import { sidebarNavigation, type Area } from '~/utils/navigation'
import type { Route } from './+types/_layout'
import { areaLinkMessages } from '~/features/forms/area-link'


/**
 * The signed-in top bar in a chunk of its own (ADR 027): visitors, who get the public bar, never
 * load it (~13 KB gzipped). The server renders it complete, in place (no script needed to show it);
 * for a signed-in user hydration keeps that HTML until the chunk, requested when the boundary
 * hydrates, has arrived.
 */
const TopBar = lazyBoundary(() => import('~/components/shell/top-bar').then((module) => module.TopBar))

export const publicBarMessages = {
  logIn: 'Log in',
  createAccount: 'Create account',
} as const

/**
 * Frame of the public form pages (product-spec §2 Forms: signed-in users get the top bar, others a
 * public bar). No sidebar: the form takes the width, so signed-in users get the way back to
 * their own area above the page ('Back to your dashboard' / 'Back to your home'). Each page
 * guards itself (the forms feature) in its own loader.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await getUser(context)
  if (!user) return { signedIn: null }
  const area: Area = getAuth(context).internalRole ?? 'landlord'
  const env = getEnv()
  const features = await getFeatureFlags(context)
  return {
    signedIn: {
      user: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        avatar: user.avatar ?? null,
      },
      area,
      home: { href: areaHome(area), label: areaLinkMessages[area] },
      isAdmin: user.role === 'admin',
      navigation: sidebarNavigation({
        area,
        features,
        supportUrl: env.SUPPORT_URL,
        feedbackUrl: env.FEEDBACK_URL,
      }),
    },
  }
}

export default function FormsLayout({ loaderData }: Route.ComponentProps) {
  const { signedIn } = loaderData
  return (
    <div className="flex min-h-dvh flex-col">
      {signedIn?.isAdmin ? <AdminBanner /> : null}
      {signedIn ? <TopBar user={signedIn.user} area={signedIn.area} navigation={signedIn.navigation} /> : <PublicBar />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
        <div className="mx-auto w-full max-w-6xl">
          {signedIn ? (
            <nav aria-label={areaLinkMessages.label} className="mb-4">
              <Link asChild size="2">
                <RouterLink to={signedIn.home.href} className="inline-flex min-h-11 items-center gap-2">
                  <ArrowLeftIcon aria-hidden />
                  {signedIn.home.label}
                </RouterLink>
              </Link>
            </nav>
          ) : null}
          <Outlet />
        </div>
      </main>
    </div>
  )
}

/** Visitors' bar: the brand, 'Log in' and 'Create account' (both come back to this page). */
function PublicBar() {
  const location = useLocation()
  const back = new URLSearchParams({
    redirectTo: `${location.pathname}${location.search}`,
  })
  return (
    <header
      className="sticky top-0 z-20 flex h-16 items-center gap-2 px-3 md:px-6"
      style={{
        backgroundColor: 'var(--color-panel-solid)',
        borderBottom: '1px solid var(--gray-a5)',
      }}
    >
      {/* The brand's name gives way to the two links on the narrowest phones. */}
      <RouterLink to="/app" aria-label={PRODUCT_NAME} className="inline-flex min-h-11 min-w-11 items-center gap-2 rounded-sm no-underline" style={{ color: 'var(--gray-12)' }}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="hidden min-[400px]:inline">
          <Text size="4" weight="bold">
            {PRODUCT_NAME}
          </Text>
        </span>
      </RouterLink>
      <nav aria-label="Account" className="ml-auto flex items-center gap-1 sm:gap-2">
        <Button asChild size="3" variant="ghost" color="gray" highContrast className="m-0 min-h-11">
          <RouterLink to={`/app/login?${back}`}>{publicBarMessages.logIn}</RouterLink>
        </Button>
        <Button asChild size="3" className="min-h-11">
          <RouterLink to={`/app/landlord/create-account?${back}`}>{publicBarMessages.createAccount}</RouterLink>
        </Button>
      </nav>
    </header>
  )
}

/** The frame itself failed (its loader): full-page error screens, reported under the spec's 'FormsSystem' area (§8). */
export function ErrorBoundary() {
  return <AreaErrorBoundary area="FormsSystem" />
}
