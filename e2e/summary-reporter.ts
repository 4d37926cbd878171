import fs from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { E2E_SERVER_LOG } from './fixtures'

/**
 * Ends the run with one plain line, `e2e: N passed, N failed, N skipped, N flaky`, and
 * writes the counts (per project too) to E2E_SUMMARY_FILE for scripts/test.mjs. When a test
 * failed or was flaky, it first prints the server's warnings and errors from its log (a CI run's
 * log stays on the machine that ran it: what the server said is otherwise lost).
 */
type Counts = { passed: number; failed: number; skipped: number; flaky: number; durationMs: number }
const empty = (): Counts => ({ passed: 0, failed: 0, skipped: 0, flaky: 0, durationMs: 0 })

export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, { project: string; outcome: ReturnType<TestCase['outcome']>; durationMs: number }>()

  printsToStdio() {
    return true
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const previous = this.outcomes.get(test)
    this.outcomes.set(test, {
      project: test.parent.project()?.name ?? '',
      outcome: test.outcome(),
      durationMs: (previous?.durationMs ?? 0) + result.duration,
    })
  }

  onEnd(result: FullResult) {
    const total = empty()
    const projects: Record<string, Counts> = {}
    for (const { project, outcome, durationMs } of this.outcomes.values()) {
      const perProject = (projects[project] ??= empty())
      const key = outcome === 'expected' ? 'passed' : outcome === 'unexpected' ? 'failed' : outcome === 'flaky' ? 'flaky' : 'skipped'
      for (const counts of [total, perProject]) {
        counts[key] += 1
        counts.durationMs += durationMs
      }
    }
    for (const [name, counts] of Object.entries(projects)) {
      console.log(`e2e ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped, ${counts.flaky} flaky (test time ${(counts.durationMs / 1000).toFixed(1)} s)`)
    }
    const file = process.env.E2E_SUMMARY_FILE
    if (file) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, JSON.stringify({ status: result.status, durationMs: result.duration, total, projects }, null, 2))
    }
    if (total.failed + total.flaky > 0) printServerProblems()
    // Flaky tests passed on retry: they count as passed in the closing line.
    console.log(`${total.passed + total.flaky} passed, ${total.failed} failed`)
  }
}

const SERVER_PROBLEM = /\b(WARN|ERROR|FATAL)\b|Error:|write lock|Login failed/
const SHOWN_LINES = 40

/** The server log's last warnings and errors (the lines that say so, colours removed). */
function printServerProblems() {
  let log: string
  try {
    log = fs.readFileSync(E2E_SERVER_LOG, 'utf8')
  } catch {
    return
  }
  const lines = stripVTControlCharacters(log).split('\n').filter((line) => SERVER_PROBLEM.test(line))
  if (lines.length === 0) return
  console.log(`e2e server log (${path.relative(process.cwd(), E2E_SERVER_LOG)}): the last ${Math.min(lines.length, SHOWN_LINES)} of ${lines.length} warnings and errors`)
  for (const line of lines.slice(-SHOWN_LINES)) console.log(`  ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`)
}
