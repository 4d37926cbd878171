import { data } from 'react-router'

/**
 * An unknown path under the shared private pages (/app/settings/…, /app/notifications/…;
 * ADR 035): a 404 inside the shell, through the page-level error boundary below.
 */
export function loader() {
  throw data(null, { status: 404 })
}

export default function PrivateNotFound() {
  return null
}

export { PrivateAreaErrorBoundary as ErrorBoundary } from '~/components/shell/route-error'
