import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { startServer, type RunningServer, type ServerTarget } from '../support/server'
import { freshIp, freshPhone, postJson, query } from './leads-helpers'

/**
 * The visitor's address (src/lib/client-address.js, TRUSTED_PROXIES): the key of the lead forms' rate
 * limit and the address kept with the lead. A client may send any X-Forwarded-For; only a trusted proxy's
 * is believed.
 */

const person = () => ({ name: 'Айгүл', phone: freshPhone() })

async function recordedAddress(target: ServerTarget, id: number): Promise<unknown> {
  const [lead] = await query<{ details: unknown }>(target, 'SELECT details FROM leads WHERE id = ?', [id])
  const details = typeof lead.details === 'string' ? JSON.parse(lead.details) : lead.details
  return (details as Record<string, unknown>).client_address
}

describe('client address with the default settings (no trusted proxy)', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer({
      name: 'client-address',
      // The defaults: nothing in front of the server is trusted.
      env: { TRUSTED_PROXIES: '', LEADS_TRUSTED_PROXIES: '', SEED_ON_EMPTY: 'false', LEADS_RATE_LIMIT_MAX: '3' },
    })
  })
  afterAll(async () => server?.stop())

  it('ignores spoofed X-Forwarded-For, X-Real-IP and X-Client-Address: one connection address, one rate-limit bucket', async () => {
    const answers = []
    for (let i = 0; i < 4; i++) {
      const spoofed = freshIp()
      answers.push(await postJson(server.baseUrl, '/api/feedback/callback', person(), { 'X-Forwarded-For': spoofed, 'X-Real-IP': spoofed, 'X-Client-Address': spoofed }))
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429])
    // The lead keeps the connection's address, not the made-up one.
    expect(await recordedAddress(server, answers[0].body.data.id)).toMatch(/^(127\.0\.0\.1|::1)$/)
  })
})

describe.each(inject('targets'))('client address behind a trusted proxy on $name', (target) => {
  // The shared test servers trust loopback as their load balancer (tests/support/server.ts).

  it('takes the address the trusted proxy appended to X-Forwarded-For, for the limit and the lead', async () => {
    const client = freshIp()
    const statuses: number[] = []
    let firstId = 0
    for (let i = 0; i < 11; i++) {
      // Whatever the client put before it, the proxy's entry (the last one) counts.
      const answer = await postJson(
        target.baseUrl,
        '/api/feedback/questions',
        { ...person(), message: 'Вопрос' },
        { 'X-Forwarded-For': `${freshIp()}, ${client}`, 'X-Client-Address': freshIp() },
      )
      statuses.push(answer.status)
      if (i === 0) firstId = answer.body.data.id
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429])
    expect(await recordedAddress(target, firstId)).toBe(client)
    // Another visitor behind the same proxy is not limited.
    expect((await postJson(target.baseUrl, '/api/feedback/questions', { ...person(), message: 'Вопрос' }, { 'X-Forwarded-For': freshIp() })).status).toBe(201)
  })
})
