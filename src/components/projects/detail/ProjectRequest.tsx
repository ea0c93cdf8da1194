import { getTranslations } from 'next-intl/server'

import { CallbackFormOnIntent } from '@/components/forms/on-intent'
import formPanel from '@/components/forms/form-panel.module.css'
import { MessengerLinks } from '@/components/shell/MessengerLinks'
import type { SalesContact } from '@/components/shell/SalesActionBar'
import { localizedPath } from '@/domain/routing-rules'
import type { Locale } from '@/i18n/locales'
import styles from './detail.module.css'

/**
 * The request form that closes a project's and a queue's page: a callback about the project, in the panel
 * every lead form in a page's flow stands in, and the messengers under it; `id` is the anchor the sales bar's «request» jumps to.
 */
export async function ProjectRequest({
  id,
  locale,
  complexId,
  messengers,
}: {
  id: string
  locale: Locale
  complexId: number
  /** The sales team's messengers under the form, with what the page is about. */
  messengers?: { contact: SalesContact; subject: string; path: string }
}) {
  const t = await getTranslations()
  return (
    <section className={`${styles.section} ${styles.last}`} id={id} aria-label={t('project-request-title')}>
      <div className={styles.inner}>
        <div className={formPanel.panel}>
          <CallbackFormOnIntent
            policyHref={localizedPath(locale, '/policy.pdf')}
            title={t('project-request-title')}
            text={t('project-request-text')}
            target={{ endpoint: '/api/feedback/callback', extra: { complex_id: complexId } }}
          />
        </div>
        {messengers && (
          <div className={styles.requestMessengers}>
            <MessengerLinks {...messengers} />
          </div>
        )}
      </div>
    </section>
  )
}
