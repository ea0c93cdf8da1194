import { getTranslations } from 'next-intl/server'

import { CallbackForm } from '@/components/forms/CallbackForm'
import formPanel from '@/components/forms/form-panel.module.css'
import { localizedPath } from '@/domain/routing-rules'
import type { Locale } from '@/i18n/locales'
import styles from './detail.module.css'

/**
 * The request form that closes a project's and a queue's page: a callback about the project, in the panel
 * every lead form in a page's flow stands in; `id` is the anchor the sales bar's «request» jumps to.
 */
export async function ProjectRequest({ id, locale, complexId }: { id: string; locale: Locale; complexId: number }) {
  const t = await getTranslations()
  return (
    <section className={`${styles.section} ${styles.last}`} id={id} aria-label={t('project-request-title')}>
      <div className={styles.inner}>
        <div className={formPanel.panel}>
          <CallbackForm
            policyHref={localizedPath(locale, '/policy.pdf')}
            title={t('project-request-title')}
            text={t('project-request-text')}
            target={{ endpoint: '/api/feedback/callback', extra: { complex_id: complexId } }}
          />
        </div>
      </div>
    </section>
  )
}
