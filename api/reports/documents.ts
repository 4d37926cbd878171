import { BASIS_LABELS, dayLabel, type ExpenseReport, type IncomeStatement, type RentRoll, type ScheduleELine, type StatementLine, WORKSHEET_NOTE } from '@common/reports'
import type { ReportDocument } from './table'

const STATUS_LABELS = { active: 'Active', 'month-to-month': 'Month-to-month', vacant: 'Vacant' } as const

/** The rent roll's exports: the units, then the summary. */
export function rentRollDocument(report: RentRoll, propertyLabel: string | null): ReportDocument {
  const { summary } = report
  return {
    title: 'Rent roll',
    fileName: `rent-roll-${report.asOf}`,
    lines: [`As of ${dayLabel(report.asOf)}`, ...(propertyLabel ? [`Property: ${propertyLabel}`] : [])],
    sections: [
      {
        columns: [
          { label: 'Property', width: 2 },
          { label: 'Unit', width: 1.2 },
          { label: 'Tenants', width: 2 },
          { label: 'Lease status', width: 1.2 },
          { label: 'Start', width: 1.1 },
          { label: 'End', width: 1.1 },
          { label: 'Rent', align: 'right', width: 1.1 },
          { label: 'Deposit held', align: 'right', width: 1.1 },
          { label: 'Balance due', align: 'right', width: 1.1 },
          { label: 'Days overdue', align: 'right', width: 0.9 },
        ],
        rows: report.rows.map((row) => ({
          cells: [
            row.propertyLabel,
            row.unitName,
            row.leaseId ? row.tenants.join('; ') : 'VACANT',
            STATUS_LABELS[row.leaseStatus],
            row.startDate ?? '',
            row.endDate ?? '',
            { cents: row.rent },
            { cents: row.depositHeld },
            { cents: row.balanceDue },
            String(row.daysOverdue),
          ],
        })),
      },
      {
        heading: 'Summary',
        columns: [{ label: 'Measure', width: 2 }, { label: 'Value', align: 'right' }],
        rows: [
          { cells: ['Units', String(summary.units)] },
          { cells: ['Occupied', String(summary.occupied)] },
          { cells: ['Vacant', String(summary.vacant)] },
          { cells: ['Occupancy', `${summary.occupancyPercent}%`] },
          { cells: ['Scheduled rent', { cents: summary.scheduledRent }] },
          { cells: ['Vacancy loss', { cents: summary.vacancyLoss }] },
          { cells: ['Deposits held', { cents: summary.depositsHeld }] },
          { cells: ['Balance due', { cents: summary.balanceDue }], bold: true },
        ],
      },
    ],
  }
}

/** The income statement's exports: one table, a line per row, a column per month or property, the total and the previous period. */
export function incomeStatementDocument(report: IncomeStatement, propertyLabel: string | null): ReportDocument {
  const amounts = (each: StatementLine) => [...report.columnKeys.map((column) => ({ cents: each.amounts[column.key] ?? 0 })), { cents: each.total }, { cents: each.previous }]
  const blank = report.columnKeys.map(() => '').concat(['', ''])
  return {
    title: 'Income statement',
    fileName: `income-statement-${report.from}-to-${report.to}`,
    lines: [
      `${dayLabel(report.from)} to ${dayLabel(report.to)}`,
      `Basis: ${BASIS_LABELS[report.basis]}`,
      `Previous period: ${dayLabel(report.previousFrom)} to ${dayLabel(report.previousTo)}`,
      ...(propertyLabel ? [`Property: ${propertyLabel}`] : []),
    ],
    sections: [
      {
        columns: [
          { label: 'Line', width: 2.2 },
          ...report.columnKeys.map((column) => ({ label: column.label, align: 'right' as const })),
          { label: 'Total', align: 'right' },
          { label: 'Previous period', align: 'right' },
        ],
        rows: [
          { cells: ['Income', ...blank], bold: true },
          ...report.income.map((each) => ({ cells: [each.label, ...amounts(each)] })),
          { cells: [report.totalIncome.label, ...amounts(report.totalIncome)], bold: true },
          { cells: ['Expenses', ...blank], bold: true },
          ...report.expenses.map((each) => ({ cells: [each.label, ...amounts(each)] })),
          { cells: [report.totalExpenses.label, ...amounts(report.totalExpenses)], bold: true },
          { cells: [report.netOperatingIncome.label, ...amounts(report.netOperatingIncome)], bold: true },
          { cells: [`${report.capitalImprovements.label} (not in net operating income)`, ...amounts(report.capitalImprovements)] },
        ],
      },
    ],
  }
}

/** The expense report's exports: the Schedule E worksheet (a column per property), the categories, the capital improvements. */
export function expenseReportDocument(report: ExpenseReport, propertyLabel: string | null): ReportDocument {
  const amounts = (each: ScheduleELine) => [...report.columnKeys.map((column) => ({ cents: each.amounts[column.key] ?? 0 })), { cents: each.total }]
  const worksheetRow = (each: ScheduleELine, bold = false) => ({ cells: [each.line === null ? '' : String(each.line), each.label, ...amounts(each)], bold })
  return {
    title: 'Expense report',
    fileName: `expense-report-${report.from}-to-${report.to}`,
    lines: [`${dayLabel(report.from)} to ${dayLabel(report.to)} (cash basis: expenses by paid date, rents when received)`, ...(propertyLabel ? [`Property: ${propertyLabel}`] : [])],
    note: WORKSHEET_NOTE,
    sections: [
      {
        heading: 'Schedule E worksheet',
        columns: [
          { label: 'Line', width: 0.5 },
          { label: 'Description', width: 2.4 },
          ...report.columnKeys.map((column) => ({ label: column.label, align: 'right' as const })),
          { label: 'Total', align: 'right' },
        ],
        rows: [worksheetRow(report.rents, true), ...report.lines.map((each) => worksheetRow(each)), worksheetRow(report.totalExpenses, true), worksheetRow(report.net, true)],
      },
      {
        heading: 'By category',
        columns: [{ label: 'Category', width: 2 }, { label: 'Total', align: 'right' }],
        rows: [...report.byCategory.map((each) => ({ cells: [each.label, { cents: each.total }] })), { cells: ['Total expenses', { cents: report.totalExpenses.total }], bold: true }],
      },
      {
        heading: 'Capital improvements',
        columns: [{ label: 'Date' }, { label: 'Payee', width: 2 }, { label: 'Property', width: 2 }, { label: 'Memo', width: 2 }, { label: 'Amount', align: 'right' }],
        rows: [
          ...report.capitalImprovements.rows.map((row) => ({ cells: [row.date, row.payee, row.propertyLabel || 'Not assigned to a property', row.memo, { cents: row.amount }] })),
          { cells: [`Total (${report.capitalImprovements.count})`, '', '', '', { cents: report.capitalImprovements.total }], bold: true },
        ],
      },
    ],
  }
}
