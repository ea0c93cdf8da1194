// Serves the production build for the browser tests on a fresh SQLite data folder.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
const port = process.env.E2E_PORT || '3210'
const server = spawn(process.execPath, ['scripts/server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: port, HOST: 'localhost', DATA_DIR: dataDir, DATABASE_URL: '', SERVER_URL: `http://localhost:${port}`,
    // Maps: a key and a script URL that the browser tests intercept (tests/e2e/fixtures/ymaps3-fake.js).
    YANDEX_MAPS_API_KEY: 'e2e-test-key', YANDEX_MAPS_SCRIPT_URL: 'https://ymaps.test/v3/',
    // Every browser test sends from the same loopback address: the per-address limits of the lead forms
    // and the calculation PDF (tested in tests/integration) would refuse the suite's own after the tenth.
    LEADS_RATE_LIMIT_MAX: '1000', ADMIN_LOGIN_RATE_LIMIT_MAX: '1000', CALCULATOR_EXPORT_RATE_LIMIT_MAX: '1000' },
})
const cleanup = () => {
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { cleanup(); process.exit(0) })
server.on('exit', (code) => { fs.rmSync(dataDir, { recursive: true, force: true }); process.exit(code ?? 0) })
