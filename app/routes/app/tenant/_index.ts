import { redirect } from 'react-router'

/** /app/tenant goes to the tenant's leases. */
export const loader = () => redirect('/app/tenant/leases')
