import { getTranslations } from 'next-intl/server'

import { localizedPath } from '@/domain/routing-rules'
import type { Locale } from '@/i18n/locales'
import { Icon } from '@/components/ui/Icon'
import field from '@/components/ui/field.module.css'
import button from '@/components/ui/button.module.css'
import styles from './alerts.module.css'

type Props = {
  locale: Locale
  /** The page the form is on (the way back from an error). */
  page: string
} & ({ estateId: number; search?: never } | { search: string; estateId?: never })

/**
 * «Следить за ценой» on a unit, «Сохранить поиск» on a listing (issue 34, item 1): a disclosure with an
 * address field, a plain HTML form to POST /api/alerts (no script on the page for it); the endpoint answers
 * with the alerts page (check your inbox). Nothing is sent before the confirmation e-mail's link is followed.
 */
export async function AlertForm({ locale, page, estateId, search }: Props) {
  const t = await getTranslations()
  const unit = estateId !== undefined
  const id = unit ? `alert-unit-${estateId}` : 'alert-search'
  return (
    <details className={styles.disclosure} data-testid={unit ? 'alert-unit' : 'alert-search'}>
      <summary className={`${button.button} ${button.outline} ${button.small} ${styles.summary}`}>
        <Icon name="bell" />
        {t(unit ? 'alerts-follow-price' : 'alerts-save-search')}
      </summary>
      <form className={styles.form} method="post" action="/api/alerts">
        <p className={styles.hint} id={`${id}-hint`}>
          {t(unit ? 'alerts-follow-price-text' : 'alerts-save-search-text')}
        </p>
        <div className={field.field}>
          <label className={field.label} htmlFor={`${id}-email`}>
            {t('alerts-email')}
          </label>
          <input className={field.input} id={`${id}-email`} name="email" type="email" required maxLength={254} autoComplete="email" aria-describedby={`${id}-hint`} />
        </div>
        {unit ? <input type="hidden" name="estate_id" value={estateId} /> : <input type="hidden" name="search" value={search} />}
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="page" value={page} />
        {/* The honeypot: people never see it, some bots fill it. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t('form-honeypot')}</label>
          <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button className={`${button.button} ${button.primary}`} type="submit">
          {t('alerts-submit')}
        </button>
        <a className={styles.policy} href={localizedPath(locale, '/policy.pdf')}>
          {t('alerts-policy')}
        </a>
      </form>
    </details>
  )
}
