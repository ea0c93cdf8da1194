import { createHash } from 'node:crypto'

import { startStandIn, type Failure, type StandIn } from './stand-in'

/**
 * MacroCRM's stand-in: `POST /estate/request/`, form-encoded, signed with domain, time and
 * token = md5(domain + time + app secret); answers 200 `{"success": true, "id": N}`, and — as MacroCRM
 * does — 200 `{"success": false, "error": "…"}` for a bad signature or a request without a phone.
 */
export async function startMacroCrm({ domain, secret }: { domain: string; secret: string }): Promise<StandIn & { failures: typeof failures }> {
  let nextId = 1
  const standIn = await startStandIn((request) => {
    if (request.method !== 'POST' || request.path !== '/estate/request/' || !request.form) return { status: 404, body: 'Not Found' }
    const { domain: given, time, token, phone } = request.form
    const expected = createHash('md5').update(`${domain}${time}${secret}`).digest('hex')
    if (given !== domain || token !== expected || Math.abs(Date.now() / 1000 - Number(time)) > 300) return { status: 200, body: { success: false, error: 'Неверный токен' } }
    if (!phone) return { status: 200, body: { success: false, error: 'Не указан телефон' } }
    return { status: 200, body: { success: true, id: nextId++ } }
  })
  return { ...standIn, failures }
}

export const failures = {
  /** A 200 whose body says it failed. */
  errorBody: (message = 'Заявка не создана: неверный проект'): Failure => ({ status: 200, body: { success: false, error: message } }),
  unavailable: (): Failure => ({ status: 503, body: 'Service Unavailable' }),
  tooManyRequests: (retryAfterSeconds: number): Failure => ({ status: 429, body: 'Too Many Requests', headers: { 'Retry-After': String(retryAfterSeconds) } }),
  hang: (): Failure => 'hang',
}
