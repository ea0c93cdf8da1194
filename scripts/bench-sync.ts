/**
 * Benchmark of the CRM inventory sync (npm run bench:sync; issue 36, item 6).
 *
 * Starts the Profitbase stand-in (tests/support/inventory) with `--units` units (60,000 by default: 4
 * projects × 5 houses × 3,000) and the production server on a fresh store (the demo content, SQLite; or
 * PostgreSQL with `--database-url`), whose Profitbase variables point at the stand-in without its one
 * request a second (PROFITBASE_REQUEST_INTERVAL_MS=0) and whose heap is capped as in production
 * (`--max-old-space-size=384`). Then:
 * 1. 20 queues claim the 20 CRM houses (their `crm_id`), as an editor would;
 * 2. idle: autocannon on three catalogue pages (`--connections` 4, `--duration` 10 s) for their p99;
 * 3. the first sync (every unit new: 60,000 estates written), started as «Синхронизировать сейчас» does,
 *    with the same pages under the same load until it ends; the server's peak RSS sampled every 200 ms;
 * 4. a second sync with nothing changed, which must write nothing (versions, history, updatedAt as before);
 * 5. a third after 2% of prices and 1% of statuses changed in the CRM.
 * Targets: the first sync ≤ 60 s, peak RSS ≤ 500 MB, the pages' p99 during it ≤ 1.5 × idle, the second
 * writes nothing. Figures go to bench-results/sync.json; the exit code says whether the targets were met.
 *
 * Options: --units N (60000)  --connections N (4)  --duration S (10)  --database-url URL  --keep
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { demoInventory } from '../tests/support/inventory/demo-units'
import { startProfitbaseStandIn } from '../tests/support/inventory/profitbase'
import { commandLine, freePort, hasBuild, log, ROOT, sampleMemory, sleep, startAutocannon, startServer, stopServer, waitHealthy } from './bench-support.mjs'

const TARGETS = { firstSyncS: 60, rssMb: 500, p99Ratio: 1.5 }
const PAGES = ['/properties/apartments', '/projects', '/properties/apartments?rooms=2']
const ADMIN = { email: 'sync-bench@example.kz', password: 'a long pass phrase for the benchmark' }

type Run = {
  id: number
  status: string
  error?: string
  started_at: string
  ended_at: string
  new_count: number
  linked_count: number
  price_changed_count: number
  status_changed_count: number
  other_changed_count: number
  taken_off_count: number
  problem_count: number
}

const { value, flag } = commandLine()
const opts = {
  units: Number(value('units', 60_000)),
  connections: Number(value('connections', 4)),
  duration: Number(value('duration', 10)),
  databaseUrl: value('database-url', '') as string,
  keep: flag('keep'),
}

/** Autocannon over the pages until `until` resolves (or `duration` seconds): its p50/p99 and count. */
async function load(baseUrl: string, { duration, until }: { duration?: number; until?: Promise<unknown> }) {
  const run = startAutocannon({
    url: baseUrl,
    connections: opts.connections,
    duration: duration ?? 3600,
    headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'ru' },
    requests: PAGES.map((page) => ({ method: 'GET', path: page })),
  })
  if (until) until.finally(() => run.stop()).catch(() => undefined)
  const result = await run.done
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, errors: result.errors + result.non2xx }
}

async function main() {
  if (!hasBuild()) throw new Error('no production build: run `npm run build` first')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sync-'))
  const houses = 20
  const inventory = demoInventory({ projects: 4, housesPerProject: houses / 4, unitsPerHouse: Math.ceil(opts.units / houses), seed: 36 })
  const standIn = await startProfitbaseStandIn({ projects: [], houses: [], units: [] }, { apiKey: 'bench-key' })
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const serve = () =>
    startServer({
      port,
      dataDir,
      nodeOptions: process.env.BENCH_NODE_OPTIONS ?? '--max-old-space-size=384',
      logFile: path.join(dataDir, 'server.log'),
      env: {
        DATABASE_URL: opts.databaseUrl,
        SERVER_URL: baseUrl,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PROFITBASE_URL: standIn.url,
        PROFITBASE_API_KEY: 'bench-key',
        PROFITBASE_REQUEST_INTERVAL_MS: '0',
        CRM_SYNC_INTERVAL_S: '86400',
      },
    })
  // The first start seeds the demo content (images drawn with sharp leave the process's memory high); the
  // server is measured as production runs it: started again on the seeded store.
  log(`seeding a fresh store (${opts.databaseUrl ? 'PostgreSQL' : 'SQLite'}, data ${dataDir})`)
  let server = serve()
  await waitHealthy(baseUrl, server, 600_000)
  await stopServer(server, 5000)
  log(`starting the server on ${baseUrl}`)
  server = serve()
  let exitCode = 1
  try {
    await waitHealthy(baseUrl, server, 600_000)
    const login = await (await fetch(`${baseUrl}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json()
    const cms = async (method: string, pathname: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}/cms-api${pathname}`, {
        method,
        headers: { authorization: `JWT ${login.token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (response.status >= 300 && response.status !== 409) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`)
      return { status: response.status, body: await response.json() }
    }
    const runs = async (): Promise<Run[]> => (await cms('GET', '/crm-sync-runs?sort=-started_at&limit=5&depth=0')).body.docs
    const waitRun = async (after: Set<number>): Promise<Run> => {
      for (;;) {
        const run = (await runs()).find((entry) => !after.has(entry.id) && entry.status !== 'running')
        if (run) return run
        await sleep(250)
      }
    }
    const sync = async () => {
      const before = new Set((await runs()).map((run) => run.id))
      for (;;) {
        const answer = await cms('POST', '/crm-sync-runs/run', { dryRun: false })
        if (answer.status !== 409) break
        await sleep(500) // the start-up run still going
      }
      const run = await waitRun(before)
      if (run.status !== 'done') throw new Error(`the sync failed: ${run.error}`)
      return { run, seconds: (Date.parse(run.ended_at) - Date.parse(run.started_at)) / 1000 }
    }
    const storeState = async () => ({
      versions: (await cms('GET', '/estates/versions?limit=1&depth=0')).body.totalDocs as number,
      history: (await cms('GET', '/estate-price-changes?limit=1&depth=0')).body.totalDocs as number,
      lastUpdate: (await cms('GET', '/estates?sort=-updatedAt&limit=1&depth=0&draft=true')).body.docs[0]?.updatedAt as string,
    })

    // 1. The queues that claim the CRM's houses.
    const { docs: cities } = (await cms('GET', '/cities?limit=1&depth=0')).body
    const projectIds = new Map<string, number>()
    for (const project of inventory.projects) {
      projectIds.set(
        project.id,
        (
          await cms('POST', '/complexes', {
            name: `${project.name} (бенчмарк)`,
            slug: `bench-${project.id}`,
            city: cities[0].id,
            status: 'construction',
            order: 900,
            _status: 'published',
          })
        ).body.doc.id,
      )
    }
    for (const house of inventory.houses) {
      await cms('POST', '/houses', {
        complex: projectIds.get(house.projectId),
        name: house.name,
        slug: `bench-${house.id}`,
        completion_year: 2028,
        completion_quarter: 4,
        floors: 16,
        sections: 4,
        crm_id: house.id,
        _status: 'published',
      })
    }
    standIn.replace(inventory)
    log(`${inventory.units.length} units in ${inventory.houses.length} houses; warming the pages`)
    await load(baseUrl, { duration: 3 })

    // 2. Idle.
    const idle = await load(baseUrl, { duration: opts.duration })
    log(`idle: p50 ${idle.p50} ms, p99 ${idle.p99} ms (${idle.requests} requests)`)

    // 3. The first sync under load.
    const memory = sampleMemory(server.pid!)
    await sleep(1000)
    const rssBeforeMb = memory.mark()
    log(`server RSS before the sync: ${rssBeforeMb} MB`)
    const first = sync()
    const during = await load(baseUrl, { until: first })
    const { run: firstRun, seconds: firstSeconds } = await first
    const rssMb = memory.mark()
    log(
      `first sync: ${firstSeconds} s, new ${firstRun.new_count}, problems ${firstRun.problem_count}; peak RSS ${rssMb} MB; pages during it p50 ${during.p50} ms, p99 ${during.p99} ms (${during.requests} requests, ${during.errors} errors)`,
    )

    // 4. Nothing changed: nothing written.
    const before = await storeState()
    const { run: secondRun, seconds: secondSeconds } = await sync()
    const after = await storeState()
    const wroteNothing =
      JSON.stringify(before) === JSON.stringify(after) &&
      secondRun.new_count + secondRun.price_changed_count + secondRun.status_changed_count + secondRun.other_changed_count + secondRun.taken_off_count === 0
    log(`second sync (nothing changed): ${secondSeconds} s; ${wroteNothing ? 'wrote nothing' : `WROTE: ${JSON.stringify({ before, after, secondRun })}`}`)

    // 5. 2% of prices and 1% of statuses changed.
    const changed = {
      ...inventory,
      units: inventory.units.map((unit, index) =>
        index % 50 === 0 ? { ...unit, price: unit.price - 500_000 } : index % 100 === 1 && unit.status === 'free' ? { ...unit, status: 'sold' as const } : unit,
      ),
    }
    standIn.replace(changed)
    const { run: thirdRun, seconds: thirdSeconds } = await sync()
    log(`third sync: ${thirdSeconds} s, price changed ${thirdRun.price_changed_count}, status changed ${thirdRun.status_changed_count}`)
    memory.stop()

    const ratio = idle.p99 > 0 ? during.p99 / idle.p99 : Infinity
    const checks = {
      [`first sync ≤ ${TARGETS.firstSyncS} s`]: firstSeconds <= TARGETS.firstSyncS,
      [`peak RSS ≤ ${TARGETS.rssMb} MB`]: rssMb <= TARGETS.rssMb,
      [`pages' p99 during the sync ≤ ${TARGETS.p99Ratio} × idle`]: ratio <= TARGETS.p99Ratio,
      'a second sync writes nothing': wroteNothing,
    }
    const results = {
      date: new Date().toISOString(),
      loadAverage: os.loadavg(),
      database: opts.databaseUrl ? 'postgres' : 'sqlite',
      units: inventory.units.length,
      idle,
      during,
      p99Ratio: Math.round(ratio * 100) / 100,
      rssBeforeMb,
      peakRssMb: rssMb,
      first: { seconds: firstSeconds, run: firstRun },
      second: { seconds: secondSeconds, wroteNothing },
      third: { seconds: thirdSeconds, run: thirdRun },
      checks,
    }
    fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true })
    fs.writeFileSync(path.join(ROOT, 'bench-results', 'sync.json'), JSON.stringify(results, null, 2))
    for (const [check, passed] of Object.entries(checks)) log(`${passed ? 'PASS' : 'FAIL'} ${check}`)
    log(`p99 ratio ${results.p99Ratio}; figures in bench-results/sync.json`)
    exitCode = Object.values(checks).every(Boolean) ? 0 : 1
  } finally {
    await stopServer(server)
    await standIn.close()
    if (opts.keep) log(`data kept in ${dataDir}`)
    else fs.rmSync(dataDir, { recursive: true, force: true })
  }
  process.exit(exitCode)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
