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

const clients = new Map()

async function clientFor(url) {
  let client = clients.get(url)
  if (!client) {
    client = createClient({ url })
    await client.execute('PRAGMA busy_timeout = 30000')
    clients.set(url, client)
  }
  return client
}

parentPort.on('message', async ({ id, url, statements }) => {
  try {
    await (await clientFor(url)).batch(statements, 'write')
    parentPort.postMessage({ id, ok: true })
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error), code: error?.code })
  }
})
