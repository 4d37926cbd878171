// The portfolio bench's one-user client: a process of its own that only sends the sequential
// requests and times them (portfolio.mjs forks it once per run; ADR 026 amendment of 2026-11-28).
//
// Why not the bench's own process: a request is timed from before `fetch` to the last byte read,
// so a pause of the process that times it counts as the page's time. The bench's process carries
// the server build it imports for the first-load column and, in `npm run bench`, the foundation
// part's whole server (Payload, its database, its jobs cron): a heap of 40–100+ MB. Each response it
// reads (87 kB of HTML, its gzip and the decompressed copies) is memory outside V8's heap, and every
// 30–50 responses that memory starts a full mark-compact of the whole heap: 8–40 ms in that process
// at this heap, inside whichever request was being timed — 3–5 of 100, the one-user p95's tail. This
// process holds nothing but the requests, and collects its own garbage after each request, between
// two timed ones: its heap is a few MB, and the mark-compacts V8 would start on its own still cost
// 1–10 ms plus the freeing of the buffers (a request 12–16 ms slower, 3 in 100, in a lean client
// without it). Every request and byte the server serves is the same; only the measuring process is
// leaner, and its pauses are outside the timed spans (the ones left inside are counted and printed).
import { PerformanceObserver, constants } from 'node:perf_hooks'

/** This process's own GC pauses (start, duration in ms, on the performance clock), to report. */
const pauses = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pauses.push({ start: entry.startTime, ms: entry.duration, major: entry.detail?.kind !== constants.NODE_PERFORMANCE_GC_MINOR })
}).observe({ entryTypes: ['gc'] })

/** `count` GETs of `url` one after the other (after 5 untimed ones): each request's time, status and size. */
async function run({ url, headers, count }) {
  for (let i = 0; i < Math.min(5, count); i++) await (await fetch(url, { headers })).arrayBuffer()
  pauses.length = 0
  const samples = []
  let errors = 0
  let bytes = 0
  const spans = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    bytes = (await response.arrayBuffer()).byteLength
    const ended = performance.now()
    samples.push(ended - started)
    spans.push([started, ended])
    if (response.status !== 200) errors++
    // This process's garbage (the response just read, outside the heap too) collected between two
    // timed requests, not inside the next one (portfolio.mjs starts it with --expose-gc).
    globalThis.gc?.()
  }
  // The client's own major collections that fell inside a timed request: they should be few and short.
  const inside = pauses.filter((pause) => pause.major && spans.some(([from, to]) => pause.start < to && pause.start + pause.ms > from))
  return { samples, errors, bytes, clientMajorGcs: inside.length, clientMajorGcMs: inside.reduce((sum, pause) => sum + pause.ms, 0) }
}

process.on('message', async (message) => {
  if (message?.type !== 'run') return
  try {
    process.send({ type: 'result', id: message.id, ...(await run(message)) })
  } catch (error) {
    process.send({ type: 'result', id: message.id, error: String(error?.stack ?? error) })
  }
})
process.send({ type: 'ready' })
