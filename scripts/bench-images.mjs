#!/usr/bin/env node
/**
 * Images that are there at once (issue 32, item 4), measured (npm run bench:images).
 *
 *   BASE_URL=http://localhost:3000 node scripts/bench-images.mjs [--count 120]
 *
 * Against a running production server with a freshly seeded store (e.g. `E2E_PORT=4300 node tests/e2e/serve.mjs`):
 *  1. Reads the srcsets of six pages (home, projects, a project, the apartments listing, news, about) and
 *     takes up to --count of their variant URLs (/img/<width>/<file>), spread over all of them.
 *  2. Asks our server for each once, as a browser does (Accept: AVIF first), never asked before: time to the
 *     first byte and to the whole image.
 *  3. Serves the same bytes from a plain Node server (scripts/bench-static-server.mjs, from memory) and asks
 *     it the same: the ratio ours / static is what our answer costs above HTTP itself.
 *  4. Encodes 20 of them from their originals as the former on-demand optimizer did (the wait of a first
 *     visitor before variants were made at upload).
 *  5. With Chromium: for the home page and the projects list at 390 and 1440 px, a fresh browser, the time
 *     from navigation to the first screen's images complete, and to the load event.
 * Figures go to bench-results/images.json.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { tsImport } from 'tsx/esm/api'

const { values: args } = parseArgs({ options: { count: { type: 'string', default: '120' } } })
const base = (process.env.BASE_URL || 'http://localhost:3000').replace(/\/$/, '')
const ACCEPT = 'image/avif,image/webp,image/apng,*/*;q=0.8'
const { encodeVariant } = await tsImport('../src/lib/image-variants.ts', import.meta.url)

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return { n: sorted.length, median: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)) }
}
const round = (ms) => Math.round(ms * 10) / 10

async function timed(url) {
  const started = performance.now()
  const response = await fetch(url, { headers: { Accept: ACCEPT } })
  const firstByte = performance.now() - started
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, body, firstByte, whole: performance.now() - started }
}

// 1. The variant URLs of six pages.
const project = (await (await fetch(`${base}/api/complexes?per_page=1`)).json()).data[0]
const pages = ['/', '/projects', `/projects/${project.slug}`, '/properties/apartments', '/contents/news', '/about']
const found = new Set()
for (const page of pages) {
  const html = await (await fetch(`${base}${page}`)).text()
  for (const match of html.matchAll(/\/img\/\d+\/[^"\s,]+/g)) found.add(match[0])
}
const all = [...found]
const count = Math.min(all.length, Number(args.count))
const chosen = all.filter((_, i) => i % Math.ceil(all.length / count) === 0).slice(0, count)

// 2. Ours, each asked for the first time.
const ours = []
for (const target of chosen) ours.push({ target, ...(await timed(`${base}${target}`)) })
const failed = ours.filter((answer) => answer.status !== 200)

// 3. The same bytes from a static server.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-images-'))
const manifest = ours.map((answer, i) => {
  const file = path.join(work, String(i))
  fs.writeFileSync(file, answer.body)
  return { path: answer.target, file, headers: { 'content-type': answer.headers.get('content-type'), 'cache-control': answer.headers.get('cache-control') } }
})
fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest))
const port = 40000 + Math.floor(Math.random() * 20000)
const reference = spawn(process.execPath, [path.join(import.meta.dirname, 'bench-static-server.mjs'), path.join(work, 'manifest.json'), String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve) => reference.stdout.once('data', resolve))
const staticAnswers = []
for (const target of chosen) staticAnswers.push(await timed(`http://localhost:${port}${target}`))
reference.kill()
fs.rmSync(work, { recursive: true, force: true })

// 4. What a first visitor waited for before: encoding from the original.
const encodings = []
for (const target of chosen.filter((_, i) => i % Math.ceil(chosen.length / 20) === 0).slice(0, 20)) {
  const [, width, file] = /^\/img\/(\d+)\/(.+)$/.exec(target)
  const original = Buffer.from(await (await fetch(`${base}/cms-api/media/file/${file}`)).arrayBuffer())
  const started = performance.now()
  await encodeVariant(original, Number(width), 'avif')
  encodings.push(performance.now() - started)
}

// 5. Pages in a browser.
const browserFigures = []
try {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' })
  for (const page of ['/', '/projects']) {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } })
      const tab = await context.newPage()
      await tab.goto(`${base}${page}`, { waitUntil: 'load' })
      const figures = await tab.waitForFunction(
        () => {
          const inView = [...document.images].filter((img) => {
            const box = img.getBoundingClientRect()
            return (
              box.width > 0 &&
              box.top < innerHeight &&
              box.bottom > 0 &&
              box.left < innerWidth &&
              box.right > 0 &&
              img.checkVisibility({ opacityProperty: true, visibilityProperty: true })
            )
          })
          if (!inView.every((img) => img.complete)) return null
          const ends = performance
            .getEntriesByType('resource')
            .filter((entry) => inView.some((img) => img.currentSrc === entry.name))
            .map((entry) => entry.responseEnd)
          const [navigation] = performance.getEntriesByType('navigation')
          return { images: inView.length, imagesComplete: Math.round(Math.max(0, ...ends)), load: Math.round(navigation.loadEventEnd) }
        },
        null,
        { timeout: 15_000 },
      )
      browserFigures.push({ page, width, ...(await figures.jsonValue()) })
      await context.close()
    }
  }
  await browser.close()
} catch (error) {
  browserFigures.push({ skipped: String(error).split('\n')[0] })
}

const result = {
  base,
  variants: {
    found: all.length,
    asked: chosen.length,
    failed: failed.map((answer) => `${answer.status} ${answer.target}`),
    bytes: stats(ours.map((answer) => answer.body.length)),
  },
  firstRequest: {
    ours: { firstByte: stats(ours.map((a) => a.firstByte)), whole: stats(ours.map((a) => a.whole)) },
    static: { firstByte: stats(staticAnswers.map((a) => a.firstByte)), whole: stats(staticAnswers.map((a) => a.whole)) },
  },
  encodingOnDemand: stats(encodings),
  pages: browserFigures,
}
result.firstRequest.ratioMedianWhole = round(result.firstRequest.ours.whole.median / result.firstRequest.static.whole.median)
fs.mkdirSync('bench-results', { recursive: true })
fs.writeFileSync('bench-results/images.json', JSON.stringify(result, null, 2))
console.log(JSON.stringify(result, null, 2))
process.exit(failed.length ? 1 : 0)
