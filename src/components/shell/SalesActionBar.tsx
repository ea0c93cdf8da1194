import { getTranslations } from 'next-intl/server'

import { telegramHref, telHref, whatsappHref, whatsappNumber } from '@/domain/phone'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/site-origin'
import { Icon } from '../ui/Icon'
import styles from './sales-action-bar.module.css'

/** The sales office's numbers as the site settings hold them (typed by editors). */
export type SalesContact = { phone: string; whatsapp: string; telegram: string }

/**
 * The phone's sticky bottom bar on project, queue and property pages (issue 32): call the sales office,
 * jump to the page's request form, open WhatsApp with a message that names what the visitor looks at
 * and links to it, or open the sales team's Telegram. Plain links, no script; shown under 960 px only (the desktop has the header's phone).
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
        <a className={styles.action} href={telHref(contact.phone)} data-goal="phone">
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
          data-goal="messenger"
          data-messenger="whatsapp"
        >
          <Icon name="whatsapp" size={20} />
          <span className={styles.label}>
            {t('action-whatsapp')}
            <span className="visually-hidden"> {t('footer-new-tab')}</span>
          </span>
        </a>
      )}
      {contact.telegram && (
        <a className={styles.action} href={telegramHref(contact.telegram)} target="_blank" rel="noopener noreferrer" data-goal="messenger" data-messenger="telegram">
          <Icon name="telegram" size={20} />
          <span className={styles.label}>
            {t('action-telegram')}
            <span className="visually-hidden"> {t('footer-new-tab')}</span>
          </span>
        </a>
      )}
    </nav>
  )
}
