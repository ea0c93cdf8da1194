#!/usr/bin/env node
/**
 * Page throughput against a static ceiling (npm run bench:pages).
 *
 * Starts the production server (scripts/server.mjs, as `npm start`) on a free localhost port, captures each
 * target page once exactly as a browser receives it (compressed bytes and headers), and serves those same
 * bytes from a plain Node `http` server (scripts/bench-static-server.mjs, a process of its own). Then, for
 * each page, autocannon measures our server and the static one in turn (ours, then static, page after
 * page, so that noise from other jobs on the machine hits both alike). The ratio ours/static shows how
 * close a page gets to the cost of HTTP alone: a page rendered per request is far from it, a page served
 * from a cache should come close.
 * Bar per page: ratio >= 0.9 and our p99 <= 100 ms, with no non-2xx answers or errors. Figures go to
 * bench-results/pages.json; the exit code is 1 when a page or a check misses.
 *
 * Targets (Russian, as a visitor's browser: `Accept-Encoding: br, gzip`, `Accept-Language: ru-RU,ru;q=0.9`,
 * a desktop Chrome User-Agent, no cookie; slugs looked up in the public API at run time):
 *   /                                 home
 *   /projects                         the projects list
 *   /projects/{slug}                  the first project of /api/complexes
 *   /projects/queue/{slug}            that project's first queue (house), with its chessboard
 *   /properties/apartments            the apartments listing
 *   /properties/apartments?rooms=2    the listing filtered
 *   /properties/apartments/{slug}     the first free flat of /api/estates?category=flat
 *
 * Stampede check (on by default): logs into the admin (Payload REST at /cms-api; a fresh store's server
 * creates the account from ADMIN_EMAIL and ADMIN_PASSWORD), renames the first project as an editor would (which expires the cached pages that show
 * it), fires 50 concurrent requests at /projects, and reports how many renders that caused, the burst's
 * p50/p99 and how many of the 50 answered 200 with the new name; then puts the name back. Renders are
 * counted from the server's output: with PAGE_RENDER_LOG=1 the server logs `[render] <route> <path>` per
 * page render; a server that never logs such a line gets "render counting unavailable".
 *
 * Two instances (--instances 2): the whole run uses a throw-away PostgreSQL database (two servers cannot
 * share one SQLite file safely), a second server starts on the same data folder and database, and each
 * page is measured on one instance (all connections) then on both at once (two autocannon runs in
 * parallel, half the connections each, req/s summed).
 *
 * Options: --scale N (1)        SEED_SCALE of the fresh store (the server seeds an empty store at start-up)
 *          --data-dir DIR       serve an existing data folder instead of a fresh temporary one (kept)
 *          --connections N (50) --duration S (10) --warmup S (2, per measured run, not counted)
 *          --rounds N (3)       repeat the alternating measurement; req/s and p50 are averaged, p99 is the worst
 *                               (one round's ratio moves by up to 0.1 on this 2-core machine, where autocannon
 *                               shares the cores with the server it measures)
 *          --no-stampede        skip the stampede check
 *          --instances 1|2 (1)  also compare two instances with one (PostgreSQL)
 *          --database-url URL   PostgreSQL server on which to create (and at the end drop) the throw-away
 *                               database `bench_pages_<timestamp>` (default postgres://postgres@localhost:5432/postgres;
 *                               giving it without --instances 2 runs one instance on PostgreSQL)
 *          --admin-email E --admin-password P   staff login for the stampede check on a reused store
 *          --node-options "..." the server's NODE_OPTIONS (default `--max-old-space-size=384`, as bench:api)
 *          --keep               keep the temporary folder (data, captured pages, server logs)
 * Needs a production build (`npm run build`). Everything started here is stopped, and temporary folders
 * and the database removed, also on errors and Ctrl-C.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { commandLine, freePort, hasBuild, log, ROOT, runAutocannon, sampleMemory, sleep, startServer, stopServer, waitHealthy, waitQuiet } from './bench-support.mjs'

const TARGETS = [
  { name: 'home', path: '/' },
  { name: 'projects', path: '/projects' },
  { name: 'project', path: '/projects/{project}' },
  { name: 'queue', path: '/projects/queue/{queue}' },
  { name: 'apartments', path: '/properties/apartments' },
  { name: 'apartments 2 rooms', path: '/properties/apartments?rooms=2' },
  { name: 'property', path: '/properties/apartments/{estate}' },
]
const BAR = { ratio: 0.9, p99Ms: 100 }
// A visitor's browser: not a search bot nor an audit tool (src/domain/user-agents.ts treats those apart).
const BROWSER_HEADERS = {
  'accept-encoding': 'br, gzip',
  'accept-language': 'ru-RU,ru;q=0.9',
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}
// Response headers the static server does not copy: Node's HTTP server writes its own (Content-Length from
// the body). Every other header goes out as captured, the security headers included, so that the reference
// sends the same bytes as ours, head and body (a static host of this site would send them too).
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
const STAMPEDE = { page: '/projects', requests: 50, settleMs: 2_000 }
const DEFAULT_PG = 'postgres://postgres@localhost:5432/postgres'
const RENDER_LINE = /^\[render\] (\S+) (\S+)/

function options() {
  const { value, flag } = commandLine()
  const instances = Number(value('instances', 1))
  const databaseUrl = value('database-url', instances > 1 ? DEFAULT_PG : null)
  return {
    scale: Number(value('scale', 1)),
    dataDir: value('data-dir', null),
    connections: Number(value('connections', 50)),
    duration: Number(value('duration', 10)),
    warmup: Number(value('warmup', 2)),
    rounds: Number(value('rounds', 3)),
    stampede: !flag('no-stampede'),
    instances,
    databaseUrl,
    adminEmail: value('admin-email', 'bench-pages@example.com'),
    adminPassword: value('admin-password', 'Stampede-Check-2026!'),
    nodeOptions: value('node-options', '--max-old-space-size=384'),
    keep: flag('keep'),
  }
}

let stoppingAll = false // set once clean-up starts (Ctrl-C also reaches the servers themselves)

// ---------- clean-up: everything started registers how to undo it; run once, last in first out ----------

const cleanups = []
let cleaning = null
function cleanUp() {
  stoppingAll = true
  cleaning ??= (async () => {
    while (cleanups.length) {
      const step = cleanups.pop()
      await Promise.resolve()
        .then(step)
        .catch((error) => console.error('[bench] clean-up step failed:', error))
    }
  })()
  return cleaning
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    log(`${signal}: stopping what was started`)
    cleanUp().finally(() => process.exit(130))
  })

// ---------- main ----------

async function main() {
  const opts = options()
  if (!hasBuild()) {
    console.error('[bench] no production build: run `npm run build` first')
    return 1
  }
  if (opts.instances !== 1 && opts.instances !== 2) throw new Error('--instances takes 1 or 2')
  const loadAtStart = os.loadavg()
  log(`load average at start: ${loadAverage(loadAtStart)} (${os.cpus().length} CPUs)`)

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
  cleanups.push(() => (opts.keep ? log(`kept ${workDir}`) : fs.rmSync(workDir, { recursive: true, force: true })))
  const dataDir = opts.dataDir ? path.resolve(opts.dataDir) : path.join(workDir, 'data')
  fs.mkdirSync(dataDir, { recursive: true })
  const databaseUrl = opts.databaseUrl ? createDatabase(opts.databaseUrl) : ''

  // Our server, its output read line by line for the render log.
  const renders = []
  const ours = await startInstance('A', { opts, dataDir, databaseUrl, workDir, onLine: (line) => countRender(renders, line) })
  const memory = sampleMemory(ours.child.pid)
  cleanups.push(() => memory.stop())
  const slugs = await sampleSlugs(ours.url)
  const targets = TARGETS.map((t) => ({ ...t, path: t.path.replace(/\{(\w+)\}/, (_, key) => slugs[key]) }))
  log(`targets: ${targets.map((t) => t.path).join('  ')}`)

  // The reference: the same bytes from a plain static server.
  const captures = await capturePages(ours.url, targets, path.join(workDir, 'static'))
  const staticUrl = await startStaticServer(captures, workDir)

  const loadAtMeasure = os.loadavg()
  const runs = await measureAlternating(opts, targets, ours, staticUrl, { memory, renders })
  const pages = summarize(targets, runs, captures)
  const renderCounting = renders.length > 0

  const stampede = opts.stampede ? await stampedeCheck(opts, ours, renders) : null
  const instances = opts.instances === 2 ? await compareInstances(opts, targets, ours, { dataDir, databaseUrl, workDir }) : null
  const loadAtEnd = os.loadavg()

  const exitCode = report(opts, { pages, stampede, instances, renderCounting, memory, loadAtStart, loadAtMeasure, loadAtEnd, slugs })
  return exitCode
}

// ---------- servers ----------

/** Starts one instance of our server (stopped at clean-up) and waits until it answers; seeding may take a while. */
async function startInstance(label, { opts, dataDir, databaseUrl, workDir, onLine = null }) {
  const port = await freePort()
  const url = `http://localhost:${port}`
  const logFile = path.join(workDir, `server-${label}.log`)
  log(`starting server ${label} on ${url} (${databaseUrl ? 'PostgreSQL' : 'SQLite'}, data ${dataDir}, log ${logFile})`)
  const child = startServer({
    port,
    dataDir,
    nodeOptions: opts.nodeOptions,
    logFile,
    onLine,
    env: {
      DATABASE_URL: databaseUrl,
      SEED_ON_EMPTY: 'true',
      SEED_SCALE: String(opts.scale),
      PAGE_RENDER_LOG: '1',
      // The stampede check's staff account, created by a fresh store's server (an existing one keeps its own).
      ADMIN_EMAIL: opts.adminEmail,
      ADMIN_PASSWORD: opts.adminPassword,
    },
  })
  let stopping = false
  const stop = () => {
    stopping = true
    return stopServer(child, 10_000)
  }
  cleanups.push(stop)
  // A server that ends before it is stopped here makes every figure after it meaningless: say so at once.
  child.on('exit', (code, signal) => stopping || stoppingAll || log(`server ${label} ended by itself (code ${code}, signal ${signal}); see ${logFile}`))
  const started = Date.now()
  try {
    await waitHealthy(url, child, 30 * 60_000)
  } catch (error) {
    console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'))
    throw new Error(`server ${label}: ${error.message} (its output above)`)
  }
  log(`server ${label} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return { url, child, stop }
}

/** Starts scripts/bench-static-server.mjs on the captured pages; resolves with its base URL once it listens. */
async function startStaticServer(captures, workDir) {
  const port = await freePort()
  const manifest = path.join(workDir, 'static-manifest.json')
  fs.writeFileSync(manifest, JSON.stringify(captures.map(({ path: p, file, headers }) => ({ path: p, file, headers }))))
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/bench-static-server.mjs'), manifest, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  cleanups.push(() => stopServer(child, 2_000))
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve)
    child.once('exit', (code) => reject(new Error(`static server exited (${code})`)))
  })
  const url = `http://localhost:${port}`
  // The static server must send what ours sent, byte for byte.
  for (const capture of captures) {
    const answer = await getRaw(`${url}${capture.path}`)
    if (answer.status !== 200 || !answer.body.equals(fs.readFileSync(capture.file))) throw new Error(`static server differs on ${capture.path}`)
  }
  log(`static server on ${url} serves the ${captures.length} captured pages`)
  return url
}

/** Creates the throw-away database on the PostgreSQL server of `adminUrl` (psql); dropped at clean-up. */
function createDatabase(adminUrl) {
  const name = `bench_pages_${Date.now()}`
  const psql = (sql) => {
    const run = spawnSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' })
    if (run.error || run.status !== 0) throw new Error(`psql: ${sql}: ${run.error?.message ?? run.stderr.trim()}`)
  }
  psql(`CREATE DATABASE "${name}"`)
  cleanups.push(() => {
    psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    log(`dropped database ${name}`)
  })
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  log(`created database ${name}`)
  return url.toString()
}

/** Slugs for the page targets: the first project, its first queue and the first free flat, from the API. */
async function sampleSlugs(baseUrl) {
  const getJson = async (p) => {
    const response = await fetch(`${baseUrl}${p}`, { headers: { 'accept-language': 'ru' } })
    if (!response.ok) throw new Error(`${p} answered ${response.status}`)
    return (await response.json()).data
  }
  const [project] = await getJson('/api/complexes?per_page=1')
  if (!project) throw new Error('the store has no public project: nothing to measure')
  const detail = await getJson(`/api/complexes/s/${project.slug}`)
  const [estate] = await getJson('/api/estates?category=flat&per_page=1')
  if (!detail.houses?.length || !estate) throw new Error(`no queue or no free flat to measure (project ${project.slug})`)
  return { project: project.slug, projectId: project.id, queue: detail.houses[0].slug, estate: estate.slug }
}

// ---------- capture ----------

/** GET with the browser's headers; the raw (still compressed) body and the headers as received. */
function getRaw(url, { agent } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = http.get(url, { headers: BROWSER_HEADERS, agent }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

/** After a short warm-up (two requests), one answer per page: its bytes to a file, its headers kept. */
async function capturePages(baseUrl, targets, folder) {
  fs.mkdirSync(folder, { recursive: true })
  const captures = []
  for (const [index, target] of targets.entries()) {
    for (let i = 0; i < 2; i++) await getRaw(`${baseUrl}${target.path}`)
    const answer = await getRaw(`${baseUrl}${target.path}`)
    if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status} (${answer.headers.location ?? answer.body.length + ' bytes'})`)
    const file = path.join(folder, `${index}.body`)
    fs.writeFileSync(file, answer.body)
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !OWN_HEADERS.has(name)))
    captures.push({ path: target.path, file, status: answer.status, headers, bytes: answer.body.length })
    log(
      `captured ${target.path}: ${answer.body.length} bytes ${headers['content-encoding'] ?? 'uncompressed'}, ${Math.round(answer.ms)} ms, ` +
        `ETag ${headers.etag ?? '-'}, Cache-Control ${headers['cache-control'] ?? '-'}`,
    )
  }
  return captures
}

// ---------- measurement ----------

/** Waits until our servers have finished what a run left in flight (a note when they do not settle). */
async function settle(servers) {
  for (const server of servers) if ((await waitQuiet(server.pid)) === false) log(`server ${server.pid} still busy after 30 s: measuring anyway`)
}

/**
 * Autocannon runs at once (one per `{ url, connections }`): a warm-up (not counted), then the measured
 * runs; the figures that matter, per run. A closed run leaves up to `connections` requests in flight when
 * it stops: our `servers` finish them before the next run, so that no run pays for the one before.
 */
async function measure(runs, opts, servers = []) {
  const cannon = (duration) => Promise.all(runs.map(({ url, connections }) => runAutocannon({ url, connections, duration, headers: BROWSER_HEADERS })))
  await cannon(opts.warmup)
  await settle(servers)
  const results = await cannon(opts.duration)
  await settle(servers)
  return results.map((r) => ({
    requests_per_s: Math.round(r.requests.average),
    requests: r.requests.total,
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    max_ms: r.latency.max,
    bytes_per_request: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    non_2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }))
}

/** For each round and page: ours, then static. Ours also gets its RSS peak and the renders it logged. */
async function measureAlternating(opts, targets, ours, staticUrl, { memory, renders }) {
  const runs = []
  for (let round = 1; round <= opts.rounds; round++) {
    for (const target of targets) {
      log(`round ${round}/${opts.rounds} ${target.path}: ours, then static (${opts.connections} connections, ${opts.warmup} + ${opts.duration} s each)`)
      memory.mark()
      const rendersBefore = renders.length
      const [mine] = await measure([{ url: `${ours.url}${target.path}`, connections: opts.connections }], opts, [ours.child])
      mine.rss_peak_mb = memory.mark()
      mine.renders = renders.length - rendersBefore // warm-up included; 0 when the server logs none
      const [reference] = await measure([{ url: `${staticUrl}${target.path}`, connections: opts.connections }], opts)
      runs.push({ round, path: target.path, ours: mine, static: reference })
    }
  }
  return runs
}

/** Per page over the rounds: req/s and p50 averaged, p99 and failures the worst / summed; the verdict. */
function summarize(targets, runs, captures) {
  const mean = (values) => Math.round(values.reduce((a, b) => a + b, 0) / values.length)
  return targets.map((target) => {
    const mine = runs.filter((r) => r.path === target.path)
    const side = (key) => ({
      requests_per_s: mean(mine.map((r) => r[key].requests_per_s)),
      p50_ms: mean(mine.map((r) => r[key].p50_ms)),
      p99_ms: Math.max(...mine.map((r) => r[key].p99_ms)),
      non_2xx: mine.reduce((sum, r) => sum + r[key].non_2xx, 0),
      errors: mine.reduce((sum, r) => sum + r[key].errors, 0),
    })
    const ours = side('ours')
    const reference = side('static')
    const ratio = reference.requests_per_s ? ours.requests_per_s / reference.requests_per_s : 0
    const misses = [
      ...(ratio < BAR.ratio ? [`ratio ${ratio.toFixed(3)} < ${BAR.ratio}`] : []),
      ...(ours.p99_ms > BAR.p99Ms ? [`p99 ${ours.p99_ms} ms > ${BAR.p99Ms} ms`] : []),
      ...(ours.non_2xx || ours.errors ? [`${ours.non_2xx} non-2xx, ${ours.errors} errors`] : []),
      ...(mine.some((r) => r.ours.requests === 0) ? ['no answer within a run'] : []),
    ]
    const capture = captures.find((c) => c.path === target.path)
    return {
      name: target.name,
      path: target.path,
      captured: { status: capture.status, bytes: capture.bytes, headers: capture.headers },
      ours,
      static: reference,
      ratio: Number(ratio.toFixed(3)),
      pass: misses.length === 0,
      misses,
      rounds: mine,
    }
  })
}

// ---------- stampede ----------

/** A staff JWT for the account of --admin-email (made by the server on a fresh store). */
async function staffToken(baseUrl, opts) {
  const response = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: opts.adminEmail, password: opts.adminPassword }),
  })
  const body = await response.json().catch(() => null)
  if (response.status === 200 && body?.token) return body.token
  throw new Error(`cannot log into /cms-api as ${opts.adminEmail} (login ${response.status}); see --admin-email/--admin-password`)
}

async function cms(baseUrl, token, method, p, body) {
  const response = await fetch(`${baseUrl}/cms-api${p}`, {
    method,
    headers: { authorization: `JWT ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} /cms-api${p} -> ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text)
}

/** The HTML of a raw answer, decompressed as its Content-Encoding says. */
function decoded(answer) {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8')
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8')
  return answer.body.toString('utf8')
}

/** How many times each string occurs: { string: count }. */
const tally = (strings) => strings.reduce((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {})

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/**
 * Renames the first project (Russian) as an editor's save does, then fires STAMPEDE.requests concurrent
 * requests (one connection each) at /projects; counts the renders logged from the burst's start until
 * STAMPEDE.settleMs after its end (a cache that refreshes in the background renders after answering).
 * The name is put back afterwards (also on errors and Ctrl-C).
 */
async function stampedeCheck(opts, ours, renders) {
  const baseUrl = ours.url
  log(`stampede: ${STAMPEDE.requests} concurrent requests at ${STAMPEDE.page} right after an editor's save`)
  try {
    const token = await staffToken(baseUrl, opts)
    const { projectId } = await sampleSlugs(baseUrl)
    const doc = await cms(baseUrl, token, 'GET', `/complexes/${projectId}?locale=ru&depth=0`)
    const marker = `бенч-${Date.now().toString(36)}`
    const newName = `${doc.name} ${marker}`
    // The page is cached (or not) as a visitor left it.
    for (let i = 0; i < 3; i++) await getRaw(`${baseUrl}${STAMPEDE.page}`)
    await settle([ours.child])
    let restored = false
    const restore = async () => {
      if (restored) return
      restored = true
      await cms(baseUrl, token, 'PATCH', `/complexes/${projectId}?locale=ru`, { name: doc.name })
    }
    cleanups.push(restore)
    await cms(baseUrl, token, 'PATCH', `/complexes/${projectId}?locale=ru`, { name: newName })

    const rendersBefore = renders.length
    const agent = new http.Agent({ keepAlive: false, maxSockets: STAMPEDE.requests })
    const answers = await Promise.all(
      Array.from({ length: STAMPEDE.requests }, () => getRaw(`${baseUrl}${STAMPEDE.page}`, { agent }).catch((error) => ({ status: 'error', error, ms: null }))),
    )
    await sleep(STAMPEDE.settleMs)
    const burstRenders = renders.slice(rendersBefore)
    const later = await getRaw(`${baseUrl}${STAMPEDE.page}`)
    await restore()
    agent.destroy()

    const latencies = answers
      .filter((a) => a.ms !== null)
      .map((a) => a.ms)
      .sort((a, b) => a - b)
    const ok = answers.filter((a) => a.status === 200)
    const withNewName = ok.filter((a) => decoded(a).includes(marker))
    const result = {
      page: STAMPEDE.page,
      requests: STAMPEDE.requests,
      answered_200: ok.length,
      with_new_name: withNewName.length,
      new_name_after_settle: later.status === 200 && decoded(later).includes(marker),
      p50_ms: latencies.length ? Math.round(percentile(latencies, 50)) : null,
      p99_ms: latencies.length ? Math.round(percentile(latencies, 99)) : null,
      renders_counted: renders.length > 0,
      // Only the burst's page is requested meanwhile, so every render logged is one it caused. (The line
      // may name a layout's route and params, e.g. `[render] [locale] /ru`, rather than the page's path.)
      renders: renders.length > 0 ? burstRenders.length : null,
      render_lines: tally(burstRenders.map((r) => `${r.route} ${r.path}`)),
    }
    result.pass = result.answered_200 === STAMPEDE.requests && result.with_new_name === STAMPEDE.requests
    return result
  } catch (error) {
    log(`stampede check failed: ${error.message}`)
    return { page: STAMPEDE.page, requests: STAMPEDE.requests, error: error.message, pass: false }
  }
}

/** `[render] <route pattern> <path>` lines of the server's output (PAGE_RENDER_LOG=1). */
function countRender(renders, line) {
  const match = RENDER_LINE.exec(line.replace(/\x1b\[[0-9;]*m/g, '').trim())
  if (match) renders.push({ at: Date.now(), route: match[1], path: match[2], line: line.trim() })
}

// ---------- two instances ----------

/**
 * Starts a second instance on the same data folder and database; for each page, one instance with all
 * connections, then both at once with half the connections each (two autocannon runs in parallel).
 */
async function compareInstances(opts, targets, ours, { dataDir, databaseUrl, workDir }) {
  const second = await startInstance('B', { opts, dataDir, databaseUrl, workDir })
  const half = Math.max(1, Math.floor(opts.connections / 2))
  const rows = []
  for (const target of targets) {
    for (let i = 0; i < 2; i++) await getRaw(`${second.url}${target.path}`)
    log(`instances ${target.path}: one (${opts.connections} connections), then two (${half} + ${half})`)
    const servers = [ours.child, second.child]
    const [one] = await measure([{ url: `${ours.url}${target.path}`, connections: opts.connections }], opts, servers)
    const [a, b] = await measure(
      [
        { url: `${ours.url}${target.path}`, connections: half },
        { url: `${second.url}${target.path}`, connections: half },
      ],
      opts,
      servers,
    )
    rows.push({
      path: target.path,
      one_instance: one,
      two_instances: { requests_per_s: a.requests_per_s + b.requests_per_s, a, b },
    })
  }
  await second.stop()
  return { connections: opts.connections, pages: rows }
}

// ---------- report ----------

const loadAverage = (l) => l.map((v) => v.toFixed(2)).join(' ')

function report(opts, { pages, stampede, instances, renderCounting, memory, loadAtStart, loadAtMeasure, loadAtEnd, slugs }) {
  const table = [
    ['page', 'ours req/s', 'static req/s', 'ratio', 'ours p50/p99 ms', 'static p99', 'non-2xx/err ours; static', 'result'],
    ...pages.map((p) => [
      p.path,
      p.ours.requests_per_s,
      p.static.requests_per_s,
      p.ratio.toFixed(3),
      `${p.ours.p50_ms} / ${p.ours.p99_ms}`,
      p.static.p99_ms,
      `${p.ours.non_2xx}/${p.ours.errors}; ${p.static.non_2xx}/${p.static.errors}`,
      p.pass ? 'PASS' : `FAIL (${p.misses.join(', ')})`,
    ]),
  ].map((row) => row.map(String))
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
  console.log('')
  console.log(
    `Pages: ${opts.connections} connections, ${opts.warmup} s warm-up + ${opts.duration} s per run, ${opts.rounds} round(s), ours then static per page; ` +
      `bar: ratio >= ${BAR.ratio} and our p99 <= ${BAR.p99Ms} ms; ${os.cpus().length} CPUs, server NODE_OPTIONS "${opts.nodeOptions}"`,
  )
  for (const row of table) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : i === row.length - 1 ? cell : cell.padStart(widths[i]))).join('  '))
  const runPeak = Math.max(...pages.flatMap((p) => p.rounds.map((r) => r.ours.rss_peak_mb)))
  console.log(
    `our server's peak RSS during the runs: ${runPeak} MB (${memory.peakMb()} MB with start-up); renders logged per page (warm-ups included): ${renderCounting ? pages.map((p) => p.rounds.reduce((s, r) => s + r.ours.renders, 0)).join(', ') : 'render counting unavailable'}`,
  )

  if (stampede) {
    console.log('')
    if (stampede.error) console.log(`Stampede (${stampede.page}): FAIL, ${stampede.error}`)
    else {
      const logged = Object.entries(stampede.render_lines).map(([line, n]) => `${n} x "[render] ${line}"`)
      const renderText = stampede.renders_counted ? `${stampede.renders} render(s)${logged.length ? ` (${logged.join(', ')})` : ''}` : 'render counting unavailable'
      console.log(
        `Stampede (${stampede.page}, ${stampede.requests} concurrent requests after renaming a project): ${renderText}; ` +
          `p50 ${stampede.p50_ms} ms / p99 ${stampede.p99_ms} ms; ${stampede.answered_200}/${stampede.requests} answered 200, ` +
          `${stampede.with_new_name}/${stampede.requests} with the new name (${STAMPEDE.settleMs / 1000} s later: ` +
          `${stampede.new_name_after_settle ? 'new name' : 'STILL THE OLD NAME'}): ${stampede.pass ? 'PASS' : 'FAIL'}`,
      )
    }
  }
  if (instances) {
    console.log('')
    console.log(`One instance vs two (PostgreSQL, ${instances.connections} connections in all; req/s):`)
    for (const row of instances.pages)
      console.log(
        `  ${row.path.padEnd(widths[0])}  ${String(row.one_instance.requests_per_s).padStart(6)}  ->  ${String(row.two_instances.requests_per_s).padStart(6)} ` +
          `(${row.two_instances.a.requests_per_s} + ${row.two_instances.b.requests_per_s}; p99 ${row.one_instance.p99_ms} -> ${Math.max(row.two_instances.a.p99_ms, row.two_instances.b.p99_ms)} ms)`,
      )
  }
  console.log('')
  log(`load average at start: ${loadAverage(loadAtStart)}; when measuring began: ${loadAverage(loadAtMeasure)}; at end: ${loadAverage(loadAtEnd)}`)

  const pass = pages.every((p) => p.pass) && (!stampede || stampede.pass)
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memory_mb: Math.round(os.totalmem() / 2 ** 20), node: process.version },
    database: opts.databaseUrl ? 'postgres' : 'sqlite',
    scale: opts.dataDir ? null : opts.scale,
    data_dir: opts.dataDir,
    slugs,
    connections: opts.connections,
    warmup_s: opts.warmup,
    duration_s: opts.duration,
    rounds: opts.rounds,
    node_options: opts.nodeOptions,
    request_headers: BROWSER_HEADERS,
    bar: BAR,
    load_average: { at_start: loadAtStart, at_measure: loadAtMeasure, at_end: loadAtEnd },
    peak_rss_mb: memory.peakMb(),
    render_counting: renderCounting,
    pages,
    stampede,
    instances,
    pass,
  }
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, 'bench-results/pages.json'), `${JSON.stringify(results, null, 2)}\n`)
  log(`wrote bench-results/pages.json: ${pass ? 'every page and check passed' : 'some pages or checks missed'}`)
  return pass ? 0 : 1
}

main()
  .then(async (code) => {
    await cleanUp()
    process.exit(code)
  })
  .catch(async (error) => {
    console.error('[bench] failed:', error)
    await cleanUp()
    process.exit(1)
  })
