// Serves the production build for Lighthouse CI (lighthouserc.cjs): the browser tests' server on a fresh,
// seeded SQLite folder, announced as ready only once the demo content is in and the pages are warm.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

const port = process.env.LHCI_PORT || '3220'
const origin = `http://localhost:${port}`
const server = spawn(process.execPath, ['tests/e2e/serve.mjs'], { stdio: 'inherit', env: { ...process.env, E2E_PORT: port } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
async function json(path) {
  try {
    const response = await fetch(`${origin}${path}`)
    return response.ok ? await response.json() : null
  } catch {
    return null
  }
}

const deadline = Date.now() + 240_000
while (Date.now() < deadline) {
  // The header's projects come from the seeded store: their presence means the seeding is done.
  const navigation = await json('/api/complexes/navigation')
  if (navigation?.data?.length) break
  await sleep(1000)
}

/**
 * Warm the audited pages and their optimized images, as a live site is: each image is encoded once per
 * instance (AVIF, ~0.5 s of CPU) and then served from memory. Unwarmed, the first audit of each page
 * would measure the encoder competing with the browser for this machine's two cores. Every candidate up to
 * 828 px wide covers what the emulated phone (412 px at 1.75x) picks for any `sizes`.
 */
const { ci } = createRequire(import.meta.url)('../../lighthouserc.cjs')
const images = new Set()
for (const url of ci.collect.url) {
  const html = await fetch(url, { headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' } })
    .then((r) => r.text())
    .catch(() => '')
  for (const [, srcset] of html.matchAll(/(?:srcSet|imageSrcSet)="([^"]+)"/gi))
    for (const candidate of srcset.split(', ')) {
      const [src, width] = candidate.trim().split(' ')
      if (parseInt(width, 10) <= 828) images.add(src.replaceAll('&amp;', '&'))
    }
}
const queue = [...images]
const worker = async () => {
  for (let src = queue.shift(); src; src = queue.shift())
    await fetch(`${origin}${src}`, { headers: { Accept: 'image/avif,image/webp,*/*' } })
      .then((r) => r.arrayBuffer())
      .catch(() => null)
}
await Promise.all([worker(), worker()])
console.log(`warmed ${ci.collect.url.length} pages and ${images.size} images`)
console.log(`lighthouse-server-ready on ${origin}`)
