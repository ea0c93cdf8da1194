#!/usr/bin/env node
/**
 * Load benchmark of the calculation PDF (npm run bench:export), on the production build.
 *
 * Seeds a fresh SQLite folder with the demo content (`npm run seed`, in a process of its own, so that the
 * server's memory is its own), starts the production server (scripts/server.mjs, as `npm start`) on a
 * free localhost port, and measures in turn, each after a warm-up:
 *   1. page alone:   GET --page (/projects) with --page-connections (2) visitors;
 *   2. export alone: POST /api/calculators/export, a --months (300) month annuity schedule of a seeded
 *                    flat, with --connections (8);
 *   3. together:     the export load and the page visitors at the same time: the page's latency during
 *                    the export run against its latency alone says what the PDFs cost the site.
 * Prints p50 / p99 / requests per second and the server's RSS (after start, and the peak of each run);
 * writes bench-results/export.json.
 * Options: --connections N (8)  --page-connections N (2)  --duration S (10)  --warmup S (2)
 *          --months N (300)  --page PATH (/projects)  --data-dir DIR (an already seeded folder, kept)
 * Every run is bounded in time and sends traffic to localhost only.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { commandLine, freePort, hasBuild, log, ROOT, runAutocannon as run, sampleMemory, startServer, stopServer, waitHealthy, waitQuiet } from './bench-support.mjs'

function options() {
  const { value } = commandLine()
  return {
    connections: Number(value('connections', 8)),
    pageConnections: Number(value('page-connections', 2)),
    duration: Number(value('duration', 10)),
    warmup: Number(value('warmup', 2)),
    months: Number(value('months', 300)),
    page: value('page', '/projects'),
    dataDir: value('data-dir', null),
  }
}

/** Seeds the folder; a run that ends without the seed's summary (seen on a busy machine) is tried once more. */
function seed(dataDir) {
  for (let attempt = 1; ; attempt++) {
    log(`seeding ${dataDir}${attempt > 1 ? ' (retry)' : ''}`)
    const run = spawnSync('npm', ['run', 'seed', '--', '--scale', '1'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 2 ** 20,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PAYLOAD_SKIP_REVALIDATE: 'true' },
    })
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`
    const summary = output.split('\n').find((line) => line.startsWith('Seeded ('))
    if (run.status === 0 && summary) return log(summary)
    if (attempt === 2) throw new Error(`seeding failed (code ${run.status}):\n${output.split('\n').slice(-20).join('\n')}`)
    for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true })
  }
}

/** A valid calculation body: the cheapest seeded flat with a mortgage program that allows `months`. */
async function calculationBody(baseUrl, months) {
  const flats = (await (await fetch(`${baseUrl}/api/estates?category=flat&per_page=50&sort=price`)).json()).data
  for (const flat of flats) {
    const search = new URLSearchParams({ complex_id: flat.complex.id, house_id: flat.house.id, 'estate_category_ids[]': 'flat' })
    const { data } = await (await fetch(`${baseUrl}/api/calculators?${search}`)).json()
    const program = data.mortgages.find((p) => p.term_months >= months)
    if (program) {
      const initial = Math.ceil((flat.price * program.initial_payment) / 100)
      return { kind: 'mortgage', price: flat.price, initial_payment: initial, term_months: months, program_id: program.id, estate_id: flat.id }
    }
  }
  throw new Error(`no seeded flat has a mortgage program of ${months} months or more`)
}

const summary = (r, rssMb) => ({
  p50_ms: r.latency.p50,
  p99_ms: r.latency.p99,
  max_ms: r.latency.max,
  requests_per_s: Math.round(r.requests.average * 10) / 10,
  requests: r.requests.total,
  non_2xx: r.non2xx,
  errors: r.errors + r.timeouts,
  rss_peak_mb: rssMb,
})

async function main() {
  const opts = options()
  if (!hasBuild()) {
    log('no production build: running next build')
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  }
  const dataDir = opts.dataDir ? path.resolve(opts.dataDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-'))
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  if (!opts.dataDir) seed(dataDir)
  log(`starting the server on ${baseUrl}`)
  const server = startServer({
    port,
    dataDir,
    nodeOptions: '--max-old-space-size=384',
    logFile: path.join(dataDir, 'bench-server.log'),
    env: { SEED_ON_EMPTY: 'false', CALCULATOR_EXPORT_RATE_LIMIT_MAX: '0' },
  }) // one client address sends everything here
  const memory = sampleMemory(server.pid)
  const results = {}
  try {
    await waitHealthy(baseUrl, server)
    results.rss_after_start_mb = memory.mark()
    log(`server RSS after start: ${results.rss_after_start_mb} MB`)
    const body = JSON.stringify(await calculationBody(baseUrl, opts.months))
    const exportRequest = {
      url: `${baseUrl}/api/calculators/export`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ru' },
      body,
      connections: opts.connections,
    }
    const pageRequest = { url: `${baseUrl}${opts.page}`, headers: { 'accept-language': 'ru', 'accept-encoding': 'gzip, deflate, br' }, connections: opts.pageConnections }
    const first = await fetch(exportRequest.url, { method: 'POST', headers: exportRequest.headers, body })
    const pdf = Buffer.from(await first.arrayBuffer())
    if (first.status !== 200) throw new Error(`the export answered ${first.status}: ${pdf.toString('utf8', 0, 300)}`)
    results.pdf_bytes = pdf.length
    log(`export of ${opts.months} months: ${pdf.length} bytes`)

    await run({ ...pageRequest, duration: opts.warmup })
    await run({ ...exportRequest, duration: opts.warmup })
    await waitQuiet(server.pid)
    log(`server RSS after the warm-up: ${memory.mark()} MB`)

    log(`page ${opts.page} alone`)
    const alone = await run({ ...pageRequest, duration: opts.duration })
    results.page_alone = summary(alone, memory.mark())
    await waitQuiet(server.pid)
    log('export alone')
    const exported = await run({ ...exportRequest, duration: opts.duration })
    results.export_alone = summary(exported, memory.mark())
    await waitQuiet(server.pid)
    log(`export and page ${opts.page} together`)
    const [exportTogether, pageTogether] = await Promise.all([run({ ...exportRequest, duration: opts.duration }), run({ ...pageRequest, duration: opts.duration })])
    const rss = memory.mark()
    results.export_with_page = summary(exportTogether, rss)
    results.page_during_export = summary(pageTogether, rss)
  } finally {
    memory.stop()
    await stopServer(server)
    if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }

  console.log('')
  console.log(
    `Calculation PDF (${opts.months} months), ${opts.connections} connections; page ${opts.page}, ${opts.pageConnections} connections; ${opts.duration} s each; ` +
      `${os.cpus().length} CPUs (load average ${os.loadavg()[0].toFixed(1)})`,
  )
  console.log(['run'.padEnd(24), ' p50 ms', ' p99 ms', ' max ms', '  req/s', 'non-2xx', ' errors', ' RSS MB'].join(' '))
  for (const name of ['page_alone', 'export_alone', 'export_with_page', 'page_during_export']) {
    const r = results[name]
    console.log([name.padEnd(24), ...[r.p50_ms, r.p99_ms, r.max_ms, r.requests_per_s, r.non_2xx, r.errors, r.rss_peak_mb].map((v) => String(v).padStart(7))].join(' '))
  }
  console.log(`server RSS after start ${results.rss_after_start_mb} MB, peak ${memory.peakMb()} MB`)
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, load_average_1m: Number(os.loadavg()[0].toFixed(2)) },
    options: opts,
    ...results,
    peak_rss_mb: memory.peakMb(),
  }
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, 'bench-results/export.json'), `${JSON.stringify(report, null, 2)}\n`)
  log('wrote bench-results/export.json')
  const failed = ['page_alone', 'export_alone', 'export_with_page', 'page_during_export'].some((name) => results[name].non_2xx > 0 || results[name].errors > 0)
  process.exitCode = failed ? 1 : 0
}

main().catch((error) => {
  console.error('[bench] failed:', error)
  process.exit(1)
})
