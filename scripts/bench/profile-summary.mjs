// Where a page's server CPU goes: summarises a V8 CPU profile written by the bench
// (BENCH_CPU_PROFILE=<folder> node scripts/bench/portfolio.mjs) or by `node --cpu-prof`.
//
//   node scripts/bench/profile-summary.mjs <file.cpuprofile> [requests] [--top=N]
//
// Every sample is given to one part of the request, found by walking its stack from the
// leaf up and taking the innermost frame that names a part (PARTS, first match wins at a
// frame): the in-process API's authentication inside an API call, the API call's other
// work, the JSON between the app and the API, the session cookie, React's render, and
// so on; what names no part is 'other (router, loaders, Node)'. With `requests` (the run's
// page requests) the times are also printed per page. `--top=N` adds the N functions with
// the most self time.
import fs from 'node:fs'

/** [part, test(frame)] — a frame is { functionName, url }. Order matters only within one frame. */
const PARTS = [
  ['API: authentication (JWT, user and its permission rows)', (f) => /^(executeAuthStrategies|JWTAuthentication|authenticate)$/.test(f.functionName) && /payload|server[\\/]index|api[\\/]/.test(f.url)],
  ['API: request set-up (URL, query, i18n)', (f) => f.functionName === 'createPayloadRequest'],
  ['API: response JSON (stringify)', (f) => f.functionName === 'stringify' && f.url === ''],
  ['app: API response JSON (parse)', (f) => f.functionName === 'parse' && f.url === ''],
  ['API: endpoint (operation, access, SQL, hooks)', (f) => f.functionName === 'handleEndpoints'],
  ['React render', (f) => /react-dom[\\/]|react-dom-server/.test(f.url) || /^(renderToPipeableStream|performWork|renderElement|renderNode)$/.test(f.functionName)],
  ['session cookie (sign, parse, commit)', (f) => /^(getSession|commitSession|createCookieSessionStorage)$/.test(f.functionName) || /cookie-signature|[\\/]cookie[\\/]/.test(f.url)],
  ['database driver (libsql, pg)', (f) => /@libsql|libsql|[\\/]pg[\\/]|pg-protocol/.test(f.url)],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)'],
  ['(program)', (f) => f.functionName === '(program)'],
]

const [file, requestsArg, ...rest] = process.argv.slice(2)
if (!file) {
  console.error('usage: node scripts/bench/profile-summary.mjs <file.cpuprofile> [requests] [--top=N]')
  process.exit(2)
}
const top = Number(rest.concat(requestsArg ?? []).find((arg) => String(arg).startsWith('--top='))?.slice(6) ?? 0)
const requests = requestsArg && !requestsArg.startsWith('--') ? Number(requestsArg) : 0
const profile = JSON.parse(fs.readFileSync(file, 'utf8'))

const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const parent = new Map()
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)

const partOf = new Map()
function part(id) {
  if (partOf.has(id)) return partOf.get(id)
  const frame = byId.get(id).callFrame
  let found = PARTS.find(([, test]) => test(frame))?.[0]
  if (!found) found = parent.has(id) ? part(parent.get(id)) : 'other (router, loaders, Node)'
  partOf.set(id, found)
  return found
}

const totals = new Map()
const self = new Map()
let total = 0
profile.samples.forEach((id, index) => {
  const micros = profile.timeDeltas[index + 1] ?? 0
  const name = part(id)
  if (name === 'idle') return
  totals.set(name, (totals.get(name) ?? 0) + micros)
  const frame = byId.get(id).callFrame
  const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`
  self.set(key, (self.get(key) ?? 0) + micros)
  total += micros
})

const ms = (micros) => (micros / 1000).toFixed(1)
const rows = [...totals].sort((a, b) => b[1] - a[1])
console.log(`${file}: ${ms(total)} ms of CPU samples${requests ? ` over ${requests} requests` : ''}`)
for (const [name, micros] of rows) {
  console.log(`  ${name.padEnd(58)} ${ms(micros).padStart(9)} ms  ${((100 * micros) / total).toFixed(1).padStart(5)} %${requests ? `  ${(micros / 1000 / requests).toFixed(2).padStart(7)} ms/page` : ''}`)
}
if (top) {
  console.log(`\nTop ${top} functions by self time:`)
  for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms(micros).padStart(8)} ms  ${key}`)
}
