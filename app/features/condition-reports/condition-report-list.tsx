import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { conditionReportStatusColor, conditionReportStatusLabel, conditionReportTypeLabel, type ConditionReportStatus } from '@common/condition-reports'
import { AddLink, ListSection, ListTable } from '~/components/list'
import { Badge, Table, Link as TextLink } from '~/components/ui'
import { formatDate } from '~/utils/format'
import { drawerHref } from '~/utils/drawer'
import { CONDITION_REPORT_CONFIG_DRAWER, LEASE_PICKER_DRAWER } from './condition-report-names'
import { NewConditionReportDrawer } from './lazy-drawers'
import type { ConditionReportDrawerData, ConditionReportRow } from './condition-reports.server'

export function ConditionReportStatusBadge({ status }: { status: ConditionReportStatus }) {
  return <Badge color={conditionReportStatusColor[status]}>{conditionReportStatusLabel[status]}</Badge>
}

export const conditionReportTitle = (row: Pick<ConditionReportRow, 'type' | 'id'>) => `${conditionReportTypeLabel[row.type]} report #${row.id}`

/** The reports of a lease, property or unit (a table from 768 px, cards below). */
export function ConditionReportList({ rows }: { rows: ConditionReportRow[] }) {
  return (
    <ListTable>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Report</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Address</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Completed</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.RowHeaderCell>
                <TextLink asChild>
                  <Link to={row.href}>{conditionReportTitle(row)}</Link>
                </TextLink>
              </Table.RowHeaderCell>
              <Table.Cell data-label="Address">{row.address ?? '—'}</Table.Cell>
              <Table.Cell data-label="Status">
                <ConditionReportStatusBadge status={row.status} />
              </Table.Cell>
              <Table.Cell data-label="Created">{formatDate(row.createdAt)}</Table.Cell>
              <Table.Cell data-label="Completed">{row.completedAt ? formatDate(row.completedAt) : '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
    </ListTable>
  )
}

/** A landlord's Condition Reports tab (property, unit or lease). */
export function ConditionReportTab({ data }: { data: { kind: 'property' | 'unit' | 'lease'; rows: ConditionReportRow[]; drawer: ConditionReportDrawerData | null } }) {
  const location = useLocation()
  const drawer = data.kind === 'lease' ? CONDITION_REPORT_CONFIG_DRAWER : LEASE_PICKER_DRAWER
  return (
    <>
      <ListSection
        id="tab-condition-reports-title"
        title="Condition Reports"
        action={<AddLink to={drawerHref(location, drawer)}>New report</AddLink>}
        empty={data.rows.length === 0}
        emptyDescription={`Move-in, move-out and periodic inspections of this ${data.kind}, room by room, signed by every tenant.`}
      >
        <ConditionReportList rows={data.rows} />
      </ListSection>
      {data.drawer ? <NewConditionReportDrawer data={data.drawer} /> : null}
    </>
  )
}
