// A worker thread that runs SQL batches on a SQLite connection of its own (services/inventory-sync-store.ts).
// @libsql/client runs each statement synchronously on the calling thread: a large write (the CRM sync's
// thousands of estates) there would hold up every page the server is answering meanwhile. Here it holds up
// only this thread; SQLite's WAL lets the server's connection go on reading. The busy timeout waits for a
// write lock another connection holds (an editor's save on the server's thread), which is safe here because
// this thread is not the one that must finish that save.
// Messages: { id, url, statements: [{ sql, args }] } → { id, ok: true } or { id, ok: false, message, code }.
import os from 'node:os'
import { parentPort } from 'node:worker_threads'

import { createClient } from '@libsql/client'

// The lowest CPU priority for this thread alone (Linux keeps a nice value per thread): on a machine of two
// cores the server's own thread, answering visitors, goes first.
try {
  os.setPriority(19)
} catch {
  // not allowed here: the default priority
}

/** @type {Map<string, import('@libsql/client').Client>} */
const clients = new Map()

/** @param {string} url a `file:` URL */
async function clientFor(url) {
  let client = clients.get(url)
  if (!client) {
    client = createClient({ url })
    await client.execute('PRAGMA busy_timeout = 30000')
    clients.set(url, client)
  }
  return client
}

if (!parentPort) throw new Error('sqlite-batch-worker.mjs runs in a worker thread (new Worker)')
const port = parentPort

/** @typedef {{ id: number, url: string, statements: import('@libsql/client').InStatement[] }} BatchMessage */
port.on('message', async (/** @type {BatchMessage} */ { id, url, statements }) => {
  try {
    await (await clientFor(url)).batch(statements, 'write')
    port.postMessage({ id, ok: true })
  } catch (error) {
    port.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error), code: /** @type {{ code?: string } | undefined} */ (error)?.code })
  }
})
