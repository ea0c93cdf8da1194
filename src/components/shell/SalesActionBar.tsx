import { getTranslations } from 'next-intl/server'

import { telHref, whatsappHref, whatsappNumber } from '@/domain/phone'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/site-origin'
import { Icon } from '../ui/Icon'
import styles from './sales-action-bar.module.css'

/** The sales office's numbers as the site settings hold them (typed by editors). */
export type SalesContact = { phone: string; whatsapp: string }

/**
 * The phone's sticky bottom bar on project, queue and property pages (issue 32): call the sales office,
 * jump to the page's request form, or open WhatsApp with a message that names what the visitor looks at
 * and links to it. Plain links, no script; shown under 960 px only (the desktop has the header's phone).
 */
export async function SalesActionBar({
  locale,
  contact,
  subject,
  path,
  requestHref,
}: {
  locale: Locale
  contact: SalesContact
  subject: string
  path: string
  requestHref: string
}) {
  const t = await getTranslations({ locale })
  const whatsapp = whatsappNumber(contact.whatsapp)
  return (
    <nav className={styles.bar} aria-label={t('action-bar')} data-testid="sales-action-bar">
      {contact.phone && (
        <a className={styles.action} href={telHref(contact.phone)}>
          <Icon name="phone" size={20} />
          <span className={styles.label}>{t('action-call')}</span>
        </a>
      )}
      <a className={`${styles.action} ${styles.primary}`} href={requestHref}>
        {t('action-request')}
      </a>
      {whatsapp && (
        <a
          className={styles.action}
          href={whatsappHref(whatsapp, t('action-whatsapp-text', { title: subject, url: `${siteOrigin()}${path}` }))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="whatsapp" size={20} />
          <span className={styles.label}>
            {t('action-whatsapp')}
            <span className="visually-hidden"> {t('footer-new-tab')}</span>
          </span>
        </a>
      )}
    </nav>
  )
}
