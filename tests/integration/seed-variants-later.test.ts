import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startServer, type RunningServer } from '../support/server'

/**
 * `npm start` on a fresh checkout (issue 35, item 8) seeds with SEED_IMAGE_VARIANTS_LATER: the site answers
 * before the demo pictures' widths are encoded, a picture asked for meanwhile is made on its request, and
 * every picture gets its widths in the background. A server of this file's own on an empty SQLite store.
 */
describe('the start-up seed with its pictures encoded later', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ name: 'seed-variants-later', env: { SEED_IMAGE_VARIANTS_LATER: 'true' } })
  }, 420_000)
  afterAll(async () => {
    await server?.stop()
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
  })

  it('answers with the whole site, its pictures included, and encodes every width afterwards', async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text()
    const pictures = [...new Set([...html.matchAll(/\/img\/\d+\/[^"\s,?]+/g)].map(([src]) => src))]
    expect(pictures.length, 'pictures on the home page').toBeGreaterThan(5)
    for (const src of pictures.slice(0, 8)) {
      const answer = await fetch(`${server.baseUrl}${src}`, { headers: { Accept: 'image/avif,image/webp,*/*' } })
      expect(answer.status, src).toBe(200)
      expect(answer.headers.get('content-type'), src).toMatch(/^image\/(avif|webp)$/)
      await answer.arrayBuffer()
    }

    const done = /responsive variants of (\d+) pictures encoded after the start/
    const deadline = Date.now() + 300_000
    let count: number | undefined
    while (count === undefined && Date.now() < deadline) {
      count = Number(done.exec(fs.readFileSync(server.logFile, 'utf8'))?.[1]) || undefined
      if (count === undefined) await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    expect(count, 'the log line of the background encoding').toBeGreaterThan(150)
    // A folder of widths per picture: both formats of every width the image loader asks for.
    const folders = fs.readdirSync(path.join(server.dataDir, 'media-variants'))
    expect(folders.length).toBe(count)
    for (const folder of folders) expect(fs.readdirSync(path.join(server.dataDir, 'media-variants', folder)).length, folder).toBeGreaterThanOrEqual(22)
  }, 360_000)
})
