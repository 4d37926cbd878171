import { BASIS_LABELS, dayLabel, type IncomeStatement, type RentRoll, type StatementLine } from '@common/reports'
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
