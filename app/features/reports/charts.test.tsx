import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ExpenseReport, IncomeStatement, RentRoll } from '@common/reports'
import { BarChart, ColumnChart, columnLayout, niceCeiling } from './charts'
import { ExpenseCategoryChart, IncomeExpenseChart, OccupancyCharts } from './report-charts'

/** The drawn bars of a chart (the rects that carry a value), with their attributes. */
type Bar = { [attribute: string]: string | number; value: number; height: number; width: number; y: number }
function barsOf(html: string): Bar[] {
  return [...html.matchAll(/<rect ([^>]*data-value="[^"]*"[^>]*)>/g)].map((match) => {
    const attributes: Record<string, string> = Object.fromEntries([...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((pair) => [pair[1]!, pair[2]!]))
    return { ...attributes, value: Number(attributes['data-value']), height: Number(attributes.height), width: Number(attributes.width), y: Number(attributes.y) }
  })
}
const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"')
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`

describe('niceCeiling', () => {
  it('rounds an axis maximum up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 11, 240, 2_600, 99_999].map(niceCeiling)).toEqual([0, 1, 5, 10, 20, 250, 5_000, 100_000])
  })
})

describe('ColumnChart', () => {
  const html = decode(
    renderToString(
      <ColumnChart
        title="Income and expenses by month"
        summary="Income $1,500.00 and expenses $850.00 in all."
        categories={['Jan 2026', 'Feb 2026', 'Mar 2026']}
        series={[
          { name: 'Income', color: 'green', values: [100_000, 50_000, 0] },
          { name: 'Expenses', color: 'red', values: [25_000, 50_000, 10_000] },
        ]}
        format={money}
      />,
    ),
  )

  it('is an image with a title and a description that state the figures', () => {
    expect(html).toMatch(/<svg role="img" aria-labelledby="(\S+)-title \1-desc"/)
    expect(html).toMatch(/<title id="\S+-title">Income and expenses by month<\/title>/)
    expect(html).toMatch(/<desc id="\S+-desc">Income \$1,500.00 and expenses \$850.00 in all.<\/desc>/)
  })

  it('draws one column per month and series, heights proportional to the amounts on one scale', () => {
    const bars = barsOf(html)
    expect(bars.map((bar) => [bar['data-category'], bar['data-series'], bar.value])).toEqual([
      ['Jan 2026', 'Income', 100_000],
      ['Jan 2026', 'Expenses', 25_000],
      ['Feb 2026', 'Income', 50_000],
      ['Feb 2026', 'Expenses', 50_000],
      ['Mar 2026', 'Income', 0],
      ['Mar 2026', 'Expenses', 10_000],
    ])
    const perCent = bars[0]!.height / 100_000
    expect(perCent).toBeGreaterThan(0)
    for (const bar of bars) expect(bar.height).toBeCloseTo(bar.value * perCent, 6)
    // The bars stand on one baseline.
    expect(new Set(bars.filter((bar) => bar.value > 0).map((bar) => (bar.y + bar.height).toFixed(6))).size).toBe(1)
    // The colours of the series.
    expect(bars.filter((bar) => bar['data-series'] === 'Income').every((bar) => bar.fill === 'green')).toBe(true)
  })

  it('labels the months and the series, and lists every figure in the table beside it', () => {
    for (const label of ['Jan 2026', 'Feb 2026', 'Mar 2026']) expect(html).toContain(`data-label="category">${label}</text>`)
    expect(html).toMatch(/>Income<\/text>/)
    expect(html).toMatch(/>Expenses<\/text>/)
    expect(html).toContain('Figures of the chart')
    expect(html).toMatch(/<th scope="row"[^>]*>Jan 2026<\/th><td[^>]*>\$1000.00<\/td><td[^>]*>\$250.00<\/td>/)
  })

  it('stacked: each column is the sum of its parts; a negative amount goes below the baseline', () => {
    const stacked = barsOf(renderToString(<ColumnChart title="t" summary="s" categories={['a', 'b']} series={[{ name: 'x', color: 'c', values: [3, 1] }, { name: 'y', color: 'd', values: [1, 3] }]} stacked format={String} />))
    const total = (category: string) => stacked.filter((bar) => bar['data-category'] === category).reduce((sum, bar) => sum + bar.height, 0)
    expect(total('a')).toBeCloseTo(total('b'), 6)
    const layout = columnLayout(2, [{ name: 'n', color: 'c', values: [-50, 100] }], false)
    expect(layout.bottom).toBe(-50)
    expect(layout.bars[0]!.y).toBeCloseTo(layout.y(0), 6)
    expect(layout.bars[0]!.height * 2).toBeCloseTo(layout.bars[1]!.height, 6)
  })
})

describe('BarChart', () => {
  it('bar lengths proportional to the values, each labelled with its name and value', () => {
    const html = decode(renderToString(<BarChart title="Expenses by category" summary="s" bars={[{ label: 'Repair', value: 40_000 }, { label: 'Other', value: 10_000 }]} color="red" format={money} />))
    const bars = barsOf(html)
    expect(bars.map((bar) => [bar['data-category'], bar.value])).toEqual([
      ['Repair', 40_000],
      ['Other', 10_000],
    ])
    expect(bars[0]!.width).toBeCloseTo(bars[1]!.width * 4, 6)
    expect(html).toContain('data-label="category">Repair</text>')
    expect(html).toContain('>$400.00</text>')
    expect(html).toContain('role="img"')
  })
})

describe('the reports’ charts', () => {
  it('income statement: income against expenses for every month of the period, whatever the columns', () => {
    const line = { key: 'k', label: 'l', amounts: {}, total: 0, previous: 0 }
    const report = {
      from: '2026-01-01',
      to: '2026-03-31',
      monthly: [
        { month: '2026-01', income: 0, expenses: 0 },
        { month: '2026-02', income: 150_000, expenses: 10_000 },
        { month: '2026-03', income: 200_000, expenses: 0 },
      ],
      totalIncome: line,
      totalExpenses: line,
    } as unknown as IncomeStatement
    const html = decode(renderToString(<IncomeExpenseChart report={report} />))
    expect(html).toContain('income $3,500.00 and expenses $100.00 in all')
    expect(html).toContain('Feb 2026: income $1,500.00, expenses $100.00')
    const bars = barsOf(html)
    expect(bars).toHaveLength(6)
    const height = (category: string, series: string) => bars.find((bar) => bar['data-category'] === category && bar['data-series'] === series)!.height
    expect(height('Mar 2026', 'Income') / height('Feb 2026', 'Income')).toBeCloseTo(4 / 3, 6)
    expect(height('Feb 2026', 'Income') / height('Feb 2026', 'Expenses')).toBeCloseTo(15, 6)
  })

  it('expense report: the categories largest first; none without expenses', () => {
    const report = {
      from: '2026-01-01',
      to: '2026-04-30',
      byCategory: [
        { key: 'other', label: 'Other', total: 10_000 },
        { key: 'repair', label: 'Repair', total: 40_000 },
      ],
      totalExpenses: { total: 50_000 },
    } as unknown as ExpenseReport
    const html = decode(renderToString(<ExpenseCategoryChart report={report} />))
    expect(barsOf(html).map((bar) => bar['data-category'])).toEqual(['Repair', 'Other'])
    expect(html).toContain('$500.00 of expenses from Jan 1, 2026 to Apr 30, 2026: Repair $400.00, Other $100.00.')
    expect(renderToString(<ExpenseCategoryChart report={{ ...report, byCategory: [] }} />)).toBe('')
  })

  it('rent roll: occupied against vacant on the day, and the 12 months stacked to the units', () => {
    const occupancy = Array.from({ length: 12 }, (_, index) => ({ month: `2025-${String(index + 1).padStart(2, '0')}`, day: '', units: 4, occupied: index < 6 ? 1 : 3 }))
    const report = { asOf: '2025-12-31', rows: [], occupancy, summary: { units: 4, occupied: 3, vacant: 1, occupancyPercent: 75 } } as unknown as RentRoll
    const html = decode(renderToString(<OccupancyCharts report={report} />))
    expect(html).toContain('3 units occupied and 1 unit vacant of 4 units: 75% occupancy.')
    expect(html).toContain('Jan 2025 1 of 4; Feb 2025 1 of 4')
    const bars = barsOf(html)
    const [occupied, vacant] = bars
    expect([occupied!['data-category'], occupied!.value, vacant!['data-category'], vacant!.value]).toEqual(['Occupied', 3, 'Vacant', 1])
    expect(occupied!.width).toBeCloseTo(vacant!.width * 3, 6)
    const months = bars.slice(2)
    expect(months).toHaveLength(24)
    const january = months.filter((bar) => bar['data-category'] === 'Jan 2025')
    const december = months.filter((bar) => bar['data-category'] === 'Dec 2025')
    expect(january.map((bar) => bar.value)).toEqual([1, 3])
    expect(december.map((bar) => bar.value)).toEqual([3, 1])
    expect(january[0]!.height * 3).toBeCloseTo(december[0]!.height, 6)
    expect(html).toContain('data-label="category">Jan</text>')
    expect(renderToString(<OccupancyCharts report={{ ...report, summary: { ...report.summary, units: 0 } }} />)).toBe('')
  })
})
