import { formatNumber } from '@common/en-us'
import { dayLabel, monthLabel, type ExpenseReport, type IncomeStatement, type RentRoll } from '@common/reports'
import { formatCents } from '~/utils/money'
import { BarChart, CHART_COLORS, ColumnChart } from './charts'

/** Whole dollars for an axis ('$12,000'). */
const axisDollars = (cents: number) => `$${formatNumber(Math.round(cents / 100))}`
const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`

/** The income statement's chart: total income against operating expenses, month by month. */
export function IncomeExpenseChart({ report }: { report: IncomeStatement }) {
  const categories = report.monthly.map((each) => monthLabel(each.month))
  const income = report.monthly.map((each) => each.income)
  const expenses = report.monthly.map((each) => each.expenses)
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const summary =
    `From ${dayLabel(report.from)} to ${dayLabel(report.to)}, ${categories.length} ${categories.length === 1 ? 'month' : 'months'}: ` +
    `income ${formatCents(sum(income))} and expenses ${formatCents(sum(expenses))} in all. ` +
    report.monthly.map((each, index) => `${categories[index]}: income ${formatCents(each.income)}, expenses ${formatCents(each.expenses)}`).join('; ') +
    '.'
  return (
    <ColumnChart
      title="Income and expenses by month"
      summary={summary}
      categories={categories}
      series={[
        { name: 'Income', color: CHART_COLORS.income, values: income },
        { name: 'Expenses', color: CHART_COLORS.expenses, values: expenses },
      ]}
      format={formatCents}
      axisFormat={axisDollars}
    />
  )
}

/** The expense report's chart: the period's operating expenses by category, largest first. */
export function ExpenseCategoryChart({ report }: { report: ExpenseReport }) {
  if (!report.byCategory.length) return null
  const bars = [...report.byCategory].sort((a, b) => b.total - a.total).map((each) => ({ label: each.label, value: each.total }))
  const summary = `${formatCents(report.totalExpenses.total)} of expenses from ${dayLabel(report.from)} to ${dayLabel(report.to)}: ${bars.map((bar) => `${bar.label} ${formatCents(bar.value)}`).join(', ')}.`
  return <BarChart title="Expenses by category" summary={summary} bars={bars} color={CHART_COLORS.expenses} format={formatCents} valueLabel="Amount" />
}

/** The rent roll's charts: occupied against vacant units on the day, and occupancy at each month's end over the last 12 months. */
export function OccupancyCharts({ report }: { report: RentRoll }) {
  const { summary } = report
  if (!summary.units) return null
  const history = report.occupancy
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BarChart
        title={`Occupancy on ${dayLabel(report.asOf)}`}
        summary={`${units(summary.occupied)} occupied and ${units(summary.vacant)} vacant of ${units(summary.units)}: ${summary.occupancyPercent}% occupancy.`}
        bars={[
          { label: 'Occupied', value: summary.occupied, color: CHART_COLORS.occupied },
          { label: 'Vacant', value: summary.vacant, color: CHART_COLORS.vacant },
        ]}
        color={CHART_COLORS.occupied}
        format={units}
        valueLabel="Units"
      />
      <ColumnChart
        title="Occupancy over the last 12 months"
        summary={`Occupied and vacant units at the end of each month, ${monthLabel(history[0]!.month)} to ${monthLabel(history.at(-1)!.month)}: ${history
          .map((each) => `${monthLabel(each.month)} ${each.occupied} of ${each.units}`)
          .join('; ')}.`}
        categories={history.map((each) => monthLabel(each.month))}
        axisLabels={history.map((each) => monthLabel(each.month).slice(0, 3))}
        series={[
          { name: 'Occupied', color: CHART_COLORS.occupied, values: history.map((each) => each.occupied) },
          { name: 'Vacant', color: CHART_COLORS.vacant, values: history.map((each) => each.units - each.occupied) },
        ]}
        stacked
        format={units}
        axisFormat={(count) => String(count)}
      />
    </div>
  )
}
