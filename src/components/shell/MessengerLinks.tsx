import { getTranslations } from 'next-intl/server'

import { telegramHref, whatsappHref, whatsappNumber } from '@/domain/phone'
import { siteOrigin } from '@/lib/site-origin'
import { Icon } from '../ui/Icon'
import type { SalesContact } from './SalesActionBar'
import styles from './messenger-links.module.css'

/**
 * «Написать в WhatsApp» and «Telegram» (issue 34, item 3) on property, project, queue and contacts pages, at
 * every width: WhatsApp opens with a message in the page's language that names what the visitor looks at and
 * links to it; Telegram opens the sales team's chat. From the site settings; nothing when neither is set.
 * Plain links (`data-goal="messenger"`: a click is an analytics goal once analytics is on).
 */
export async function MessengerLinks({ contact, subject, path }: { contact: SalesContact; subject?: string; path: string }) {
  const t = await getTranslations()
  const whatsapp = whatsappNumber(contact.whatsapp)
  if (!whatsapp && !contact.telegram) return null
  const text = subject ? t('action-whatsapp-text', { title: subject, url: `${siteOrigin()}${path}` }) : t('messenger-text', { url: `${siteOrigin()}${path}` })
  return (
    <ul className={styles.links} aria-label={t('messenger-title')} data-testid="messenger-links">
      {whatsapp && (
        <li>
          <a className={styles.link} href={whatsappHref(whatsapp, text)} target="_blank" rel="noopener noreferrer" data-goal="messenger" data-messenger="whatsapp">
            <Icon name="whatsapp" size={20} />
            {t('messenger-whatsapp')}
            <span className="visually-hidden"> {t('footer-new-tab')}</span>
          </a>
        </li>
      )}
      {contact.telegram && (
        <li>
          <a className={styles.link} href={telegramHref(contact.telegram)} target="_blank" rel="noopener noreferrer" data-goal="messenger" data-messenger="telegram">
            <Icon name="telegram" size={20} />
            {t('messenger-telegram')}
            <span className="visually-hidden"> {t('footer-new-tab')}</span>
          </a>
        </li>
      )}
    </ul>
  )
}
