import { DownloadIcon, PlusIcon, UploadIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { dateRangePresetLabel, expenseCategoryLabel, TAX_CATEGORY_LINES, taxCategoryText, type ExpenseFilters, type ExpenseTotals } from '@common/expenses'
import { EmptyState } from '~/components/empty-state'
import { ActionsColumnHeader, ActiveFilters, FiltersLink, ListTable, Pagination, SortColumnHeader } from '~/components/list'
import { Badge, Button, Card, Flex, Table, Text, Link as TextLink } from '~/components/ui'
import { landlordMaintenancePath } from '~/features/maintenance/maintenance-paths'
import { drawerHref } from '~/utils/drawer'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'
import { EXPENSE_ADD_DRAWER, EXPENSE_DELETE_DIALOG, EXPENSE_PLACE_PATTERN, EXPENSES_PATH, EXPENSE_EDIT_DRAWER, EXPENSE_FILTERS_DRAWER, EXPENSE_SPLIT_DELETE_DIALOG, EXPENSE_SPLIT_DRAWER } from './expense-paths'
import type { ExpenseListData, ExpenseRow } from './expenses.server'

/** A row of ExpenseRows: an expense, or a recurring one. */
type ExpenseRowShape = { id: number; payeeName: string; amount: number; place: string | null }

/**
 * The rows of an expenses list (the expenses and the recurring expenses alike): a table, with
 * the list's own columns then its actions; on phones each row is a card (ListTable cards, ADR
 * 040): the row header (the payee) first, the labelled cells, the actions.
 */
export function ExpenseRows<Row extends ExpenseRowShape>({
  rows,
  header,
  cells,
  actions,
}: {
  rows: Row[]
  /** The column headers before the actions' (which has no visible name). */
  header: ReactNode
  /** A row's cells before its actions (ExpenseAmountCell for the amount), each data cell with its column's name in data-label. */
  cells: (row: Row) => ReactNode
  actions: (row: Row) => ReactNode
}) {
  return (
    <ListTable>
      <Table.Header>
        <Table.Row>
          {header}
          <ActionsColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} align="center">
            {cells(row)}
            <Table.Cell>{actions(row)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ListTable>
  )
}

/** An amount in an expenses table: dollars, right-aligned, on one line. */
export function ExpenseAmountCell({ amount }: { amount: number }) {
  return (
    <Table.Cell justify="end" className="whitespace-nowrap tabular-nums" data-label="Amount">
      {formatCents(amount)}
    </Table.Cell>
  )
}

/** The list's actions: filters (a GET dialog), CSV of the filtered list, import, and the 'expense add' drawer. */
export function ExpenseListActions({ importHref, place, extra }: { importHref?: string; place?: string; extra?: ReactNode }) {
  const location = useLocation()
  // The CSV is the list as filtered here; a tab's place is its scope.
  const csvParams = new URLSearchParams(location.search)
  for (const key of ['d', 'target', 'page', 'index']) csvParams.delete(key)
  const [, kind, id] = EXPENSE_PLACE_PATTERN.exec(place ?? '') ?? []
  if (kind && id) csvParams.set(kind, id)
  const csvQuery = csvParams.toString()
  return (
    <Flex gap="2" wrap="wrap">
      <FiltersLink drawer={EXPENSE_FILTERS_DRAWER} />
      <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
        <a href={`${EXPENSES_PATH}/export.csv${csvQuery ? `?${csvQuery}` : ''}`} download>
          <DownloadIcon aria-hidden /> Export CSV
        </a>
      </Button>
      {importHref ? (
        <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
          <Link to={importHref}>
            <UploadIcon aria-hidden /> Import CSV
          </Link>
        </Button>
      ) : null}
      {extra}
      <Button asChild size="3" className="min-h-11">
        <Link to={drawerHref(location, EXPENSE_ADD_DRAWER, place ? { place } : {})} preventScrollReset>
          <PlusIcon aria-hidden /> Add expense
        </Link>
      </Button>
    </Flex>
  )
}

/** The totals strip: the filtered expenses' total and its split by category, summed by the API (never by the page). */
export function ExpenseTotalsStrip({ totals }: { totals: ExpenseTotals }) {
  return (
    <section aria-label="Expense totals" className="mb-4">
      <Card size="2">
        <Flex gap="5" wrap="wrap" align="end">
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              Total
            </Text>
            <Text size="6" weight="bold" className="tabular-nums" data-testid="expense-total">
              {formatCents(totals.total)}
            </Text>
            <Text size="1" color="gray">
              {totals.count} {totals.count === 1 ? 'expense' : 'expenses'}
            </Text>
          </Flex>
          {totals.byCategory.length ? (
            <dl className="m-0 flex flex-wrap gap-x-5 gap-y-2">
              {totals.byCategory.map((entry) => (
                <div key={entry.category} className="flex flex-col">
                  <Text as="span" size="1" color="gray" asChild>
                    <dt>{expenseCategoryLabel[entry.category]}</dt>
                  </Text>
                  <Text as="span" size="3" weight="medium" className="tabular-nums" asChild>
                    <dd className="m-0">{formatCents(entry.amount)}</dd>
                  </Text>
                </div>
              ))}
            </dl>
          ) : null}
        </Flex>
      </Card>
    </section>
  )
}

function activeFilterChips(filters: ExpenseFilters, options: ExpenseListData['options'], places: boolean): Array<{ label: string; remove: Record<string, null> }> {
  const label = (list: ReadonlyArray<readonly [string, string]> | undefined, id: number) => list?.find(([value]) => value === String(id))?.[1] ?? `#${id}`
  return [
    ...(filters.range ? [{ label: dateRangePresetLabel[filters.range], remove: { range: null } }] : []),
    ...(!filters.range && filters.from ? [{ label: `From ${formatDate(filters.from)}`, remove: { from: null } }] : []),
    ...(!filters.range && filters.to ? [{ label: `To ${formatDate(filters.to)}`, remove: { to: null } }] : []),
    ...(places && filters.property ? [{ label: `Property: ${label(options?.properties, filters.property)}`, remove: { property: null, unit: null } }] : []),
    ...(filters.unit ? [{ label: `Unit: ${label(options?.units, filters.unit)}`, remove: { unit: null } }] : []),
    ...(filters.categories.length ? [{ label: `Category: ${filters.categories.map((category) => expenseCategoryLabel[category]).join(', ')}`, remove: { category: null } }] : []),
    ...(filters.taxCategories.length
      ? [{ label: `Tax category: ${filters.taxCategories.map((category) => TAX_CATEGORY_LINES[category].label).join(', ')}`, remove: { taxCategory: null } }]
      : []),
    ...(filters.payee ? [{ label: `Payee: ${filters.payee}`, remove: { payee: null } }] : []),
  ]
}

function RowActions({ row }: { row: ExpenseRow }) {
  const location = useLocation()
  // A part of a split is edited and deleted as the split (the delete dialog asks: this part or all).
  return (
    <Flex gap="2" wrap="wrap">
      <Button asChild size="2" variant="soft" className="min-h-11">
        <Link to={drawerHref(location, row.split ? EXPENSE_SPLIT_DRAWER : EXPENSE_EDIT_DRAWER, { target: row.id })} preventScrollReset aria-label={`Edit expense ${row.payeeName} ${formatDate(row.date)}`}>
          Edit
        </Link>
      </Button>
      <Button asChild size="2" variant="soft" color="red" className="min-h-11">
        <Link to={drawerHref(location, row.split ? EXPENSE_SPLIT_DELETE_DIALOG : EXPENSE_DELETE_DIALOG, { target: row.id })} preventScrollReset aria-label={`Delete expense ${row.payeeName} ${formatDate(row.date)}`}>
          Delete
        </Link>
      </Button>
    </Flex>
  )
}

function RowBadges({ row }: { row: ExpenseRow }) {
  const location = useLocation()
  if (!row.split && !row.recurring && !row.capitalImprovement && !row.maintenanceRequest) return null
  return (
    <Flex gap="1" wrap="wrap" align="center">
      {row.capitalImprovement ? (
        <Badge color="blue" variant="soft">
          Capital improvement
        </Badge>
      ) : null}
      {row.split ? (
        <Badge color="gray" variant="soft" asChild>
          <Link to={drawerHref(location, EXPENSE_SPLIT_DRAWER, { target: row.id })} preventScrollReset aria-label={`Split: edit the split of ${row.payeeName} ${formatDate(row.date)}`}>
            Split
          </Link>
        </Badge>
      ) : null}
      {row.recurring ? (
        <Badge color="gray" variant="soft">
          Recurring
        </Badge>
      ) : null}
      {row.maintenanceRequest ? (
        <TextLink asChild size="2">
          <Link to={landlordMaintenancePath(row.maintenanceRequest)} className="inline-flex min-h-11 items-center">
            Maintenance request
          </Link>
        </TextLink>
      ) : null}
    </Flex>
  )
}

/** An expenses list: the active filters, a table (cards on phones), pagination, or an honest empty state. */
export function ExpenseList({ data, emptyDescription, places = true }: { data: ExpenseListData; emptyDescription: string; places?: boolean }) {
  const location = useLocation()
  const chips = activeFilterChips(data.filters, data.options, places)
  return (
    <section aria-label="Expenses" className="flex flex-col">
      <ActiveFilters filters={chips} />
      <ExpenseTotalsStrip totals={data.totals} />
      {data.rows.length === 0 ? (
        chips.length ? (
          <EmptyState
            description="No expenses match these filters."
            action={
              <Button asChild size="3" variant="soft" className="min-h-11">
                <Link to={location.pathname}>Clear filters</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState description={emptyDescription} />
        )
      ) : (
        <>
          <ExpenseRows
            rows={data.rows}
            header={
              <>
                <SortColumnHeader field="date" current={data.sort}>
                  Date
                </SortColumnHeader>
                <SortColumnHeader field="payeeName" current={data.sort}>
                  Payee
                </SortColumnHeader>
                <SortColumnHeader field="category" current={data.sort}>
                  Category
                </SortColumnHeader>
                <SortColumnHeader field="taxCategory" current={data.sort}>
                  Tax category
                </SortColumnHeader>
                {places ? <Table.ColumnHeaderCell>Property</Table.ColumnHeaderCell> : <Table.ColumnHeaderCell>Unit</Table.ColumnHeaderCell>}
                <SortColumnHeader field="amount" current={data.sort} justify="end">
                  Amount
                </SortColumnHeader>
              </>
            }
            cells={(row) => (
              <>
                <Table.Cell className="whitespace-nowrap" data-label="Date">
                  {formatDate(row.date)}
                </Table.Cell>
                <Table.RowHeaderCell>
                  <Flex direction="column" gap="1">
                    <Text weight="medium">{row.payeeName}</Text>
                    {row.memo ? (
                      <Text size="1" color="gray" className="line-clamp-1">
                        {row.memo}
                      </Text>
                    ) : null}
                    <RowBadges row={row} />
                  </Flex>
                </Table.RowHeaderCell>
                <Table.Cell data-label="Category">{expenseCategoryLabel[row.category]}</Table.Cell>
                <Table.Cell data-label="Tax category">{taxCategoryText(row.taxCategory)}</Table.Cell>
                <Table.Cell data-label={places ? 'Property' : 'Unit'}>{row.place ?? 'Portfolio'}</Table.Cell>
                <ExpenseAmountCell amount={row.amount} />
              </>
            )}
            actions={(row) => <RowActions row={row} />}
          />
          <Pagination page={data.page} hasNextPage={data.hasNextPage} />
        </>
      )}
    </section>
  )
}
