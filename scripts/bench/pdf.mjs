// The PDF part of the bench (acceptance 5: a 4-page lease renders in ≤ 200 ms
// warm). Renders the sample residential lease (api/documents/pdf/residentialLease.sample.ts,
// every block kind) with its answers: WARMUP untimed runs, then RUNS timed ones, and prints
// the median, p95, min and max in ms, the page count and the size.
//
// Run alone: `node scripts/bench/pdf.mjs`. The engine is TypeScript: it is loaded through
// tsx, the TypeScript loader Payload's CLI uses (a dependency of `payload`).
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'

export const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 20)
const WARMUP = Number(process.env.BENCH_PDF_WARMUP ?? 5)
/** The preview engine benchmark. */
export const BUDGET_MS = 200

const percentile = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]

export async function runPdfBench({ projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..') } = {}) {
  const load = (file) => tsImport(pathToFileURL(path.join(projectRoot, file)).href, import.meta.url)
  const { renderDocumentPdf } = await load('api/documents/pdf/render.ts')
  const { residentialLeaseBody, residentialLeaseAnswers } = await load('api/documents/pdf/residentialLease.sample.ts')
  const meta = { documentName: 'Residential Lease - 1458 Alder Street, Unit 3B', author: 'Harbor Street Properties LLC' }

  let pdf
  for (let run = 0; run < WARMUP; run++) pdf = await renderDocumentPdf(residentialLeaseBody, residentialLeaseAnswers, meta)
  const timings = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    pdf = await renderDocumentPdf(residentialLeaseBody, residentialLeaseAnswers, meta)
    timings.push(performance.now() - started)
  }
  timings.sort((a, b) => a - b)
  // Each page object of the file: '/Type /Page' not followed by 's' (that is the page tree).
  const pages = pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0
  return {
    runs: RUNS,
    medianMs: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    minMs: timings[0],
    maxMs: timings.at(-1),
    pages,
    bytes: pdf.length,
    withinBudget: percentile(timings, 0.5) <= BUDGET_MS,
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runPdfBench()
  const ms = (value) => value.toFixed(1)
  console.log(
    `PDF: ${result.pages}-page residential lease (${(result.bytes / 1024).toFixed(1)} KiB), ${result.runs} warm renders: ` +
      `median ${ms(result.medianMs)} ms, p95 ${ms(result.p95Ms)} ms, min ${ms(result.minMs)} ms, max ${ms(result.maxMs)} ms ` +
      `(budget ${BUDGET_MS} ms: ${result.withinBudget ? 'met' : 'MISSED'})`,
  )
}
