import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, useRouteLoaderData } from 'react-router'
import { useEffect } from 'react'
import type { Route } from './+types/root'
import './app.css'
import { GeneralErrorScreen, NotFoundScreen } from './components/error-screens'
import { ToastDisplay } from './components/shell/toast-display'
import { TokenRefreshTimer } from './components/shell/token-refresh-timer'
import { Theme } from './components/ui'
import { authMiddleware, consumeToast, getAuth, getUser } from './utils/auth.server'
import { getPublicEnv } from './utils/env.server'
import { getFeatureFlags } from './utils/feature-flags.server'
import { usePageScripts } from './utils/hydrate'
import { LowPriorityScripts } from './utils/module-preloads'
import { useNonce } from './utils/nonce'
import { securityMiddleware } from './utils/security.server'
import { pageTitle } from './utils/meta'

export const middleware: Route.MiddlewareFunction[] = [securityMiddleware, authMiddleware]

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Rental management') }]

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export async function loader({ context }: Route.LoaderArgs) {
  const [user, featureFlags] = await Promise.all([getUser(context), getFeatureFlags(context)])
  const auth = getAuth(context)
  return {
    // What a page's client code may need of the user; the whole document stays on the server.
    user: user ? { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, avatar: user.avatar ?? null } : null,
    internalRole: user ? (auth.internalRole ?? 'landlord') : null,
    tokenExpiresAt: user ? auth.exp : null,
    featureFlags,
    toast: consumeToast(context),
    env: getPublicEnv(),
  }
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>

export const useRootData = () => useRouteLoaderData<typeof loader>('root')

export type { StaticHandle } from './utils/hydrate'

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const data = useRouteLoaderData<typeof loader>('root')
  const { hydrate, enhance } = usePageScripts()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        <Links />
      </head>
      <body>
        <Theme accentColor="indigo" grayColor="slate" radius="medium" scaling="100%">
          {children}
        </Theme>
        {hydrate ? (
          <>
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `window.ENV = ${JSON.stringify(data?.env ?? {})}` }} />
            <ScrollRestoration nonce={nonce} />
            {/* React Router's scripts and module preloads, the preloads at low priority (ADR 027). */}
            <LowPriorityScripts nonce={nonce} />
          </>
        ) : (
          // A page without React's scripts may enhance its HTML with a small script of its own (StaticHandle.enhance).
          enhance.map((src) => <script key={src} type="module" src={src} nonce={nonce} />)
        )}
      </body>
    </html>
  )
}

/** Inside the Capacitor shell only (its bridge sets window.Capacitor), the shell's behaviour: back button, status bar, system browser. */
function useNativeShell() {
  useEffect(() => {
    const capacitor = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor
    if (capacitor?.isNativePlatform?.()) void import('./features/native-shell/native-shell.client').then((shell) => shell.startNativeShell())
  }, [])
}

export default function App({ loaderData }: Route.ComponentProps) {
  useNativeShell()
  return (
    <>
      <Outlet />
      <ToastDisplay toast={loaderData.toast} />
      <TokenRefreshTimer expiresAt={loaderData.tokenExpiresAt} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />
  return <GeneralErrorScreen />
}
