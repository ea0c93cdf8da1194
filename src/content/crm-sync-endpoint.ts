import type { Endpoint } from 'payload'

import { crmConfig } from '../lib/config.js'
import { runInventorySync } from '../services/inventory-sync'
import { hasRole, type Role } from './access'
import { inEditorLanguage, w, type Words } from './admin-words'

const MESSAGES = {
  unauthorized: w('Войдите в админку', 'Please log in'),
  forbidden: w('Синхронизация с CRM доступна редакторам и администраторам', 'The CRM sync is for editors and administrators'),
  body: w('Ожидается JSON: {"dryRun": true} для проверки или {"dryRun": false} для синхронизации', 'A JSON body is expected: {"dryRun": true} to check, {"dryRun": false} to sync'),
  notConfigured: w(
    'CRM не подключена: задайте переменные PROFITBASE_* или MACROCRM_* (настройки сервера: их задаёт администратор)',
    'No CRM is configured: set the PROFITBASE_* or MACROCRM_* variables (docs/editors.md, "Units from the CRM")',
  ),
  busy: w('Синхронизация уже идёт: дождитесь её конца', 'A sync is already running: wait for it to end'),
} satisfies Record<string, Words>

/**
 * POST /cms-api/crm-sync-runs/run (editors and administrators): `{"dryRun": true}` reads the CRM and
 * answers what a sync would change (the price-list import's table of rows, problems, counts) without
 * writing; `{"dryRun": false}` starts the sync now and answers its outcome when it ends within
 * ANSWER_WITHIN_MS, otherwise 202 `{"status": "running"}` while it goes on (a Profitbase read of 60,000
 * units takes minutes at its one request a second): the panel then follows the run in the log. 409
 * while another run holds the lock, 503 when no CRM is configured, 502 when the CRM could not be read
 * (the error message is the adapter's: it never holds a secret).
 */
const ANSWER_WITHIN_MS = 5000

export const crmSyncEndpoint: Endpoint = {
  path: '/run',
  method: 'post',
  handler: async (req) => {
    const language = req.i18n?.language === 'en' ? 'en' : 'ru'
    const refuse = (status: number, words: Words, path = '') => Response.json({ errors: [{ path, message: inEditorLanguage(words, language) }] }, { status })
    if (!req.user) return refuse(401, MESSAGES.unauthorized)
    if (!hasRole(req.user as { role?: Role }, 'admin', 'editor')) return refuse(403, MESSAGES.forbidden)
    const body: unknown = await req.json?.().catch(() => undefined)
    const dryRun = (body as { dryRun?: unknown } | undefined)?.dryRun
    if (typeof dryRun !== 'boolean') return refuse(400, MESSAGES.body, 'dryRun')
    const running = runInventorySync(req.payload, { trigger: 'manual', dryRun, language })
    const outcome = dryRun ? await running : await Promise.race([running, new Promise<undefined>((resolve) => setTimeout(resolve, ANSWER_WITHIN_MS))])
    if (!outcome) {
      running.catch((error) => req.payload.logger.error(`[crm-sync] manual run: ${error instanceof Error ? error.message : String(error)}`))
      return Response.json({ status: 'running', source: crmConfig.inventorySource() }, { status: 202 })
    }
    switch (outcome.status) {
      case 'not_configured':
        return refuse(503, MESSAGES.notConfigured)
      case 'busy':
        return refuse(409, MESSAGES.busy)
      case 'failed':
        return Response.json({ ...outcome, source: crmConfig.inventorySource() }, { status: 502 })
      default:
        return Response.json({ ...outcome, source: crmConfig.inventorySource() })
    }
  },
}
