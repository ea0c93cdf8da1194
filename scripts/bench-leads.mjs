#!/usr/bin/env node
// `npm run bench:leads`: reliability bars of the leads pipeline (issue 5), on the production build
// (`npm run build` first), localhost only, every loop bounded.
//
// On SQLite, then on PostgreSQL (the local server, a throw-away database; skip with BENCH_POSTGRES=false):
//   load      2,000 valid submissions from 50 connections: every 201 has its row, no 5xx, all delivered once
//   sigkill   the server killed with SIGKILL mid-run and restarted; a request left without an answer is sent
//             again (as a visitor would): every 201 is stored, nothing twice, every lead delivered; only the
//             sends in flight at the kill may go out again (same Idempotency-Key, same e-mail Message-ID)
//   webhook   the CRM webhook answers 500, then nothing at all, for the whole run; then it is back:
//             every lead delivered exactly once (counted at the local receiver)
//   pgrestart (PostgreSQL only) `pg_ctlcluster … restart` mid-run: clear 503s during the outage, no 500,
//             no hang, every 201 stored; the refused ones sent again succeed
// The CRM receiver and the SMTP sink run as a process of their own (scripts/leads-sinks.mjs).
// Options (environment): BENCH_REQUESTS (2000), BENCH_CONNECTIONS (50), BENCH_PORT (3310; the sinks' control
// port is the next one), BENCH_POSTGRES_URL (postgres://postgres@localhost:5432/postgres), BENCH_SQLITE=false,
// BENCH_POSTGRES=false, BENCH_SCENARIOS (comma-separated subset), KEEP_BENCH_DATA=1 (keep data and logs).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const REQUESTS = Number(process.env.BENCH_REQUESTS || 2000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50)
const PORT = Number(process.env.BENCH_PORT || 3310)
const PG_ADMIN_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@localhost:5432/postgres'
const REQUEST_TIMEOUT_MS = 20_000
const IN_FLIGHT = 20 // LEADS_DELIVERY_BATCH: deliveries running at once
const SECRET = 'bench-secret'

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args)

async function waitUntil(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await sleep(500)
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
}

// ---------- the sales team's systems, in a process of their own ----------

async function startSinks() {
  const controlPort = PORT + 1
  const child = spawn(process.execPath, [path.join(root, 'scripts/leads-sinks.mjs'), String(controlPort), SECRET], { stdio: ['ignore', 'pipe', 'inherit'] })
  const ready = await new Promise((resolve, reject) => {
    child.stdout.once('data', (line) => resolve(JSON.parse(String(line))))
    child.once('exit', (code) => reject(new Error(`sinks exited (${code})`)))
  })
  const control = `http://localhost:${controlPort}`
  return {
    url: ready.crm,
    smtpPort: ready.smtp,
    async state() {
      const state = await (await fetch(`${control}/state`)).json()
      return { ...state, accepted: new Map(Object.entries(state.accepted)), mails: new Map(Object.entries(state.mails)) }
    },
    async setMode(mode) {
      await fetch(`${control}/mode?m=${mode}`, { method: 'POST' })
    },
    close: () => stopServer(child),
  }
}

// ---------- the server ----------

function startNext({ dataDir, databaseUrl, sinks }) {
  const logFile = fs.openSync(path.join(dataDir, 'server.log'), 'a')
  const child = spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], {
    cwd: root,
    stdio: ['ignore', logFile, logFile],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SERVER_URL: `http://localhost:${PORT}`,
      SEED_ON_EMPTY: 'false',
      CRM_WEBHOOK_URL: sinks.url,
      CRM_WEBHOOK_SECRET: SECRET,
      SMTP_HOST: 'localhost',
      SMTP_PORT: String(sinks.smtpPort),
      LEADS_EMAIL_TO: 'sales@bench.local',
      LEADS_RATE_LIMIT_MAX: '0', // one client address sends everything here
      LEADS_RETRY_DELAY_MS: '500',
      LEADS_DELIVERY_CRON: '* * * * * *',
      LEADS_STALE_JOB_SECONDS: '10',
      LEADS_DELIVERY_BATCH: String(IN_FLIGHT),
      REDIS_URL: '',
    },
  })
  return child
}

async function startServer(options) {
  const child = startNext(options)
  await waitUntil(
    'the server',
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}); see ${options.dataDir}/server.log`)
      try {
        return (await fetch(`http://localhost:${PORT}/api/health`)).ok
      } catch {
        return false
      }
    },
    180_000,
  )
  return child
}

async function stopServer(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await Promise.race([exited, sleep(10_000)])
  if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL')
}

// ---------- the load ----------

let phoneSeq = Math.floor(Math.random() * 1_000_000)
const nextPhone = () => `+7702${String(phoneSeq++ % 10_000_000).padStart(7, '0')}`

function post(agent, body) {
  return new Promise((resolve) => {
    const started = performance.now()
    const payload = JSON.stringify(body)
    const request = http.request(
      {
        host: 'localhost',
        port: PORT,
        path: '/api/feedback/callback',
        method: 'POST',
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), 'Accept-Language': 'ru' },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => {
          let id = null
          try {
            id = JSON.parse(text)?.data?.id ?? null
          } catch {
            // not JSON
          }
          resolve({ status: response.statusCode, id, ms: performance.now() - started })
        })
        response.on('error', () => resolve({ status: 'error', id: null, ms: performance.now() - started }))
      },
    )
    request.on('timeout', () => {
      request.destroy()
      resolve({ status: 'timeout', id: null, ms: performance.now() - started })
    })
    request.on('error', () => resolve({ status: 'error', id: null, ms: performance.now() - started }))
    request.end(payload)
  })
}

/**
 * Sends `bodies` over CONNECTIONS keep-alive connections; `during(done)` runs alongside (kills,
 * restarts). With `resend`, a request left without an answer (connection lost) is sent again after a
 * pause, as a visitor would press the button again; `attempts` counts the tries.
 */
async function run(bodies, during, { resend = false } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const results = new Array(bodies.length)
  let next = 0
  let done = 0
  const started = performance.now()
  const worker = async () => {
    while (next < bodies.length) {
      const index = next++
      let result = await post(agent, bodies[index])
      let attempts = 1
      const firstStatus = result.status
      while (resend && (result.status === 'error' || result.status === 'timeout') && attempts < 120) {
        await sleep(500)
        result = await post(agent, bodies[index])
        attempts++
      }
      results[index] = { ...result, firstStatus, attempts, body: bodies[index] }
      done++
    }
  }
  const side = during ? during(() => done) : Promise.resolve()
  await Promise.all([...Array.from({ length: CONNECTIONS }, worker), side])
  agent.destroy()
  return { results, seconds: (performance.now() - started) / 1000 }
}

const makeBodies = (label, n = REQUESTS) =>
  Array.from({ length: n }, (_, i) => ({ name: 'Бенчмарк', phone: nextPhone(), utm_source: 'bench', utm_campaign: label, page: `/bench/${label}/${i}` }))

function summarize(results) {
  const by = {}
  for (const r of results) by[r.status] = (by[r.status] ?? 0) + 1
  const ok = results
    .filter((r) => r.status === 201)
    .map((r) => r.ms)
    .sort((a, b) => a - b)
  const pct = (p) => (ok.length ? Math.round(ok[Math.min(ok.length - 1, Math.floor((p / 100) * ok.length))]) : null)
  return { statuses: by, p50_ms: pct(50), p95_ms: pct(95), p99_ms: pct(99), max_ms: ok.length ? Math.round(ok.at(-1)) : null }
}

// ---------- the database as it is ----------

function database(dataDir, databaseUrl) {
  return {
    async leadsByPhone(phones) {
      const rows = []
      for (let i = 0; i < phones.length; i += 500) {
        const chunk = phones.slice(i, i + 500)
        if (databaseUrl) {
          const client = new pg.Client({ connectionString: databaseUrl })
          await client.connect()
          try {
            rows.push(...(await client.query('SELECT id, phone, uid, delivery_state FROM leads WHERE phone = ANY($1)', [chunk])).rows)
          } finally {
            await client.end()
          }
        } else {
          const client = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
          try {
            const result = await client.execute({ sql: `SELECT id, phone, uid, delivery_state FROM leads WHERE phone IN (${chunk.map(() => '?').join(',')})`, args: chunk })
            rows.push(...result.rows.map((row) => ({ ...row })))
          } finally {
            client.close()
          }
        }
      }
      return rows
    },
  }
}

/** Every 201 has its row (same id and phone); no phone is stored twice. */
function checkStored(results, rows) {
  const byPhone = new Map()
  for (const row of rows) byPhone.set(row.phone, [...(byPhone.get(row.phone) ?? []), row])
  const created = results.filter((r) => r.status === 201)
  const missing = created.filter((r) => !(byPhone.get(r.body.phone) ?? []).some((row) => Number(row.id) === r.id)).length
  const storedTwice = [...byPhone.values()].filter((list) => list.length > 1).length
  return { answered_201: created.length, rows: rows.length, missing_201_rows: missing, stored_twice: storedTwice }
}

/** Waits until the receiver and the SMTP sink got every lead, and counts how often each was sent. */
async function checkDelivered(rows, sinks, timeoutMs) {
  const started = Date.now()
  const uids = rows.map((row) => row.uid)
  let timedOut = false
  try {
    await waitUntil(
      'every delivery',
      async () => {
        const { accepted, mails } = await sinks.state()
        return uids.every((uid) => accepted.has(uid) && mails.has(uid))
      },
      timeoutMs,
    )
  } catch {
    timedOut = true
  }
  await sleep(3000) // late repeats would show up now
  const { accepted, mails } = await sinks.state()
  return {
    seconds_to_deliver_all: timedOut ? null : Math.round((Date.now() - started) / 100) / 10,
    crm_delivered: uids.filter((uid) => accepted.has(uid)).length,
    crm_sent_more_than_once: uids.filter((uid) => (accepted.get(uid) ?? 0) > 1).length,
    email_delivered: uids.filter((uid) => mails.has(uid)).length,
    email_sent_more_than_once: uids.filter((uid) => (mails.get(uid) ?? 0) > 1).length,
    of: uids.length,
    sent_twice_examples: uids.filter((uid) => (accepted.get(uid) ?? 0) > 1 || (mails.get(uid) ?? 0) > 1).slice(0, 5),
  }
}

// ---------- scenarios ----------

async function scenarioLoad(ctx) {
  const { results, seconds } = await run(makeBodies('load'))
  const rows = await ctx.db.leadsByPhone(results.map((r) => r.body.phone))
  return {
    requests: results.length,
    seconds: Math.round(seconds * 10) / 10,
    per_second: Math.round(results.length / seconds),
    ...summarize(results),
    ...checkStored(results, rows),
    delivery: await checkDelivered(rows, ctx.sinks, 240_000),
  }
}

async function scenarioSigkill(ctx) {
  const bodies = makeBodies('sigkill')
  let killedAt = null
  const { results, seconds } = await run(
    bodies,
    async (doneCount) => {
      await waitUntil('40% of the requests', () => doneCount() >= bodies.length * 0.4, 120_000)
      killedAt = doneCount()
      log('  SIGKILL')
      await stopServer(ctx.server, 'SIGKILL')
      await sleep(1000)
      ctx.server = await startServer(ctx.options)
      log('  restarted')
    },
    { resend: true },
  )
  const rows = await ctx.db.leadsByPhone(bodies.map((b) => b.phone))
  const first = {}
  for (const r of results) first[r.firstStatus] = (first[r.firstStatus] ?? 0) + 1
  return {
    requests: bodies.length,
    seconds: Math.round(seconds * 10) / 10,
    answered_before_kill: killedAt,
    first_answers: first,
    sent_again_after_no_answer: results.filter((r) => r.attempts > 1).length,
    ...summarize(results),
    ...checkStored(results, rows),
    delivery: await checkDelivered(rows, ctx.sinks, 300_000),
  }
}

async function scenarioWebhookDown(ctx) {
  const before = (await ctx.sinks.state()).stats
  await ctx.sinks.setMode('error')
  const bodies = makeBodies('webhook')
  const { results, seconds } = await run(bodies, async (doneCount) => {
    await waitUntil('half of the requests', () => doneCount() >= bodies.length / 2, 120_000)
    await ctx.sinks.setMode('hang')
    log('  webhook: no answer at all')
  })
  await sleep(15_000) // still down for a while after the run
  const rows = await ctx.db.leadsByPhone(bodies.map((b) => b.phone))
  const down = (await ctx.sinks.state()).stats
  await ctx.sinks.setMode('ok')
  log('  webhook back')
  return {
    requests: bodies.length,
    seconds: Math.round(seconds * 10) / 10,
    ...summarize(results),
    ...checkStored(results, rows),
    attempts_answered_500: down.answered500 - before.answered500,
    attempts_without_answer: down.hung - before.hung,
    delivery_after_back: await checkDelivered(rows, ctx.sinks, 300_000),
  }
}

function pgCluster() {
  const version = fs.readdirSync('/etc/postgresql')[0]
  return () => spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { encoding: 'utf8' })
}

async function scenarioPostgresRestart(ctx) {
  const restart = pgCluster()
  const bodies = makeBodies('pgrestart')
  let restartResult
  const { results, seconds } = await run(bodies, async (doneCount) => {
    await waitUntil('40% of the requests', () => doneCount() >= bodies.length * 0.4, 120_000)
    log('  restarting PostgreSQL')
    const started = Date.now()
    restartResult = restart()
    log(`  PostgreSQL back (${Date.now() - started} ms, exit ${restartResult.status})`)
  })
  const rows = await ctx.db.leadsByPhone(bodies.map((b) => b.phone))
  const stored = checkStored(results, rows)
  const refused = results.filter((r) => r.status !== 201)
  const again = await run(refused.map((r) => r.body))
  const all = [...results.filter((r) => r.status === 201), ...again.results]
  const finalRows = await ctx.db.leadsByPhone(bodies.map((b) => b.phone))
  return {
    requests: bodies.length,
    seconds: Math.round(seconds * 10) / 10,
    restart_exit_code: restartResult?.status,
    ...summarize(results),
    slowest_503_ms: Math.round(Math.max(0, ...results.filter((r) => r.status === 503).map((r) => r.ms))),
    ...stored,
    sent_again: refused.length,
    sent_again_answers: summarize(again.results).statuses,
    after_resend: checkStored(all, finalRows),
    delivery: await checkDelivered(finalRows, ctx.sinks, 300_000),
  }
}

// ---------- main ----------

async function suite(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-leads-${kind}-`))
  const sinks = await startSinks()
  let databaseUrl
  let dropDatabase = async () => undefined
  if (kind === 'postgres') {
    const name = `bench_leads_${process.pid}`
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const url = new URL(PG_ADMIN_URL)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    }
  }
  const options = { dataDir, databaseUrl, sinks }
  const ctx = { options, sinks, db: database(dataDir, databaseUrl), server: null }
  const only = process.env.BENCH_SCENARIOS?.split(',')
  const report = { database: kind }
  try {
    ctx.server = await startServer(options)
    for (const [name, scenario] of [
      ['load', scenarioLoad],
      ['sigkill', scenarioSigkill],
      ['webhook', scenarioWebhookDown],
      ...(kind === 'postgres' ? [['pgrestart', scenarioPostgresRestart]] : []),
    ]) {
      if (only && !only.includes(name)) continue
      log(`${kind}: ${name}`)
      report[name] = await scenario(ctx)
      log(JSON.stringify(report[name]))
    }
    const state = await sinks.state()
    report.receiver = { ...state.stats, unique_keys: state.accepted.size, emails: [...state.mails.values()].reduce((a, b) => a + b, 0) }
  } finally {
    await stopServer(ctx.server)
    await sinks.close()
    await dropDatabase().catch((error) => console.error('drop database failed', error))
    if (process.env.KEEP_BENCH_DATA) log(`data and server log kept in ${dataDir}`)
    else fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return report
}

const reports = []
if (process.env.BENCH_SQLITE !== 'false') reports.push(await suite('sqlite'))
if (process.env.BENCH_POSTGRES !== 'false') reports.push(await suite('postgres'))

fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
const file = path.join(root, 'bench-results', `leads-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(file, JSON.stringify(reports, null, 2))
console.log(JSON.stringify(reports, null, 2))
console.log(`written to ${path.relative(root, file)}`)

// The bars: no 5xx but the outage's 503s, no hang, every 201 stored once, every lead delivered, and
// delivered once (but for the sends caught by the SIGKILL itself).
const failures = []
for (const report of reports) {
  for (const [name, result] of Object.entries(report)) {
    if (!result || typeof result !== 'object' || !('requests' in result)) continue
    const statuses = result.statuses ?? {}
    const fiveHundreds = Object.entries(statuses).filter(([s]) => Number(s) >= 500 && !(name === 'pgrestart' && s === '503'))
    if (fiveHundreds.length) failures.push(`${report.database}/${name}: ${JSON.stringify(statuses)}`)
    if (name === 'pgrestart' && (statuses.timeout || statuses.error)) failures.push(`${report.database}/${name}: hangs or dropped connections ${JSON.stringify(statuses)}`)
    const stored = result.after_resend ?? result
    if (result.missing_201_rows || stored.missing_201_rows || stored.stored_twice) failures.push(`${report.database}/${name}: storage ${JSON.stringify(stored)}`)
    const delivery = result.delivery ?? result.delivery_after_back
    if (delivery && (delivery.crm_delivered !== delivery.of || delivery.email_delivered !== delivery.of))
      failures.push(`${report.database}/${name}: undelivered ${JSON.stringify(delivery)}`)
    // A SIGKILL between a send and its record repeats that send (same Idempotency-Key, same Message-ID):
    // at most the deliveries in flight at that instant. Anywhere else a repeat is a bug.
    const allowedRepeats = name === 'sigkill' ? IN_FLIGHT : 0
    if (delivery && (delivery.crm_sent_more_than_once > allowedRepeats || delivery.email_sent_more_than_once > allowedRepeats))
      failures.push(`${report.database}/${name}: sent twice ${JSON.stringify(delivery)}`)
  }
}
if (failures.length) {
  console.error(`FAILED:\n${failures.join('\n')}`)
  process.exit(1)
}
console.log('All bars met.')
