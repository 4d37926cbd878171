import { leasePageEndpoint } from './page'
import { leaseRowsEndpoint } from './rows'

/** The lease endpoints of the web app: the leases list's page and the lease page's lease (ADR 045 amendments). */
export const leaseEndpoints = [leaseRowsEndpoint, leasePageEndpoint]
