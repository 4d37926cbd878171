import { data } from 'react-router'

/**
 * An unknown path under /app/landlord (ADR 035): a 404 inside the shell — the landlord
 * layout's error boundary shows the spec's not-found texts with the sidebar and top bar,
 * titled 'Page not found' (its meta) — not the bare page of the app-wide catch-all.
 */
export function loader() {
  throw data(null, { status: 404 })
}

export default function LandlordNotFound() {
  return null
}
