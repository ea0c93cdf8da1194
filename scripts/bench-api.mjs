#!/usr/bin/env node
/**
 * Load benchmark of the catalogue API and pages (npm run bench:api).
 *
 * Seeds a fresh SQLite data folder at `--scale 17` (>= 50,000 estates) with `npm run seed`, starts the
 * production server (scripts/server.mjs, as `npm start`) on a free localhost port, warms up, then runs autocannon against each
 * endpoint (50 connections x 10 s by default) and prints p50 / p99 latency and requests per second,
 * with the server's peak resident memory (VmRSS of the server and its children, sampled every 200 ms).
 * Figures go to bench-results/api.json. The server is stopped and the temporary folder removed.
 *
 * Options: --scale N (17)  --connections N (50)  --duration S (10)  --warmup S (2)
 *          --data-dir DIR  (benchmark an already seeded folder instead of seeding a fresh one; kept)
 *          --keep          (keep the temporary data folder)
 *          --node-options "..."  (the server's NODE_OPTIONS; default `--max-old-space-size=384`, the heap
 *                          cap recommended for production: without any cap V8 sizes the heap from the
 *                          machine's memory and lets a busy server grow to ~650 MB for no gain; `""` = none)
 *          --only api|pages  (measure only the API endpoints or only the site pages)
 *          --page-connections N (4)  (site pages are measured like a few visitors at once, not 50)
 * Targets on a 2-core machine: p99 < 50 ms per API endpoint, p99 < 300 ms per catalogue page rendered on
 * the server (full HTML of a listing, project or property page with >= 50,000 estates in the store),
 * peak RSS < 500 MB.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { commandLine, freePort, hasBuild, log, ROOT, runAutocannon as run, sampleMemory, startServer, stopServer, waitHealthy } from './bench-support.mjs'

const ENDPOINTS = [
  { name: 'estates (2 filters)', path: '/api/estates?category=flat&rooms=2&price_to=60000000' },
  { name: 'estates/filters', path: '/api/estates/filters?category=flat' },
  { name: 'complexes', path: '/api/complexes' },
  { name: 'estates/categories', path: '/api/estates/categories' },
  // Reference, not a target: a near-empty route (one tiny query, no cache) shows the framework's own
  // cost per request on this machine, the floor under every figure above.
  { name: 'health (floor)', path: '/api/health', reference: true },
]
// Catalogue pages, server-rendered HTML (Russian, no cookie). The estate page's slug is looked up at run time.
const PAGES = [
  { name: 'page /properties/apartments', path: '/properties/apartments' },
  { name: 'page apartments 2 rooms p2', path: '/properties/apartments?rooms=2&page=2' },
  { name: 'page apartments filtered', path: '/properties/apartments?rooms=1,2&price_to=60000000&sort=-area' },
  { name: 'page /projects', path: '/projects' },
  { name: 'page project', path: '/projects/{project}' },
  // At scale 17 the first queue holds 5,671 estates in 51 sections: the page renders its first section
  // with free estates (at most 113 estates) and the section links, not the whole grid.
  { name: 'page queue (chessboard)', path: '/projects/queue/{house}' },
  { name: 'page property', path: '/properties/apartments/{estate}' },
]
const TARGETS = { p99Ms: 50, pageP99Ms: 300, rssMb: 500 }

function options() {
  const { value, flag } = commandLine()
  return {
    scale: Number(value('scale', 17)),
    connections: Number(value('connections', 50)),
    duration: Number(value('duration', 10)),
    warmup: Number(value('warmup', 2)),
    dataDir: value('data-dir', null),
    keep: flag('keep'),
    nodeOptions: value('node-options', '--max-old-space-size=384'),
    only: value('only', null),
    pageConnections: Number(value('page-connections', 4)),
  }
}

function ensureBuild() {
  if (hasBuild()) return
  log('no production build: running next build')
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
}

/**
 * Seeds the folder; the seed CLI ends with a "Seeded (scale N) ..." summary. It has been seen to exit 0
 * without it (and without content) on a busy machine, so a run without the summary is retried once on
 * an emptied folder, then fails.
 */
function seed(dataDir, scale) {
  for (let attempt = 1; attempt <= 2; attempt++) {
    log(`seeding ${dataDir} at scale ${scale}${attempt > 1 ? ' (retry)' : ''}`)
    const started = Date.now()
    const run = spawnSync('npm', ['run', 'seed', '--', '--scale', String(scale)], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PAYLOAD_SKIP_REVALIDATE: 'true' },
    })
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`
    const summary = output.split('\n').find((line) => line.startsWith('Seeded ('))
    if (run.status === 0 && summary) {
      log(summary)
      return Date.now() - started
    }
    console.error(output.split('\n').slice(-30).join('\n'))
    log(`seed ended with code ${run.status} and no summary`)
    for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true })
  }
  throw new Error('seeding failed twice')
}

async function main() {
  const opts = options()
  ensureBuild()
  const dataDir = opts.dataDir ? path.resolve(opts.dataDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'))
  try {
    process.exitCode = await measure(opts, dataDir)
  } finally {
    if (!opts.dataDir && !opts.keep) fs.rmSync(dataDir, { recursive: true, force: true })
    else log(`data kept in ${dataDir}`)
  }
}

/** Seeds (unless given a folder), serves, measures and reports; returns the exit code. */
async function measure(opts, dataDir) {
  const seedMs = opts.dataDir ? null : seed(dataDir, opts.scale)
  const loadAtStart = os.loadavg()[0]
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  log(`starting the server on ${baseUrl}`)
  const server = startServer({
    port,
    dataDir,
    nodeOptions: opts.nodeOptions,
    logFile: path.join(dataDir, 'bench-server.log'),
    env: { SEED_ON_EMPTY: 'false' },
  })
  const memory = sampleMemory(server.pid)
  const results = []
  let estates = null
  try {
    await waitHealthy(baseUrl, server)
    estates = await countEstates(baseUrl)
    if (estates.total === 0) throw new Error('the store holds no public estates: nothing to measure')
    if (!opts.dataDir && opts.scale >= 17 && estates.total < 50_000) throw new Error(`only ${estates.total} estates at scale ${opts.scale}`)
    log(`${estates.total} public estates (${estates.free} free); server RSS after start ${memory.mark()} MB`)
    const slugs = await sampleSlugs(baseUrl)
    const targets = [
      ...(opts.only === 'pages' ? [] : ENDPOINTS.map((e) => ({ ...e, connections: opts.connections, limit: TARGETS.p99Ms }))),
      ...(opts.only === 'api'
        ? []
        : PAGES.map((p) => ({ ...p, path: p.path.replace(/\{(\w+)\}/, (_, key) => slugs[key]), connections: opts.pageConnections, limit: TARGETS.pageP99Ms }))),
    ]
    // What a browser sends: the answers are measured with their compression (Brotli), as visitors get them.
    const headers = { 'accept-language': 'ru', 'accept-encoding': 'gzip, deflate, br, zstd' }
    for (const endpoint of targets) {
      const url = `${baseUrl}${endpoint.path}`
      const first = Date.now()
      const response = await fetch(url, { headers: { 'Accept-Language': 'ru' } })
      if (!response.ok) throw new Error(`${endpoint.path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
      await response.arrayBuffer()
      const coldMs = Date.now() - first
      await run({ url, connections: endpoint.connections, duration: opts.warmup, headers })
      log(`measuring ${endpoint.path}`)
      const r = await run({ url, connections: endpoint.connections, duration: opts.duration, headers })
      results.push({
        reference: Boolean(endpoint.reference),
        connections: endpoint.connections,
        limit_ms: endpoint.limit,
        name: endpoint.name,
        path: endpoint.path,
        cold_ms: coldMs,
        p50_ms: r.latency.p50,
        p99_ms: r.latency.p99,
        max_ms: r.latency.max,
        requests_per_s: Math.round(r.requests.average),
        requests: r.requests.total,
        non_2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        rss_peak_mb: memory.mark(),
      })
    }
  } finally {
    memory.stop()
    await stopServer(server)
  }
  const peakRssMb = memory.peakMb()

  console.log('')
  console.log(
    `Benchmark: ${opts.connections} connections per API endpoint, ${opts.pageConnections} per page, ${opts.duration} s each, ${estates?.total ?? '?'} estates, ` +
      `${os.cpus().length} CPUs (load average ${os.loadavg()[0].toFixed(1)}), server NODE_OPTIONS "${opts.nodeOptions}"`,
  )
  console.log(['endpoint'.padEnd(28), 'cold ms', ' p50 ms', ' p99 ms', '  req/s', 'non-2xx', ' RSS MB'].join(' '))
  for (const r of results) {
    const cells = [r.cold_ms, r.p50_ms, r.p99_ms, r.requests_per_s, r.non_2xx, r.rss_peak_mb].map((v) => String(v).padStart(7))
    console.log([r.name.padEnd(28), ...cells].join(' '))
  }
  console.log(`peak server RSS: ${peakRssMb} MB`)
  const misses = [
    ...results.filter((r) => !r.reference && r.p99_ms >= r.limit_ms).map((r) => `${r.name} p99 ${r.p99_ms} ms >= ${r.limit_ms} ms`),
    ...results.filter((r) => r.non_2xx > 0 || r.errors > 0).map((r) => `${r.name}: ${r.non_2xx} non-2xx, ${r.errors} errors`),
    ...(peakRssMb >= TARGETS.rssMb ? [`peak RSS ${peakRssMb} MB >= ${TARGETS.rssMb} MB`] : []),
  ]
  console.log(
    misses.length ? `targets missed: ${misses.join('; ')}` : `all targets met (API p99 < ${TARGETS.p99Ms} ms, pages p99 < ${TARGETS.pageP99Ms} ms, RSS < ${TARGETS.rssMb} MB)`,
  )

  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memory_mb: Math.round(os.totalmem() / 2 ** 20), node: process.version },
    scale: opts.dataDir ? null : opts.scale,
    seed_ms: seedMs,
    estates,
    connections: opts.connections,
    duration_s: opts.duration,
    node_options: opts.nodeOptions,
    load_average_1m: { at_start: Number(loadAtStart.toFixed(2)), at_end: Number(os.loadavg()[0].toFixed(2)) },
    endpoints: results,
    peak_rss_mb: peakRssMb,
    targets: TARGETS,
    targets_met: misses.length === 0,
  }
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, 'bench-results/api.json'), `${JSON.stringify(report, null, 2)}\n`)
  log('wrote bench-results/api.json')
  return misses.length ? 1 : 0
}

/** Slugs for the page targets: the first project, its first queue and the first free flat, from the API. */
async function sampleSlugs(baseUrl) {
  const project = (await (await fetch(`${baseUrl}/api/complexes?per_page=1`)).json()).data[0]
  const detail = (await (await fetch(`${baseUrl}/api/complexes/s/${project.slug}`)).json()).data
  const estate = (await (await fetch(`${baseUrl}/api/estates?category=flat&per_page=1`)).json()).data[0]
  return { project: project.slug, house: detail.houses[0].slug, estate: estate.slug }
}

/** Public estates by status, from the API itself (all categories). */
async function countEstates(baseUrl) {
  let total = 0
  let free = 0
  for (const category of ['flat', 'comm', 'garage', 'storageroom']) {
    const all = await (await fetch(`${baseUrl}/api/estates?category=${category}&status=all&per_page=1`)).json()
    const open = await (await fetch(`${baseUrl}/api/estates?category=${category}&per_page=1`)).json()
    total += all.meta.total
    free += open.meta.total
  }
  return { total, free }
}

main().catch((error) => {
  console.error('[bench] failed:', error)
  process.exit(1)
})
