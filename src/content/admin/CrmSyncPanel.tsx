import type { ServerProps } from 'payload'

import { crmConfig } from '../../lib/config.js'
import { inEditorLanguage } from '../admin-words'
import { CrmSyncActions } from './CrmSyncActions'
import { CRM_SYNC_WORDS as WORDS } from './crm-sync-words'

/**
 * Above the CRM sync log: which CRM the units come from and how often, with «Проверить» (a dry run: the
 * table of changes, nothing written) and «Синхронизировать сейчас» (CrmSyncActions.tsx); without a CRM,
 * how to connect one.
 */
export function CrmSyncPanel({ i18n }: ServerProps) {
  const say = (words: (typeof WORDS)[keyof typeof WORDS]) => inEditorLanguage(words, i18n?.language)
  const source = crmConfig.inventorySource()
  return (
    <section style={{ marginBottom: 24 }} data-testid="crm-sync-panel" aria-labelledby="crm-sync-title">
      <h2 id="crm-sync-title" style={{ fontSize: 18 }}>
        {say(WORDS.title)}
      </h2>
      {source ? (
        <>
          <p>
            {say(WORDS.source)}: <strong>{source === 'profitbase' ? 'Profitbase' : 'MacroCRM'}</strong> · {say(WORDS.every)} {Math.round(crmConfig.syncIntervalSeconds() / 6) / 10}{' '}
            {say(WORDS.minutes)}
          </p>
          <p>{say(WORDS.howTo)}</p>
          <CrmSyncActions />
        </>
      ) : (
        <p>{say(WORDS.notConfigured)}</p>
      )}
    </section>
  )
}
