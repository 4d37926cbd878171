import { dayLabel, type RentRoll } from '@common/reports'
import { Table, Text } from '~/components/ui'
import { formatCents } from '~/utils/money'
import { MoneyLink, PropertySetting, ReportSettings, ReportTable, SettingDate, SummaryGrid, TextLink } from './report-ui'
import { OccupancyCharts } from './report-charts'
import { Pagination } from '~/components/list'
import type { PropertyOption, ReportPaging } from './reports.server'

const STATUS_LABELS = { active: 'Active', 'month-to-month': 'Month-to-month', vacant: 'Vacant' } as const

/** The transactions list of one lease (or of the portfolio) due by the day: the invoices behind a balance. */
const dueByHref = (asOf: string, lease?: number) => `/app/landlord/transactions?${new URLSearchParams({ ...(lease ? { lease: String(lease) } : {}), dueTo: asOf })}`

/** The rent roll (product-spec §2 reports/rent-roll): its settings, the summary and a row per unit. */
export function RentRollView({ report, paging, properties, property }: { report: RentRoll; paging: ReportPaging; properties: PropertyOption[]; property: string }) {
  const { summary } = report
  return (
    <>
      <ReportSettings>
        <SettingDate id="report-as-of" name="asOf" label="As of" value={report.asOf} />
        <PropertySetting properties={properties} value={property} />
      </ReportSettings>
      <Text as="p" size="2" color="gray" mb="3">
        As of {dayLabel(report.asOf)}: the leases in force that day, their balances from the invoices due and payments received by then.
      </Text>
      <SummaryGrid
        items={[
          { label: 'Units', value: summary.units },
          { label: 'Occupancy', value: `${summary.occupancyPercent}%` },
          { label: 'Scheduled rent', value: formatCents(summary.scheduledRent) },
          { label: 'Vacancy loss', value: formatCents(summary.vacancyLoss) },
          { label: 'Deposits held', value: formatCents(summary.depositsHeld) },
          { label: 'Balance due', value: <MoneyLink cents={summary.balanceDue} to={summary.balanceDue ? dueByHref(report.asOf) : null} label="Balance due" /> },
        ]}
      />
      <OccupancyCharts report={report} />
      {report.rows.length === 0 ? (
        <Text as="p">No units yet. Add a property and its units to see them here.</Text>
      ) : (
        <ReportTable label="Rent roll">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Property</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Unit</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Tenants</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Lease status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Start</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>End</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Rent</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Deposit held</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Balance due</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Days overdue</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.rows.map((row) => (
              <Table.Row key={row.unitId}>
                <Table.Cell>
                  <TextLink to={`/app/landlord/properties/${row.propertyId}`}>{row.propertyLabel}</TextLink>
                </Table.Cell>
                <Table.RowHeaderCell>
                  <TextLink to={`/app/landlord/properties/${row.propertyId}/units/${row.unitId}`}>{row.unitName}</TextLink>
                </Table.RowHeaderCell>
                <Table.Cell>
                  {row.leaseId ? (
                    <TextLink to={`/app/landlord/leases/${row.leaseId}/tenants`}>{row.tenants.join(', ') || 'No tenants listed'}</TextLink>
                  ) : (
                    <Text weight="bold">VACANT</Text>
                  )}
                </Table.Cell>
                <Table.Cell>{row.leaseId ? <TextLink to={`/app/landlord/leases/${row.leaseId}`}>{STATUS_LABELS[row.leaseStatus]}</TextLink> : STATUS_LABELS.vacant}</Table.Cell>
                <Table.Cell>{dayLabel(row.startDate)}</Table.Cell>
                <Table.Cell>{dayLabel(row.endDate)}</Table.Cell>
                <Table.Cell justify="end">{row.leaseId ? formatCents(row.rent) : ''}</Table.Cell>
                <Table.Cell justify="end">
                  {row.leaseId ? <MoneyLink cents={row.depositHeld} to={`/app/landlord/leases/${row.leaseId}/security-deposit`} label={`Deposit held, unit ${row.unitName}`} /> : ''}
                </Table.Cell>
                <Table.Cell justify="end">
                  {row.leaseId ? <MoneyLink cents={row.balanceDue} to={dueByHref(report.asOf, row.leaseId)} label={`Balance due, unit ${row.unitName}`} /> : ''}
                </Table.Cell>
                <Table.Cell justify="end">{row.daysOverdue || ''}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ReportTable>
      )}
      {paging.totalPages > 1 ? <Pagination page={paging.page} hasNextPage={paging.page < paging.totalPages} total={{ pages: paging.totalPages, docs: paging.totalDocs, noun: ['unit', 'units'] }} /> : null}
    </>
  )
}
