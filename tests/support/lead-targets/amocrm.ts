import { startStandIn, type Failure, type StandIn } from './stand-in'

/**
 * amoCRM's stand-in: `POST /api/v4/leads/unsorted/forms` with `Authorization: Bearer <token>` answers
 * 200 with the unsorted items it added (a lead and a contact each), `POST /api/v4/leads/notes` 200; a
 * wrong token 401, a body that is not an array of items with source_uid, source_name and metadata 400
 * («validation-errors»), as amoCRM API v4 does.
 */
export async function startAmoCrm({ token }: { token: string }): Promise<StandIn & { failures: typeof failures }> {
  let nextId = 1000
  const standIn = await startStandIn((request) => {
    if (request.headers.authorization !== `Bearer ${token}`)
      return { status: 401, body: { title: 'Unauthorized', type: 'https://httpstatus.es/401', status: 401, detail: 'Invalid access token' } }
    if (request.method === 'POST' && request.path === '/api/v4/leads/notes') return { status: 200, body: { _embedded: { notes: [{ id: nextId++ }] } } }
    if (request.method !== 'POST' || request.path !== '/api/v4/leads/unsorted/forms') return { status: 404, body: { title: 'Not Found', status: 404 } }
    const items = request.json
    const valid =
      Array.isArray(items) && items.length > 0 && items.every((item) => item && item.source_uid && item.source_name && item.metadata?.form_id && item.metadata?.form_sent_at)
    if (!valid)
      return {
        status: 400,
        body: {
          'validation-errors': [{ request_id: '0', errors: [{ code: 'FieldMissing', path: 'source_uid', detail: 'This field is missing.' }] }],
          title: 'Bad Request',
          status: 400,
        },
      }
    const unsorted = (items as Array<{ request_id?: string }>).map((item) => ({
      uid: `uid-${nextId}`,
      account_id: 1,
      request_id: item.request_id ?? '0',
      _embedded: { leads: [{ id: nextId++ }], contacts: [{ id: nextId++ }], companies: [] },
    }))
    return { status: 200, body: { _total_items: unsorted.length, _embedded: { unsorted } } }
  })
  return { ...standIn, failures }
}

/** Failures amoCRM really answers with. */
export const failures = {
  unauthorized: (): Failure => ({ status: 401, body: { title: 'Unauthorized', status: 401, detail: 'Invalid access token' } }),
  badRequest: (): Failure => ({
    status: 400,
    body: {
      title: 'Bad Request',
      status: 400,
      'validation-errors': [{ request_id: '0', errors: [{ code: 'NotSupportedChoice', path: 'metadata.form_page', detail: 'The value you selected is not a valid choice.' }] }],
    },
  }),
  tooManyRequests: (retryAfterSeconds: number): Failure => ({
    status: 429,
    body: { title: 'Too Many Requests', status: 429 },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  }),
  unavailable: (): Failure => ({ status: 503, body: 'Service Unavailable' }),
  hang: (): Failure => 'hang',
}
