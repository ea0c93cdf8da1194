import 'server-only'

import { ApiError } from './api'

/**
 * The JSON object of a request body, read up to `maxBytes` (the house rules of a write endpoint,
 * src/leads/http.ts): another content type, broken JSON or anything but an object is a 400
 * `{message: 'bad_request'}`; a bigger body a 413 `{message: 'payload_too_large'}`, refused as soon as
 * it is known, never buffered whole.
 */
export async function readJsonObject(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (mediaType !== 'application/json') throw new ApiError(400, { message: 'bad_request' })
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > maxBytes) throw new ApiError(413, { message: 'payload_too_large' })
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        throw new ApiError(413, { message: 'payload_too_large' })
      }
      chunks.push(value)
    }
  }
  let body: unknown
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new ApiError(400, { message: 'bad_request' })
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, { message: 'bad_request' })
  return body as Record<string, unknown>
}
