import { leaseRowsEndpoint } from './rows'

/** The lease endpoints of the web app: the leases list's page (ADR 045 amendment). */
export const leaseEndpoints = [leaseRowsEndpoint]
