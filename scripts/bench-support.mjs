/**
 * Helpers shared by the benchmarks (scripts/bench-api.mjs, scripts/bench-pages.mjs): command-line options,
 * a free localhost port, the production server (scripts/server.mjs) started and stopped, its memory
 * sampled from /proc, and autocannon runs without progress output.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

// @ts-expect-error autocannon 8 ships no types (and @types/autocannon describes 7)
import autocannon from 'autocannon'

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

export const log = (/** @type {unknown[]} */ ...parts) => console.log(`[bench] ${parts.join(' ')}`)

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** `--name value` from the command line, else `fallback`; `flag('name')` is true when `--name` is given. */
export function commandLine(args = process.argv.slice(2)) {
  return {
    /** @type {<T>(name: string, fallback: T) => string | T} */
    value: (name, fallback) => {
      const i = args.indexOf(`--${name}`)
      return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback
    },
    flag: (/** @type {string} */ name) => args.includes(`--${name}`),
  }
}

/** True when there is a production build (`npm run build`) to serve. */
export const hasBuild = () => fs.existsSync(path.join(ROOT, '.next/BUILD_ID'))

/**
 * A port nobody listens on at the moment, on localhost.
 * @returns {Promise<number>}
 */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, 'localhost', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts the production server (scripts/server.mjs, as `npm start` does) on localhost:`port`, serving
 * `dataDir`; `env` adds to or overrides the environment (DATABASE_URL is empty, i.e. SQLite in the folder,
 * unless given). Its output is appended to `logFile`; with `onLine`, it is also read line by line (stdout
 * and stderr both) as it comes.
 *
 * @param {{ port: number, dataDir: string, nodeOptions?: string, logFile: string, env?: Record<string, string>, onLine?: ((line: string) => void) | null }} options
 */
export function startServer({ port, dataDir, nodeOptions, logFile, env = {}, onLine = null }) {
  const out = fs.openSync(logFile, 'a')
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: nodeOptions,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: 'localhost',
      ...env,
    },
    stdio: onLine ? ['ignore', 'pipe', 'pipe'] : ['ignore', out, out],
  })
  if (onLine) {
    for (const stream of [server.stdout, server.stderr]) {
      if (!stream) continue
      let rest = ''
      stream.setEncoding('utf8') // a character split across two chunks stays whole
      stream.on('data', (chunk) => {
        fs.writeSync(out, chunk)
        const lines = (rest + chunk).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) onLine(line)
      })
    }
    server.on('exit', () => fs.closeSync(out))
  } else {
    fs.closeSync(out) // the child holds its own copy of the descriptor
  }
  return server
}

/**
 * Waits until the server answers /api/health with 200; throws when it exits or takes too long.
 * @param {string} baseUrl
 * @param {import('node:child_process').ChildProcess} child
 */
export async function waitHealthy(baseUrl, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(300)
  }
  throw new Error('server not healthy in time')
}

/**
 * Stops a server started here: SIGTERM, up to `graceMs` for it to exit, then SIGKILL to whatever is
 * left of its process tree.
 * @param {import('node:child_process').ChildProcess | null | undefined} child
 */
export async function stopServer(child, graceMs = 500) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return
  const tree = processTree(child.pid)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, sleep(graceMs)])
  for (const pid of tree) {
    if (pid === child.pid && (child.exitCode !== null || child.signalCode !== null)) continue
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

/**
 * Pids of a process and all its descendants, from /proc.
 * @param {number} rootPid
 * @returns {number[]}
 */
export function processTree(rootPid) {
  /** @type {Map<number, number[]>} */
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid)?.push(Number(entry))
    } catch {
      // process ended meanwhile
    }
  }
  const pids = []
  const queue = [rootPid]
  while (queue.length) {
    const pid = /** @type {number} */ (queue.shift())
    pids.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return pids
}

function rssKb(/** @type {number} */ pid) {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

/**
 * Samples the RSS of the server's process tree every 200 ms: overall peak, and peak since the last `mark()`.
 * @param {number} rootPid
 */
export function sampleMemory(rootPid) {
  let peakKb = 0
  let phasePeakKb = 0
  let treeSeen = [rootPid]
  let ticks = 0
  const timer = setInterval(() => {
    if (ticks++ % 10 === 0) treeSeen = processTree(rootPid)
    const total = treeSeen.reduce((sum, pid) => sum + rssKb(pid), 0)
    if (total > peakKb) peakKb = total
    if (total > phasePeakKb) phasePeakKb = total
  }, 200)
  return {
    stop: () => clearInterval(timer),
    peakMb: () => Math.round(peakKb / 1024),
    mark: () => {
      const mb = Math.round(phasePeakKb / 1024)
      phasePeakKb = 0
      return mb
    },
  }
}

/**
 * An autocannon run (options as autocannon takes them) without its progress bar and tables: `done` is
 * its result; `stop()` ends it before its duration (a load kept up while something else runs).
 * @param {Record<string, unknown>} opts
 * @returns {{ done: Promise<any>, stop: () => void }}
 */
export function startAutocannon(opts) {
  /** @type {{ stop: () => void } | undefined} */
  let instance
  const done = new Promise((resolve, reject) => {
    instance = autocannon(opts, (/** @type {Error | null} */ error, /** @type {unknown} */ result) => (error ? reject(error) : resolve(result)))
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false })
  })
  return { done, stop: () => instance?.stop() }
}

/** One autocannon run to its end. */
export const runAutocannon = (/** @type {Record<string, unknown>} */ opts) => startAutocannon(opts).done

/** CPU time (user + system, clock ticks) used so far by a process tree. */
function cpuTicks(/** @type {number[]} */ pids) {
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      ticks += Number(fields[11]) + Number(fields[12]) // utime, stime
    } catch {
      // process ended meanwhile
    }
  }
  return ticks
}

/**
 * Waits until a server's process tree is idle (at most `busyShare` of one core over `windowMs`), e.g. until
 * it has finished the requests a closed autocannon run left in flight, so they do not weigh on the next
 * measurement. Resolves with the time waited, or false after `timeoutMs`.
 * @param {number} rootPid
 */
export async function waitQuiet(rootPid, { windowMs = 500, busyShare = 0.1, timeoutMs = 30_000 } = {}) {
  const started = Date.now()
  const ticksPerWindow = (100 * windowMs) / 1000 // USER_HZ is 100 on Linux
  let before = cpuTicks(processTree(rootPid))
  while (Date.now() - started < timeoutMs) {
    await sleep(windowMs)
    const now = cpuTicks(processTree(rootPid))
    if (now - before <= ticksPerWindow * busyShare) return Date.now() - started
    before = now
  }
  return false
}
