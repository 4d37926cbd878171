// What the bench reads in its server's log (scripts/bench/portfolio.mjs, side-by-side.mjs).

/**
 * The line api/utilities/analyze.ts logs when ANALYZE is done (`ANALYZE_DONE_MESSAGE` there;
 * api/utilities/analyze.test.ts checks the two agree). The server runs it 3 s after Payload's
 * start, on the event loop's thread (libsql): 0.5–0.9 s of CPU at the bench's portfolio.
 */
export const ANALYZE_DONE = /Planner statistics refreshed \(ANALYZE\) in (\d+) ms/

/**
 * The first match of `pattern` in what the server logged — `text()` returns all of it so
 * far — now or within `timeoutMs` (checked every 50 ms); null if none came.
 */
export async function waitForLogLine(text, pattern, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const match = pattern.exec(text())
    if (match) return match
    if (Date.now() >= deadline) return null
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
