import { useId, type ReactNode } from 'react'
import { Text } from '~/components/ui'

/**
 * The reports' charts (ADR 030): plain SVG rendered on the server, so they show without
 * JavaScript and print; no chart library. Each chart is an image with a title and a
 * description that state what it shows (role="img"), and the figures it draws are in a
 * table beside it (under 'Figures of the chart'), for a screen reader and for anyone who
 * would rather read. Colours are Radix scale steps with at least 3:1 against the page.
 */
export type ChartSeries = { name: string; color: string; values: number[] }

/** Colours of the series (Radix Themes scales loaded by the app; step 9/10 are ≥ 3:1 on white). */
export const CHART_COLORS = { income: 'var(--green-9)', expenses: 'var(--red-9)', occupied: 'var(--accent-9)', vacant: 'var(--gray-10)' } as const

const WIDTH = 640
const HEIGHT = 240
const MARGIN = { top: 12, right: 8, bottom: 36, left: 72 }
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right

/** A round upper bound for the axis (1, 2, 2.5 or 5 times a power of ten) at or above `value`. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 0
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power
  return 10 * power
}

export type ColumnBar = { category: number; series: number; value: number; x: number; y: number; width: number; height: number }

/**
 * Where the columns go: a group per category (one column per series side by side, or stacked),
 * heights proportional to the values on one scale from min(0, smallest) to a round maximum.
 */
export function columnLayout(categories: number, series: ChartSeries[], stacked: boolean) {
  const totals = Array.from({ length: categories }, (_, index) => series.reduce((sum, each) => sum + Math.max(0, each.values[index] ?? 0), 0))
  const values = series.flatMap((each) => each.values.slice(0, categories))
  const top = niceCeiling(Math.max(0, ...(stacked ? totals : values)))
  const bottom = Math.min(0, ...values)
  const span = top - bottom || 1
  const y = (value: number) => MARGIN.top + ((top - value) / span) * PLOT_HEIGHT
  const group = PLOT_WIDTH / Math.max(1, categories)
  const barWidth = stacked ? group * 0.6 : (group * 0.8) / Math.max(1, series.length)
  const bars: ColumnBar[] = []
  for (let category = 0; category < categories; category++) {
    let stackBase = 0
    series.forEach((each, index) => {
      const value = each.values[category] ?? 0
      const x = MARGIN.left + group * category + (stacked ? group * 0.2 : group * 0.1 + barWidth * index)
      const from = stacked ? stackBase : 0
      const to = from + value
      if (stacked) stackBase = to
      bars.push({ category, series: index, value, x, y: Math.min(y(from), y(to)), width: barWidth, height: Math.abs(y(to) - y(from)) })
    })
  }
  return { top, bottom, y, group, bars }
}

function ChartFigure({ id, title, summary, height = HEIGHT, figures, children }: { id: string; title: string; summary: string; height?: number; figures: ReactNode; children: ReactNode }) {
  return (
    <figure className="m-0 mb-5 max-w-3xl" style={{ breakInside: 'avoid' }}>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ display: 'block', height: 'auto', printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
        fontFamily="inherit"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {children}
      </svg>
      <figcaption>
        <Text as="p" size="2" weight="medium">
          {title}
        </Text>
        {figures}
      </figcaption>
    </figure>
  )
}

function Legend({ series }: { series: ChartSeries[] }) {
  if (series.length < 2) return null
  return (
    <g aria-hidden="true">
      {series.map((each, index) => (
        <g key={each.name} transform={`translate(${MARGIN.left + index * 120}, ${HEIGHT - 10})`}>
          <rect width="10" height="10" y="-9" fill={each.color} />
          <text x="14" fontSize="11" fill="var(--gray-12)">
            {each.name}
          </text>
        </g>
      ))}
    </g>
  )
}

/** The figures a chart draws, as a table (category × series). */
function FiguresTable({ caption, categories, series, format }: { caption: string; categories: string[]; series: ChartSeries[]; format: (value: number) => string }) {
  return (
    <details className="print:hidden">
      <summary>
        <Text size="2">Figures of the chart</Text>
      </summary>
      <table className="mt-2 text-[length:var(--font-size-2)]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-4 text-left">
              &nbsp;
            </th>
            {series.map((each) => (
              <th key={each.name} scope="col" className="pr-4 text-right">
                {each.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, index) => (
            <tr key={`${category}-${index}`}>
              <th scope="row" className="pr-4 text-left font-normal">
                {category}
              </th>
              {series.map((each) => (
                <td key={each.name} className="pr-4 text-right">
                  {format(each.values[index] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}

/**
 * Vertical columns per category (months): series side by side (income and expenses) or
 * stacked (occupied and vacant units). Labels thin out past 12 categories.
 */
export function ColumnChart({
  title,
  summary,
  categories,
  series,
  stacked = false,
  format,
  axisFormat = format,
  axisLabels = categories,
}: {
  title: string
  summary: string
  categories: string[]
  /** Shorter names of the categories under the axis (the table keeps the full ones). */
  axisLabels?: string[]
  series: ChartSeries[]
  stacked?: boolean
  format: (value: number) => string
  axisFormat?: (value: number) => string
}) {
  const id = useId().replace(/:/g, '')
  const { top, bottom, y, group, bars } = columnLayout(categories.length, series, stacked)
  const ticks = [...new Set([bottom, 0, top / 2, top])].filter((tick) => tick >= bottom && tick <= top)
  const labelEvery = Math.ceil(categories.length / 12)
  return (
    <ChartFigure id={id} title={title} summary={summary} figures={<FiguresTable caption={title} categories={categories} series={series} format={format} />}>
      <g aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? 'var(--gray-11)' : 'var(--gray-6)'} strokeWidth="1" />
            <text x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="var(--gray-11)">
              {axisFormat(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, index) =>
          index % labelEvery === 0 ? (
            <text key={`${category}-${index}`} x={MARGIN.left + group * (index + 0.5)} y={HEIGHT - MARGIN.bottom + 14} textAnchor="middle" fontSize="11" fill="var(--gray-12)" data-label="category">
              {axisLabels[index] ?? category}
            </text>
          ) : null,
        )}
        {bars.map((bar) => (
          <rect
            key={`${bar.category}-${bar.series}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            fill={series[bar.series]!.color}
            data-series={series[bar.series]!.name}
            data-category={categories[bar.category]}
            data-value={bar.value}
          >
            <title>{`${categories[bar.category]}, ${series[bar.series]!.name}: ${format(bar.value)}`}</title>
          </rect>
        ))}
      </g>
      <Legend series={series} />
    </ChartFigure>
  )
}

/** Horizontal bars, one per labelled value (expenses by category, occupied against vacant), with the value at the end of each. */
export function BarChart({
  title,
  summary,
  bars,
  color,
  format,
  valueLabel = 'Value',
}: {
  title: string
  summary: string
  bars: Array<{ label: string; value: number; color?: string }>
  color: string
  format: (value: number) => string
  valueLabel?: string
}) {
  const id = useId().replace(/:/g, '')
  const labelWidth = 160
  const valueWidth = 96
  const rowHeight = 24
  const height = Math.max(1, bars.length) * rowHeight + 8
  const top = niceCeiling(Math.max(0, ...bars.map((bar) => bar.value)))
  const span = WIDTH - labelWidth - valueWidth
  const widthOf = (value: number) => (top ? (Math.max(0, value) / top) * span : 0)
  const figures = <FiguresTable caption={title} categories={bars.map((bar) => bar.label)} series={[{ name: valueLabel, color, values: bars.map((bar) => bar.value) }]} format={format} />
  return (
    <ChartFigure id={id} title={title} summary={summary} height={height} figures={figures}>
      <g aria-hidden="true">
        {bars.map((bar, index) => (
          <g key={`${bar.label}-${index}`} transform={`translate(0, ${4 + index * rowHeight})`}>
            <text x={labelWidth - 8} y={rowHeight / 2 + 4} textAnchor="end" fontSize="12" fill="var(--gray-12)" data-label="category">
              {bar.label.length > 24 ? `${bar.label.slice(0, 23)}…` : bar.label}
            </text>
            <rect x={labelWidth} y={3} width={widthOf(bar.value)} height={rowHeight - 6} fill={bar.color ?? color} data-category={bar.label} data-value={bar.value}>
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
            <text x={labelWidth + widthOf(bar.value) + 6} y={rowHeight / 2 + 4} fontSize="12" fill="var(--gray-12)">
              {format(bar.value)}
            </text>
          </g>
        ))}
      </g>
    </ChartFigure>
  )
}
