import { getLocale, getTranslations } from 'next-intl/server'

import { localizedPath } from '@/domain/routing-rules'
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales'
import { Icon } from '../ui/Icon'
import { LanguageLink } from './LanguageLink'
import styles from './language.module.css'

/**
 * The header's language menu, listing the other languages: server HTML that src/client/shell-controls.ts
 * opens and closes (Escape, an outside click, leaving it with Tab) and whose links it points at the page in
 * view (the layout around it is the same for every page, so it names each language's home page).
 */
export async function LanguageMenu({ id = 'language-menu' }: { id?: string }) {
  const [t, current] = await Promise.all([getTranslations(), getLocale() as Promise<Locale>])
  return (
    <div className={styles.menu} data-menu="">
      <button
        type="button"
        className={styles.button}
        aria-expanded="false"
        aria-controls={id}
        aria-label={`${current.toUpperCase()}, ${t('language-switcher', { name: LOCALE_NAMES[current] })}`}
        data-menu-button=""
      >
        <Icon name="globe" size={18} />
        <span>{current.toUpperCase()}</span>
        <Icon name="chevron-down" size={14} />
      </button>
      <ul id={id} className={styles.list} hidden aria-label={t('language-choose')}>
        {LOCALES.filter((locale) => locale !== current).map((locale) => (
          <li key={locale}>
            <LanguageLink locale={locale} href={localizedPath(locale, '/')} className={styles.option} />
          </li>
        ))}
      </ul>
    </div>
  )
}
