// Serves the production build for Lighthouse CI (lighthouserc.cjs): the browser tests' server on a fresh,
// seeded SQLite folder, announced as ready only once the demo content is in and the pages are warm.
import { spawn } from 'node:child_process'

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
for (const path of ['/', '/no-such-page']) await fetch(`${origin}${path}`).catch(() => null)
console.log(`lighthouse-server-ready on ${origin}`)
