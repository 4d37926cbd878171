// Two (or more) builds measured side by side (ADR 041): on a shared machine the sequential bench
// moves by more between two runs of one build than a change of a few milliseconds, so the
// builds' servers run at once on the same seeded data and the requests alternate between them
// in blocks (the order reversed every round): server CPU per request (process.cpuUsage over
// IPC, as the bench), mean and median of the blocks per page and build.
//
//   SIDE_DATA=<a copy of a seeded bench folder> node scripts/bench/side-by-side.mjs build-before build-after
//
// SIDE_PAGES (the portfolio bench's labels or a part naming one, comma-separated, or semicolon-separated
// when a label holds a comma; default: properties
// list, transactions (invoices), lease transactions tab, notifications),
// SIDE_ROUNDS (10), SIDE_BLOCK (10 requests), SIDE_PORT (4620: the first build's port, the next ones after it;
// another session's comparison on the same machine takes other ports), SIDE_DATA_REQUESTS=true (each page's `.data`
// request too), SIDE_PROFILE=<folder> (then a V8 CPU profile of 50 requests per page and build,
// `<build>-<page>.cpuprofile`). The builds are used as they are: build them first
// (`BUILD_DIR=build-x npx react-router build`). SQLite only.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { benchEnv, dataPath, PAGES, profileControl, serverCpu, signIn, startBenchServer, waitForStartupAnalyze } from './portfolio.mjs'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The portfolio bench's page of a label: exactly it, or the only label that contains it. */
function pageOf(label) {
  const exact = PAGES.find((page) => page.label === label)
  const matching = PAGES.filter((page) => page.label.includes(label))
  if (exact ?? matching.length === 1) return exact ?? matching[0]
  throw new Error(`'${label}' names ${matching.length ? 'several pages' : 'no page'}: ${(matching.length ? matching : PAGES).map((page) => page.label).join(', ')}`)
}

/** SIDE_PAGES: comma-separated, or semicolon-separated when it holds one (labels such as 'report: income statement, cash, by month' have commas). */
const pageList = (value) => value.split(value.includes(';') ? ';' : ',')

async function main() {
  const builds = process.argv.slice(2)
  const dataDir = path.resolve(process.env.SIDE_DATA ?? '')
  if (builds.length < 2 || !fs.existsSync(path.join(dataDir, 'seed.json'))) throw new Error('Usage: SIDE_DATA=<seeded bench folder> node scripts/bench/side-by-side.mjs <build dir> <build dir> …')
  const rounds = Number(process.env.SIDE_ROUNDS ?? 10)
  const block = Number(process.env.SIDE_BLOCK ?? 10)
  const kinds = process.env.SIDE_DATA_REQUESTS === 'true' ? ['document', '.data'] : ['document']
  const seed = JSON.parse(fs.readFileSync(path.join(dataDir, 'seed.json'), 'utf8'))
  const pages = new Map(pageList(process.env.SIDE_PAGES ?? 'properties list,transactions (invoices),lease transactions tab,notifications').map((label) => pageOf(label.trim())).map((page) => [page.label, page]))
  const labels = [...pages.keys()]
  const env = benchEnv(dataDir)
  const servers = []
  try {
    // One at a time: each applies pending migrations and runs ANALYZE at start.
    for (const [index, buildDir] of builds.entries()) {
      const port = Number(process.env.SIDE_PORT ?? 4620) + index
      const base = `http://127.0.0.1:${port}`
      const server = await startBenchServer({ projectRoot, env, buildDir, port })
      servers.push({ buildDir, base, server, cookie: await signIn(base, seed.landlord) })
    }
    // Each server's start-up ANALYZE (0.5–0.9 s of CPU on its event loop) done before any block is measured.
    for (const side of servers) await waitForStartupAnalyze(side.server)
    const urlOf = (label, kind) => (kind === '.data' ? dataPath(pages.get(label).path(seed)) : pages.get(label).path(seed))
    const get = async (side, url) => {
      const response = await fetch(`${side.base}${url}`, { headers: { cookie: side.cookie } })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${side.buildDir} ${url}: ${response.status}`)
    }
    for (const side of servers) for (const label of labels) for (const kind of kinds) for (let i = 0; i < 5; i++) await get(side, urlOf(label, kind))
    const blocks = new Map()
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [...servers].reverse() : servers
      for (const label of labels) {
        for (const kind of kinds) {
          for (const side of order) {
            const before = await serverCpu(side.server)
            for (let i = 0; i < block; i++) await get(side, urlOf(label, kind))
            const key = `${label}${kind === '.data' ? ' (.data)' : ''}\0${side.buildDir}`
            blocks.set(key, [...(blocks.get(key) ?? []), ((await serverCpu(side.server)) - before) / block])
          }
        }
      }
      console.error(`round ${round + 1}/${rounds}, load ${os.loadavg()[0].toFixed(1)}`)
    }
    if (process.env.SIDE_PROFILE) {
      const folder = path.resolve(process.env.SIDE_PROFILE)
      fs.mkdirSync(folder, { recursive: true })
      for (const side of servers) {
        for (const label of labels) {
          for (const kind of kinds) {
            await profileControl(side.server, { action: 'start' })
            for (let i = 0; i < 50; i++) await get(side, urlOf(label, kind))
            const name = `${path.basename(side.buildDir)}-${label}${kind === '.data' ? '.data' : ''}`.replace(/[^\w.-]+/g, '-')
            await profileControl(side.server, { action: 'stop', file: path.join(folder, `${name}.cpuprofile`) })
          }
        }
      }
    }
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
    console.log(`Server CPU ms per request, mean (median) of ${rounds} blocks of ${block}; load ${os.loadavg().map((value) => value.toFixed(1)).join(' ')} on ${os.availableParallelism()} cores.`)
    console.log(`| page | ${builds.join(' | ')} | last vs first |`)
    console.log(`| --- | ${builds.map(() => '---').join(' | ')} | --- |`)
    for (const label of labels) {
      for (const kind of kinds) {
        const page = `${label}${kind === '.data' ? ' (.data)' : ''}`
        const values = builds.map((buildDir) => blocks.get(`${page}\0${buildDir}`))
        const change = (mean(values.at(-1)) / mean(values[0]) - 1) * 100
        console.log(`| ${page} | ${values.map((list) => `${mean(list).toFixed(1)} (${median(list).toFixed(1)})`).join(' | ')} | ${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(0)} % |`)
      }
    }
  } finally {
    for (const { server } of servers) if (server.exitCode === null) server.kill('SIGTERM')
  }
}

// react-router (the bench's imports) and the builds must see NODE_ENV=production: start again with it.
if (process.env.NODE_ENV !== 'production') {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  process.exit(child.status ?? 1)
}
process.chdir(projectRoot)
await main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
