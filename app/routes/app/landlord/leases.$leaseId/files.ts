import { redirect } from 'react-router'
import type { Route } from './+types/files'

/** The lease's files are shown on the lease page itself (product-spec §2: files redirects to the lease). */
export const loader = ({ params }: Route.LoaderArgs) => redirect(`/app/landlord/leases/${encodeURIComponent(params.leaseId)}`)
