import { AreaErrorBoundary } from '~/components/error-screens'

/**
 * Errors of a page inside the shell: the sidebar and top bar stay, the page area shows
 * the spec's 404 or generic error texts and buttons. Reported under 'Private Area'.
 */
export function PrivateAreaErrorBoundary() {
  return <AreaErrorBoundary area="Private Area" frame="panel" />
}
