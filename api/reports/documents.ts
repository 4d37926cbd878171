import { dayLabel, type RentRoll } from '@common/reports'
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
