import { createHash } from 'node:crypto'

/**
 * MacroCRM's request signature: every API call carries `domain`, `time` (Unix seconds) and
 * `token = md5(domain + time + app_secret)`, form-encoded (MacroCRM API documentation, "Авторизация":
 * https://macrocrm.ru/ — the application's secret never travels, only the token made with it).
 */
export function macroCrmSignature(domain: string, appSecret: string, now: Date = new Date()): { domain: string; time: string; token: string } {
  const time = String(Math.floor(now.getTime() / 1000))
  const token = createHash('md5')
    .update(domain + time + appSecret)
    .digest('hex')
  return { domain, time, token }
}
