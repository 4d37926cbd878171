import { data } from 'react-router'
import { REPORTS, type ReportFormat, type ReportSlug } from '@common/reports'
import { reportExport } from '~/features/reports/reports.server'
import { requireLandlord } from '~/utils/auth.server'
import type { Route } from './+types/reports.export'

/**
 * /app/landlord/reports/{report}.csv and .pdf (one module mapped to each): the report with the
 * URL's settings as a file, streamed from the API (ADR 030).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireLandlord(context)
  const match = /\/reports\/([a-z-]+)\.(csv|pdf)$/.exec(new URL(request.url).pathname)
  const report = REPORTS.find((candidate) => candidate.slug === match?.[1])
  if (!match || !report) throw data(null, { status: 404 })
  return reportExport(context, request, report.slug as ReportSlug, match[2] as ReportFormat)
}
