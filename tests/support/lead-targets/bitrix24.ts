import { startStandIn, type Failure, type StandIn } from './stand-in'

/**
 * Bitrix24's stand-in: an incoming webhook at `/rest/<user>/<key>/crm.lead.add.json` answers
 * `{"result": <id>, "time": {…}}`; a wrong key 401 `{"error": "INVALID_CREDENTIALS", …}`, a lead without
 * fields 400 `{"error": "ERROR_CORE", …}`. Its error descriptions name the request's path (as some
 * Bitrix errors do): the path holds the key, which must never reach the lead or a log.
 */
export async function startBitrix24({ user = '1', key }: { user?: string; key: string }): Promise<StandIn & { webhookUrl: string; failures: ReturnType<typeof failuresFor> }> {
  let nextId = 1
  const prefix = `/rest/${user}/${key}/`
  const standIn = await startStandIn((request) => {
    if (!request.path.startsWith(prefix)) return { status: 401, body: { error: 'INVALID_CREDENTIALS', error_description: `Invalid request credentials for ${request.path}` } }
    if (request.path.split('?')[0] !== `${prefix}crm.lead.add.json`) return { status: 404, body: { error: 'ERROR_METHOD_NOT_FOUND', error_description: 'Method not found!' } }
    const fields = (request.json as { fields?: Record<string, unknown> } | null)?.fields
    if (!fields || !fields.TITLE) return { status: 400, body: { error: 'ERROR_CORE', error_description: 'Не заполнено обязательное поле "Название лида"' } }
    return { status: 200, body: { result: nextId++, time: { start: Date.now() / 1000, duration: 0.05 } } }
  })
  return { ...standIn, webhookUrl: `${standIn.url}${prefix}`, failures: failuresFor(prefix) }
}

const failuresFor = (prefix: string) => ({
  /** Bitrix's error JSON (HTTP 400), its description naming the webhook's path (and so its key). */
  errorBody: (): Failure => ({ status: 400, body: { error: 'ERROR_CORE', error_description: `Access denied to ${prefix}crm.lead.add.json` } }),
  invalidCredentials: (): Failure => ({ status: 401, body: { error: 'INVALID_CREDENTIALS', error_description: 'Invalid request credentials' } }),
  queryLimit: (): Failure => ({ status: 503, body: { error: 'QUERY_LIMIT_EXCEEDED', error_description: 'Too many requests' } }),
  tooManyRequests: (retryAfterSeconds: number): Failure => ({
    status: 429,
    body: { error: 'QUERY_LIMIT_EXCEEDED', error_description: 'Too many requests' },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  }),
  unavailable: (): Failure => ({ status: 503, body: 'Service Unavailable' }),
  hang: (): Failure => 'hang',
})
