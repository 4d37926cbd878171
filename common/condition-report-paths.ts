/*
 * The condition reports' addresses, apart from condition-reports.ts (its kinds, ratings and
 * messages): a page that only links to a report loads these lines, not the rest (ADR 027).
 */

/** Where each side sees a report. */
export const landlordConditionReportPath = (id: number | string) => `/app/landlord/condition-reports/${id}`
export const tenantConditionReportPath = (leaseId: number | string, id: number | string) => `/app/tenant/leases/${leaseId}/condition-reports/${id}`
/** Where a tenant without an account fills in and signs a report through its signing link (ADR 031). */
export const conditionReportLinkPath = (token: string) => `/app/condition-reports/sign/${encodeURIComponent(token)}`
