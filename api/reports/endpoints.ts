import type { Endpoint, PayloadRequest } from 'payload'
import {
  REPORT_FORMATS,
  readExpenseReportParams,
  readIncomeDetailParams,
  readIncomeStatementParams,
  readRentRollParams,
  type ReportFormat,
} from '@common/reports'
import { expenseReportDocument, incomeStatementDocument, rentRollDocument } from './documents'
import { expenseReport } from './expense-report'
import { incomeDetail, incomeStatement } from './income-statement'
import { rentRoll } from './rent-roll'
import { num, propertyLabelSql, reportScope, text, type ReportScope } from './sql'
import { reportResponse } from './table'

/** The request's query as URLSearchParams (what the web app's pages read too). */
function searchParams(req: PayloadRequest): URLSearchParams {
  return new URL(req.url ?? 'http://localhost/').searchParams
}

/** ?format=csv|pdf asks for an export; anything else is the JSON the pages read. */
function formatOf(params: URLSearchParams): ReportFormat | null {
  const format = params.get('format')
  return (REPORT_FORMATS as readonly string[]).includes(format ?? '') ? (format as ReportFormat) : null
}

async function propertyLabel(scope: ReportScope): Promise<string | null> {
  if (!scope.property) return null
  const [row] = await scope.sql.rows(`SELECT ${propertyLabelSql('p')} AS "label" FROM ${scope.sql.table('properties')} p WHERE p."id" = ${scope.property}`)
  return row ? text(row.label) : null
}

/**
 * GET /api/reports/rent-roll?asOf=YYYY-MM-DD&property=&format=&page= — the rent roll of the
 * caller's organizations (ADR 030); `page`: 100 units of it. Staff only: anyone else gets 404.
 */
export const rentRollEndpoint: Endpoint = {
  path: '/reports/rent-roll',
  method: 'get',
  handler: async (req) => {
    const params = searchParams(req)
    const settings = readRentRollParams(params)
    const scope = await reportScope(req, settings.property)
    const format = formatOf(params)
    if (format) return reportResponse(rentRollDocument(await rentRoll(scope, settings), await propertyLabel(scope)), format)
    // A page: only its units named (the rent roll computes that page itself).
    return Response.json(params.has('page') ? await rentRoll(scope, settings, params.get('page')) : await rentRoll(scope, settings))
  },
}

/**
 * GET /api/reports/income-statement?range=|from=&to=&basis=cash|accrual&columns=month|property&property=&format=&page=
 * — income by category, expenses by tax category and net operating income, with the
 * previous period of the same length; `page`: 12 of its property columns.
 */
export const incomeStatementEndpoint: Endpoint = {
  path: '/reports/income-statement',
  method: 'get',
  handler: async (req) => {
    const params = searchParams(req)
    const settings = readIncomeStatementParams(params)
    const scope = await reportScope(req, settings.property)
    const format = formatOf(params)
    if (format) return reportResponse(incomeStatementDocument(await incomeStatement(scope, settings), await propertyLabel(scope)), format)
    // A page: only its property columns summed by property (the statement computes that page itself).
    return Response.json(params.has('page') ? await incomeStatement(scope, settings, params.get('page')) : await incomeStatement(scope, settings))
  },
}

/** GET /api/reports/income-statement/detail?…&category=&page= — the payments or charges behind one income figure. */
export const incomeDetailEndpoint: Endpoint = {
  path: '/reports/income-statement/detail',
  method: 'get',
  handler: async (req) => {
    const settings = readIncomeDetailParams(searchParams(req))
    const scope = await reportScope(req, settings.property)
    return Response.json(await incomeDetail(scope, settings))
  },
}

/** GET /api/reports/expense-report?range=|from=&to=&property=&format=&page= — the Schedule E worksheet per property (`page`: 12 of them), by category, capital improvements. */
export const expenseReportEndpoint: Endpoint = {
  path: '/reports/expense-report',
  method: 'get',
  handler: async (req) => {
    const params = searchParams(req)
    const settings = readExpenseReportParams(params)
    const scope = await reportScope(req, settings.property)
    const format = formatOf(params)
    if (format) return reportResponse(expenseReportDocument(await expenseReport(scope, settings), await propertyLabel(scope)), format)
    // A page: only its property columns grouped by property (the worksheet computes that page itself).
    return Response.json(params.has('page') ? await expenseReport(scope, settings, params.get('page')) : await expenseReport(scope, settings))
  },
}

/**
 * GET /api/reports/properties — the report pages' property choices: every property of the
 * caller's organizations (archived ones too; not the trash) in the properties list's order,
 * in one statement. Paged REST calls of 100 made it ten calls per report page at 1,000
 * properties (the bench, issue 18). Staff only, as the reports.
 */
export const reportPropertiesEndpoint: Endpoint = {
  path: '/reports/properties',
  method: 'get',
  handler: async (req) => {
    const { sql, organization } = await reportScope(req, null)
    const rows = await sql.rows(
      `SELECT p."id", p."nickname", p."address_line1", p."address_line2" FROM ${sql.table('properties')} p
       WHERE ${organization('p')} AND p."deleted_at" IS NULL ORDER BY p."address_line1", p."created_at", p."id"`,
    )
    return Response.json({
      properties: rows.map((row) => ({ id: num(row.id), nickname: text(row.nickname) || null, address: { line1: text(row.address_line1) || null, line2: text(row.address_line2) || null } })),
    })
  },
}

export const reportEndpoints: Endpoint[] = [rentRollEndpoint, incomeStatementEndpoint, incomeDetailEndpoint, expenseReportEndpoint, reportPropertiesEndpoint]
