import { data, type RouterContextProvider } from 'react-router'
import {
  readIncomeDetailParams,
  REPORT_FORMATS,
  type ExpenseReport,
  type ExpenseReportPage,
  type IncomeDetail,
  type IncomeStatement,
  type IncomeStatementPage,
  type RentRoll,
  type RentRollPage,
  type ReportFormat,
  type ReportSlug,
} from '@common/reports'
import { propertyTitle } from '~/features/portfolio/lease-display'
import { ApiError, apiRaw } from '~/utils/api.server'
import { api, getAuth } from '~/utils/auth.server'

type Context = Readonly<RouterContextProvider>

/**
 * The reports' pages (ADR 030): every figure is computed by the API (GET /api/reports/…, one
 * call per report); a page passes its URL's settings through unchanged, so the page, its CSV
 * and its PDF always read the same settings. The property choices are one call too.
 */
export type PropertyOption = readonly [string, string]

/** Every property of the organization, one API call (GET /api/reports/properties) whatever their number. */
async function propertyOptions(context: Context): Promise<PropertyOption[]> {
  const { properties } = await reportData<{ properties: Array<{ id: number; nickname: string | null; address: { line1: string | null; line2: string | null } }> }>(context, '/reports/properties', {})
  return properties.map((property) => [String(property.id), propertyTitle(property)] as const)
}

/** The API's answer for a report page; its 404 (not staff, another organization's property) is the page's. */
async function reportData<T>(context: Context, pathname: `/reports/${string}`, query: Record<string, string>): Promise<T> {
  try {
    return await api(context).rootGet<T>(pathname, query)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

/** The settings of the URL as a plain query (what the API and the export links receive). */
export const queryOf = (url: URL) => Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'format'))

export type { ReportPaging } from '@common/reports'

/**
 * A report page shows a page of a long table (issue 18; `pageOf` in common/reports.ts): the
 * rent roll 100 units at a time, the columns by property 12 at a time (`?page=`). The API
 * answers that page alone (its `page` parameter, always sent: page 1 by default), with the
 * summaries, totals and charts of the whole report; the CSV and PDF hold every row and column.
 */
function pageQuery(url: URL) {
  // The API takes whole numbers of 1 or more (as every page parameter of /api); anything else here is page 1.
  const requested = Number(url.searchParams.get('page'))
  return { ...queryOf(url), page: String(Number.isSafeInteger(requested) && requested > 0 ? requested : 1) }
}

export async function loadRentRoll(context: Context, request: Request) {
  const url = new URL(request.url)
  const [{ paging, ...report }, properties] = await Promise.all([reportData<RentRollPage>(context, '/reports/rent-roll', pageQuery(url)), propertyOptions(context)])
  return { report: report satisfies RentRoll, paging, properties, property: url.searchParams.get('property') ?? '' }
}

export async function loadIncomeStatement(context: Context, request: Request) {
  const url = new URL(request.url)
  const [{ paging, ...report }, properties] = await Promise.all([reportData<IncomeStatementPage>(context, '/reports/income-statement', pageQuery(url)), propertyOptions(context)])
  return { report: report satisfies IncomeStatement, paging, properties, property: url.searchParams.get('property') ?? '' }
}

export async function loadExpenseReport(context: Context, request: Request) {
  const url = new URL(request.url)
  const [{ paging, ...report }, properties] = await Promise.all([reportData<ExpenseReportPage>(context, '/reports/expense-report', pageQuery(url)), propertyOptions(context)])
  // The tax years offered as one-click worksheets: this one (so far) and the three before it.
  const thisYear = new Date().getUTCFullYear()
  return { report: report satisfies ExpenseReport, paging, properties, property: url.searchParams.get('property') ?? '', taxYears: [thisYear, thisYear - 1, thisYear - 2, thisYear - 3] }
}

/** The drill-down of an income figure: a page of the payments or charges behind it. */
export async function loadIncomeDetail(context: Context, request: Request) {
  const url = new URL(request.url)
  const settings = readIncomeDetailParams(url.searchParams)
  const detail = await reportData<IncomeDetail>(context, '/reports/income-statement/detail', queryOf(url))
  return { detail, basis: settings.basis, from: settings.from, to: settings.to, category: settings.category }
}

const EXPORTS: Record<ReportSlug, `/reports/${string}`> = {
  'rent-roll': '/reports/rent-roll',
  'income-statement': '/reports/income-statement',
  'expense-report': '/reports/expense-report',
}

/**
 * A report's CSV or PDF (a plain link: works without JavaScript): the API's file streamed
 * as it is, with the page's settings. Not staff, or another organization's property: 404.
 */
export async function reportExport(context: Context, request: Request, report: ReportSlug, format: ReportFormat) {
  if (!(REPORT_FORMATS as readonly string[]).includes(format)) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const auth = getAuth(context)
  const response = await apiRaw('GET', EXPORTS[report], { token: auth.token, area: 'landlord', query: { ...queryOf(url), format } })
  if (!response.ok) {
    await response.body?.cancel()
    throw data(null, { status: response.status === 401 || response.status === 403 ? 404 : response.status })
  }
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' })
  for (const name of ['Content-Type', 'Content-Length', 'Content-Disposition']) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(response.body, { status: 200, headers })
}
