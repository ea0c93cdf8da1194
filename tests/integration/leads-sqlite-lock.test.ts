import path from 'node:path'

import { createClient } from '@libsql/client'
import { describe, expect, inject, it } from 'vitest'

import { freshPhone } from './leads-helpers'
import { cms, cyrillicToken } from './staff-session'

/**
 * A lead sent while another connection holds SQLite's write lock (the CRM sync's batch in its worker
 * thread, a seed or a script in another process) is stored once the lock is released, not refused: the
 * server's connection waits for the lock (`busyTimeout`, src/payload.config.ts; Payload runs no
 * transactions on SQLite, so its one connection keeps that setting). SQLite only: PostgreSQL waits for
 * row locks by itself.
 */
const sqlite = inject('targets').filter((target) => target.name === 'sqlite')

describe.each(sqlite)('a lead during a write lock on $name', ({ baseUrl, dataDir }) => {
  it('is stored when the lock is released, with 201, and only once', async () => {
    const other = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
    const lock = await other.transaction('write')
    const name = `Замок ${cyrillicToken()}`
    try {
      const sent = fetch(`${baseUrl}/api/feedback/callback`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ru', 'X-Forwarded-For': '203.0.113.77' },
        body: JSON.stringify({ name, phone: freshPhone() }),
      })
      await new Promise((resolve) => setTimeout(resolve, 700))
      await lock.commit()
      const response = await sent
      expect(response.status).toBe(201)
    } finally {
      other.close()
    }
    const { docs: stored } = await cms(baseUrl, 'GET', `/leads?where[name][equals]=${encodeURIComponent(name)}&depth=0`)
    expect(stored).toHaveLength(1)
  })
})
