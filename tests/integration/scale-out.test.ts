import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from 'redis'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { haproxyConfig } from '../../deploy/haproxy-config.mjs'
import { createTestDatabase } from '../support/postgres'
import { freePort, startServer, tail, type RunningServer } from '../support/server'
import { cms, uploadPixel } from './staff-session'

/**
 * The scale-out path on loopback: two instances of the production build on one PostgreSQL database,
 * sharing a private Redis (Next cache) and an S3-compatible store (s3rver, media), behind HAProxy with
 * the configuration deploy/run-local.mjs uses. The global setup's servers are not involved.
 */
const HAPROXY = '/usr/sbin/haproxy'
const hasCommand = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0
const missing = [
  !fs.existsSync(HAPROXY) && `haproxy (${HAPROXY}; apt-get install haproxy)`,
  !hasCommand('redis-server') && 'redis-server (apt-get install redis-server)',
  !process.env.TEST_DATABASE_URL && 'PostgreSQL (TEST_DATABASE_URL unset)',
].filter(Boolean)
if (missing.length > 0) console.warn(`[scale-out] skipped: missing ${missing.join(', ')}`)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls until `check` holds; returns the milliseconds it took, or throws with the last value. */
async function within<T>(ms: number, read: () => Promise<T>, check: (value: T) => boolean): Promise<number> {
  const started = Date.now()
  let last: T | undefined
  while (Date.now() - started < ms) {
    last = await read()
    if (check(last)) return Date.now() - started
    await sleep(50)
  }
  throw new Error(`not within ${ms} ms; last value: ${String(JSON.stringify(last)).slice(0, 300)}`)
}

async function text(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { redirect: 'manual' })
  return { status: response.status, body: await response.text() }
}

describe.skipIf(missing.length > 0)('scale-out: two instances, Redis, S3, HAProxy', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-scale-'))
  const cleanups: Array<() => Promise<unknown>> = []
  let redisPort: number
  let redisProcess: ChildProcess | null = null
  let redis: ReturnType<typeof createClient>
  let a: RunningServer
  let b: RunningServer
  let lb: string
  let haproxy: ChildProcess

  async function startRedis() {
    redisProcess = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--notify-keyspace-events', 'Exe'], {
      stdio: 'ignore',
    })
    await within(
      10_000,
      () => redis.ping().catch(() => 'down'),
      (answer) => answer === 'PONG',
    )
  }

  async function stopRedis() {
    const stopping = redisProcess
    redisProcess = null
    if (!stopping || stopping.exitCode !== null) return
    const exited = new Promise((resolve) => stopping.once('exit', resolve))
    stopping.kill('SIGTERM')
    await exited
  }

  beforeAll(async () => {
    redisPort = await freePort()
    // Connects in the background, again after every stop of the server; a command while it is away fails.
    redis = createClient({ socket: { port: redisPort, host: '127.0.0.1', reconnectStrategy: () => 200 }, disableOfflineQueue: true })
    redis.on('error', () => undefined)
    redis.connect().catch(() => undefined)
    await startRedis()
    cleanups.push(async () => redis.disconnect().catch(() => undefined), stopRedis)

    const s3Port = await freePort()
    const s3 = new S3rver({ port: s3Port, address: 'localhost', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: 'site-media' }] })
    await s3.run()
    cleanups.push(() => s3.close())

    const db = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'site_scale')
    cleanups.push(db.drop)

    const env = {
      HOST: '0.0.0.0',
      PAYLOAD_SECRET: 'scale-out-test-secret-0123456789abcdef',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      S3_BUCKET: 'site-media',
      S3_ENDPOINT: `http://localhost:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      TRUSTED_PROXIES: '1',
    }
    // The first one migrates and seeds; the second starts on the ready database.
    a = await startServer({ name: 'scale-a', databaseUrl: db.url, env })
    cleanups.push(a.stop)
    b = await startServer({ name: 'scale-b', databaseUrl: db.url, env })
    cleanups.push(b.stop)

    const lbPort = await freePort()
    const configFile = path.join(work, 'haproxy.cfg')
    fs.writeFileSync(configFile, haproxyConfig({ port: lbPort, bind: '127.0.0.1', servers: [a, b].map((s) => `127.0.0.1:${new URL(s.baseUrl).port}`) }))
    haproxy = spawn(HAPROXY, ['-W', '-db', '-f', configFile], { stdio: 'ignore' })
    cleanups.push(async () => haproxy.kill('SIGTERM'))
    lb = `http://localhost:${lbPort}`
    await within(
      20_000,
      () =>
        fetch(`${lb}/api/health`)
          .then((r) => r.status)
          .catch(() => 0),
      (status) => status === 200,
    )
  }, 300_000)

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error('[scale-out] cleanup failed', error))
    if (!process.env.KEEP_TEST_DATA) for (const dir of [work, a?.dataDir, b?.dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  it('shows a save through one instance on the other within 2 s, in the API and the page', async () => {
    const complex = (await (await fetch(`${b.baseUrl}/api/complexes?per_page=1`)).json()).data[0]
    const apiPath = `/api/complexes/s/${complex.slug}`
    const pagePath = `/projects/${complex.slug}`
    // Both instances have the current version in their caches.
    for (const server of [a, b]) {
      expect((await text(`${server.baseUrl}${apiPath}`)).status).toBe(200)
      expect((await text(`${server.baseUrl}${pagePath}`)).status).toBe(200)
    }
    // The cache really is in Redis, under one prefix for both instances.
    const keys = await redis.keys('*')
    const prefixes = new Set(keys.filter((k) => k.startsWith('next:')).map((k) => k.split(':').slice(0, 3).join(':')))
    expect(prefixes.size, keys.slice(0, 10).join(' ')).toBe(1)

    const renamed = `${complex.name} scale ${Date.now()}`
    const saved = Date.now()
    await cms(a.baseUrl, 'PATCH', `/complexes/${complex.id}?locale=ru`, { name: renamed })
    const saveMs = Date.now() - saved
    const apiMs = await within(
      2000 - (Date.now() - saved),
      async () => (await (await fetch(`${b.baseUrl}${apiPath}`)).json()).data?.name,
      (name) => name === renamed,
    )
    const pageMs = await within(
      2000 - (Date.now() - saved),
      async () => (await text(`${b.baseUrl}${pagePath}`)).body,
      (html) => html.includes(renamed),
    )
    console.info(`[scale-out] save took ${saveMs} ms; shown on B: API ${saveMs + apiMs} ms, page ${Date.now() - saved} ms after the save started (page poll ${pageMs} ms)`)
    await cms(a.baseUrl, 'PATCH', `/complexes/${complex.id}?locale=ru`, { name: complex.name })
  })

  it('serves an image uploaded through one instance from the other, with its variants', async () => {
    const id = await uploadPixel(a.baseUrl, 'scale-out pixel')
    const doc = await cms(a.baseUrl, 'GET', `/media/${id}`)
    // The same address as with local files (SERVER_URL's origin in front, as always; no query).
    const url = doc.url.replace(/^https?:\/\/[^/]+/, '')
    expect(url).toMatch(/^\/cms-api\/media\/file\/[^?]+$/)
    const fromA = await fetch(`${a.baseUrl}${url}`)
    const fromB = await fetch(`${b.baseUrl}${url}`)
    expect(fromA.status).toBe(200)
    expect(fromB.status).toBe(200)
    const bytesA = Buffer.from(await fromA.arrayBuffer())
    expect(bytesA.length).toBeGreaterThan(0)
    expect(Buffer.from(await fromB.arrayBuffer()).equals(bytesA)).toBe(true)
    // In the bucket, not in either instance's data folder.
    for (const server of [a, b]) expect(fs.existsSync(path.join(server.dataDir, 'media', doc.filename))).toBe(false)
    // Its variants, made by A at upload, from B; in the bucket too.
    const variant = `/img/64/${url.split('/').pop()}`
    for (const format of ['avif', 'webp']) {
      const optimized = await fetch(`${b.baseUrl}${variant}`, { headers: { Accept: `image/${format}` } })
      expect(optimized.status, format).toBe(200)
      expect(optimized.headers.get('content-type'), format).toBe(`image/${format}`)
    }
    for (const server of [a, b]) expect(fs.existsSync(path.join(server.dataDir, 'media-variants', doc.filename))).toBe(false)
    await cms(a.baseUrl, 'DELETE', `/media/${id}`)
    expect((await fetch(`${b.baseUrl}${variant}`)).status).toBe(404)
  })

  it('renders uncached while Redis is down, never a 5xx, and caches again once it is back', async () => {
    const complex = (await (await fetch(`${lb}/api/complexes?per_page=1`)).json()).data[0]
    const paths = [
      '/api/complexes?per_page=3',
      `/api/complexes/s/${complex.slug}`,
      '/api/estates/categories',
      '/',
      '/projects',
      `/projects/${complex.slug}`,
      '/en/properties/apartments',
    ]
    const check = async (phase: string) => {
      for (const target of paths)
        for (const server of [a.baseUrl, b.baseUrl, lb]) {
          const started = Date.now()
          const { status } = await text(`${server}${target}`)
          expect(status, `${phase}: ${server}${target}`).toBe(200)
          expect(Date.now() - started, `${phase}: ${server}${target} time`).toBeLessThan(10_000)
        }
    }
    await stopRedis()
    await check('Redis down')
    // An edit while Redis is away shows everywhere.
    const renamed = `${complex.name} outage ${Date.now()}`
    await cms(a.baseUrl, 'PATCH', `/complexes/${complex.id}?locale=ru`, { name: renamed })
    for (const server of [a, b])
      await within(
        2000,
        async () => (await (await fetch(`${server.baseUrl}/api/complexes/s/${complex.slug}`)).json()).data?.name,
        (name) => name === renamed,
      )

    await startRedis()
    await check('Redis back')
    // The instances reconnect and fill the (empty) cache again.
    await within(
      15_000,
      async () => {
        await check('refill')
        return (await redis.keys('next:*')).length
      },
      (count) => count > 0,
    )
    for (const server of [a, b]) expect((await (await fetch(`${server.baseUrl}/api/complexes/s/${complex.slug}`)).json()).data.name).toBe(renamed)
    await cms(a.baseUrl, 'PATCH', `/complexes/${complex.id}?locale=ru`, { name: complex.name })
  }, 90_000)

  it('gives no error to requests that start after an instance is killed', async () => {
    const targets = ['/api/complexes?per_page=3', '/api/estates/categories', '/projects', '/api/health']
    const results: Array<{ start: number; status: number; target: string; error?: string }> = []
    let killedAt = Infinity
    const stopAt = Date.now() + 7000
    const worker = async (n: number) => {
      for (let i = n; Date.now() < stopAt; i++) {
        const target = targets[i % targets.length]
        const start = Date.now()
        try {
          const response = await fetch(`${lb}${target}`)
          await response.arrayBuffer()
          results.push({ start, status: response.status, target })
        } catch (error) {
          results.push({ start, status: 0, target, error: (error as Error).message })
        }
      }
    }
    const load = Promise.all(Array.from({ length: 6 }, (_, n) => worker(n)))
    await sleep(2000)
    killedAt = Date.now()
    b.process.kill('SIGKILL')
    await load
    const after = results.filter((r) => r.start >= killedAt)
    const failed = after.filter((r) => r.status !== 200)
    console.info(
      `[scale-out] ${results.length} requests, ${after.length} after the kill, ${failed.length} of them failed; before the kill: ${results.filter((r) => r.start < killedAt && r.status !== 200).length} failed`,
    )
    expect(after.length).toBeGreaterThan(20)
    expect(failed, JSON.stringify(failed.slice(0, 5)) + tail(b.logFile, 5)).toEqual([])
  }, 30_000)
})
