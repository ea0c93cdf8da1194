import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { crmConfig } from '../../lib/config.js'
import { hasRole, type Role } from '../access'
import { inEditorLanguage } from '../admin-words'
import { CRM_SYNC_WORDS as WORDS } from './crm-sync-words'

type LastRun = { started_at: string; status: string; error?: string | null } | undefined

/** What is wrong with the sync, given its last run: it failed, it is older than three intervals, or there is none. */
function troubleOf(last: LastRun, now = Date.now()): 'failed' | 'stale' | 'never' | null {
  if (!last) return 'never'
  if (last.status === 'failed') return 'failed'
  return now - Date.parse(last.started_at) > 3 * crmConfig.syncIntervalSeconds() * 1000 ? 'stale' : null
}

type Props = { payload: Payload; user?: TypedUser | null; i18n?: { language?: string } }

/**
 * The dashboard's warning for content staff when a CRM is configured and its sync is in trouble: the last
 * run failed, or none started for longer than three intervals (the schedule stopped), or none ever ran.
 * Nothing when all is well or no CRM is configured.
 */
export async function CrmSyncWarning({ payload, user, i18n }: Props) {
  if (!crmConfig.inventorySource() || !hasRole(user as { role?: Role } | null, 'admin', 'editor')) return null
  const { docs } = await payload.find({
    collection: 'crm-sync-runs',
    sort: '-started_at',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { started_at: true, status: true, error: true },
  })
  const last = docs[0]
  const trouble = troubleOf(last)
  if (!trouble) return null
  const say = (words: (typeof WORDS)[keyof typeof WORDS]) => inEditorLanguage(words, i18n?.language)
  const message = say(trouble === 'failed' ? WORDS.warnFailed : trouble === 'stale' ? WORDS.warnStale : WORDS.warnNever)
  return (
    <div role="alert" data-testid="crm-sync-warning" style={{ border: '2px solid var(--theme-error-500)', borderRadius: 4, padding: '12px 16px', marginBottom: 24 }}>
      <strong>{message}</strong>
      {trouble === 'failed' && last?.error ? <p style={{ margin: '4px 0' }}>{last.error}</p> : null}
      <Link href="/admin/collections/crm-sync-runs">{say(WORDS.openLog)}</Link>
    </div>
  )
}
