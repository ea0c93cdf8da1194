import { startStandIn, type Failure, type StandIn } from './stand-in'

/**
 * Telegram Bot API's stand-in: `POST /bot<token>/sendMessage` answers `{"ok": true, "result": {…}}`;
 * a wrong token 401 `{"ok": false, "error_code": 401, "description": "Unauthorized"}`, an unknown chat
 * 400 «chat not found», and a flood limit 429 with `parameters.retry_after`.
 */
export async function startTelegram({ token, chatId }: { token: string; chatId: string }): Promise<StandIn & { failures: typeof failures }> {
  let nextId = 1
  const standIn = await startStandIn((request) => {
    if (request.path !== `/bot${token}/sendMessage`) return { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } }
    const body = request.json as { chat_id?: string | number; text?: string } | null
    if (String(body?.chat_id) !== chatId) return { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } }
    if (!body?.text) return { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: message text is empty' } }
    return {
      status: 200,
      body: { ok: true, result: { message_id: nextId++, chat: { id: Number(chatId), type: 'supergroup' }, date: Math.floor(Date.now() / 1000), text: body.text } },
    }
  })
  return { ...standIn, failures }
}

export const failures = {
  /** Telegram's flood limit: 429, ok:false, retry_after in the body (no header). */
  tooManyRequests: (retryAfterSeconds: number): Failure => ({
    status: 429,
    body: { ok: false, error_code: 429, description: `Too Many Requests: retry after ${retryAfterSeconds}`, parameters: { retry_after: retryAfterSeconds } },
  }),
  chatNotFound: (): Failure => ({ status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } }),
  /** ok:false on a 200 (never seen from Telegram, but the answer's ok decides). */
  notOk: (): Failure => ({ status: 200, body: { ok: false, error_code: 403, description: 'Forbidden: bot was kicked from the group chat' } }),
  unavailable: (): Failure => ({ status: 502, body: 'Bad Gateway' }),
  hang: (): Failure => 'hang',
}
